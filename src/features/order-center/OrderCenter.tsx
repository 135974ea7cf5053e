import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { DEFAULT_RANGE, type DateRange } from '../../core/order-panel/history-filter';
import { headerExtras, tabsFor, type PanelTab } from '../../core/order-panel/tabs';
import type { KindTab } from '../../core/order-panel/types';
import { loadPairs } from '../../net/load-pairs';
import { account, loadAccount, refreshOrdersAndWallet } from '../../state/account';
import { currentSymbol } from '../../state/market';
import { theme } from '../../state/theme';
import { Toasts } from '../../ui/Toasts';
import { CancelAll } from '../order-panel/CancelAll';
import { PanelBody } from '../order-panel/PanelBody';
import { PanelTabs } from '../order-panel/PanelTabs';
import { CustomRangeOffered } from '../order-panel/RangeSelect';
import { loadCancelAllPref } from '../order-panel/cancel-pref';
import { prefetchOrderPanel } from '../order-panel/on-demand';
import { RecordsCap } from '../order-panel/use-cursor-list';
import { useOpenCounts } from '../order-panel/use-open-counts';
import { usePanelRefresh } from '../order-panel/use-panel-refresh';
import { CENTER_PAGE_SIZE, CENTER_PAGE_SIZES, centerHref, centerTabs, tradeHref, type CenterRoute, type CenterTab } from './center-route';
import '../order-panel/order-panel.css';
import './order-center.css';

/**
 * The order center (/orders-spot/{locale}, /orders-margin/{locale}): the panel's server lists
 * on a page of their own, built from the panel's parts (PanelBody and its lists, the tabs, the
 * kind sub-tabs, Cancel All, the edit modal, the refresh wiring). What differs from the panel:
 * every pair (no current one), larger pages, paging past the panel's 100 records, a custom date
 * range within the 3-month window, and the tab kept in the address (?type=). Visitors get the
 * panel's sign-in placeholder and no call.
 */
export function OrderCenter({ route }: { route: CenterRoute }) {
  useSignals();
  const { t } = useTranslation('panel');
  const { mode, locale } = route;
  const user = account.value;
  const loggedIn = user !== null && user !== undefined;
  const [tab, setTab] = useState<CenterTab>(route.tab);
  const [range, setRange] = useState<DateRange | null>(mode === 'margin' ? null : DEFAULT_RANGE);
  const [kinds, setKinds] = useState<{ open: KindTab; history: KindTab }>({ open: 'limit', history: 'limit' });
  const [pageSize, setPageSize] = useState<number>(CENTER_PAGE_SIZE);

  useEffect(() => {
    void loadAccount();
    void loadPairs(locale);
    // a pair click in a list (switchSymbol) opens that pair's trade page
    const start = currentSymbol.peek();
    return effect(() => {
      const symbol = currentSymbol.value;
      if (symbol !== start) location.assign(tradeHref(route, symbol));
    });
  }, [route, locale]);

  useEffect(() => {
    if (user?.userId !== undefined) void loadCancelAllPref(user.userId);
  }, [user?.userId]);

  // the panel's later tabs and dialogs (no book on this page: once it is idle)
  useEffect(() => prefetchOrderPanel(Promise.resolve()), []);

  const { reloads, onLoaded } = usePanelRefresh({ loggedIn, mode, tab });

  const counts = useOpenCounts(loggedIn, mode, null, reloads.counts);

  const select = (next: PanelTab) => {
    const to = next as CenterTab;
    setTab(to);
    history.replaceState(null, '', centerHref({ ...route, tab: to }));
  };
  const allowed = centerTabs(mode);
  const tabs = tabsFor(mode, { openTotal: counts.totalCount, positions: 0 }).filter((x) => allowed.includes(x.id as CenterTab));
  const title = t(mode === 'margin' ? 'center.titleMargin' : 'center.titleSpot');

  return (
    <div className={`app order-center-page theme-${theme.value}`} data-theme={theme.value}>
      <header className="nav">
        <h1 className="order-center-title">{title}</h1>
        <a href={tradeHref(route)}>{t('center.back')}</a>
      </header>
      <section className="widget widget-panel order-center" data-widget="order-center" aria-label={title} data-mode={mode} data-tab={tab}>
        <header className="panel-head">
          <PanelTabs tabs={tabs} active={tab} locale={locale} onSelect={select} />
          {loggedIn && (
            <div className="panel-extras">
              <label className="panel-check">
                {t('center.pageSize')}
                <select value={pageSize} onChange={(e) => setPageSize(Number(e.target.value))}>
                  {CENTER_PAGE_SIZES.map((n) => <option key={n} value={n}>{n}</option>)}
                </select>
              </label>
              {/* margin's Cancel All sits in the header, as in the panel (its open-orders column has none) */}
              {headerExtras(tab, mode, loggedIn).cancelAll && (
                <CancelAll ctx={{ mode, kind: kinds.open, symbolFilter: null, counts }} onDone={refreshOrdersAndWallet} />
              )}
            </div>
          )}
        </header>
        <div className="panel-body" role="tabpanel" aria-labelledby={`panel-tab-${tab}`}>
          {user !== undefined && (
            <RecordsCap.Provider value={Infinity}>
              <CustomRangeOffered.Provider value>
                <PanelBody
                  {...{ locale, mode, tab, loggedIn, kinds, counts, range, pageSize, reloads, onLoaded }}
                  symbol=""
                  symbolId={undefined}
                  symbolFilter={null}
                  positions={null}
                  onKinds={setKinds}
                  onRange={setRange}
                  onChanged={refreshOrdersAndWallet}
                />
              </CustomRangeOffered.Provider>
            </RecordsCap.Provider>
          )}
        </div>
      </section>
      <Toasts />
    </div>
  );
}
