import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Locale } from '../../i18n/locales';
import { collapseTabs, tabText, type PanelTab, type TabSpec } from '../../core/order-panel/tabs';
import { useSize } from './use-size';

export interface PanelTabsProps {
  tabs: TabSpec[];
  active: PanelTab;
  locale: Locale;
  onSelect(tab: PanelTab): void;
}

/**
 * The panel's tabs; those that do not fit the bar's width (estimated per locale character,
 * core tabs.ts, no DOM text measurement) move into a "more" dropdown, keeping their order.
 * Until the bar is measured every tab shows.
 */
export function PanelTabs({ tabs, active, locale, onSelect }: PanelTabsProps) {
  const { t } = useTranslation('panel');
  const bar = useRef<HTMLDivElement>(null);
  const size = useSize(bar);
  const [open, setOpen] = useState(false);
  const texts = tabs.map((tab) => ({ id: tab.id, text: tabText(t(tab.labelKey), tab.count) }));
  const { visible, overflow } = size === null ? { visible: texts.map((x) => x.id), overflow: [] as PanelTab[] } : collapseTabs(texts, locale, size.width);
  const textOf = (id: PanelTab) => texts.find((x) => x.id === id)!.text;
  const activeHidden = overflow.includes(active);

  return (
    <div className="panel-tabbar" ref={bar}>
      <div role="tablist" aria-label={t('tab.list')} className="panel-tabs" data-overflow={overflow.join(' ')}>
        {visible.map((id) => (
          <button key={id} type="button" role="tab" id={`panel-tab-${id}`} aria-selected={id === active} aria-controls="panel-body" onClick={() => onSelect(id)}>
            {textOf(id)}
          </button>
        ))}
        {overflow.length > 0 && (
          <div className="panel-more">
            <button
              type="button"
              role="tab"
              aria-selected={activeHidden}
              aria-haspopup="menu"
              aria-expanded={open}
              aria-label={activeHidden ? textOf(active) : t('tab.more')}
              onClick={() => setOpen((o) => !o)}
            >
              {activeHidden ? textOf(active) : '⋯'} ▾
            </button>
            {open && (
              <div role="menu" className="panel-more-menu">
                {overflow.map((id) => (
                  <button key={id} type="button" role="menuitem" onClick={() => { setOpen(false); onSelect(id); }}>
                    {textOf(id)}
                  </button>
                ))}
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
