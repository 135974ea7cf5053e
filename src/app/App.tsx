import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountNav } from '../features/auth/AccountNav';
import { ConnectionStatus } from '../features/connection-status/ConnectionStatus';
import { ChartArea } from '../features/chart/ChartArea';
import { GlobalNotice } from '../features/global-notice/GlobalNotice';
import { hudRequested } from '../features/hud/hud-requested';
import { MarketTrades } from '../features/market-trades/MarketTrades';
import { OrderBook } from '../features/order-book/OrderBook';
import { OrderForm } from '../features/order-form/OrderForm';
import { whenBookPainted } from '../features/order-book/book-painted';
import { ORDER_FORM_PREFETCH } from '../features/order-form/on-demand';
import { OrderBookMirror } from '../features/order-book-mirror/OrderBookMirror';
import { RiskTip } from '../features/risk-tip/RiskTip';
import { SymbolBrief } from '../features/symbol-brief/SymbolBrief';
import { loadPairs } from '../net/load-pairs';
import { startMarketClient } from '../net/market-client';
import { Toasts } from '../ui/Toasts';
import { followNotifications, loadAccount } from '../state/account';
import { bookPrecision, bookRowsWanted } from '../state/book';
import { currentPair, currentSymbol } from '../state/market';
import { followHistory } from '../state/switch-symbol';
import { tradeMode } from '../state/trade-mode';
import { setTheme, theme } from '../state/theme';
import { prefetchWhenIdle } from './idle-prefetch';
import { useSecondWave } from '../ui/second-wave';
import { parseTradeRoute, type TradeRoute } from './route';

/**
 * The order panel: second wave (src/ui/second-wave.ts), its code fetched as the book paints. The
 * order form is second wave too, but its code loads with the page (the first paint
 * needs it, and fetched on demand it showed ~0.6 s after the book instead of ~0.4 s).
 */
const OrderPanel = lazy(() => import('../features/order-panel/OrderPanel').then((m) => ({ default: m.OrderPanel })));

/** A second-wave widget's panel before it renders: laid out, empty, busy (as the static shell has it). */
function PendingPanel({ area, label }: { area: 'form' | 'panel'; label: string }) {
  return <section className={`widget widget-${area}`} aria-label={label} aria-busy="true" />;
}

/** The performance HUD, fetched only for pages opened with ?hud=1. */
const Hud = lazy(() => import('../features/hud/Hud').then((m) => ({ default: m.Hud })));

/**
 * Code fetched in idle time after the book paints: the order form's dialogs and submit code (a
 * submit and its confirm must not wait on the network), then the sign-in pages (the account menu's links).
 */
const PREFETCH = [...ORDER_FORM_PREFETCH, () => import('../features/auth/LoginPage'), () => import('../features/auth/RegisterPage')];

/** The header's dark/light switch. */
function ThemeSwitch() {
  useSignals();
  const { t } = useTranslation();
  const next = theme.value === 'dark' ? 'light' : 'dark';
  return (
    <button type="button" className="theme-switch" aria-pressed={theme.value === 'light'} onClick={() => setTheme(next)}>
      {next === 'light' ? t('shell.themeLight') : t('shell.themeDark')}
    </button>
  );
}

/**
 * The trade page: header, symbol brief and the market widgets in named grid areas (app.css);
 * later issues slot the order form, the order panel and the chart into their own areas.
 */
export function App({ route }: { route: TradeRoute }) {
  useSignals();
  const { t } = useTranslation();
  const type = tradeMode.value;
  const [showHud] = useState(() => hudRequested(location.search));
  const secondWave = useSecondWave();

  useEffect(() => {
    void prefetchWhenIdle(whenBookPainted(), PREFETCH);
  }, []);

  useEffect(() => {
    currentSymbol.value = route.symbol;
    tradeMode.value = route.type;
    theme.value = route.theme;
    void loadPairs(route.locale);
    return followHistory(() => parseTradeRoute(location.pathname, location.search));
  }, [route]);

  useEffect(() => {
    void loadAccount();
    const stopRefreshing = followNotifications();
    const client = startMarketClient();
    // the user socket is for signed-in pages: they carry the readable salt cookie (server/http/cookies.ts);
    // a stale one only costs a token call answered -6, and the worker then stays without a user socket
    if (/(?:^|;\s*)accessSalt=/.test(document.cookie)) client.startUser();
    // follow the current pair's book at the chosen grouping (its finest precision by default)
    let following = '';
    const stopFollowing = effect(() => {
      const pair = currentPair.value;
      if (pair === undefined) return;
      const precision = bookPrecision.value ?? pair.pricePrecision;
      if (`${pair.symbol}@${precision}` === following) return;
      following = `${pair.symbol}@${precision}`;
      client.setMarket(pair.symbol, precision);
    });
    // as many rows a side as the book widget has room for
    const stopRows = effect(() => client.setRows(bookRowsWanted.value));
    return () => {
      stopRows();
      stopFollowing();
      stopRefreshing();
      client.stop();
    };
  }, []);

  return (
    <div className={`app theme-${theme.value}`} data-layout={route.layout} data-type={type} data-theme={theme.value}>
      <header className="nav">
        <span className="mode">{type === 'margin' ? t('shell.margin') : t('shell.spot')}</span>
        <GlobalNotice type={type} locale={route.locale} />
        <ConnectionStatus />
        <ThemeSwitch />
        <AccountNav locale={route.locale} />
      </header>
      <main className="grid">
        <SymbolBrief />
        <OrderBook layout={route.layout} type={type} />
        <ChartArea />
        <MarketTrades />
        {secondWave ? <OrderForm locale={route.locale} type={type} layout={route.layout} /> : <PendingPanel area="form" label={t('title', { ns: 'order' })} />}
        {secondWave
          ? <Suspense fallback={<PendingPanel area="panel" label={t('title', { ns: 'panel' })} />}><OrderPanel locale={route.locale} type={type} layout={route.layout} /></Suspense>
          : <PendingPanel area="panel" label={t('title', { ns: 'panel' })} />}
        <OrderBookMirror />
      </main>
      {showHud && <Suspense fallback={null}><Hud /></Suspense>}
      <RiskTip />
      <Toasts />
    </div>
  );
}
