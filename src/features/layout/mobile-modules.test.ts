import { describe, expect, it } from 'vitest';
import { BASIC_MODULES, PRO_MODULES } from './modules';
import { CHART_TAB_MODULES, hostedModules, mobileGridModules, mobileModules, mobileState } from './mobile-modules';
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

  it('should render the Trading Data tab in basic mobile mode, which has no trade-info module, and add nothing to pro', () => {
    expect(mobileModules('basic', BASIC_MODULES)).toEqual([...BASIC_MODULES, 'tradeInfo']);
    expect(mobileGridModules(mobileModules('basic', BASIC_MODULES))).toEqual(['brief', 'chart', 'orderPanel']);
    // pro keeps its own choice: a closed trade-info module is no tab
    const proShown = PRO_MODULES.filter((id) => id !== 'tradeInfo');
    expect(mobileModules('pro', proShown)).toEqual(proShown);
    expect(hostedModules('basic')).toContain('tradeInfo');
    expect(hostedModules('pro')).toEqual([...PRO_MODULES]);
  });
});
