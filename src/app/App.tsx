import { effect } from '@preact/signals-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountNav } from '../features/auth/AccountNav';
import { ConnectionStatus } from '../features/connection-status/ConnectionStatus';
import { OrderBookMirror } from '../features/order-book-mirror/OrderBookMirror';
import { SymbolBrief } from '../features/symbol-brief/SymbolBrief';
import { apiGet } from '../net/api';
import { startMarketClient } from '../net/market-client';
import { currentPair, currentSymbol, pairs, pairsLoaded, type PairTicker } from '../state/market';
import type { TradeRoute } from './route';

/** The pair list once over REST; the market socket keeps its tickers current afterwards. */
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
  }, [route.locale]);

  useEffect(() => {
    const client = startMarketClient();
    // the user socket is for signed-in pages: they carry the readable salt cookie (server/http/cookies.ts);
    // a stale one only costs a token call answered -6, and the worker then stays without a user socket
    if (/(?:^|;\s*)accessSalt=/.test(document.cookie)) client.startUser();
    // follow the current pair's book at its finest precision once its precisions are known
    let following = '';
    const stopFollowing = effect(() => {
      const pair = currentPair.value;
      if (pair === undefined || `${pair.symbol}@${pair.pricePrecision}` === following) return;
      following = `${pair.symbol}@${pair.pricePrecision}`;
      client.setMarket(pair.symbol, pair.pricePrecision);
    });
    return () => {
      stopFollowing();
      client.stop();
    };
  }, []);

  return (
    <div className={`app theme-${route.theme}`} data-layout={route.layout} data-type={route.type}>
      <header className="nav">
        <span className="mode">{route.type === 'margin' ? t('shell.margin') : t('shell.spot')}</span>
        <ConnectionStatus />
        <AccountNav locale={route.locale} />
      </header>
      <main className="grid">
        <SymbolBrief />
        <OrderBookMirror />
      </main>
    </div>
  );
}
