import { describe, expect, it } from 'vitest';
import type { PairSpec } from '../engine/types';
import { liquidationTicks } from './margin-position';

const PAIR = {
  symbol: 'BTC_USDT',
  pricePrecision: 2,
  countPrecision: 6,
  margin: { marginRatio: 10, liquidationRatio: 1.1, hourlyRate: {}, borrowMin: {}, repayMin: {} },
} as unknown as PairSpec;
const BTC = 8;
const USDT = 6;
const btc = (n: number) => Math.round(n * 1e8);
const usdt = (n: number) => Math.round(n * 1e6);

describe('liquidationTicks', () => {
  it('should find the price at which a long reaches the liquidation ratio', () => {
    // 0.15 BTC + 1000 USDT held, 9000 USDT owed: (0.15 P + 1000) / 9000 = 1.1 -> P = 59333.33
    const p = liquidationTicks({ base: btc(0.15), quote: usdt(1000), baseDebt: 0, quoteDebt: usdt(9000) }, PAIR, BTC, USDT);
    expect(p).toBe(5_933_333);
  });

  it('should find the price at which a short reaches the liquidation ratio', () => {
    // 10000 USDT held, 0.1 BTC owed: 10000 / (0.1 P) = 1.1 -> P = 90909.09
    const p = liquidationTicks({ base: 0, quote: usdt(10000), baseDebt: btc(0.1), quoteDebt: 0 }, PAIR, BTC, USDT);
    expect(p).toBe(9_090_909);
  });

  it('should have no liquidation price without debt or when no price can liquidate', () => {
    expect(liquidationTicks({ base: btc(1), quote: 0, baseDebt: 0, quoteDebt: 0 }, PAIR, BTC, USDT)).toBeUndefined();
    // quote debt fully covered by quote held: the base price cannot bring the ratio down
    expect(liquidationTicks({ base: btc(1), quote: usdt(2000), baseDebt: 0, quoteDebt: usdt(1000) }, PAIR, BTC, USDT)).toBeUndefined();
  });
});
