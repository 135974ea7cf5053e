import { describe, expect, it } from 'vitest';
import { accrue, hourInterest, hoursDue, HOUR_MS, interestRate } from './margin-interest';

describe('margin interest', () => {
  it('should parse decimal rates into exact fractions', () => {
    expect(interestRate('0.0000125')).toEqual({ num: 125, den: 10_000_000 });
    expect(interestRate('0.00001')).toEqual({ num: 1, den: 100_000 });
    expect(interestRate('1')).toEqual({ num: 1, den: 1 });
    expect(interestRate(undefined)).toEqual({ num: 0, den: 1 });
    expect(() => interestRate('1e-5')).toThrow();
  });

  it('should round one hour of interest up to a whole ledger unit', () => {
    const usdtRate = interestRate('0.0000125');
    expect(hourInterest(4_000_000_000, usdtRate)).toBe(50_000); // 4000 USDT -> 0.05 USDT exactly
    expect(hourInterest(1_234_567_891, usdtRate)).toBe(15_433); // 15432.0986375 -> up
    expect(hourInterest(1, usdtRate)).toBe(1);
    expect(hourInterest(0, usdtRate)).toBe(0);
  });

  it('should count an hour as due once it has started', () => {
    const t = 1_000 * HOUR_MS;
    expect(hoursDue(t, t - 1)).toBe(0);
    expect(hoursDue(t, t)).toBe(1);
    expect(hoursDue(t, t + HOUR_MS - 1)).toBe(1);
    expect(hoursDue(t, t + 2.5 * HOUR_MS)).toBe(3);
  });

  it('should charge each started hour on the principal and move accruedTo on', () => {
    const loan = { accountId: 9, coin: 'BTC', principal: 123_450, interest: 2, accruedTo: 5 * HOUR_MS };
    const rate = interestRate('0.00001'); // 1.2345 units an hour -> 2
    expect(accrue(loan, rate, 5 * HOUR_MS - 1)).toBe(loan);
    expect(accrue(loan, rate, 7 * HOUR_MS + 10)).toEqual({ ...loan, interest: 2 + 3 * 2, accruedTo: 8 * HOUR_MS });
  });
});
