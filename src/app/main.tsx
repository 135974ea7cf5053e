// first: on the trade page it starts the market worker and the first calls (the gateway also
// loads it ahead of this entry, server/web/shell-page.ts; a module runs once either way)
import './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseAuthRoute } from '../features/auth/auth-route';
import { parseMarketsRoute } from '../features/markets-page/markets-route';
import { parseCenterRoute } from '../features/order-center/center-route';
import { initI18n } from '../i18n';
import { RTL_LOCALES, type Locale } from '../i18n/locales';
import { App } from './App';
import { theme } from '../state/theme';
import { tradeMode } from '../state/trade-mode';
import { parseTradeRoute } from './route';
import { followPageErrors } from './page-errors';
import { reportError } from '../net/monitor';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { followTradeRoute } from './trade-route';

// One bundle, routed by path: /login and /register are the sign-in pages, /orders-spot and
// /orders-margin the order center (each its own chunk, loaded on its page only; the trade page
// prefetches the sign-in pages when idle, App.tsx), /markets the markets page (its own chunk too),
// the rest the trade page.
const auth = parseAuthRoute(location.pathname, location.search, document.cookie);
const center = auth === null ? parseCenterRoute(location.pathname, location.search) : null;
const markets = auth === null && center === null ? parseMarketsRoute(location.pathname, location.search) : null;
const trade = auth === null && center === null && markets === null ? parseTradeRoute(location.pathname, location.search, document.cookie) : null;
const locale: Locale = auth?.locale ?? center?.locale ?? markets?.locale ?? trade!.locale;
document.documentElement.lang = locale;
document.documentElement.dir = RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';

// an error no code catches is reported (page_js_error) and swallowed (page-errors.ts)
followPageErrors(window, reportError);

// the trade page leaves its late texts for its second wave (src/ui/second-wave.ts); other pages load all
void initI18n(locale, { late: trade !== null ? 'later' : 'now' }).then(async (i18n) => {
  let page;
  if (auth !== null) {
    document.title = i18n.t(`auth:${auth.page}.title`);
    if (auth.page === 'login') {
      const { LoginPage } = await import('../features/auth/LoginPage');
      page = <LoginPage route={auth} />;
    } else {
      const { RegisterPage } = await import('../features/auth/RegisterPage');
      page = <RegisterPage route={auth} />;
    }
  } else if (center !== null) {
    document.title = i18n.t(center.mode === 'margin' ? 'panel:center.titleMargin' : 'panel:center.titleSpot');
    theme.value = parseTradeRoute('/trade', location.search, document.cookie).theme; // ?theme= or the cookie
    const { OrderCenter } = await import('../features/order-center/OrderCenter');
    page = <OrderCenter route={center} />;
  } else if (markets !== null) {
    document.title = i18n.t('markets:page.title');
    theme.value = parseTradeRoute('/trade', location.search, document.cookie).theme; // ?theme= or the cookie
    const { MarketsPage } = await import('../features/markets-page/MarketsPage');
    page = <MarketsPage route={markets} />;
  } else {
    document.title = i18n.t('shell.title', { pair: trade!.symbol.replace('_', '/') });
    tradeMode.value = trade!.type; // before the first render: the form mounts in its mode once
    followTradeRoute((key, vars) => i18n.t(key, vars)); // cookies, the pair's check and title, leaving (trade-route.ts)
    page = <App route={trade!} />;
  }
  createRoot(document.getElementById('root')!).render(<StrictMode><ErrorBoundary name="page" whole>{page}</ErrorBoundary></StrictMode>);
});
