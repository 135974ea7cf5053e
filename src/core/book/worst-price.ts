/**
 * How far a market order walks the book: the reference book's twin of the wasm book's walk.
 * (The market price offset check is the order form's, src/core/order-form/confirm-chain.ts.)
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
