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
/** Reload requests closer than this to the previous one join its call or follow it this long after (leading edge). */
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
 * wallet follow every fitting event. The event's kind does not gate the list: when a plan
 * fires, the plan itself ends COMPLETE and is not announced; only its child is, a plain order
 * (spot_market, mode 0), and that one event must still reload the Trigger or TP/SL sub-tab the
 * plan leaves as well as the Limit/Market one the child joins, and both counters.
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
 * What one coalesced refresh covers: whether a widget of the page changed orders or funds
 * itself (a cancel, an edit, an order placed, a transfer), and the pushed order events.
 */
export interface Burst {
  local: boolean;
  pushed: readonly PushEvent[];
  /** When the first request of the burst came (the 5 s push monitoring counts from it). */
  startedAtMs: number;
}

/**
 * The page's one refresh queue (spec section 9: "Debounce 800 ms on the leading edge with a
 * 500 ms delay before the call"). A cancel is heard twice, by its answer and by its pushed
 * CANCEL_ENTRUST, and a Cancel All of n orders n + 1 times: all of it is one change and must
 * load the lists, the counters and the balances once.
 */
export interface Coalescer {
  lastRequestAtMs: number | null;
  /** When the pending call runs; null when none is pending. */
  dueAtMs: number | null;
  pending: Burst | null;
}

export const IDLE: Coalescer = { lastRequestAtMs: null, dueAtMs: null, pending: null };

/**
 * A refresh request at `nowMs`. It joins the pending call when there is one. Otherwise the first
 * request after `DEBOUNCE_MS` of quiet (the leading edge) is called `CALL_DELAY_MS` later; one
 * that comes within the quiet time of the previous request, after its call already ran, is not
 * dropped (it may be a new fill) but called `DEBOUNCE_MS` later, so calls stay that far apart.
 * A stream of requests never postpones a pending call. The shell sets its timer to `dueAtMs`.
 */
export function requestRefresh(c: Coalescer, req: { local: boolean; pushed: readonly PushEvent[] }, nowMs: number): Coalescer {
  const pending: Burst = c.pending === null
    ? { ...req, startedAtMs: nowMs }
    : { local: c.pending.local || req.local, pushed: [...c.pending.pushed, ...req.pushed], startedAtMs: c.pending.startedAtMs };
  const leading = c.lastRequestAtMs === null || nowMs - c.lastRequestAtMs >= DEBOUNCE_MS;
  const dueAtMs = c.dueAtMs ?? nowMs + (leading ? CALL_DELAY_MS : DEBOUNCE_MS);
  return { lastRequestAtMs: nowMs, dueAtMs, pending };
}

/** At `nowMs`: the burst to run now (null when nothing is due) and the queue after it. */
export function takeDue(c: Coalescer, nowMs: number): { burst: Burst | null; next: Coalescer } {
  if (c.dueAtMs === null || c.pending === null || nowMs < c.dueAtMs) return { burst: null, next: c };
  return { burst: c.pending, next: { ...c, dueAtMs: null, pending: null } };
}

/**
 * What one burst reloads for a view: a local change reloads everything shown (the page made the
 * change, whatever its page or kind); pushed events follow onPushEvent, merged.
 */
export function planOfBurst(burst: Pick<Burst, 'local' | 'pushed'>, view: PanelView): RefreshPlan {
  if (!view.loggedIn) return NOTHING;
  let plan = burst.local ? { list: true, counts: true, wallet: true, margin: view.mode === 'margin' } : NOTHING;
  for (const ev of burst.pushed) {
    const p = onPushEvent(ev, view);
    plan = { list: plan.list || p.list, counts: plan.counts || p.counts, wallet: plan.wallet || p.wallet, margin: plan.margin || p.margin };
  }
  return plan;
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
