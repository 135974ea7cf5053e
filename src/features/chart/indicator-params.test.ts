import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS, defaultIndicator, INDICATOR_KINDS, lineNames, parseIndicator } from './indicator-params';

describe('parseIndicator', () => {
  it('should accept every default configuration as it is', () => {
    for (const kind of INDICATOR_KINDS) {
      expect(parseIndicator(defaultIndicator(kind))).toEqual({ ok: true, value: { kind, params: DEFAULT_PARAMS[kind] } });
    }
  });
  it('should refuse bad parameters with a reason naming the field', () => {
    const bad: [unknown, RegExp][] = [
      [null, /object \{kind, params\}/],
      [{ kind: 'ZIGZAG', params: {} }, /unknown indicator ZIGZAG/],
      [{ kind: 'MA' }, /MA parameters must be an object/],
      [{ kind: 'MA', params: { periods: [] } }, /MA periods must list 1 to 5 values/],
      [{ kind: 'MA', params: { periods: [7, 0] } }, /MA periods must be between 1 and 500/],
      [{ kind: 'MA', params: { periods: [7.5] } }, /whole number/],
      [{ kind: 'EMA', params: { periods: ['7'] } }, /must be a number/],
      [{ kind: 'BOLL', params: { period: 20, multiplier: Number.NaN } }, /BOLL multiplier must be a number/],
      [{ kind: 'BOLL', params: { period: 20, multiplier: 11 } }, /between 0.1 and 10/],
      [{ kind: 'MACD', params: { fast: 26, slow: 12, signal: 9 } }, /fast period must be shorter/],
      [{ kind: 'SAR', params: { step: 0.2, max: 0.02 } }, /maximum must not be below its step/],
      [{ kind: 'KDJ', params: { period: 9, k: 3 } }, /KDJ d must be a number/],
      [{ kind: 'RSI', params: { periods: [1] } }, /between 2 and 500/],
      [{ kind: 'WR', params: { periods: [1, 2, 3, 4, 5, 6] } }, /1 to 5 values/],
    ];
    for (const [raw, reason] of bad) {
      const r = parseIndicator(raw);
      expect(r.ok, JSON.stringify(raw)).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(reason);
    }
  });
  it('should drop unknown fields and copy lists', () => {
    const periods = [5, 10];
    const r = parseIndicator({ kind: 'VOL', params: { periods, colour: 'red' }, extra: 1 });
    expect(r).toEqual({ ok: true, value: { kind: 'VOL', params: { periods: [5, 10] } } });
    if (r.ok && r.value.kind === 'VOL') expect(r.value.params.periods).not.toBe(periods);
  });
});

describe('defaults and names', () => {
  it('should hand out fresh copies of the defaults', () => {
    const a = defaultIndicator('MA');
    a.params.periods.push(200);
    expect(DEFAULT_PARAMS.MA.periods).toEqual([7, 25, 99]);
  });
  it('should name one legend line per value the indicator draws', () => {
    expect(lineNames(defaultIndicator('MA'))).toEqual(['MA(7)', 'MA(25)', 'MA(99)']);
    expect(lineNames(defaultIndicator('VOL'))).toEqual(['VOL', 'MA(5)', 'MA(10)']);
    expect(lineNames(defaultIndicator('MACD'))).toEqual(['DIF', 'DEA', 'MACD']);
    expect(lineNames(defaultIndicator('KDJ'))).toEqual(['K', 'D', 'J']);
  });
});
