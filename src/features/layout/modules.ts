/**
 * The trade page's modules (spec 001 "Page types and layouts"), by the ids the layout stores.
 * Pure: no React, no DOM. The spec's component names are noted beside each id.
 */

/**
 * The pro grid's modules: Favorite, SymbolTicket, Market, KChartNew, OrderPanel, OrderBookPanel,
 * MarketTradePanel, ProTradeMaker, TradeInfo, and the coin info panel (issue 23 asks for it as a
 * module of its own besides the chart area's Info tab).
 */
export const PRO_MODULES = ['favorite', 'ticket', 'market', 'chart', 'orderPanel', 'orderBook', 'marketTrades', 'tradeMaker', 'tradeInfo', 'coinInfo'] as const;

/**
 * Modules added to the pro grid after layouts of storage version 2.1.2 were first saved: a stored
 * layout without them is still the trader's arrangement, so they join it at their default place
 * instead of the whole layout being dropped (src/features/layout/stored-layout.ts).
 */
export const LATER_MODULES: ReadonlySet<ProModuleId> = new Set(['coinInfo']);

/** The basic layout's modules: SymbolBrief, OrderBookPanel, TradeMaker, SymbolBlockBasic, KChartNew, MarketTradePanel, OrderPanel. */
export const BASIC_MODULES = ['brief', 'orderBook', 'tradeMaker', 'blockBasic', 'chart', 'marketTrades', 'orderPanel'] as const;

export type ProModuleId = (typeof PRO_MODULES)[number];
export type BasicModuleId = (typeof BASIC_MODULES)[number];
export type ModuleId = ProModuleId | BasicModuleId;

export type PageLayout = 'pro' | 'basic';

export function isProModule(id: string): id is ProModuleId {
  return (PRO_MODULES as readonly string[]).includes(id);
}

/** The modules of a layout, in the order the page lays them out (and a screen reader reads them). */
export function modulesOf(layout: PageLayout): readonly ModuleId[] {
  return layout === 'pro' ? PRO_MODULES : BASIC_MODULES;
}

/**
 * Bars one grid row or so tall (favourites 3.2 rows, ticket and brief 5.6): their handle is a
 * narrow strip at the inline start rather than a title bar over content that has no room for one.
 */
const THIN: ReadonlySet<ModuleId> = new Set(['favorite', 'ticket', 'brief']);

export function isThin(id: ModuleId): boolean {
  return THIN.has(id);
}

/** Spec: "modules may be dragged, resized, hidden or closed, except Market which cannot be resized". */
export function isResizable(id: ModuleId): boolean {
  return id !== 'market';
}

/**
 * Spec: "the chart cannot be closed while fullscreen"; nor in mobile mode, where the chart area
 * also holds the order book, the market trades and the trading data as its tabs. Any other pro
 * module can be.
 */
export function isClosable(id: ModuleId, chartFullscreen: boolean, mobile = false): boolean {
  return !(id === 'chart' && (chartFullscreen || mobile));
}

/** Whether two module lists hold the same modules in the same order (a list rebuilt from an unchanged layout is the same). */
export function sameModuleList(a: readonly ModuleId[], b: readonly ModuleId[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
