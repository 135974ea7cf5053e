/**
 * Which modules are where in mobile mode (below 960 px, either layout). Pure: no React, no DOM.
 */
import type { LayoutState } from './layout-state';
import { modulesOf, type ModuleId, type PageLayout } from './modules';

/**
 * Modules that are tabs of the chart area in mobile mode (spec 001 "Chart area": "on mobile also
 * Order Book, Market Trades, Trading Data"), in the tabs' order, not panels of the one column.
 */
export const CHART_TAB_MODULES = ['orderBook', 'marketTrades', 'tradeInfo'] as const;
export type ChartTabModule = (typeof CHART_TAB_MODULES)[number];

/**
 * Modules the one column leaves out: the order form (in the bottom drawer) and the coin info
 * (pro's coinInfo, basic's blockBasic), which the chart area's own Info tab already shows there
 * (one column has no room for it twice).
 */
const OFF_GRID: readonly ModuleId[] = ['tradeMaker', 'coinInfo', 'blockBasic'];

/**
 * The modules the grid frames in mobile mode: the `shown` ones but those off the grid and the
 * chart area's tabs. Each module's content is in one place only: its host is adopted either by
 * the grid or by the drawer or the chart area, never by two.
 */
export function mobileGridModules(shown: readonly ModuleId[]): ModuleId[] {
  return shown.filter((id) => !OFF_GRID.includes(id) && !(CHART_TAB_MODULES as readonly ModuleId[]).includes(id));
}

/**
 * The layout state mobile mode shows: the chart always, even when closed on a wide screen. Its
 * area holds the order book, the market trades and the trading data there; without it they
 * would be nowhere on the page.
 */
export function mobileState(state: LayoutState): LayoutState {
  return state.hidden.includes('chart') ? { ...state, hidden: state.hidden.filter((id) => id !== 'chart') } : state;
}

/**
 * The modules mobile mode renders for `layout`: the `shown` ones, and each chart-area tab the
 * layout has no module for. Basic has no trade-info module, and spec 001 gives the chart area a
 * Trading Data tab on mobile whatever the layout: its content is rendered for the tab alone.
 */
export function mobileModules(layout: PageLayout, shown: readonly ModuleId[]): ModuleId[] {
  const own = modulesOf(layout);
  const lent = CHART_TAB_MODULES.filter((id) => !own.includes(id));
  return lent.length === 0 ? [...shown] : [...shown, ...lent];
}

/** Every module `layout` may render, in mobile mode too: the ids that need a host. */
export function hostedModules(layout: PageLayout): ModuleId[] {
  return mobileModules(layout, modulesOf(layout));
}
