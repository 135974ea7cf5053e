import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ChildType, OrderKind, TradeMode } from '../../core/order-form/types';
import { useDismiss } from '../../ui/use-dismiss';

/** The order-type groups of the tabs: advanced limit holds post-only and IOC. */
type Group = 'limit' | 'market' | 'trigger' | 'stop_limit' | 'advanced';

const groupOf = (kind: OrderKind): Group => (kind === 'limit_maker' || kind === 'ioc' ? 'advanced' : kind);
const firstKind = (g: Group): OrderKind => (g === 'advanced' ? 'limit_maker' : g);
const LABEL = { limit: 'tabs.limit', market: 'tabs.market', trigger: 'tabs.trigger', stop_limit: 'tabs.stopLimit', advanced: 'tabs.advanced' } as const satisfies Record<Group, string>;

export interface OrderTypeTabsProps {
  mode: TradeMode;
  kind: OrderKind;
  child: ChildType;
  onChange(kind: OrderKind, child: ChildType): void;
}

/**
 * Order types as spec order-placement section 2 lays them out: in spot the tabs Limit and Market
 * and a dropdown with trigger, stop-limit and advanced limit; in margin advanced limit is a main
 * tab and the dropdown holds trigger and stop-limit. The dropdown's tab shows its last choice.
 * Under them: post-only / IOC for advanced limit, limit / market for trigger and stop-limit.
 */
export function OrderTypeTabs({ mode, kind, child, onChange }: OrderTypeTabsProps) {
  const { t } = useTranslation('order');
  const group = groupOf(kind);
  const main: Group[] = mode === 'margin' ? ['limit', 'market', 'advanced'] : ['limit', 'market'];
  const menu: Group[] = mode === 'margin' ? ['trigger', 'stop_limit'] : ['trigger', 'stop_limit', 'advanced'];
  const [lastMenu, setLastMenu] = useState<Group>(menu.includes(group) ? group : menu[0]);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  // the menu closes on a click elsewhere and on Escape
  useDismiss(open, box, () => setOpen(false));
  const dropdown = menu.includes(group) ? group : menu.includes(lastMenu) ? lastMenu : menu[0];

  const pick = (g: Group) => {
    setOpen(false);
    if (menu.includes(g)) setLastMenu(g);
    if (g !== group) onChange(firstKind(g), child);
  };

  const tab = (g: Group) => (
    <button key={g} type="button" role="tab" aria-selected={g === group} className={g === group ? 'on' : ''} onClick={() => pick(g)}>
      {t(LABEL[g])}
    </button>
  );

  return (
    <div className="of-types" ref={box}>
      <div className="of-tabs" role="tablist" aria-label={t('tabs.orderType')}>
        {main.map(tab)}
        <span className="of-dropdown">
          {tab(dropdown)}
          <button type="button" className="of-more" aria-label={t('tabs.more')} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
            ▾
          </button>
        </span>
      </div>
      {open && (
        <ul className="of-menu" role="menu" aria-label={t('tabs.more')}>
          {menu.map((g) => (
            <li key={g} role="menuitemradio" aria-checked={g === group} tabIndex={0} onClick={() => pick(g)} onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && pick(g)}>
              {t(LABEL[g])}
            </li>
          ))}
        </ul>
      )}
      {group === 'advanced' && (
        <div className="of-subtabs" role="tablist" aria-label={t('tabs.advanced')}>
          {(['limit_maker', 'ioc'] as const).map((k) => (
            <button key={k} type="button" role="tab" aria-selected={kind === k} className={kind === k ? 'on' : ''} onClick={() => kind !== k && onChange(k, child)}>
              {t(k === 'ioc' ? 'tabs.ioc' : 'tabs.postOnly')}
            </button>
          ))}
        </div>
      )}
      {(kind === 'trigger' || kind === 'stop_limit') && (
        <div className="of-child" role="radiogroup" aria-label={t('tabs.childType')}>
          {(['limit', 'market'] as const).map((c) => (
            <label key={c}>
              <input type="radio" name="of-child" checked={child === c} onChange={() => onChange(kind, c)} />
              {t(c === 'limit' ? 'tabs.childLimit' : 'tabs.childMarket')}
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
