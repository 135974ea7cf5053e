import { describe, expect, it } from 'vitest';
import {
  CHART_INTERVALS, CHART_STYLES, chartIndicators, chartSettings, chartStyle, DEFAULT_SETTINGS, drawnAs, intervalConfig,
  limitOrderTrade, quickEditOrder, readPref, showOrders, writePref, type Store,
} from './chart-prefs';
import { defaultIndicator } from './indicator-params';

function memory(init: Record<string, string> = {}): Store & { data: Record<string, string> } {
  const data = { ...init };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

describe('chart preferences', () => {
  it('should have the spec defaults: 16 intervals, shown set 1line 1 5 15 60 240 1D, interval 15, candle style', () => {
    const s = memory();
    expect(CHART_INTERVALS).toHaveLength(16);
    expect(readPref(s, intervalConfig)).toEqual({ current: '15', shown: ['1line', '1', '5', '15', '60', '240', '1D'] });
    expect(readPref(s, chartStyle)).toBe('candle');
    expect(CHART_STYLES).toHaveLength(7);
    expect(readPref(s, chartIndicators)).toEqual([]);
    expect(readPref(s, chartSettings)).toEqual(DEFAULT_SETTINGS);
    expect([readPref(s, showOrders), readPref(s, limitOrderTrade)]).toEqual([true, false]);
  });

  it('should store each choice under the spec\'s key and read it back', () => {
    const s = memory();
    expect(writePref(s, intervalConfig, { current: '1W', shown: ['1D', '1', '1W'] }).ok).toBe(true);
    // the toolbar keeps its own order
    expect(JSON.parse(s.data.intervalConfig)).toEqual({ current: '1W', shown: ['1', '1D', '1W'] });
    writePref(s, chartStyle, 'heikinAshi');
    writePref(s, quickEditOrder, true);
    const macd = defaultIndicator('MACD');
    writePref(s, chartIndicators, [defaultIndicator('MA'), { ...macd, params: { ...macd.params, fast: 5 } }]);
    writePref(s, chartSettings, { ...DEFAULT_SETTINGS, scale: 'log', grid: false });
    expect(s.data.chartStyle).toBe('"heikinAshi"');
    expect(s.data.quickEditOrder).toBe('true');
    expect(readPref(s, intervalConfig).current).toBe('1W');
    expect(readPref(s, chartStyle)).toBe('heikinAshi');
    expect(readPref(s, quickEditOrder)).toBe(true);
    expect(readPref(s, chartIndicators).map((c) => c.kind)).toEqual(['MA', 'MACD']);
    expect(readPref(s, chartSettings)).toMatchObject({ scale: 'log', grid: false });
  });

  it('should refuse a bad value with a reason and store nothing', () => {
    const s = memory();
    const bad = [
      writePref(s, intervalConfig, { current: '2', shown: ['1'] } as never),
      writePref(s, intervalConfig, { current: '15', shown: [] }),
      writePref(s, chartStyle, 'renko' as never),
      writePref(s, chartIndicators, [defaultIndicator('RSI'), defaultIndicator('RSI')]),
      writePref(s, chartIndicators, [{ kind: 'MA', params: { periods: [0] } } as never]),
      writePref(s, chartSettings, { ...DEFAULT_SETTINGS, upColor: 'green' }),
    ];
    expect(bad.map((b) => (b.ok ? 'ok' : b.reason))).toEqual([
      'unknown interval 2',
      'at least one interval must be shown',
      'unknown chart style renko',
      'RSI is listed twice: one of each, with several periods',
      'MA periods must be between 1 and 500',
      'upColor must be a colour #rrggbb',
    ]);
    expect(s.data).toEqual({});
  });

  it('should drop corrupt or foreign stored values and use the defaults, never throwing', () => {
    const s = memory({
      intervalConfig: '{"current":"15","shown":["1","7"]}',
      chartStyle: 'candle', // not JSON
      chartSettings: '{"upColor":"#000000"}',
      showOrders: '"yes"',
      limitOrderTrade: '{{{',
    });
    expect(readPref(s, intervalConfig).shown).toEqual(['1line', '1', '5', '15', '60', '240', '1D']);
    expect(readPref(s, chartStyle)).toBe('candle');
    expect(readPref(s, chartSettings)).toEqual(DEFAULT_SETTINGS);
    expect(readPref(s, showOrders)).toBe(true);
    expect(readPref(s, limitOrderTrade)).toBe(false);
    const throwing: Store = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); } };
    expect(readPref(throwing, chartStyle)).toBe('candle');
    expect(writePref(throwing, chartStyle, 'area')).toEqual({ ok: true, value: 'area' });
    expect(readPref(undefined, intervalConfig).current).toBe('15');
  });

  it('should keep the readable indicators of a partly corrupt list', () => {
    const s = memory({ chartIndicators: JSON.stringify([defaultIndicator('EMA'), { kind: 'EMA' }, { kind: 'WR', params: { periods: [14] } }, 'junk']) });
    expect(readPref(s, chartIndicators)).toEqual([defaultIndicator('EMA'), defaultIndicator('WR')]);
  });
});

describe('drawnAs', () => {
  it('should draw 1line as the line style over the 1-minute stream', () => {
    expect(drawnAs({ current: '1line', shown: [] }, 'candle')).toEqual({ stream: '1', style: 'line' });
    expect(drawnAs({ current: '240', shown: [] }, 'hollow')).toEqual({ stream: '240', style: 'hollow' });
  });
});
