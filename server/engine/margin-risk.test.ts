import { describe, expect, it } from 'vitest';
import { BTC, BTC_USDT, USDT } from './margin.fixture';
import { assetValue, baseToQuote, borrowAllowance, debtValue, quoteToBase, riskRatio, transferFloor, type MarginPair } from './margin-risk';

const mp: MarginPair = { pair: BTC_USDT, spec: BTC_USDT.margin!, base: BTC, quote: USDT };
const P60K = 6_000_000; // 60000.00 USDT in ticks

describe('margin valuation', () => {
  it('should value base units in quote units at a price in ticks', () => {
    expect(baseToQuote(100_000_000, P60K, mp, 'down')).toBe(60_000_000_000); // 1 BTC = 60000 USDT
    expect(baseToQuote(1, P60K, mp, 'down')).toBe(600); // 1 satoshi = 0.0006 USDT
    expect(baseToQuote(1, 6_000_001, mp, 'down')).toBe(600);
    expect(baseToQuote(1, 6_000_001, mp, 'up')).toBe(601);
  });

  it('should convert quote units back into base units', () => {
    expect(quoteToBase(60_000_000_000, P60K, mp, 'down')).toBe(100_000_000);
    expect(quoteToBase(4_000_000_000, P60K, mp, 'down')).toBe(6_666_666); // 4000 USDT
    expect(quoteToBase(4_000_000_000, P60K, mp, 'up')).toBe(6_666_667);
  });

  it('should value assets down and debts up, and base at 0 without a price', () => {
    const amounts = { base: 1, quote: 5 };
    expect(assetValue(amounts, 6_000_001, mp)).toBe(605);
    expect(debtValue(amounts, 6_000_001, mp)).toBe(606);
    expect(assetValue(amounts, undefined, mp)).toBe(5);
  });

  it('should give the risk ratio, Infinity without debt', () => {
    expect(riskRatio(5_000, 4_000)).toBe(1.25);
    expect(riskRatio(5_000, 0)).toBe(Infinity);
  });

  it('should let total debt reach (marginRatio - 1) x net assets', () => {
    expect(borrowAllowance(1_000, 0, 5)).toBe(4_000);
    expect(borrowAllowance(5_000, 4_000, 5)).toBe(0);
    expect(borrowAllowance(3_000, 1_000, 5)).toBe(7_000); // net 2000 -> 8000 in all
    expect(borrowAllowance(1_000, 0, 3.5)).toBe(2_500);
    expect(borrowAllowance(1_000, 1_200, 5)).toBe(0); // under water
  });

  it('should ask twice the liquidation ratio after a transfer out', () => {
    expect(transferFloor(mp.spec)).toBeCloseTo(2.2, 12);
    expect(transferFloor({ ...mp.spec, marginRatio: 1.5, liquidationRatio: 1.05 })).toBe(3);
  });
});
