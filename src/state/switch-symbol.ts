/**
 * Switching the pair without a page load (spec 001: the pair selector and a pair click in the
 * order panel both do this): the current symbol changes, the book's grouping goes back to the
 * pair's finest, and the address bar follows so a reload or a shared link opens the same pair.
 */
import { bookPrecision } from './book';
import type { TradeMode } from '../core/order-form/types';
import { currentSymbol } from './market';
import { tradeMode } from './trade-mode';

export function switchSymbol(symbol: string): void {
  if (symbol === currentSymbol.value) return;
  currentSymbol.value = symbol;
  bookPrecision.value = null;
  if (typeof history !== 'undefined') {
    const url = new URL(location.href);
    url.searchParams.set('symbol', symbol);
    history.pushState(null, '', url);
    document.title = document.title.replace(/[A-Z0-9]+\/[A-Z0-9]+/, symbol.replace('_', '/'));
  }
}

/**
 * Back and forward between entries made here: the address bar's pair becomes current again, and
 * its mode (an entry made before the spot / margin tabs replaced the address keeps the old one).
 */
export function followHistory(readRoute: () => { symbol: string; type: TradeMode }): () => void {
  const onPop = () => {
    const { symbol, type } = readRoute();
    tradeMode.value = type;
    if (symbol === currentSymbol.value) return;
    currentSymbol.value = symbol;
    bookPrecision.value = null;
  };
  addEventListener('popstate', onPop);
  return () => removeEventListener('popstate', onPop);
}
