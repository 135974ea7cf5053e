import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { parseAuthRoute } from '../features/auth/auth-route';
import { initI18n } from '../i18n';
import { RTL_LOCALES, type Locale } from '../i18n/locales';
import { App } from './App';
import { tradeMode } from '../state/trade-mode';
import { parseTradeRoute } from './route';

// One bundle, routed by path: /login and /register are the sign-in pages, the rest the trade page.
const auth = parseAuthRoute(location.pathname, location.search, document.cookie);
const trade = auth === null ? parseTradeRoute(location.pathname, location.search, document.cookie) : null;
const locale: Locale = auth?.locale ?? trade!.locale;
document.documentElement.lang = locale;
document.documentElement.dir = RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';

void initI18n(locale).then((i18n) => {
  let page;
  if (auth !== null) {
    document.title = i18n.t(`auth:${auth.page}.title`);
    page = auth.page === 'login' ? <LoginPage route={auth} /> : <RegisterPage route={auth} />;
  } else {
    document.title = i18n.t('shell.title', { pair: trade!.symbol.replace('_', '/') });
    tradeMode.value = trade!.type; // before the first render: the form mounts in its mode once
    page = <App route={trade!} />;
  }
  createRoot(document.getElementById('root')!).render(<StrictMode>{page}</StrictMode>);
});
