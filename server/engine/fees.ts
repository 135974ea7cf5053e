import { mulDiv, parseUnits, pow10 } from '../../src/core/units';
import type { FeeRates } from './types';

/**
 * Fee rates as exact fractions (num / den, den a power of ten) and the fee arithmetic of
 * spec 001 section 9. Every fee is rounded UP for the payer; the rounding difference goes to
 * the fee account like the fee itself.
 */
export interface Rate {
  num: number;
  den: number;
}

/** A user's rates, parsed once when set; `max` is the larger, used for a limit buy's reserve. */
export interface UserFees {
  text: FeeRates;
  maker: Rate;
  taker: Rate;
  max: Rate;
}

/** Default for users without rates of their own (spec class B). */
export const DEFAULT_FEE_RATES: FeeRates = { maker: '0.0025', taker: '0.0025' };

const RATE = /^(\d+)(?:\.(\d{1,15}))?$/;

/** Parses '0.0025' into 25/10000; throws on anything but a decimal in [0, 1]. */
export function parseRate(text: string): Rate {
  const m = RATE.exec(text);
  if (m === null) throw new RangeError(`fee rate ${JSON.stringify(text)} is not a decimal`);
  const decimals = (m[2] ?? '').replace(/0+$/, '').length;
  const parsed = parseUnits(text, decimals);
  if (!parsed.ok) throw new RangeError(`fee rate ${text}: ${parsed.reason}`);
  const rate = { num: parsed.value, den: pow10(decimals) };
  if (rate.num > rate.den) throw new RangeError(`fee rate ${text} is above 1`);
  return rate;
}

export function parseFees(text: FeeRates): UserFees {
  const maker = parseRate(text.maker);
  const taker = parseRate(text.taker);
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
