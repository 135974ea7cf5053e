import { describe, expect, it } from 'vitest';
import { defaultIndicator, type IndicatorConfig } from './indicator-params';
import { IndicatorLines } from './indicators';
import { bollLines, smaLine } from './indicator-batch';
import { seededCandles } from './candles.fixture';
import { C, type Candle } from './series';

type Line = (number | null)[];

/** The lines as the streams give them, a candle at a time (IndicatorLines.append). */
function streamed(cfg: IndicatorConfig, cs: readonly Candle[]): Line[] {
  const ind = new IndicatorLines(cfg);
  for (const c of cs) ind.append(c);
  return ind.lines;
}

const cs = seededCandles(1200);

describe('the window indicators computed in loops', () => {
  const configs: IndicatorConfig[] = [
    defaultIndicator('MA'), defaultIndicator('BOLL'), defaultIndicator('VOL'),
    { kind: 'MA', params: { periods: [1, 3, 250] } },
    { kind: 'BOLL', params: { period: 7, multiplier: 1.5 } },
  ];
  for (const cfg of configs) {
    it(`should give ${cfg.kind} ${JSON.stringify(cfg.params)} the very doubles the library's stream gives`, () => {
      const ind = new IndicatorLines(cfg);
      ind.compute(cs);
      // toEqual on numbers is Object.is: bit for bit, not within a tolerance
      expect(ind.lines).toEqual(streamed(cfg, cs));
      expect(ind.lines[0].filter((v) => v !== null).length).toBeGreaterThan(900);
    });

    it(`should leave ${cfg.kind}'s stream where a full stream would be: the next candles step alike`, () => {
      const ind = new IndicatorLines(cfg);
      ind.compute(cs.slice(0, 1000));
      const next = cs.slice(1000, 1010);
      ind.sync(cs.slice(0, 1010), 1000);
      // the newest candle changed in place (the live path): replaceLast from the warmed state
      const moved: Candle = [...next[9]];
      moved[C] = moved[C] * 1.01;
      moved[2] = Math.max(moved[2], moved[C]);
      ind.sync([...cs.slice(0, 1009), moved], 1009);
      expect(ind.lines).toEqual(streamed(cfg, [...cs.slice(0, 1009), moved]));
    });
  }

  it('should answer null before the first full window and the window average after', () => {
    const out: Line = [];
    smaLine([1, 2, 3, 4, 10], 3, out);
    expect(out).toEqual([null, null, 2, 3, 17 / 3]);
    const [m, u, l]: Line[] = [[], [], []];
    bollLines([2, 4, 4, 4, 5, 5, 7, 9], 8, 2, m, u, l);
    // the classic example: mean 5, population deviation 2
    expect([m[7], u[7], l[7]]).toEqual([5, 9, 1]);
    expect(m.slice(0, 7).every((v) => v === null)).toBe(true);
  });

  it('should shorten lines kept from a longer series', () => {
    const out: Line = [1, 2, 3, 4, 5, 6];
    smaLine([1, 2], 1, out);
    expect(out).toEqual([1, 2]);
  });
});
