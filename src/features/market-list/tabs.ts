/**
 * The list's tabs and what each holds (spec trade page sections 2 and 5). Pro layout shows
 * favourites, spot and margin only when the account's delegationType is 0 (a delegated account
 * cannot trade margin: it gets favourites and spot); basic layout shows favourites plus the
 * page's own type. The margin tab lists only pairs with a margin ratio; favourites in basic
 * margin layout likewise.
 */
import type { Catalog } from './catalog';

export type MarketTab = 'favorites' | 'spot' | 'margin';
export type PageLayout = 'pro' | 'basic';
export type PageType = 'spot' | 'margin';

export function visibleTabs(layout: PageLayout, type: PageType, delegationType: number): MarketTab[] {
  if (layout === 'basic') return ['favorites', type];
  return delegationType === 0 ? ['favorites', 'spot', 'margin'] : ['favorites', 'spot'];
}

/** The tab to open on: the remembered one if shown, else the page's type if shown, else spot. */
export function initialTab(tabs: readonly MarketTab[], remembered: string | null, type: PageType): MarketTab {
  if (remembered !== null && (tabs as readonly string[]).includes(remembered)) return remembered as MarketTab;
  return tabs.includes(type) ? type : 'spot';
}

/** True when pair `i` belongs in `tab`. */
export function inTab(cat: Catalog, i: number, tab: MarketTab, favorites: ReadonlySet<string>, basicMargin: boolean): boolean {
  if (tab === 'margin') return cat.margin[i] === 1;
  if (tab === 'favorites') return favorites.has(cat.symbol[i]) && (!basicMargin || cat.margin[i] === 1);
  return true;
}

/** Whether a pair of the pair list has a margin ratio (the margin map of spec section 5). */
export function hasMarginRatio(p: { leverageSymbolParam?: { marginRatio?: number } | null }): boolean {
  return (p.leverageSymbolParam?.marginRatio ?? 0) > 0;
}

/**
 * Spot or margin for a chosen pair (spec section 2): margin only when the page is in margin
 * mode and the pair has a margin ratio, or when chosen from the margin tab.
 */
export function modeForChoice(pageType: PageType, hasMargin: boolean, tab: MarketTab): PageType {
  if (!hasMargin) return 'spot';
  return pageType === 'margin' || tab === 'margin' ? 'margin' : 'spot';
}
