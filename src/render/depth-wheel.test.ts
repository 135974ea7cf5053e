import { describe, expect, it } from 'vitest';
import { acceptDepth, depthStateFor, depthWheel, levelsForGap, wheelGap } from './depth-wheel';

describe('wheelGap', () => {
  it.each([
    [8, 1, 8.2], [8, -1, 7.8], [8, 120, 8.2], [8, 0, 8], [2, -1, 2], [20, 1, 20], [2.1, 1, 2.3], [Number.NaN, 1, 8.2],
  ])('should move gap %s by wheel %s to %s', (gap, dy, want) => {
    expect(wheelGap(gap, dy)).toBe(want);
  });

  it('should never drift over 100 notches', () => {
    let gap = 2;
    for (let i = 0; i < 40; i++) gap = wheelGap(gap, 1);
    expect(gap).toBe(10);
    for (let i = 0; i < 100; i++) gap = wheelGap(gap, 1);
    expect(gap).toBe(20);
    for (let i = 0; i < 30; i++) gap = wheelGap(gap, -1);
    expect(gap).toBe(14);
    for (let i = 0; i < 100; i++) gap = wheelGap(gap, -1);
    expect(gap).toBe(2);
  });
});

describe('levelsForGap', () => {
  it.each([[2, 20], [8, 17], [11, 15], [20, 10], [1, 20], [99, 10]])('should show for gap %s %s levels', (gap, want) => {
    expect(levelsForGap(gap)).toBe(want);
  });
});

describe('depth state', () => {
  it('should reset the gap to 8 on symbol change', () => {
    let s = depthStateFor('BTC_USDT');
    s = depthWheel(depthWheel(s, 1), 1);
    expect(s).toEqual({ symbol: 'BTC_USDT', gap: 8.4 });
    expect(depthStateFor('ETH_USDT')).toEqual({ symbol: 'ETH_USDT', gap: 8 });
  });

  it.each([
    [{ symbol: 'BTC_USDT', data: {} }, 'accept'],
    [{ symbol: 'ETH_USDT', data: {} }, 'ignore'],
    [{ data: {} }, 'warn'],
    [{ symbol: 'BTC_USDT' }, 'warn'],
    [null, 'warn'],
  ])('should judge %j as %s', (msg, want) => {
    expect(acceptDepth('BTC_USDT', msg)).toBe(want);
  });
});
