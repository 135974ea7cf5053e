/**
 * What the favourites bar shows (spec trade page section 2: module Favorite, "the pairs'
 * prices"): each favourite the pair list offers, in the order they were starred, with its last
 * price and 24 h change. Pure: the favourites, the pairs and a ticker lookup come in.
 */
import { formatChangePercent } from '../../core/format';

export interface BarItem {
  symbol: string;
  /** 'ETH/USDT'. */
  name: string;
  price: string;
  change: string;
  tone?: 'up' | 'down';
}

/** A pair as the bar reads it (src/state/market.ts PairTicker). */
export interface BarPair {
  symbol: string;
  name: string;
  c: string;
  fluctuation: string;
  isShow?: boolean;
}

/** The latest ticker figures of a pair (src/state/tickers.ts tickerOf), undefined before any. */
export type TickerLookup = (symbol: string) => { c: string; fluctuation: string } | undefined;

/**
 * One item per favourite the list offers (a delisted or hidden pair is left out); a ticker's
 * figures win over the pair list's (loaded once, then refreshed rarely), an empty ticker price
 * does not hide a known one.
 */
export function barItems(favorites: Iterable<string>, pairs: ReadonlyMap<string, BarPair>, ticker: TickerLookup): BarItem[] {
  const out: BarItem[] = [];
  for (const symbol of favorites) {
    const p = pairs.get(symbol);
    if (p === undefined || p.isShow === false) continue;
    const tk = ticker(symbol);
    const price = (tk?.c || p.c) || '--';
    const change = formatChangePercent(tk !== undefined && tk.fluctuation !== '' ? tk.fluctuation : p.fluctuation);
    const tone = change.startsWith('-') ? 'down' : change.startsWith('+') ? 'up' : undefined;
    out.push({ symbol, name: p.name, price, change, ...(tone === undefined ? {} : { tone }) });
  }
  return out;
}
