/**
 * The panel's tabs, kind sub-tabs, header extras and links out (spec order-panel section 2).
 * Labels are `panel` namespace keys; the collapse into a dropdown works on the translated
 * labels with the spec's per-locale character width, so it needs no DOM measurement.
 */
import type { Locale } from '../../i18n/locales';
import type { KindTab, PanelMode } from './types';

export type PanelTab = 'open' | 'history' | 'trades' | 'funds' | 'positions';

export const TAB_KEY = {
  open: 'tab.openOrders',
  history: 'tab.orderHistory',
  trades: 'tab.tradeHistory',
  funds: 'tab.funds',
  positions: 'tab.positions',
} as const satisfies Record<PanelTab, string>;

const SPOT_TABS: readonly PanelTab[] = ['open', 'history', 'trades', 'funds'];
const MARGIN_TABS: readonly PanelTab[] = ['open', 'history', 'funds', 'positions'];

export interface TabSpec {
  id: PanelTab;
  labelKey: (typeof TAB_KEY)[PanelTab];
  /** Shown in brackets after the label; null: no count. */
  count: number | null;
}

/**
 * Tabs of a mode. Spot open orders always carry the total open count; margin positions carry
 * their count only above 0; no other tab has one.
 */
export function tabsFor(mode: PanelMode, counts: { openTotal: number; positions: number }): TabSpec[] {
  return (mode === 'margin' ? MARGIN_TABS : SPOT_TABS).map((id) => {
    let count: number | null = null;
    if (id === 'open' && mode === 'spot') count = counts.openTotal;
    if (id === 'positions' && counts.positions > 0) count = counts.positions;
    return { id, labelKey: TAB_KEY[id], count };
  });
}

/** A tab's text: its translated label, with the count in brackets when it has one. */
export function tabText(label: string, count: number | null): string {
  return count === null ? label : `${label}(${count})`;
}

/**
 * The active tab after the mode changed: a tab the new mode does not have (positions when
 * leaving margin, trade history when entering it) falls back to open orders.
 */
export function tabAfterModeChange(active: PanelTab, mode: PanelMode): PanelTab {
  return (mode === 'margin' ? MARGIN_TABS : SPOT_TABS).includes(active) ? active : 'open';
}

/** Estimated px per character of a tab label (spec section 2). */
export function charWidthPx(locale: Locale): number {
  switch (locale) {
    case 'en': case 'br': case 'ru': case 'es': case 'tr': case 'vn':
      return 8;
    case 'kr': case 'cn': case 'jp': case 'zh-TW':
      return 18;
    default:
      return 12;
  }
}

/** Horizontal padding of a tab in px. */
export const TAB_PADDING_PX = 24;
/** Room kept for the dropdown's trigger once any tab collapses (an icon plus padding). */
export const DROPDOWN_TRIGGER_PX = 32;

/** Estimated width of a tab whose text is `text` (code points x per-character width + padding). */
export function estimateTabWidth(text: string, locale: Locale): number {
  return Array.from(text).length * charWidthPx(locale) + TAB_PADDING_PX;
}

/**
 * Which tabs stay in the bar and which collapse into the dropdown, keeping the tab order:
 * tabs are taken from the left while they fit; from the first that does not, all the rest go
 * to the dropdown, and then the trigger's room must fit too (so one more may go).
 */
export function collapseTabs<T extends string>(
  tabs: readonly { id: T; text: string }[],
  locale: Locale,
  availablePx: number,
): { visible: T[]; overflow: T[] } {
  const widths = tabs.map((t) => estimateTabWidth(t.text, locale));
  const total = widths.reduce((a, b) => a + b, 0);
  if (total <= availablePx) return { visible: tabs.map((t) => t.id), overflow: [] };
  let used = DROPDOWN_TRIGGER_PX;
  let n = 0;
  while (n < tabs.length && used + widths[n] <= availablePx) used += widths[n++];
  return { visible: tabs.slice(0, n).map((t) => t.id), overflow: tabs.slice(n).map((t) => t.id) };
}

/** Kind sub-tabs (spot open orders and order history) and their label keys. */
export const KIND_KEY = {
  limit: 'kind.limitMarket',
  trigger: 'kind.trigger',
  stop: 'kind.stop',
} as const satisfies Record<KindTab, string>;

/** The gateway's order-count answer. */
export interface OpenCounts {
  totalCount: number;
  limitMarketCount: number;
  triggerOrderCount: number;
  stopLimitCount: number;
}

export const NO_COUNTS: OpenCounts = { totalCount: 0, limitMarketCount: 0, triggerOrderCount: 0, stopLimitCount: 0 };

/** The open-order counter of a kind sub-tab. */
export function kindCount(counts: OpenCounts, kind: KindTab): number {
  if (kind === 'trigger') return counts.triggerOrderCount;
  if (kind === 'stop') return counts.stopLimitCount;
  return counts.limitMarketCount;
}

/**
 * The kind sub-tabs a tab shows: the three kinds on spot open orders (with counts) and spot
 * order history (without); none elsewhere.
 */
export function kindTabsFor(tab: PanelTab, mode: PanelMode, counts: OpenCounts): { id: KindTab; labelKey: (typeof KIND_KEY)[KindTab]; count: number | null }[] {
  if (mode !== 'spot' || (tab !== 'open' && tab !== 'history')) return [];
  return (['limit', 'trigger', 'stop'] as const).map((id) => ({ id, labelKey: KIND_KEY[id], count: tab === 'open' ? kindCount(counts, id) : null }));
}

/** The header's extras, for signed-in users only (spec section 2 "Header extras"). */
export function headerExtras(tab: PanelTab, mode: PanelMode, loggedIn: boolean): { symbolFilter: boolean; cancelAll: boolean; marginHistoryLink: boolean } {
  if (!loggedIn) return { symbolFilter: false, cancelAll: false, marginHistoryLink: false };
  return {
    symbolFilter: tab === 'open' || tab === 'history' || tab === 'trades',
    cancelAll: tab === 'open' && mode === 'margin',
    marginHistoryLink: mode === 'margin',
  };
}

/**
 * Links out of the panel (spec section 2 "Links out"). The open-orders notice leads to the
 * order center of the panel's mode (margin: /orders-margin, on its open orders). Each link
 * carries the pair the trader is on (`symbol`), so the order center's way back returns to it
 * (docs/decisions.md).
 */
export function panelLinks(locale: Locale, mode: PanelMode = 'spot', symbol?: string): { openOrders: string; orderHistory: string; tradeHistory: string; marginHistory: string } {
  const spot = `/orders-spot/${locale}`;
  const margin = `/orders-margin/${locale}`;
  const pair = symbol === undefined || symbol === '' ? '' : `symbol=${encodeURIComponent(symbol)}`;
  const href = (path: string, type?: string) => {
    const q = [type === undefined ? '' : `type=${type}`, pair].filter((x) => x !== '').join('&');
    return q === '' ? path : `${path}?${q}`;
  };
  return {
    openOrders: mode === 'margin' ? href(margin, 'OPEN_ORDERS') : href(spot),
    orderHistory: href(spot, 'ORDER_HISTORY'),
    tradeHistory: href(spot, 'TRADE_HISTORY'),
    marginHistory: href(margin),
  };
}
