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
  /**
   * The pair the trader came from (?symbol=, set by the panel's links): "Back to trading"
   * returns to it. Absent on an address typed by hand.
   */
  symbol?: string;
}

/** A pair name as the trade page reads it (BASE_QUOTE); anything else in ?symbol= is ignored. */
const PAIR = /^[A-Za-z0-9]{1,20}_[A-Za-z0-9]{1,20}$/;

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
  const query = new URLSearchParams(search);
  const type = query.get('type');
  const symbol = query.get('symbol');
  const asked = centerTabs(mode).find((tab) => TYPE_OF[tab] === type);
  const route: CenterRoute = { locale: toLocale(m[2]), mode, tab: asked ?? defaultTab(mode) };
  if (symbol !== null && PAIR.test(symbol)) route.symbol = symbol;
  return route;
}

/**
 * The address of a tab (replaced in the address bar on a tab switch, so a reload keeps it),
 * the pair the trader came from kept in it.
 */
export function centerHref(route: CenterRoute): string {
  const q = new URLSearchParams();
  if (route.tab !== defaultTab(route.mode)) q.set('type', TYPE_OF[route.tab]);
  if (route.symbol !== undefined) q.set('symbol', route.symbol);
  const qs = q.toString();
  return `/orders-${route.mode}/${route.locale}${qs === '' ? '' : `?${qs}`}`;
}

/**
 * The trade page in the center's mode: of `symbol` (a pair clicked in a list), else of the
 * pair the trader came from ("Back to trading"), else the trade page's own default pair.
 */
export function tradeHref(route: CenterRoute, symbol: string | undefined = route.symbol): string {
  const q = new URLSearchParams();
  if (symbol !== undefined) q.set('symbol', symbol);
  if (route.mode === 'margin') q.set('type', 'margin');
  const qs = q.toString();
  return `/trade/${route.locale}${qs === '' ? '' : `?${qs}`}`;
}

/** Rows a page of the order center can hold; larger than the panel's, whose size follows its height. */
export const CENTER_PAGE_SIZES = [20, 50, 100] as const;
export const CENTER_PAGE_SIZE = CENTER_PAGE_SIZES[0];
