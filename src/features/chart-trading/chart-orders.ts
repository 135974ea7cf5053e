/**
 * The trader's own orders for the chart (issue 24, spec section 4: after an order, an edit or a
 * cancel the chart lines refresh; pushed order events reload open orders and history): the open
 * orders of the pair as lines and its fills of the last 90 days as markers. Loaded for signed-in
 * traders only, again whenever the account's orders tick (a local change or a pushed event,
 * src/state/account.ts). A failed call clears what it feeds (spec section 8: "failed own-orders
 * call clears the markers").
 *
 * Edits and cancels go through the order panel's calls and rules (the same update body, the same
 * refusals), so a line moved on the chart and a row edited in the panel are one thing.
 */
import { batch, effect, signal } from '@preact/signals-react';
import { linesOf, type OrderLine } from '../../core/chart-trading/order-lines';
import { historyMarkers, HISTORY_WINDOW_MS, type FilledRow, type HistoryMarker } from '../../core/chart-trading/history-markers';
import { cancelOneBody } from '../../core/order-panel/cancel-all';
import { prefillEdit, type EditedOrder } from '../../core/order-panel/edit-order';
import { randomChars } from '../../core/order-form/payload';
import { REQ_NO_RANDOM_LENGTH } from '../../core/order-form/constants';
import { orderModeOf, type PanelMode } from '../../core/order-panel/types';
import type { KlineInterval } from '../../protocol/intervals';
import { apiPostSigned } from '../../net/api';
import { sameAnswer } from '../../net/same-answer';
import { account, ordersTick, refreshOrdersAndWallet } from '../../state/account';
import { fetchOpenOrders, fetchTrades, sendCancel } from '../order-panel/panel-api';
import type { ListedOrder } from '../order-panel/rows';
import { submitEdit, type EditOutcome } from '../order-panel/edit/edit-submit';
import type { FormPair } from '../order-form/form-pair';
import { lastPrice } from '../order-form/form-pair';
import { EDIT_DEFAULT_RATES } from '../../core/order-panel/edit-order';
import { cancelOutcomeOf, type CancelOutcome } from './line-refusal';

/**
 * The open orders drawn and the fills marked, each for the pair and mode it was loaded for: two
 * signals, so a fill (new fills, the same open orders) renders the markers and not the lines.
 */
export const chartOpenOrders = signal<{ key: string; orders: ListedOrder[] }>({ key: '', orders: [] });
export const chartFills = signal<{ key: string; fills: FilledRow[] }>({ key: '', fills: [] });

/** The fills' limit sent with removeLimit (the gateway then answers up to 1,000: the window's fills, not a page). */
const FILLS_LIMIT = 200;
/** Open orders asked: the spec's open-order fetch limit. */
const OPEN_LIMIT = 50;

export const keyOf = (symbol: string, mode: PanelMode) => `${symbol}|${mode}`;

interface ChartOrders { key: string; orders: ListedOrder[]; fills: FilledRow[] }

/** Shows what a load read; a part equal to what is shown is left as it is (nothing renders for it). */
function show(read: ChartOrders): void {
  batch(() => {
    const open = chartOpenOrders.peek();
    if (open.key !== read.key || !sameAnswer(open.orders, read.orders)) chartOpenOrders.value = { key: read.key, orders: read.orders };
    const marked = chartFills.peek();
    if (marked.key !== read.key || !sameAnswer(marked.fills, read.fills)) chartFills.value = { key: read.key, fills: read.fills };
  });
}

/** Reads `symbol`'s open orders and recent fills in `mode` (the caller checks sign-in). */
async function readChartOrders(symbol: string, mode: PanelMode, now = Date.now()): Promise<ChartOrders> {
  const orderMode = orderModeOf(mode);
  const [orders, fills] = await Promise.all([
    fetchOpenOrders({ orderMode, tradeType: null, symbol, limit: OPEN_LIMIT, lastPid: null, side: null }),
    // every fill of the window in one answer (a busy trader has more than a page of them)
    fetchTrades({ orderMode, symbol, startTime: now - HISTORY_WINDOW_MS, endTime: now, limit: FILLS_LIMIT, lastPid: null, side: null, removeLimit: true }),
  ]);
  return {
    key: keyOf(symbol, mode),
    orders: orders ?? [],
    fills: (fills ?? []).map((f) => ({ orderId: f.orderId, symbol: f.symbol, side: f.side, createTime: f.createTime, priceAvg: f.priceAvg ?? f.price, size: f.size, notional: f.notional, fee: f.fee, feeCoinName: f.feeCoinName })),
  };
}

/**
 * Keeps chartOpenOrders and chartFills loaded for `symbol` in `mode` while the trader is signed in, reloading on
 * every orders tick; returns the stop. A visitor's chart has no lines and no markers.
 */
export function followChartOrders(symbol: string, mode: PanelMode): () => void {
  let latest = 0;
  let following = true;
  const none = (): ChartOrders => ({ key: keyOf(symbol, mode), orders: [], fills: [] });
  const stop = effect(() => {
    void ordersTick.value;
    if (account.value === null || account.value === undefined) {
      show(none());
      return;
    }
    // only the newest answer of a pair still followed is shown: an older or another pair's,
    // landing late, would put its lines on this chart
    const call = ++latest;
    const current = () => following && call === latest;
    void readChartOrders(symbol, mode).then((read) => {
      if (current()) show(read);
    }, () => {
      if (current()) show(none());
    });
  });
  return () => {
    following = false;
    stop();
  };
}

/** The lines of what is loaded for `symbol` and `mode` (none while another pair's orders are in). */
export function chartLines(symbol: string, mode: PanelMode): OrderLine[] {
  const c = chartOpenOrders.value;
  return c.key === keyOf(symbol, mode) ? linesOf(c.orders, symbol) : [];
}

/** The markers of what is loaded, on candles of `interval`. */
export function chartMarkers(symbol: string, mode: PanelMode, interval: KlineInterval): HistoryMarker[] {
  const c = chartFills.value;
  return c.key === keyOf(symbol, mode) ? historyMarkers(c.fills, interval) : [];
}

/** The loaded order behind a line. */
export function orderOfLine(orderId: number): ListedOrder | undefined {
  return chartOpenOrders.peek().orders.find((o) => o.orderId === orderId);
}

/**
 * Moves `order` to `price` (its price, or its trigger price for a plan order) with the order
 * panel's update call; the other figures stay as they are. The lines reload either way (a
 * refused update puts the line back where the order still is).
 */
export async function moveOrder(order: ListedOrder, price: string, pair: FormPair): Promise<EditOutcome> {
  const edited: EditedOrder = { ...order, notional: order.notional ?? '0' };
  const fields = prefillEdit(edited, { pair, rates: EDIT_DEFAULT_RATES });
  const moved = order.tradeType === 'spot_market' ? { ...fields, price } : { ...fields, triggerPrice: price };
  try {
    return await submitEdit(apiPostSigned, edited, moved, {
      pair, symbolId: pair.symbolId, lastPrice: lastPrice(), timestamp: Date.now(), random: randomChars(REQ_NO_RANDOM_LENGTH, Math.random),
    });
  } finally {
    refreshOrdersAndWallet();
  }
}

/**
 * Cancels `order` from its line with the order panel's call and body, and says how it went:
 * done, the session ended (-6), or refused with the gateway's code (the panel's own cancel keeps
 * its refusals silent; a line tells them, as its refused edits). The lines reload either way (an
 * order filled or cancelled meanwhile leaves the chart).
 */
export async function cancelFromLine(order: ListedOrder, mode: PanelMode): Promise<CancelOutcome> {
  const answer = await sendCancel(cancelOneBody(order, mode));
  refreshOrdersAndWallet();
  return cancelOutcomeOf(answer);
}
