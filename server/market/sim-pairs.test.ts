import { describe, expect, it } from 'vitest';
import { focusPairs, parseSimFocus, simPairs } from './sim-pairs';

describe('simulator focus (SIM_FOCUS)', () => {
  const pairs = simPairs(Date.UTC(2026, 0, 1));
  const share = (list: ReturnType<typeof simPairs>, symbol: string) =>
    list.find((p) => p.spec.symbol === symbol)!.weight! / list.reduce((s, p) => s + (p.weight ?? 1), 0);

  it('should give the focused pair the asked share of the weight and leave the others as they were', () => {
    const focused = focusPairs(pairs, 'BTC_USDT', 0.8);
    expect(share(focused, 'BTC_USDT')).toBeCloseTo(0.8, 12);
    const eth = (l: typeof pairs) => l.find((p) => p.spec.symbol === 'ETH_USDT')!.weight;
    expect(eth(focused)).toBe(eth(pairs));
    expect(focused).toHaveLength(pairs.length);
  });

  it('should refuse an unknown pair and a share outside (0, 1)', () => {
    expect(() => focusPairs(pairs, 'NOPE_USDT', 0.5)).toThrow(/no simulated pair NOPE_USDT/);
    expect(() => focusPairs(pairs, 'BTC_USDT', 1)).toThrow(/between 0 and 1/);
    expect(() => focusPairs(pairs, 'BTC_USDT', 0)).toThrow(/between 0 and 1/);
  });

  it.each([
    [undefined, null],
    ['', null],
    ['BTC_USDT', { symbol: 'BTC_USDT', share: 0.5 }],
    ['BTC_USDT:0.8', { symbol: 'BTC_USDT', share: 0.8 }],
    ['ETH_USDT:.25', { symbol: 'ETH_USDT', share: 0.25 }],
  ])('should read SIM_FOCUS=%s', (value, expected) => {
    expect(parseSimFocus(value)).toEqual(expected);
  });

  it.each(['btc_usdt', 'BTC_USDT:2', 'BTC_USDT:', 'BTC'])('should refuse SIM_FOCUS=%s with a clear message', (value) => {
    expect(() => parseSimFocus(value)).toThrow(/SIM_FOCUS must be SYMBOL or SYMBOL:share/);
  });
});
