/**
 * Grouping and cumulative helpers over plain sorted levels: the reference book's building
 * blocks and the shared argument checks of both books. Same arithmetic, in the same order, as
 * assembly/walk.ts and assembly/queries.ts, so both books produce identical numbers.
 */
import { ASKS, MAX_TOP, type BookSide } from './types';

/**
 * Group number of `price` at `step`: floor(price/step) for bids, ceil(price/step) for asks.
 * Exact for integers below 2^53 (the float quotient is corrected by its remainder).
 */
export function groupKey(price: number, step: number, side: BookSide): number {
  if (side === ASKS) {
    let q = Math.ceil(price / step);
    const r = q * step - price;
    if (r < 0) q += 1;
    else if (r >= step) q -= 1;
    return q;
  }
  let q = Math.floor(price / step);
  const r = price - q * step;
  if (r < 0) q -= 1;
  else if (r >= step) q += 1;
  return q;
}

/** The row price of `price` at `step` on `side`. */
export function groupPrice(price: number, step: number, side: BookSide): number {
  return groupKey(price, step, side) * step;
}

/** Throws unless `step` is an integer number of ticks >= 1. */
export function checkStep(step: number): void {
  if (!Number.isSafeInteger(step) || step < 1) throw new RangeError(`grouping step must be an integer >= 1 tick, got ${step}`);
}

/** `n` as a row count: floored, clamped to 0 .. MAX_TOP. */
export function clampRows(n: number): number {
  if (!(n > 0)) return 0;
  return Math.min(MAX_TOP, Math.floor(n));
}

/** Throws unless a flat level array holds whole (price, size) pairs. */
export function checkPairs(levels: ArrayLike<number>): void {
  if (levels.length % 2 !== 0) throw new RangeError(`levels must be flat (price, size) pairs, got ${levels.length} numbers`);
}

/**
 * Groups `levels` (flat [price, size …], best first, one side) at `step` and writes up to `n`
 * rows (price, size, cumulative) to `out` from `offset`. Returns the rows written.
 */
export function groupLevels(
  levels: ArrayLike<number>, side: BookSide, step: number, n: number, out: Float64Array, offset: number,
): number {
  let rows = 0;
  let cum = 0;
  let key = NaN;
  let size = 0;
  if (n <= 0) return 0;
  for (let i = 0; i + 1 < levels.length; i += 2) {
    const k = groupKey(levels[i], step, side);
    if (k !== key) {
      if (size > 0) {
        cum += size;
        writeRow(out, offset + 3 * rows++, key * step, size, cum);
        if (rows === n) return rows;
      }
      key = k;
      size = 0;
    }
    size += levels[i + 1];
  }
  if (size > 0 && rows < n) {
    cum += size;
    writeRow(out, offset + 3 * rows++, key * step, size, cum);
  }
  return rows;
}

function writeRow(out: Float64Array, at: number, price: number, size: number, cum: number): void {
  out[at] = price;
  out[at + 1] = size;
  out[at + 2] = cum;
}
