/**
 * Which pair the trade page shows for the one its address asks for (spec 001 section 2: "if the
 * current symbol is forbidden, the symbol query parameter is removed from the route by
 * replacement"). Pure: the pair list and addresses come in, answers go out; the page's side is
 * settleSymbol (switch-symbol.ts).
 *
 * A pair is offered when the pair list (GET /gw-api/ds/pairs) lists it and does not hide it
 * (isShow false). A pair waiting for its launch (upState 0) is offered: the page shows it with
 * its countdown. A pair limited in the user's country is offered too: the risk-tip modal and the
 * order calls (33122) deal with that, not the route.
 */
import { DEFAULT_SYMBOL } from '../app/route';
import type { PairTicker } from './market';

type Listed = Pick<PairTicker, 'symbol' | 'isShow'>;

/** Does the pair list offer `symbol` on the trade page? */
export function isOffered(symbol: string, list: readonly Listed[]): boolean {
  return list.some((p) => p.symbol === symbol && p.isShow !== false);
}

/**
 * The pair to show for `wanted`: itself when offered, else the default pair, else (a list without
 * it) the list's first offered pair; null when the list offers none (nothing to judge by: the
 * caller keeps what it has).
 */
export function offeredSymbol(wanted: string, list: readonly Listed[]): string | null {
  if (isOffered(wanted, list)) return wanted;
  if (isOffered(DEFAULT_SYMBOL, list)) return DEFAULT_SYMBOL;
  return list.find((p) => p.isShow !== false)?.symbol ?? null;
}

/**
 * `href` without its `symbol` parameter when that names another pair than `shown` (unknown,
 * forbidden, malformed or empty); null when the address already agrees (a lower-case name of the
 * shown pair does) or names no pair. Other parameters and the hash stay as they were.
 */
export function addressWithoutSymbol(href: string, shown: string): string | null {
  const url = new URL(href);
  const named = url.searchParams.get('symbol');
  if (named === null || named.toUpperCase() === shown) return null;
  url.searchParams.delete('symbol');
  return url.href;
}
