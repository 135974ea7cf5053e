/**
 * Read side of a book: best prices, grouped top-N with cumulative totals, the hover sweep,
 * the worst fill price of a market order, and the checksum. Results go to OUT / RES / SCR
 * (see layout.ts), which the JS adapter reads through Float64Array views.
 */
import { ldf, stf } from './mem';
import { MAX_TOP, OUT, RES, SCR, TMP } from './layout';
import { ladderOf, slotFor } from './book';
import { crcLevels } from './checksum';
import { collect, reach } from './walk';

/** The checksum's depth: levels a side (see src/core/checksum.ts). */
const CHECKSUM_DEPTH: i32 = 25;

/** Ladder of side `side` of book `b` grouped at `step` (<= 1: ungrouped). */
function grouped(b: i32, side: i32, step: f64): i32 {
  return ladderOf(b, side, step > 1 ? slotFor(b, step) : -1);
}

/** Best price of a side (0 bids, 1 asks); NaN when the side is empty. */
export function bookBest(b: i32, side: i32): f64 {
  return collect(ladderOf(b, side, -1), 1, TMP, 1) == 1 ? ldf(TMP) : NaN;
}

/**
 * Top `n` (clamped to 0..MAX_TOP) levels a side grouped at `step` into OUT:
 * [bidCount, askCount, bids: (price, size, cumulative) × n, asks: × n]; bids high to low,
 * asks low to high, cumulative from the best level. Returns bidCount + askCount.
 * Called once per published frame by the market worker (per message in the benchmark).
 */
export function bookTop(b: i32, step: f64, n: i32): i32 {
  if (n > MAX_TOP) n = MAX_TOP;
  if (n < 0) n = 0;
  const mult = step > 1 ? step : 1.0;
  const bids = OUT + 16;
  const nb = collect(grouped(b, 0, step), n, bids, mult);
  const na = collect(grouped(b, 1, step), n, bids + n * 24, mult);
  stf(OUT, <f64>nb);
  stf(OUT + 8, <f64>na);
  return nb + na;
}

/**
 * Average price, total size and total notional over the first `n` levels of a side grouped at
 * `step` (the order book's hover tooltip), written to RES as [average, total, notional, rows].
 * Notional is Σ row price × size in ticks × lots; average = notional / total (NaN if empty).
 */
export function bookSweep(b: i32, side: i32, n: i32, step: f64): f64 {
  if (n > MAX_TOP) n = MAX_TOP;
  if (n < 0) n = 0;
  const cnt = collect(grouped(b, side, step), n, SCR, step > 1 ? step : 1.0);
  let total: f64 = 0;
  let notional: f64 = 0;
  for (let i: i32 = 0; i < cnt; i++) {
    const size = ldf(SCR + i * 24 + 8);
    total += size;
    notional += ldf(SCR + i * 24) * size;
  }
  const avg = cnt > 0 ? notional / total : NaN;
  stf(RES, avg);
  stf(RES + 8, total);
  stf(RES + 16, notional);
  stf(RES + 24, <f64>cnt);
  return avg;
}

/**
 * The price at which walking side `side` (1 asks for a market buy, 0 bids for a sell) from
 * the best level first gathers `amount` lots (or ticks × lots when `byNotional`); NaN when the
 * side holds less, or when `amount` is not above 0.
 */
export function bookWorst(b: i32, side: i32, amount: f64, byNotional: bool): f64 {
  if (!(amount > 0)) return NaN;
  return reach(ladderOf(b, side, -1), amount, byNotional);
}

/** The book checksum over the top 25 ungrouped levels a side (an i32 bit pattern). */
export function bookChecksum(b: i32): i32 {
  const nb = collect(ladderOf(b, 0, -1), CHECKSUM_DEPTH, SCR, 1);
  const asks = SCR + CHECKSUM_DEPTH * 24;
  const na = collect(ladderOf(b, 1, -1), CHECKSUM_DEPTH, asks, 1);
  return crcLevels(SCR, nb, asks, na);
}
