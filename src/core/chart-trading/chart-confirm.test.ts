import { describe, expect, it } from 'vitest';
import { afterConfirm, chartConfirm } from './chart-confirm';

describe('chartConfirm', () => {
  it('should ask before a quick order while its type\'s preference is on or unset', () => {
    expect(chartConfirm({ kind: 'order', type: 'limit' }, { orderConfirm: {} }, true)).toEqual({ ask: true, canSkip: true });
    expect(chartConfirm({ kind: 'order', type: 'market' }, { orderConfirm: { market: false } }, true).ask).toBe(false);
    expect(chartConfirm({ kind: 'order', type: 'limit' }, { orderConfirm: { market: false } }, true).ask).toBe(true);
  });

  it('should force the dialog before a line edit while quick edit is off', () => {
    expect(chartConfirm({ kind: 'update' }, { orderConfirm: { limit: false } }, false)).toEqual({ ask: true, canSkip: false });
    expect(chartConfirm({ kind: 'update' }, { orderConfirm: {} }, true).ask).toBe(false);
  });

  it('should turn the type\'s preference off when don\'t ask again was checked, and only then', () => {
    const market = { kind: 'order', type: 'market' } as const;
    expect(afterConfirm(market, { orderConfirm: { limit: true } }, true)).toEqual({ orderConfirm: { limit: true, market: false } });
    const prefs = { orderConfirm: {} };
    expect(afterConfirm(market, prefs, false)).toBe(prefs);
    expect(afterConfirm({ kind: 'update' }, prefs, true)).toBe(prefs);
  });
});
