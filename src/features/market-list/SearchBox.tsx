import { useTranslation } from '../../i18n/use-translation';
import type { ListState } from './use-list-state';

/** The search box with its cancel button (spec section 2). */
export function SearchBox({ s }: { s: ListState }) {
  const { t } = useTranslation('market');
  return (
    <div className="ml-search">
      <input
        type="search"
        aria-label={t('list.search')}
        placeholder={t('list.search')}
        value={s.text}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => s.type(e.target.value)}
      />
      {s.text !== '' && (
        <button type="button" className="ml-cancel" onClick={() => s.cancel()}>
          {t('list.cancel')}
        </button>
      )}
    </div>
  );
}
