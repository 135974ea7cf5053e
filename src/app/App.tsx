import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SymbolBrief } from '../features/symbol-brief/SymbolBrief';
import { apiGet } from '../net/api';
import { currentSymbol, pairs, pairsLoaded, type PairTicker } from '../state/market';
import type { TradeRoute } from './route';

// Until the market websocket lands (issue 3), tickers are refreshed over REST.
const TICKER_REFRESH_MS = 5000;

async function loadPairs(locale: string) {
  const answer = await apiGet<PairTicker[]>('/ds/pairs', { local: locale });
  if (answer.success && answer.data !== null) pairs.value = answer.data;
  pairsLoaded.value = true;
}

/** The trade page shell: header, symbol brief; later issues slot their widgets into the grid. */
export function App({ route }: { route: TradeRoute }) {
  const { t } = useTranslation();
  currentSymbol.value = route.symbol;

  useEffect(() => {
    void loadPairs(route.locale);
    const timer = setInterval(() => void loadPairs(route.locale), TICKER_REFRESH_MS);
    return () => clearInterval(timer);
  }, [route.locale]);

  const goto = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <div className={`app theme-${route.theme}`} data-layout={route.layout} data-type={route.type}>
      <header className="nav">
        <span className="mode">{route.type === 'margin' ? t('shell.margin') : t('shell.spot')}</span>
        <nav className="auth">
          <a href={`/login?goto=${goto}`}>{t('shell.login')}</a>
          <a href="/register">{t('shell.register')}</a>
        </nav>
      </header>
      <main className="grid">
        <SymbolBrief />
      </main>
    </div>
  );
}
