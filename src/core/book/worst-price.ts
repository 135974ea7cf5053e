/**
 * Market-order helpers for the order form: how far a market order walks the book, and the
 * spec's market price offset check (order placement §5).
 */
import type { Amount, Ticks } from './types';

/**
 * The price at which walking `levels` (flat [price, size …] of the side a market order takes,
 * best first) first gathers `amount` (lots, or ticks × lots); NaN when the levels hold less or
 * the amount is not above 0. Same running sum as the wasm book's walk.
 */
export function walkToAmount(levels: ArrayLike<number>, amount: Amount): Ticks {
  const byNotional = 'notional' in amount;
  const target = byNotional ? amount.notional : amount.size;
  if (!(target > 0)) return NaN;
  let acc = 0;
  for (let i = 0; i + 1 < levels.length; i += 2) {
    acc += byNotional ? levels[i] * levels[i + 1] : levels[i + 1];
    if (acc >= target) return levels[i];
  }
  return NaN;
}

/**
 * Order placement §5, market price offset: true when the best opposite price (best ask for a
 * buy, best bid for a sell) is 10 % or more away from the last price, so the form asks for
 * confirmation first. Integer arithmetic on ticks: |best - last| × 10 >= last. An empty
 * opposite side (NaN) or no last price gives false: there is nothing to compare.
 */
export function marketOffsetWarning(bestOpposite: Ticks, lastPrice: Ticks): boolean {
  if (!(bestOpposite > 0) || !(lastPrice > 0)) return false;
  return Math.abs(bestOpposite - lastPrice) * 10 >= lastPrice;
}
