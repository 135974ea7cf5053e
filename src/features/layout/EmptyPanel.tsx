import { useTranslation } from '../../i18n/use-translation';
import type { ModuleId } from './modules';

/**
 * The panel of a module a later issue builds (favourites bar, market list, trade info, …): laid
 * out, titled, empty. Its title shows here where no title bar does (the basic layout).
 */
export function EmptyPanel({ id, titled }: { id: ModuleId; titled: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <section className={`widget widget-empty widget-${id}`} data-widget={id} aria-label={t(`module.${id}`)}>
      {titled && <h2 className="empty-title">{t(`module.${id}`)}</h2>}
    </section>
  );
}
