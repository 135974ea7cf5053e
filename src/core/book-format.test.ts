import { describe, expect, it } from 'vitest';
import { formatAmount, formatBookNumber, formatQuoteTotal, quoteTotalPrecision } from './book-format';

describe('quoteTotalPrecision', () => {
  it.each([
    ['USDT', 3], ['USDC', 3], ['DAI', 3], ['TUSD', 3], ['usdt', 3], ['BTC', 5], ['ETH', 5], ['EUR', 5], ['', 5],
  ])('should give %s %i decimals', (coin, want) => expect(quoteTotalPrecision(coin)).toBe(want));
});

describe('formatBookNumber', () => {
  it.each([
    // value, scale, decimals, shown
    [12345678n, 3, 3, '12.34K'],
    [1000000n, 3, 3, '1000.000'], // exactly 1000 is not "over 1000"
    [1000001n, 3, 3, '1.00K'],
    [999999999n, 3, 3, '999.99K'], // truncated, never '1000.00K' or '1.00M'
    [1000000000n, 3, 3, '1.00M'],
    [5678912345n, 2, 2, '56.78M'],
    [1000000000n, 0, 0, '1.00B'],
    [1234567890123n, 0, 0, '1234.56B'],
    [1n, 8, 8, '0.00000001'],
    [0n, 4, 4, '0.0000'],
    [7n, 0, 0, '7'],
    [123456n, 4, 2, '12.34'], // fewer decimals than the scale: cut, not rounded
    [5n, 0, 3, '5.000'], // more decimals than the scale: padded
    [999999n, 3, 3, '999.999'],
    [1001, 0, 0, '1.00K'],
  ])('should show %s at scale %i with %i decimals as %s', (value, scale, decimals, want) =>
    expect(formatBookNumber(value, scale, decimals)).toBe(want));
});

describe('formatAmount', () => {
  it.each([
    [12345678, 3, '12.34K'],
    [1500, 4, '0.1500'],
    [1000, 0, '1000'],
    [0, 2, '0.00'],
    [1, 8, '0.00000001'],
    [Number.MAX_SAFE_INTEGER, 0, '9007199.25B'],
  ])('should show %i lots at count precision %i as %s', (lots, cp, want) => expect(formatAmount(lots, cp)).toBe(want));
});

describe('formatQuoteTotal', () => {
  it.each([
    // 60123.45 × 0.15 = 9018.5175
    [6012345n * 1500n, 2, 4, 'USDT', '9.01K'],
    // 123.45 × 0.02 = 2.469
    [12345n * 2n, 2, 2, 'USDT', '2.469'],
    [12345n * 2n, 2, 2, 'BTC', '2.46900'],
    // 0.3333 × 0.3 = 0.09999: truncated to 0.099, not rounded to 0.100
    [3333n * 3n, 4, 1, 'USDC', '0.099'],
    // 0.00000001 × 0.00000001 = 1e-16: below the display precision
    [1n, 8, 8, 'BTC', '0.00000'],
    [0n, 2, 4, 'USDT', '0.000'],
    // (2^53-1)/100 × (2^53-1): far past the safe-integer range, still exact
    [9007199254740991n * 9007199254740991n, 2, 0, 'USDT', '811296384146066636813.90B'],
  ])('should show notional %s (pp %i, cp %i, %s) as %s', (notional, pp, cp, coin, want) =>
    expect(formatQuoteTotal(notional, pp, cp, coin)).toBe(want));
});
