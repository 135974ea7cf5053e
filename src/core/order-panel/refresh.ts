/**
 * When the panel reloads what (spec order-panel sections 4, 6 and 9), as pure decisions: the
 * shell owns the socket, the timers and the visibility events and asks these functions.
 * Visitors never load anything: every decision is "no" for them.
 */
import { rangeAfterModeChange, type DateRange } from './history-filter';
import { tabAfterModeChange, type PanelTab } from './tabs';
import type { KindTab, PanelMode } from './types';

/** Lists and counters reload every 30 s while the page is visible. */
export const POLL_MS = 30_000;
/** A pushed event not followed by a list update within this long is reported (monitoring only). */
export const PUSH_WARN_MS = 5_000;
/** Reload requests closer than this to the previous request are dropped (leading edge). */
export const DEBOUNCE_MS = 800;
/** Wait between an accepted reload request and its call. */
export const CALL_DELAY_MS = 500;
/** The loading indicator hides this long after a call finished. */
export const LOADING_HIDE_MS = 300;

/** The order events of the user's notify channel (docs/protocol.md section 5). */
export const ORDER_EVENTS: ReadonlySet<string> = new Set(['TRADE_SUCCESS', 'NEW_ENTRUST', 'CANCEL_ENTRUST']);

/** The fields of a pushed notify payload these rules read. */
export interface PushEvent {
  event: string;
  /** 0 spot market, 2 margin, 3 trigger, 4 stop. */
  order_mode: number;
}

/** What the panel shows now. */
export interface PanelView {
  loggedIn: boolean;
  mode: PanelMode;
  tab: PanelTab;
  /** Current page of the active list (1-based). */
  page: number;
}

export interface RefreshPlan {
  /** Reload the active server list (open orders, order history, trade history). */
  list: boolean;
  /** Reload the open-order counters (tab and sub-tab counts). */
  counts: boolean;
  /** Reload the balances (the order form's wallet, funds). */
  wallet: boolean;
  /** Margin only: the extra refresh signal (margin funds, positions, risk). */
  margin: boolean;
}

const NOTHING: RefreshPlan = { list: false, counts: false, wallet: false, margin: false };

/** The spot kind sub-tab a push mode belongs to (0 limit/market, 3 trigger, 4 stop); null for margin or unknown. */
export function kindOfPushMode(orderMode: number): KindTab | null {
  return orderMode === 0 ? 'limit' : orderMode === 3 ? 'trigger' : orderMode === 4 ? 'stop' : null;
}

/** Whether a push mode belongs to the page mode: 2 to margin, 0, 3 and 4 to spot. */
export function pushModeFits(orderMode: number, mode: PanelMode): boolean {
  return mode === 'margin' ? orderMode === 2 : kindOfPushMode(orderMode) !== null;
}

const SERVER_LISTS: ReadonlySet<PanelTab> = new Set(['open', 'history', 'trades']);

/**
 * What a pushed order event reloads. An event of the other mode reloads nothing. The active
 * list reloads only on page 1 (a later page would shift under the reader); counters and the
 * wallet follow every fitting event. The event's kind does not gate the list: a triggered
 * plan order's child (a plain order) is announced with its parent's mode 3 or 4.
 */
export function onPushEvent(ev: PushEvent, view: PanelView): RefreshPlan {
  if (!view.loggedIn || !ORDER_EVENTS.has(ev.event) || !pushModeFits(ev.order_mode, view.mode)) return NOTHING;
  return {
    list: view.page === 1 && SERVER_LISTS.has(view.tab),
    counts: true,
    wallet: true,
    margin: view.mode === 'margin',
  };
}

/**
 * True when a pushed event at `eventAtMs` has gone `PUSH_WARN_MS` without the list being
 * updated after it (updatedAtMs: the last list update, null if none): report a warning.
 */
export function pushUpdateLate(eventAtMs: number, updatedAtMs: number | null, nowMs: number): boolean {
  return nowMs - eventAtMs >= PUSH_WARN_MS && (updatedAtMs === null || updatedAtMs < eventAtMs);
}

/** Whether the 30 s poll should reload now (lastLoadAtMs: the last load of lists and counters). */
export function pollDue(loggedIn: boolean, visible: boolean, lastLoadAtMs: number | null, nowMs: number): boolean {
  return loggedIn && visible && (lastLoadAtMs === null || nowMs - lastLoadAtMs >= POLL_MS);
}

/** Whether a visibility change reloads: returning to visible while signed in. */
export function reloadOnVisible(wasVisible: boolean, visible: boolean, loggedIn: boolean): boolean {
  return loggedIn && visible && !wasVisible;
}

/**
 * Leading-edge debounce of reload requests: a request is accepted when none came in the last
 * `DEBOUNCE_MS` (each request, accepted or not, restarts the wait); an accepted one is called
 * `CALL_DELAY_MS` later. Returns the decision and the time to remember as the last request.
 */
export function debounceLeading(lastRequestAtMs: number | null, nowMs: number): { accept: boolean; lastRequestAtMs: number } {
  return { accept: lastRequestAtMs === null || nowMs - lastRequestAtMs >= DEBOUNCE_MS, lastRequestAtMs: nowMs };
}

/** The route's part in the panel: trading pair and mode. */
export interface RouteState {
  symbol: string;
  mode: PanelMode;
}

/**
 * What a route change does: a new symbol or mode reloads (paging back to page 1); a mode
 * change also moves off a tab the new mode lacks and resets the date filter.
 */
export function onRouteChange(prev: RouteState, next: RouteState, ui: { tab: PanelTab; range: DateRange | null }, loggedIn: boolean): { reload: boolean; tab: PanelTab; range: DateRange | null } {
  const changed = prev.symbol !== next.symbol || prev.mode !== next.mode;
  return {
    reload: loggedIn && changed,
    tab: tabAfterModeChange(ui.tab, next.mode),
    range: rangeAfterModeChange(ui.range, prev.mode, next.mode),
  };
}
