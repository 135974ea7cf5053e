import { describe, expect, it } from 'vitest';
import { Prng } from './prng';
import { PriceWalk, walkParams } from './sim-walk';

const maxAbs = (a: readonly number[]): number => a.reduce((m, v) => Math.max(m, Math.abs(v)), 0);

/** Runs a walk for `hours` in 1 s steps; returns its path of ln(mid/anchor) and regimes. */
function run(seed: number, dailyVol: number, hours: number) {
  const walk = new PriceWalk(new Prng(seed), 6_000_000, walkParams(dailyVol));
  const xs: number[] = [];
  const bursts: boolean[] = [];
  for (let t = 1; t <= hours * 3600; t++) {
    walk.advance(1000, t * 1000);
    xs.push(walk.x);
    bursts.push(walk.burst);
  }
  return { walk, xs, bursts };
}

describe('PriceWalk', () => {
  it('should stay within a few percent of the anchor over two days', () => {
    for (const seed of [1, 2, 3]) {
      const { xs } = run(seed, 0.03, 48);
      const maxDev = maxAbs(xs);
      expect(maxDev).toBeLessThan(0.05);
      // and it does move: not pinned to the anchor
      expect(maxDev).toBeGreaterThan(0.002);
    }
  });

  it('should keep even a very volatile pair inside its band', () => {
    const { xs, walk } = run(7, 0.09, 48);
    expect(maxAbs(xs)).toBeLessThan(0.15);
    expect(maxAbs(xs)).toBeLessThan(walk.params.band);
  });

  it('should switch into bursts now and then, with much larger steps', () => {
    const { xs, bursts } = run(11, 0.03, 6);
    let starts = 0;
    const calm: number[] = [];
    const hot: number[] = [];
    for (let i = 1; i < xs.length; i++) {
      if (bursts[i] && !bursts[i - 1]) starts++;
      (bursts[i] && bursts[i - 1] ? hot : calm).push(xs[i] - xs[i - 1]);
    }
    // calm spells average 150 s: about 130 bursts in 6 h
    expect(starts).toBeGreaterThan(60);
    expect(starts).toBeLessThan(250);
    const sd = (a: number[]) => Math.sqrt(a.reduce((s, v) => s + v * v, 0) / a.length);
    expect(sd(hot) / sd(calm)).toBeGreaterThan(3.5);
    // bursts are short: a minority of the time
    expect(bursts.filter(Boolean).length / bursts.length).toBeLessThan(0.25);
  });

  it('should be deterministic for a seed', () => {
    expect(run(5, 0.04, 1).xs).toEqual(run(5, 0.04, 1).xs);
    expect(run(5, 0.04, 1).xs).not.toEqual(run(6, 0.04, 1).xs);
  });

  it('should not depend on how often it is advanced (exact steps)', () => {
    const fine = new PriceWalk(new Prng(1), 100, { ...walkParams(0.03), calmMeanS: 1e12 });
    const a: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const w = new PriceWalk(new Prng(i), 100, { ...walkParams(0.03), calmMeanS: 1e12 });
      w.advance(3_600_000, 3_600_000);
      a.push(w.x);
    }
    const sd = Math.sqrt(a.reduce((s, v) => s + v * v, 0) / a.length);
    // OU variance after 1 h with sigma = 0.03/sqrt(86400) and theta = 1/1800
    const sigma = (0.03 * 0.6) / Math.sqrt(86_400);
    const theta = 1 / 1800;
    const expected = sigma * Math.sqrt((1 - Math.exp(-2 * theta * 3600)) / (2 * theta));
    expect(sd / expected).toBeGreaterThan(0.9);
    expect(sd / expected).toBeLessThan(1.1);
    expect(fine.mid()).toBe(100);
  });
});
