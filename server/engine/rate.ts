import { parseUnits, pow10 } from '../../src/core/units';

/**
 * A rate as an exact fraction, num / den with den a power of ten: '0.0025' is 25 / 10^4. Fee
 * rates and hourly interest rates are both read this way (never as floats), so every amount
 * computed from them rounds the same way on every run.
 */
export interface Rate {
  num: number;
  den: number;
}

const RATE = /^(\d+)(?:\.(\d{1,15}))?$/;

/** Parses a decimal rate in [0, 1] ('0.0025'); throws a RangeError naming `what` on anything else. */
export function parseRate(text: string, what = 'rate'): Rate {
  const m = RATE.exec(text);
  if (m === null) throw new RangeError(`${what} ${JSON.stringify(text)} is not a decimal`);
  const decimals = (m[2] ?? '').replace(/0+$/, '').length;
  const parsed = parseUnits(text, decimals);
  if (!parsed.ok) throw new RangeError(`${what} ${text}: ${parsed.reason}`);
  const rate = { num: parsed.value, den: pow10(decimals) };
  if (rate.num > rate.den) throw new RangeError(`${what} ${text} is above 1`);
  return rate;
}
