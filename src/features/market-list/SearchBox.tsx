import { useTranslation } from 'react-i18next';
import type { ListState } from './use-list-state';

/** The search box with its cancel button (spec section 2). */
export function SearchBox({ s, autoFocus, inputRef }: { s: ListState; autoFocus?: boolean; inputRef?: React.Ref<HTMLInputElement> }) {
  const { t } = useTranslation('market');
  return (
    <div className="ml-search">
      <input
        ref={inputRef}
        type="search"
        aria-label={t('list.search')}
        placeholder={t('list.search')}
        value={s.text}
        autoFocus={autoFocus}
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
