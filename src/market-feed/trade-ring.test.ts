import { describe, expect, it } from 'vitest';
import type { TradeTuple } from '../protocol/messages';
import { tradesLength } from './frame';
import { TradeRing } from './trade-ring';

const trade = (id: number): TradeTuple => [id, 6_000_000 + id, 10 * id, (id % 2) as 0 | 1, 1000 + id];

describe('TradeRing', () => {
  it('should keep the newest trades, newest first, and overwrite the oldest', () => {
    const r = new TradeRing(3);
    r.push([trade(1), trade(2)]);
    r.push([trade(3), trade(4)]);
    const out = r.write(3);
    expect(out.length).toBe(tradesLength(3));
    expect([...out]).toEqual([3, ...trade(4), ...trade(3), ...trade(2)]);
    expect(r.write(5)[0]).toBe(3);
  });

  it('should skip trades already held (a snapshot after a resubscribe) and malformed ones', () => {
    const r = new TradeRing(10);
    expect(r.push([trade(1), trade(2)])).toBe(2);
    const v = r.version;
    expect(r.push([trade(1), trade(2)])).toBe(0);
    expect(r.version).toBe(v);
    expect(r.push([trade(2), [3] as unknown as TradeTuple, trade(3)])).toBe(1);
    expect(r.push('x' as unknown as TradeTuple[])).toBe(0);
    expect(r.count).toBe(3);
  });

  it('should write into a recycled array of the right length', () => {
    const r = new TradeRing(4);
    r.push([trade(7)]);
    const mine = new Float64Array(tradesLength(4));
    expect(r.write(4, mine)).toBe(mine);
    expect(r.write(4, new Float64Array(3))).not.toBe(mine);
  });
});
