/**
 * Mobile mode (spec 001 "Mobile pro mode", "Chart area"): below 960 px the order form is not in
 * the grid but in a bottom drawer, opened by the Buy {coin} and Sell {coin} buttons of a bar
 * fixed at the bottom, which choose the form's side, and closed by its close button or once the
 * form has placed an order (a 0.375 s slide). The drawer adopts the order form's host, so the
 * form is the grid's one, moved, not a second one. The order book, market trades and trading
 * data are the chart area's tabs: this lends the chart area their hosts (chartTabHosts) for as
 * long as it is mounted, and the grid leaves them out (mobileGridModules).
 * A chunk of its own, loaded in mobile mode only.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Side } from '../../core/order-form/types';
import { currentPair, currentSymbol } from '../../state/market';
import { ModuleBody } from './ModuleFrame';
import type { Hosts } from './ModuleHosts';
import type { ModuleId } from './modules';
import { CHART_TAB_MODULES } from './mobile-modules';
import { chartTabHosts, drawerSide, placedOrders } from './use-mobile';

export interface MobileTradeProps {
  /** Every module's host (App's useModuleHosts). */
  hosts?: Hosts;
  /** The modules the page shows: a hidden one is neither a tab nor the drawer's form. */
  shown?: readonly ModuleId[];
  /** The order form's host alone (the page before it handed `hosts` and `shown`): a drawer without tabs. */
  host?: HTMLElement;
}

export function MobileTrade({ hosts, shown, host }: MobileTradeProps) {
  // the chart area's tabs: the shown modules' hosts, lent while mobile mode lasts
  const tabKey = CHART_TAB_MODULES.filter((id) => shown?.includes(id) === true && hosts?.has(id) === true).join(',');
  useEffect(() => {
    if (hosts === undefined || tabKey === '') return;
    chartTabHosts.value = CHART_TAB_MODULES.filter((id) => tabKey.split(',').includes(id)).map((id) => ({ id, host: hosts.get(id)! }));
    return () => {
      chartTabHosts.value = [];
    };
  }, [hosts, tabKey]);

  const formHost = host ?? (shown?.includes('tradeMaker') === true ? hosts?.get('tradeMaker') : undefined);
  return formHost === undefined ? null : <TradeDrawer host={formHost} />;
}

function TradeDrawer({ host }: { host: HTMLElement }) {
  useSignals();
  const { t } = useTranslation('layout');
  const [side, setSide] = useState<Side | null>(null);
  const open = side !== null;
  const coin = currentPair.value?.coinName ?? currentSymbol.value.split('_')[0];

  // the form shows the side its button chose, each time the drawer opens (undefined while closed)
  useEffect(() => {
    drawerSide.value = side ?? undefined;
  }, [side]);
  useEffect(() => () => {
    drawerSide.value = undefined;
  }, []);

  // an order placed from the open drawer closes it
  useEffect(() => {
    if (!open) return;
    const before = placedOrders.peek();
    return placedOrders.subscribe((n) => {
      if (n !== before) setSide(null);
    });
  }, [open]);

  return (
    <>
      <div className="trade-drawer" data-open={open} data-side={side ?? undefined} data-testid="trade-drawer" aria-hidden={!open} inert={!open}>
        <button type="button" className="trade-drawer-close" aria-label={t('mobile.close')} onClick={() => setSide(null)}>×</button>
        <ModuleBody host={host} />
      </div>
      <div className="trade-bar">
        <button type="button" className="trade-bar-buy" onClick={() => setSide('buy')}>{t('mobile.buy', { coin })}</button>
        <button type="button" className="trade-bar-sell" onClick={() => setSide('sell')}>{t('mobile.sell', { coin })}</button>
      </div>
    </>
  );
}
