import { mulDiv } from '../../src/core/units';
import { parseRate, type Rate } from './rate';
import type { FeeRates } from './types';


/**
 * Fee rates as exact fractions (num / den, den a power of ten) and the fee arithmetic of
 * spec 001 section 9. Every fee is rounded UP for the payer; the rounding difference goes to
 * the fee account like the fee itself.
 */
/** A user's rates, parsed once when set; `max` is the larger, used for a limit buy's reserve. */
export interface UserFees {
  text: FeeRates;
  maker: Rate;
  taker: Rate;
  max: Rate;
}

/** Default for users without rates of their own (spec class B). */
export const DEFAULT_FEE_RATES: FeeRates = { maker: '0.0025', taker: '0.0025' };

export function parseFees(text: FeeRates): UserFees {
  const maker = parseRate(text.maker, 'fee rate');
  const taker = parseRate(text.taker, 'fee rate');
  // Compare maker.num/maker.den with taker.num/taker.den without division.
  const max = maker.num * taker.den > taker.num * maker.den ? maker : taker;
  return { text: { maker: text.maker, taker: text.taker }, maker, taker, max };
}

/** The fee on `amount` ledger units at `rate`, rounded up. */
export function feeOf(amount: number, rate: Rate): number {
  if (rate.num === 0 || amount === 0) return 0;
  // mulDiv's exact fast path inline (this runs on every fill and every limit buy);
  // products past 2^53 take mulDiv's BigInt path.
  const p = amount * rate.num;
  if (Number.isSafeInteger(p)) {
    const q = Math.floor(p / rate.den);
    return q * rate.den === p ? q : q + 1;
  }
  return mulDiv(amount, rate.num, rate.den, 'up');
}
