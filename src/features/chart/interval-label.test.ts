import { describe, expect, it } from 'vitest';
import { CHART_INTERVALS } from './chart-prefs';
import { intervalLabel, type LabelTexts } from './interval-label';

const EN: Record<string, string> = { 'interval.line': 'Line', 'interval.minutes': '{{n}}m', 'interval.hours': '{{n}}H', 'interval.days': '{{n}}D', 'interval.weeks': '{{n}}W', 'interval.months': '{{n}}M' };
const t: LabelTexts = (key, vars) => EN[key].replace('{{n}}', String(vars?.n ?? ''));

describe('intervalLabel', () => {
  it('should name all 16 intervals with their unit, hours for whole hours', () => {
    expect(CHART_INTERVALS.map((i) => intervalLabel(i, t))).toEqual(['Line', '1m', '3m', '5m', '15m', '30m', '1H', '2H', '4H', '6H', '8H', '12H', '1D', '3D', '1W', '1M']);
  });
});
