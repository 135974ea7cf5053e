import { describe, expect, it } from 'vitest';
import { configOf, draftOf, fieldsOf } from './indicator-edit';
import { defaultIndicator, INDICATOR_KINDS } from './indicator-params';

describe('indicator dialog fields', () => {
  it('should read back every default configuration from its texts', () => {
    for (const kind of INDICATOR_KINDS) {
      const c = defaultIndicator(kind);
      expect(configOf(kind, draftOf(c))).toEqual({ ok: true, value: c });
    }
  });

  it('should show a list of periods as one text and read it with commas or spaces', () => {
    expect(draftOf(defaultIndicator('MA'))).toEqual({ periods: '7, 25, 99' });
    expect(configOf('MA', { periods: '5 10,20' })).toEqual({ ok: true, value: { kind: 'MA', params: { periods: [5, 10, 20] } } });
    expect(fieldsOf('VWAP')).toEqual([]);
    expect(fieldsOf('BOLL').map(([f]) => f)).toEqual(['period', 'multiplier']);
  });

  it('should name the first bad field and why', () => {
    expect(configOf('MA', { periods: '' })).toEqual({ ok: false, problem: { key: 'count', field: 'periods', max: 5 } });
    expect(configOf('MA', { periods: '1,2,3,4,5,6' })).toEqual({ ok: false, problem: { key: 'count', field: 'periods', max: 5 } });
    expect(configOf('MA', { periods: '7, x' })).toEqual({ ok: false, problem: { key: 'number', field: 'periods' } });
    expect(configOf('RSI', { periods: '1' })).toEqual({ ok: false, problem: { key: 'range', field: 'periods', min: 2, max: 500 } });
    expect(configOf('BOLL', { period: '20.5', multiplier: '2' })).toEqual({ ok: false, problem: { key: 'whole', field: 'period' } });
    expect(configOf('BOLL', { period: '20', multiplier: '11' })).toEqual({ ok: false, problem: { key: 'range', field: 'multiplier', min: 0.1, max: 10 } });
  });

  it('should refuse MACD with fast not below slow, and SAR with its maximum below its step', () => {
    expect(configOf('MACD', { fast: '26', slow: '12', signal: '9' })).toEqual({ ok: false, problem: { key: 'macdOrder', field: null } });
    expect(configOf('SAR', { step: '0.2', max: '0.1' })).toEqual({ ok: false, problem: { key: 'sarOrder', field: null } });
  });
});
