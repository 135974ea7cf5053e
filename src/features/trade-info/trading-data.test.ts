import { describe, expect, it } from 'vitest';
import { buyShare, rangePosition, readPeriod, readTradingData, savePeriod } from './trading-data';

function memory(): Storage {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) } as Storage;
}

const answer = {
  symbol: 'BTC_USDT', symbolId: 1001, period: 'day', from: 0, to: 1, lowPrice: '59000.00', highPrice: '61000.00', curPrice: '60500.00',
  buyTrader: 3, sellTrader: 2, buyVolume: '0.200000', sellVolume: '0.150000', buyAmount: '1', sellAmount: '1', traderRatio: '1.50',
  traderTrend: [{ time: 0, buyTrader: 1, sellTrader: 0, ratio: null }, { time: 'x' }, { time: 7200000, buyTrader: 2, sellTrader: 2, ratio: '1.00' }],
};

describe('trading data', () => {
  it('should keep the chosen period locally, day by default and for a stored value not a period', () => {
    const s = memory();
    expect(readPeriod(s)).toBe('day');
    expect(readPeriod(null)).toBe('day');
    savePeriod(s, 'week');
    expect(readPeriod(s)).toBe('week');
    s.setItem('tradeInfoPeriod', 'month');
    expect(readPeriod(s)).toBe('day');
  });

  it('should read the answer, dropping bad trend points, and refuse what is not trading data', () => {
    const d = readTradingData(answer)!;
    expect(d).toMatchObject({ period: 'day', lowPrice: '59000.00', buyTrader: 3, sellTrader: 2, traderRatio: '1.50' });
    expect(d.traderTrend).toEqual([{ time: 0, buyTrader: 1, sellTrader: 0, ratio: null }, { time: 7200000, buyTrader: 2, sellTrader: 2, ratio: '1.00' }]);
    expect(readTradingData(null)).toBeUndefined();
    expect(readTradingData({ ...answer, buyTrader: -1 })).toBeUndefined();
    expect(readTradingData({ ...answer, period: 'month' })).toBeUndefined();
    expect(readTradingData({ ...answer, lowPrice: 5 })).toBeUndefined();
  });

  it('should give the bars their shares and the price its place in the range', () => {
    expect(buyShare(3, 1)).toBe(75);
    expect(buyShare(0, 0)).toBe(50);
    expect(rangePosition('100', '200', '150')).toBe(50);
    expect(rangePosition('100', '200', '250')).toBe(100);
    expect(rangePosition('100', '100', '100')).toBe(50);
    expect(rangePosition('', '', '150')).toBeUndefined();
  });
});
