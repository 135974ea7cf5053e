import { describe, expect, it } from 'vitest';
import { aggregateCandles } from '../../src/protocol/candle-aggregate';
import type { Candle } from '../../src/protocol/messages';
import { KeyedDraws, splitCandle } from './history-split';

const HOUR = 3_600_000;
const hours = (n: number) => Array.from({ length: n }, (_, i) => i * HOUR);

describe('cutting a candle into shorter ones', () => {
  it('should give children that aggregate back to exactly the parent, for many random parents', () => {
    const r = new KeyedDraws(7, 1, 0);
    const wrong: Array<[Candle, Candle[]]> = [];
    for (let i = 0; i < 300; i++) {
      const open = 1 + Math.floor(r.next() * 5000);
      const close = Math.max(1, Math.round(open * Math.exp(0.05 * r.normal())));
      const high = Math.max(open, close) + Math.floor(r.next() * 300);
      const low = Math.max(1, Math.min(open, close) - Math.floor(r.next() * 300));
      const volume = Math.floor(r.next() * 1e6);
      const parent: Candle = [0, open, high, low, close, volume];
      const children = splitCandle({ open, close, high, low, volume, starts: hours(24), sigma: 0.01 }, new KeyedDraws(7, 2, i));
      const bad = children.some(([, o, h, l, c, v]) => l < 1 || l > Math.min(o, c) || h < Math.max(o, c) || v < 0 || ![o, h, l, c, v].every(Number.isSafeInteger));
      if (bad || JSON.stringify(aggregateCandles(children, '1D')) !== JSON.stringify([parent])) wrong.push([parent, children]);
    }
    expect(wrong).toEqual([]);
  });

  it('should keep a flat parent flat and chain every child to the previous close', () => {
    const flat = splitCandle({ open: 5, close: 5, high: 5, low: 5, volume: 24, starts: hours(24), sigma: 0.02 }, new KeyedDraws(1, 1, 1));
    expect(flat.every((c) => c[1] === 5 && c[2] === 5 && c[3] === 5 && c[4] === 5)).toBe(true);
    const free = splitCandle({ open: 1000, close: 1100, volume: 10, starts: hours(6), sigma: 0.01 }, new KeyedDraws(1, 1, 2));
    expect(free[0][1]).toBe(1000);
    expect(free[5][4]).toBe(1100);
    expect(free.slice(1).every((c, i) => c[1] === free[i][4])).toBe(true);
    expect(free.reduce((s, c) => s + c[5], 0)).toBe(10);
  });

  it('should draw the same numbers for the same key, and others for another', () => {
    const a = new KeyedDraws(3, 4, -5);
    const b = new KeyedDraws(3, 4, -5);
    const xs = [a.next(), a.normal(), a.normal(), a.next()];
    expect([b.next(), b.normal(), b.normal(), b.next()]).toEqual(xs);
    expect(new KeyedDraws(3, 4, 2 ** 33 - 5).next()).not.toBe(xs[0]);
    expect(xs[0]).toBeGreaterThanOrEqual(0);
    expect(xs[0]).toBeLessThan(1);
  });
});
