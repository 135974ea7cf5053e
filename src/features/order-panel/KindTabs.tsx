import { useTranslation } from '../../i18n/use-translation';
import { kindTabsFor, tabText, type OpenCounts, type PanelTab } from '../../core/order-panel/tabs';
import type { KindTab, PanelMode } from '../../core/order-panel/types';

/** The spot kind sub-tabs of open orders (with counts) and order history (spec section 2). */
export function KindTabs({ tab, mode, counts, kind, onKind }: { tab: PanelTab; mode: PanelMode; counts: OpenCounts; kind: KindTab; onKind(k: KindTab): void }) {
  const { t } = useTranslation('panel');
  const tabs = kindTabsFor(tab, mode, counts);
  if (tabs.length === 0) return null;
  return (
    <div className="panel-kinds" role="tablist" aria-label={t('kind.list')}>
      {tabs.map((k) => (
        <button key={k.id} type="button" role="tab" aria-selected={k.id === kind} onClick={() => onKind(k.id)}>
          {tabText(t(k.labelKey), k.count)}
        </button>
      ))}
    </div>
  );
}
