import { describe, expect, it } from 'vitest';
import { KDJ, SAR, SessionVWAP, Window } from './indicator-own';
import type { Candle } from './series';

const DAY = 86_400_000;

describe('Window', () => {
  it('should keep the last n values, the newest replaceable', () => {
    const w = new Window(3);
    for (const v of [1, 5, 2, 4]) w.push(v, false);
    expect(w.values).toEqual([5, 2, 4]);
    w.push(0, true);
    expect(w.values).toEqual([5, 2, 0]);
    expect([w.min(), w.max(), w.full]).toEqual([0, 5, true]);
  });
});

describe('SessionVWAP', () => {
  it('should weigh the typical price by volume and start again at 00:00 UTC', () => {
    const v = new SessionVWAP();
    expect(v.update([DAY - 60_000, 9, 12, 9, 9, 2], false)).toBe(10);
    expect(v.update([DAY - 1, 30, 30, 30, 30, 2], false)).toBe(20);
    // a new UTC day: only its own candles count
    expect(v.update([DAY, 6, 6, 6, 6, 1], false)).toBe(6);
    // the live candle grew: replaced, not added
    expect(v.update([DAY, 6, 9, 6, 9, 3], true)).toBe(8);
  });
  it('should have no value while the day has no volume', () => {
    expect(new SessionVWAP().update([0, 1, 1, 1, 1, 0], false)).toBeNull();
  });
});

describe('KDJ', () => {
  it('should smooth RSV into K and D from 50 and give J = 3K - 2D', () => {
    const k = new KDJ(2, 3, 3);
    const c = (h: number, l: number, cl: number): Candle => [0, cl, h, l, cl, 1];
    expect(k.update(c(10, 0, 5), false)).toBeNull();
    // window high 10, low 0, close 10: RSV 100; K = (2*50 + 100)/3; D = (2*50 + K)/3
    const [K, D, J] = k.update(c(10, 5, 10), false)!;
    expect(K).toBeCloseTo(200 / 3, 12);
    expect(D).toBeCloseTo((100 + 200 / 3) / 3, 12);
    expect(J).toBeCloseTo(3 * K - 2 * D, 12);
  });
});

describe('SAR', () => {
  it('should start below a rising market, climb under it and flip above on a break', () => {
    const s = new SAR(0.02, 0.2);
    const c = (h: number, l: number): Candle => [0, l, h, l, l, 1];
    expect(s.update(c(10, 8), false)).toBeNull();
    // rising: SAR starts at the first low, the extreme is the new high 11
    expect(s.update(c(11, 9), false)).toBe(8);
    // 8 + 0.02 * (11 - 8) = 8.06, held at the first candle's low 8 (never inside the two
    // previous candles); the new high 12 raises af to 0.04
    expect(s.update(c(12, 10), false)).toBe(8);
    // 8 + 0.04 * (12 - 8) = 8.16; the low 7 breaks it: SAR jumps to the extreme 12
    expect(s.update(c(9, 7), false)).toBe(12);
  });
});
