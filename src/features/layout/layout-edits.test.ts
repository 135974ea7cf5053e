import { describe, expect, it } from 'vitest';
import { PRO_DEFAULTS } from './default-layouts';
import { applyGridChange, isDefault, resetLayout, showModule } from './layout-edits';
import { EMPTY_LAYOUT_STATE, effectiveLayouts, hideModule, visibleModules } from './layout-state';

describe('layout state', () => {
  it('should start from every default layout with every module shown', () => {
    expect(effectiveLayouts('pro', EMPTY_LAYOUT_STATE)['3xl']).toBe(PRO_DEFAULTS['3xl']);
    expect(visibleModules('pro', EMPTY_LAYOUT_STATE)).toHaveLength(10);
    expect(isDefault(EMPTY_LAYOUT_STATE)).toBe(true);
  });

  it('should keep a reported move at its breakpoint only, and the same state for a report that moves nothing', () => {
    const moved = PRO_DEFAULTS['3xl'].map((m) => (m.i === 'chart' ? { ...m, y: m.y + 0.0000001 } : m));
    expect(applyGridChange('pro', EMPTY_LAYOUT_STATE, '3xl', moved)).toBe(EMPTY_LAYOUT_STATE);
    const next = applyGridChange('pro', EMPTY_LAYOUT_STATE, '3xl', [{ i: 'chart', x: 20, y: 20, w: 10, h: 30 }]);
    expect(next.layouts['3xl']!.find((m) => m.i === 'chart')).toEqual({ i: 'chart', x: 20, y: 20, w: 10, h: 30 });
    expect(next.layouts['3xl']!.find((m) => m.i === 'orderBook')).toEqual(PRO_DEFAULTS['3xl'].find((m) => m.i === 'orderBook'));
    expect(Object.keys(next.layouts)).toEqual(['3xl']);
  });

  it('should refuse a place outside the columns', () => {
    expect(applyGridChange('pro', EMPTY_LAYOUT_STATE, '3xl', [{ i: 'chart', x: 40, y: 0, w: 10, h: 30 }])).toBe(EMPTY_LAYOUT_STATE);
    expect(applyGridChange('pro', EMPTY_LAYOUT_STATE, '3xl', [{ i: 'chart', x: 0, y: NaN, w: 10, h: 30 }])).toBe(EMPTY_LAYOUT_STATE);
  });

  it('should hide a module, keep its place, show it again, and reset', () => {
    const hidden = hideModule('pro', EMPTY_LAYOUT_STATE, 'tradeInfo');
    expect(hidden.hidden).toEqual(['tradeInfo']);
    expect(hideModule('pro', hidden, 'tradeInfo')).toBe(hidden);
    expect(hideModule('pro', hidden, 'blockBasic')).toBe(hidden); // not a pro module
    expect(visibleModules('pro', hidden)).not.toContain('tradeInfo');
    // the grid reports the visible modules only: the hidden one keeps its place
    const after = applyGridChange('pro', hidden, '5xl', [{ i: 'orderPanel', x: 0, y: 64.8, w: 48, h: 40 }]);
    expect(after.layouts['5xl']!.find((m) => m.i === 'tradeInfo')).toEqual(PRO_DEFAULTS['5xl'].find((m) => m.i === 'tradeInfo'));
    expect(showModule(after, 'tradeInfo').hidden).toEqual([]);
    expect(showModule(after, 'chart')).toBe(after);
    expect(resetLayout()).toEqual(EMPTY_LAYOUT_STATE);
  });
});
