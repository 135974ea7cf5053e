import { describe, expect, it } from 'vitest';
import { EMA, MACD } from 'trading-signals';
import { EmaStream, MacdStream } from './indicator-ema';
import { seededCandles } from './candles.fixture';
import { C } from './series';

/** Closes with replaces among them, as the live candle gives: [price, replace]. */
function inputs(n: number): [number, boolean][] {
  const out: [number, boolean][] = [];
  // a replace first of all (the library's empty state), then every few candles one or two
  out.push([100, true]);
  seededCandles(n).forEach((c, i) => {
    out.push([c[C], false]);
    if (i % 3 === 1) out.push([c[C] * 1.001, true]);
    if (i % 7 === 2) out.push([c[C] * 0.998, true]);
  });
  return out;
}

const xs = inputs(1500);

describe('EmaStream', () => {
  for (const period of [1, 7, 12, 26, 99]) {
    it(`should give EMA(${period})'s very doubles and stability, replaces included`, () => {
      const lib = new EMA(period);
      const own = new EmaStream(period);
      for (const [x, r] of xs) {
        // toBe is Object.is: bit for bit, not within a tolerance
        expect(own.update(x, r)).toBe(lib.update(x, r));
        expect(own.stable).toBe(lib.isStable);
      }
    });
  }
});

describe('MacdStream', () => {
  for (const [fast, slow, signal] of [[12, 26, 9], [5, 35, 5], [1, 2, 1]]) {
    it(`should give MACD(${fast}, ${slow}, ${signal})'s very doubles, replaces included`, () => {
      const lib = new MACD(new EMA(fast), new EMA(slow), new EMA(signal));
      const own = new MacdStream(fast, slow, signal);
      const out: (number | null)[] = [0, 0, 0];
      let answered = 0;
      for (const [x, r] of xs) {
        const v = lib.update(x, r);
        own.update(x, r, out);
        expect(out).toEqual(v === null ? [null, null, null] : [v.macd, v.signal, v.histogram]);
        if (v !== null) answered++;
      }
      expect(answered).toBeGreaterThan(1500);
    });
  }
});
