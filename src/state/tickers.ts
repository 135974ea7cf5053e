/**
 * Tickers from the market socket merged into the pair list (src/state/market.ts), which REST
 * loads once at start. The `tickers` channel pushes every pair every 60 s; between those, the
 * current pair's last price follows its trades (market.ts tradePrice) so the header stays live.
 */
import { formatUnits } from '../core/units';
import type { TickerRow } from '../protocol/messages';
import { pairs, tradePrice, type PairTicker } from './market';

/** Merges changed ticker rows into `pairs` (one new array, only when something changed). */
export function applyTickers(rows: readonly TickerRow[]): void {
  if (rows.length === 0 || pairs.value.length === 0) return;
  const bySymbol = new Map(rows.map((r) => [r.symbol, r]));
  let changed = false;
  const next = pairs.value.map((p): PairTicker => {
    const r = bySymbol.get(p.symbol);
    if (r === undefined) return p;
    changed = true;
    // '' means "no price known yet": never fresher than a price the page already shows
    return { ...p, c: r.c || p.c, h: r.h || p.h, l: r.l || p.l, v: r.v, fluctuation: r.fluctuation };
  });
  if (changed) pairs.value = next;
}

/** Sets a pair's last price from its newest trade (ticks), when it differs (market.ts tradePrice). */
export function applyLastPrice(symbol: string, ticks: number, pricePrecision: number): void {
  if (!Number.isFinite(ticks)) return;
  const price = formatUnits(ticks, pricePrecision);
  const seen = tradePrice.peek();
  if (seen !== null && seen.symbol === symbol && seen.price === price) return;
  tradePrice.value = { symbol, price };
}
