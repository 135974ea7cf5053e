import { describe, expect, it } from 'vitest';
import type { MarketChangeRecord } from '../../protocol/messages';
import { matchesFilter, mergeMovers, moverDirection, moverPercent, moverTime, pairLabel, readMoverRecords } from './movers';

function rec(seq: number, type: MarketChangeRecord['type'] = 'RISE_5m', symbolId = 1001, percent = '1.00'): MarketChangeRecord {
  return { seq, type, symbolId, symbolName: symbolId === 1001 ? 'BTC_USDT' : 'ETH_USDT', time: 1717200360, price: '60600.00', percent, breakSide: type === 'BREAK' ? 'down' : null, breakPrice: null };
}

describe('top movers', () => {
  it('should read valid records only', () => {
    expect(readMoverRecords([rec(1), { seq: 'x' }, { ...rec(2), type: 'SIDEWAYS' }, null, rec(3)]).map((r) => r.seq)).toEqual([1, 3]);
    expect(readMoverRecords({ list: [] })).toEqual([]);
  });

  it('should merge live records of the tab by seq descending, each once, 20 at most', () => {
    const list = Array.from({ length: 20 }, (_, i) => rec(40 - i * 2)); // 40, 38, … 2
    const merged = mergeMovers(list, [rec(41), rec(40), rec(39, 'FALL_5m'), rec(1)], { tab: 'RISE_5m' });
    expect(merged).toHaveLength(20);
    expect(merged.slice(0, 3).map((r) => r.seq)).toEqual([41, 40, 38]);
    expect(merged[19].seq).toBe(4); // 2 fell off the end; 1 never got in
    const same: readonly MarketChangeRecord[] = [rec(5)];
    expect(mergeMovers(same, [rec(5), rec(6, 'NH_24h')], { tab: 'RISE_5m' })).toBe(same);
  });

  it('should keep only the current pair when asked', () => {
    expect(matchesFilter(rec(1, 'BREAK', 1002), { tab: 'all', symbol: 'BTC_USDT' })).toBe(false);
    expect(matchesFilter(rec(1, 'BREAK', 1001), { tab: 'all', symbol: 'BTC_USDT' })).toBe(true);
    expect(matchesFilter(rec(1, 'BREAK', 1002), { tab: 'all' })).toBe(true);
    expect(matchesFilter(rec(1, 'BREAK', 1002), { tab: 'NL_24h' })).toBe(false);
  });

  it('should format the percent, the direction, the time and the pair', () => {
    expect(moverPercent('5.12')).toBe('+5.12%');
    expect(moverPercent('-0.6')).toBe('-0.60%');
    expect(moverPercent('0')).toBe('0.00%');
    expect(moverPercent('x')).toBe('--');
    expect(moverDirection(rec(1, 'FALL_5m', 1001, '-1.2'))).toBe('down');
    expect(moverDirection(rec(1, 'BREAK', 1001, '0.5'))).toBe('down'); // by its side
    expect(moverDirection(rec(1, 'NH_24h', 1001, '3'))).toBe('up');
    expect(moverTime(0, new Date(2024, 0, 1, 9, 5, 7))).toBe('09:05:07');
    expect(pairLabel('BTC_USDT')).toBe('BTC/USDT');
  });
});
