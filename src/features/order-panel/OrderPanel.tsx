import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { DEFAULT_RANGE, type DateRange } from '../../core/order-panel/history-filter';
import { panelPageSize } from '../../core/order-panel/paging';
import { onRouteChange } from '../../core/order-panel/refresh';
import { visiblePositions } from '../../core/order-panel/sorting';
import { headerExtras, kindTabsFor, panelLinks, tabsFor, type PanelTab } from '../../core/order-panel/tabs';
import type { KindTab } from '../../core/order-panel/types';
import type { Locale } from '../../i18n/locales';
import { account, refreshOrdersAndWallet } from '../../state/account';
import { currentSymbol, currentSymbolId } from '../../state/market';
import { CancelAll } from './CancelAll';
import { whenBookPainted } from '../order-book/book-painted';
import { NewsBar } from './NewsBar';
import { PanelBody } from './PanelBody';
import { PanelTabs } from './PanelTabs';
import { loadCancelAllPref } from './cancel-pref';
import { prefetchOrderPanel } from './on-demand';
import { fetchPositions } from './panel-api';
import type { MarginPosition } from './rows';
import { useOpenCounts } from './use-open-counts';
import { usePanelRefresh } from './use-panel-refresh';
import { useSize } from './use-size';
import './order-panel.css';

export interface OrderPanelProps {
  locale: Locale;
  type: 'spot' | 'margin';
  layout: 'pro' | 'basic';
}

/**
 * The bottom order panel (spec order-panel): tabs per mode collapsing by width, the header
 * extras, the active tab's list, the notice banner and the news bar. Holds what several tabs
 * share (tab, date range, kind sub-tabs, symbol filter, open-order counters, positions) and the
 * reload wiring; each list owns its paging. Visitors get the sign-in placeholder and no call.
 */
export function OrderPanel({ locale, type: mode, layout }: OrderPanelProps) {
  useSignals();
  const { t } = useTranslation('panel');
  const user = account.value;
  const loggedIn = user !== null && user !== undefined;
  const symbol = currentSymbol.value;
  const symbolId = currentSymbolId.value;

  const [tab, setTab] = useState<PanelTab>('open');
  const [range, setRange] = useState<DateRange | null>(mode === 'margin' ? null : DEFAULT_RANGE);
  const [kinds, setKinds] = useState<{ open: KindTab; history: KindTab }>({ open: 'limit', history: 'limit' });
  const [filterSymbol, setFilterSymbol] = useState(false);
  const [positions, setPositions] = useState<MarginPosition[] | null>(null);

  // a new mode (route type) moves off a tab it lacks and resets the date filter (core refresh.ts)
  const [route, setRoute] = useState({ symbol, mode });
  if (route.symbol !== symbol || route.mode !== mode) {
    const next = onRouteChange(route, { symbol, mode }, { tab, range }, loggedIn);
    setRoute({ symbol, mode });
    setTab(next.tab);
    setRange(next.range);
  }

  const { reloads, onLoaded } = usePanelRefresh({ loggedIn, mode, tab });

  const body = useRef<HTMLDivElement>(null);
  const bodySize = useSize(body);
  const symbolFilter = filterSymbol ? symbol : null;

  useEffect(() => {
    if (user?.userId !== undefined) void loadCancelAllPref(user.userId);
  }, [user?.userId]);

  // the later tabs and the dialogs: their code comes once the book has painted and the page is idle
  useEffect(() => prefetchOrderPanel(whenBookPainted()), []);

  const counts = useOpenCounts(loggedIn, mode, symbolFilter, reloads.counts);

  // positions load for the tab's count, with margin's refresh signal, and again on entering the
  // tab (a transfer or a loan made elsewhere sends no order event)
  const onPositions = tab === 'positions';
  useEffect(() => {
    if (!loggedIn || mode !== 'margin') return;
    let live = true;
    void fetchPositions().then((list) => live && list !== null && setPositions(visiblePositions(list)));
    return () => { live = false; };
  }, [loggedIn, mode, reloads.margin, onPositions]);

  const extras = headerExtras(tab, mode, loggedIn);
  const tabs = tabsFor(mode, { openTotal: counts.totalCount, positions: positions?.length ?? 0 });
  // rows that fit between the bars above the table and the pager (core paging.ts)
  const pageSize = panelPageSize(bodySize?.height, kindTabsFor(tab, mode, counts).length > 0);
  return (
    <section
      className="widget widget-panel"
      data-widget="panel"
      aria-label={t('title')}
      data-layout={layout}
      data-mode={mode}
      data-tab={tab}
      data-page-size={bodySize === null ? undefined : pageSize}
    >
      <header className="panel-head">
        <PanelTabs tabs={tabs} active={tab} locale={locale} onSelect={setTab} />
        <div className="panel-extras">
          {extras.symbolFilter && (
            <label className="panel-check">
              <input type="checkbox" checked={filterSymbol} onChange={(e) => setFilterSymbol(e.target.checked)} />
              {t('filter.currentSymbol')}
            </label>
          )}
          {extras.cancelAll && (
            <CancelAll ctx={{ mode, kind: kinds.open, symbolFilter, counts }} onDone={refreshOrdersAndWallet} />
          )}
          {extras.marginHistoryLink && <a href={panelLinks(locale, mode, symbol).marginHistory}>{t('notice.marginHistory')}</a>}
        </div>
      </header>
      <div className="panel-body" id="panel-body" role="tabpanel" aria-labelledby={`panel-tab-${tab}`} ref={body}>
        {bodySize !== null && user !== undefined && (
          <PanelBody
            key={`${mode}|${symbol}`}
            {...{ locale, mode, tab, loggedIn, symbol, symbolId, symbolFilter, kinds, counts, range, positions }}
            onKinds={setKinds}
            onRange={setRange}
            pageSize={pageSize}
            reloads={reloads}
            onLoaded={onLoaded}
            // one refresh of the page (the list, its counters, the balances), joined with the
            // change's pushed events: src/state/account.ts
            onChanged={refreshOrdersAndWallet}
          />
        )}
      </div>
      {/* the basic layout has its news bar in its notice bar (src/features/notice-bar) */}
      {layout === 'pro' && <NewsBar locale={locale} />}
    </section>
  );
}
