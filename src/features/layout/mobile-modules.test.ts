import { describe, expect, it } from 'vitest';
import { BASIC_MODULES, PRO_MODULES } from './modules';
import { CHART_TAB_MODULES, mobileGridModules, mobileState } from './mobile-modules';
import { isClosable } from './modules';

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

  it('should show the chart in mobile mode even where it was closed, and not let it be closed there', () => {
    const closed = { layouts: {}, hidden: ['chart', 'market'] } as const;
    expect(mobileState(closed).hidden).toEqual(['market']);
    const open = { layouts: {}, hidden: ['market'] } as const;
    expect(mobileState(open)).toBe(open);
    expect([isClosable('chart', false, true), isClosable('chart', true), isClosable('chart', false), isClosable('orderBook', false, true)]).toEqual([false, false, true, true]);
  });
});
