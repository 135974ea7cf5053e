import { describe, expect, it } from 'vitest';
import type uPlot from 'uplot';
import { scaleMap } from './scale-map';

/** A stand-in for uPlot's valToPos on a plot 100..500 px, with a log variant. */
function fake(distr: number): uPlot {
  const scales = { y: { min: 10, max: 1000, distr } };
  const valToPos = (v: number) => (distr === 3 ? 500 - ((Math.log10(v) - 1) / 2) * 400 : 500 - ((v - 10) / 990) * 400);
  return { scales, valToPos } as unknown as uPlot;
}

describe('scale map', () => {
  it('should map a linear scale as uPlot does, with one multiply-add', () => {
    const u = fake(1);
    const f = scaleMap(u, 'y');
    for (const v of [10, 55.5, 505, 1000, 2000]) expect(f(v)).toBeCloseTo(u.valToPos(v, 'y', true), 9);
  });

  it('should hand a log scale to uPlot', () => {
    const u = fake(3);
    expect(scaleMap(u, 'y')(100)).toBeCloseTo(300, 9);
  });
});
