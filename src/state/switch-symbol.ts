/**
 * Switching the pair without a page load (spec 001: the pair selector and a pair click in the
 * order panel both do this): the current symbol changes, the book's grouping goes back to the
 * pair's finest, and the address bar follows so a reload or a shared link opens the same pair.
 * The page title follows the pair on its own (src/app/page-title.ts).
 */
import { bookPrecision } from './book';
import type { TradeMode } from '../core/order-form/types';
import { currentSymbol, pairs, pairsLoaded } from './market';
import { addressWithoutSymbol, offeredSymbol } from './offered-symbol';
import { tradeMode } from './trade-mode';

/** Makes `symbol` current (no address change); the book's grouping starts again at its finest. */
function showSymbol(symbol: string): void {
  if (symbol === currentSymbol.value) return;
  currentSymbol.value = symbol;
  bookPrecision.value = null;
}

export function switchSymbol(symbol: string): void {
  if (symbol === currentSymbol.value) return;
  showSymbol(symbol);
  if (typeof history !== 'undefined') {
    const url = new URL(location.href);
    url.searchParams.set('symbol', symbol);
    history.pushState(null, '', url);
  }
}

/**
 * Once the pair list is in: a current pair it does not offer (unknown, or hidden) gives way to
 * the default pair (offered-symbol.ts), and the address loses its `symbol` by replacement (no
 * new history entry: Back does not lead to the empty page again). The trade page calls it when
 * the list arrives (src/app/trade-route.ts) and on Back/Forward; it does nothing before the list
 * or when the list offers no pair at all (a failed load: nothing to judge by).
 */
export function settleSymbol(): void {
  if (!pairsLoaded.value) return;
  const shown = offeredSymbol(currentSymbol.value, pairs.value);
  if (shown === null) return;
  showSymbol(shown);
  if (typeof history === 'undefined') return;
  const replaced = addressWithoutSymbol(location.href, shown);
  if (replaced !== null) history.replaceState(history.state, '', replaced);
}

/**
 * Back and forward between entries made here: the address bar's pair becomes current again, and
 * its mode (an entry made before the spot / margin tabs replaced the address keeps the old one).
 */
export function followHistory(readRoute: () => { symbol: string; type: TradeMode }): () => void {
  const onPop = () => {
    const { symbol, type } = readRoute();
    tradeMode.value = type;
    showSymbol(symbol);
    settleSymbol();
  };
  addEventListener('popstate', onPop);
  return () => removeEventListener('popstate', onPop);
}
