/**
 * Volume in one currency (USD), so the no-sort order and the volume column compare pairs over
 * different quote coins (spec section 4: "volume converted to currency"). A quote coin's rate is
 * 1 for a dollar stablecoin, else the last price of its pair over USDT; 0 when unknown (such
 * pairs sort last rather than by a made-up figure).
 */
import type { Catalog, TickerColumns } from './catalog';

const DOLLARS = new Set(['USDT', 'USDC', 'USD', 'DAI', 'TUSD', 'FDUSD']);

export function quoteRates(cat: Catalog, cols: TickerColumns): Map<string, number> {
  const rates = new Map<string, number>();
  for (const q of new Set(cat.quote)) {
    if (DOLLARS.has(q)) rates.set(q, 1);
    else {
      const i = cat.indexOf.get(`${q}_USDT`);
      rates.set(q, i === undefined ? 0 : cols.last[i]);
    }
  }
  return rates;
}

/** Each pair's 24 h volume in USD (quote volume x the quote coin's rate), into `out`. */
export function volumeInCurrency(cat: Catalog, cols: TickerColumns, out: Float64Array = new Float64Array(cat.size)): Float64Array {
  const rates = quoteRates(cat, cols);
  for (let i = 0; i < cat.size; i++) out[i] = cols.quoteVolume[i] * (rates.get(cat.quote[i]) ?? 0);
  return out;
}
