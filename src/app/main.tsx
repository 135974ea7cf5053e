import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n';
import { RTL_LOCALES } from '../i18n/locales';
import { App } from './App';
import { parseTradeRoute } from './route';

const route = parseTradeRoute(location.pathname, location.search, document.cookie);
document.documentElement.lang = route.locale;
document.documentElement.dir = RTL_LOCALES.has(route.locale) ? 'rtl' : 'ltr';

void initI18n(route.locale).then((i18n) => {
  document.title = i18n.t('shell.title', { pair: route.symbol.replace('_', '/') });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App route={route} />
    </StrictMode>,
  );
});
