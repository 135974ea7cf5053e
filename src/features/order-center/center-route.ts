/**
 * The order center's addresses (spec order-panel section 2, links out): /orders-spot/{locale}
 * with ?type=ORDER_HISTORY or ?type=TRADE_HISTORY, and /orders-margin/{locale}, the panel's
 * "margin order history" link. Pure: the page reads location once and passes it in.
 */
import { toLocale, type Locale } from '../../i18n/locales';
import type { PanelMode } from '../../core/order-panel/types';

/** The order center's tabs: the panel's server lists (funds and positions stay in the panel). */
export type CenterTab = 'open' | 'history' | 'trades';

export interface CenterRoute {
  locale: Locale;
  mode: PanelMode;
  tab: CenterTab;
}

/** The `type` query of each tab (the spec's two, and one for open orders, margin's non-default tab). */
const TYPE_OF: Readonly<Record<CenterTab, string>> = { open: 'OPEN_ORDERS', history: 'ORDER_HISTORY', trades: 'TRADE_HISTORY' };

function defaultTab(mode: PanelMode): CenterTab {
  return mode === 'margin' ? 'history' : 'open';
}

/** Tabs of a mode, in order: margin has no trade history, as in the panel. */
export function centerTabs(mode: PanelMode): CenterTab[] {
  return mode === 'margin' ? ['open', 'history'] : ['open', 'history', 'trades'];
}

/**
 * Reads /orders-spot[/{locale}] and /orders-margin[/{locale}]; null for any other path. The tab
 * comes from ?type= (a tab the mode lacks, or none, gives the mode's default: open orders in
 * spot, order history in margin, where the link out is "margin order history").
 */
export function parseCenterRoute(pathname: string, search: string): CenterRoute | null {
  const m = /^\/orders-(spot|margin)(?:\/([^/?#]+))?\/?$/.exec(pathname);
  if (m === null) return null;
  const mode: PanelMode = m[1] === 'margin' ? 'margin' : 'spot';
  const type = new URLSearchParams(search).get('type');
  const asked = centerTabs(mode).find((tab) => TYPE_OF[tab] === type);
  return { locale: toLocale(m[2]), mode, tab: asked ?? defaultTab(mode) };
}

/** The address of a tab (replaced in the address bar on a tab switch, so a reload keeps it). */
export function centerHref(route: CenterRoute): string {
  const query = route.tab === defaultTab(route.mode) ? '' : `?type=${TYPE_OF[route.tab]}`;
  return `/orders-${route.mode}/${route.locale}${query}`;
}

/** Rows a page of the order center can hold; larger than the panel's, whose size follows its height. */
export const CENTER_PAGE_SIZES = [20, 50, 100] as const;
export const CENTER_PAGE_SIZE = CENTER_PAGE_SIZES[0];
