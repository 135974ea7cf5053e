import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { AccountNav } from '../features/auth/AccountNav';
import { GlobalNotice } from '../features/global-notice/GlobalNotice';
import { hudRequested } from '../features/hud/hud-requested';
import { whenBookPainted } from '../features/order-book/book-painted';
import { ORDER_FORM_PREFETCH } from '../features/order-form/on-demand';
import { OrderBookMirror } from '../features/order-book-mirror/OrderBookMirror';
import { RiskTip } from '../features/risk-tip/RiskTip';
import { EMPTY_LAYOUT_STATE, hideModule, visibleModules } from '../features/layout/layout-state';
import { followChartFullscreen, layoutOf } from '../features/layout/layout-store';
import { LayoutSettings } from '../features/layout/LayoutSettings';
import { ModulePortals, useModuleHosts } from '../features/layout/ModuleHosts';
import { sameModuleList, type ModuleId } from '../features/layout/modules';
import { PageGrid } from '../features/layout/PageGrid';
import { hostedModules, mobileGridModules, mobileModules, mobileState } from '../features/layout/mobile-modules';
import { useMobile } from '../features/layout/use-mobile';
import { RTL_LOCALES } from '../i18n/locales';
import { loadPairs } from '../net/load-pairs';
import { startMarketClient } from '../net/market-client';
import { Toasts } from '../ui/Toasts';
import { account, followNotifications, loadAccount } from '../state/account';
import { bookPrecision, bookRowsWanted } from '../state/book';
import { currentPair, currentSymbol } from '../state/market';
import { followHistory } from '../state/switch-symbol';
import { tradeMode } from '../state/trade-mode';
import { setTheme, theme } from '../state/theme';
import { withLateTexts } from '../i18n';
import { prefetchWhenIdle } from './idle-prefetch';
import { loadPixiScene } from '../render/pixi/pixi-load';
import { useSecondWave } from '../ui/second-wave';
import { parseTradeRoute, settingCookie, type TradeRoute } from './route';

/** Mobile mode's order drawer and Buy / Sell bar, fetched only below 960 px. */
const MobileTrade = lazy(() => import('../features/layout/MobileTrade').then((m) => ({ default: m.MobileTrade })));

/** The status bar and the symbol notice banner (page chrome): chunks of their own, second wave. */
const StatusBar = lazy(() => import('../features/status-bar/StatusBar'));
const SymbolNotice = lazy(() => import('../features/symbol-notice/SymbolNotice'));

/** The performance HUD, fetched only for pages opened with ?hud=1. */
const Hud = lazy(withLateTexts(() => import('../features/hud/Hud').then((m) => ({ default: m.Hud }))));

/** The basic layout's notice bar: its notice panel and news bar, second wave (a chunk of its own). */
const NoticeBar = lazy(() => import('../features/notice-bar/NoticeBar'));

/** The signed-in trader's order notifications (issue 23), second wave: their code and late texts after the book. */
const TradeNotifications = lazy(withLateTexts(() => import('../features/trade-notifications/TradeNotifications')));

/**
 * Code fetched in idle time after the book paints: Pixi's part of the canvas widgets (the first
 * hover over the book or the depth chart draws with it), the order form's dialogs and submit code
 * (a submit and its confirm must not wait on the network), then the sign-in pages (the account menu's links).
 */
const PREFETCH = [loadPixiScene, ...ORDER_FORM_PREFETCH, () => import('../features/auth/LoginPage'), () => import('../features/auth/RegisterPage')];

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
 * The header's pro/basic switch, named by the layout it leads to (as the theme switch): the
 * layout's cookie is written and the page loads again in it (the two layouts share no grid), so
 * a trader who came by a `?layout=basic` link can always go back.
 */
function LayoutKindSwitch({ kind }: { kind: TradeRoute['layout'] }) {
  const { t } = useTranslation();
  const next = kind === 'pro' ? 'basic' : 'pro';
  const go = () => {
    document.cookie = settingCookie('layout', next);
    const url = new URL(location.href);
    url.searchParams.delete('layout'); // the cookie decides from now on
    location.assign(url.toString());
  };
  return (
    <button type="button" className="layout-kind" aria-label={t(next === 'basic' ? 'shell.toBasic' : 'shell.toPro')} onClick={go}>
      {t(next === 'basic' ? 'shell.layoutBasic' : 'shell.layoutPro')}
    </button>
  );
}

/** `list`, or the list before it while it holds the same modules: what is keyed on its identity keeps its work. */
function useSameModules(list: readonly ModuleId[]): readonly ModuleId[] {
  const kept = useRef(list);
  if (!sameModuleList(kept.current, list)) kept.current = list;
  return kept.current;
}

interface LayoutBodyProps {
  kind: TradeRoute['layout'];
  type: 'spot' | 'margin';
  rtl: boolean;
  hosts: ReturnType<typeof useModuleHosts>;
  context: { route: TradeRoute; type: 'spot' | 'margin'; layout: TradeRoute['layout']; secondWave: boolean };
  onClose: (id: ModuleId) => void;
}

/**
 * The layout's grid and the modules' portals: the part of the page that reads the stored layout,
 * so a module dragged or resized (a new layout at the gesture's end) renders this and not the
 * page's header, notices and dialogs beside it.
 */
const LayoutBody = memo(function LayoutBody({ kind, type, rtl, hosts, context, onClose }: LayoutBodyProps) {
  useSignals();
  // mobile mode (below 960 px, either layout): the order form leaves the grid for its bottom drawer
  const mobile = useMobile();
  // the pro layout is the page type's own (stored); the basic layout is always the default;
  // mobile mode shows the chart even where it was closed (its area holds the book's tab)
  const stored = kind === 'pro' ? layoutOf(type).value : EMPTY_LAYOUT_STATE;
  const state = useMemo(() => (mobile ? mobileState(stored) : stored), [mobile, stored]);
  // mobile mode also renders the chart area's tabs the layout has no module for (basic's Trading Data)
  const shown = useSameModules(useMemo(() => (mobile ? mobileModules(kind, visibleModules(kind, state)) : visibleModules(kind, state)), [mobile, kind, state]));
  const inGrid = useSameModules(useMemo(() => (mobile ? mobileGridModules(shown) : shown), [mobile, shown]));
  return (
    <>
      <PageGrid layout={kind} type={type} state={state} rtl={rtl} shown={inGrid} hosts={hosts} onClose={onClose} />
      {mobile && <Suspense fallback={null}><MobileTrade hosts={hosts} shown={shown} /></Suspense>}
      <ModulePortals shown={shown} hosts={hosts} context={context} />
    </>
  );
});

/**
 * The trade page: the navigator bar over the layout's grid of modules (src/features/layout:
 * the pro grid, draggable once its code has loaded, or the basic layout). Each module's content
 * comes from the layout's registry (registry.tsx) through a portal into a host of its own.
 */
export function App({ route }: { route: TradeRoute }) {
  useSignals();
  const { t } = useTranslation();
  const type = tradeMode.value;
  const [showHud] = useState(() => hudRequested(location.search));
  const secondWave = useSecondWave();
  const kind = route.layout;
  const rtl = RTL_LOCALES.has(route.locale);
  const hosts = useModuleHosts(hostedModules(kind));
  const context = useMemo(() => ({ route, type, layout: kind, secondWave }), [route, type, kind, secondWave]);
  // a close before the draggable grid has loaded (it has its own): the storage writer comes on demand
  const close = useCallback((id: ModuleId) => {
    void import('../features/layout/set-layout').then((m) => m.setLayout(type, hideModule('pro', layoutOf(type).peek(), id)));
  }, [type]);

  useEffect(() => {
    void prefetchWhenIdle(whenBookPainted(), PREFETCH);
  }, []);

  // the chart cannot be closed while fullscreen (spec 001)
  useEffect(() => followChartFullscreen(() => hosts.get('chart')), [hosts]);

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
        {/* the pair's notice in the header's own height: it arrives with the second wave and moves nothing */}
        {secondWave && <Suspense fallback={null}><SymbolNotice locale={route.locale} /></Suspense>}
        {/* basic has no modules to arrange: its settings are a signed-in trader's notifications */}
        {(kind === 'pro' || account.value) && <LayoutSettings type={type} kind={kind} />}
        <LayoutKindSwitch kind={kind} />
        <ThemeSwitch />
        <AccountNav locale={route.locale} />
      </header>
      {/* the basic layout's notice bar: a row of fixed height from the first screen, filled by the second wave */}
      {kind === 'basic' && (
        <div className="notice-bar" role="region" aria-label={t('shell.noticeBar')}>
          {secondWave && <Suspense fallback={null}><NoticeBar locale={route.locale} type={type} /></Suspense>}
        </div>
      )}
      <LayoutBody kind={kind} type={type} rtl={rtl} hosts={hosts} context={context} onClose={close} />
      {secondWave && <Suspense fallback={null}><StatusBar locale={route.locale} type={type} /></Suspense>}
      <OrderBookMirror />
      {showHud && <Suspense fallback={null}><Hud /></Suspense>}
      <RiskTip />
      <Toasts />
      {secondWave && <Suspense fallback={null}><TradeNotifications /></Suspense>}
    </div>
  );
}
