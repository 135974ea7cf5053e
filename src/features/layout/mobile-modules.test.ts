import { describe, expect, it } from 'vitest';
import { BASIC_MODULES, PRO_MODULES } from './modules';
import { CHART_TAB_MODULES, mobileGridModules } from './mobile-modules';

describe('mobile mode modules', () => {
  it('should leave the order form, the coin info and the chart area\'s tabs out of the grid, in the page\'s order', () => {
    expect(mobileGridModules(['favorite', 'ticket', 'market', 'chart', 'orderPanel', 'orderBook', 'marketTrades', 'tradeMaker', 'tradeInfo', 'coinInfo']))
      .toEqual(['favorite', 'ticket', 'market', 'chart', 'orderPanel']);
    expect(mobileGridModules(['chart', 'orderBook'])).toEqual(['chart']);
  });

  it('should leave the basic layout with its brief, chart and order panel', () => {
    expect(mobileGridModules(BASIC_MODULES)).toEqual(['brief', 'chart', 'orderPanel']);
  });

  it('should lend only modules of the pro grid, in the spec\'s tab order', () => {
    expect(CHART_TAB_MODULES).toEqual(['orderBook', 'marketTrades', 'tradeInfo']);
    for (const id of CHART_TAB_MODULES) expect(PRO_MODULES as readonly string[]).toContain(id);
  });
});
