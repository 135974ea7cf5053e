import { describe, expect, it } from 'vitest';
import { PacedVersion } from './paced';

describe('PacedVersion', () => {
  it('should take the first version at once and later ones at most every minMs', () => {
    const asked: number[] = [];
    const p = new PacedVersion(100, (ms) => asked.push(ms));
    expect(p.take(1, 0)).toBe(1);
    expect(p.take(2, 16)).toBe(1);
    expect(p.take(3, 33)).toBe(1);
    expect(asked).toEqual([84]); // one trailing paint, not one per frame
    p.fired();
    expect(p.take(3, 100)).toBe(3);
    expect(p.take(3, 116)).toBe(3);
    expect(asked).toEqual([84]);
  });

  it('should ask again for a trailing paint after one fired', () => {
    const asked: number[] = [];
    const p = new PacedVersion(100, (ms) => asked.push(ms));
    p.take(1, 0);
    p.take(2, 50);
    p.fired();
    p.take(2, 60); // the timer fired early: still paced, asks once more
    expect(asked).toEqual([50, 40]);
  });

  it('should take the next version at once after a reset', () => {
    const p = new PacedVersion(100, () => {});
    p.take(1, 0);
    p.reset();
    expect(p.take(2, 10)).toBe(2);
  });

  it('should take the first version of a new key (pair) at once', () => {
    const p = new PacedVersion(100, () => {});
    p.take(1, 0, 'BTC_USDT');
    expect(p.take(2, 10, 'BTC_USDT')).toBe(1);
    expect(p.take(3, 20, 'ETH_USDT')).toBe(3);
  });
});
