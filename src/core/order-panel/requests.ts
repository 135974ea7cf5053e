/**
 * Bodies of the panel's list calls (spec order-panel section 7; docs/api-trading.md "Order
 * lists"): open orders, order counts, order history, trade history and one order's fills.
 * `null` means "not given" to the gateway. The shell posts them; nothing here does I/O.
 */
import { historyWindow, type DateRange } from './history-filter';
import { pageRequest, sideOf, type ListState } from './paging';
import { KIND_TRADE_TYPE, orderModeOf, underscoreSymbol, type KindTab, type OrderMode, type PanelMode, type Side, type TradeType } from './types';

/** What every list call reads. */
export interface ListContext {
  mode: PanelMode;
  /** The spot kind sub-tab; ignored in margin, which lists every kind. */
  kind: KindTab;
  /** The current pair when "filter by current symbol" is ticked, else null. */
  symbolFilter: string | null;
  list: ListState;
  pageSize: number;
}

/** Date filter inputs of history and trades; the clock and zone come from the shell. */
export interface WindowContext {
  range: DateRange | null;
  nowMs: number;
  utcOffsetMinutes: number;
}

export interface OpenOrdersBody {
  orderMode: OrderMode;
  tradeType: TradeType | null;
  symbol: string | null;
  limit: number;
  lastPid: number | null;
  side: Side | null;
}

function common(ctx: ListContext) {
  return {
    orderMode: orderModeOf(ctx.mode),
    tradeType: ctx.mode === 'spot' ? KIND_TRADE_TYPE[ctx.kind] : null,
    symbol: ctx.symbolFilter === null ? null : underscoreSymbol(ctx.symbolFilter),
  };
}

/** POST /entrust-gateway/client/open-orders: spot passes the sub-tab's trade type. */
export function openOrdersBody(ctx: ListContext): OpenOrdersBody {
  return { ...common(ctx), ...pageRequest(ctx.list.cursor, ctx.pageSize), side: sideOf(ctx.list) };
}

/**
 * POST /entrust-gateway/client/order-count. The mode and the symbol filter are passed so the
 * counters describe the list on screen (cancel-all is disabled by the selected kind's counter).
 */
export function orderCountBody(mode: PanelMode, symbolFilter: string | null): { queryState: 'open'; orderMode: OrderMode; symbol: string | null } {
  return { queryState: 'open', orderMode: orderModeOf(mode), symbol: symbolFilter === null ? null : underscoreSymbol(symbolFilter) };
}

export interface HistoryOrdersBody extends OpenOrdersBody {
  startTime: number;
  endTime: number;
  excludeCanceled: boolean;
}

/** POST /entrust-gateway/client/history-orders. */
export function historyOrdersBody(ctx: ListContext, w: WindowContext, hideCancelled: boolean): HistoryOrdersBody {
  return {
    ...openOrdersBody(ctx),
    ...historyWindow(w.range, ctx.mode, w.nowMs, w.utcOffsetMinutes),
    excludeCanceled: hideCancelled,
  };
}

export interface TradesBody {
  orderMode: OrderMode;
  symbol: string | null;
  startTime: number;
  endTime: number;
  limit: number;
  lastPid: number | null;
  side: Side | null;
  /** Every fill of the window, up to the gateway's 1,000, in one answer (the chart's markers). */
  removeLimit?: boolean;
}

/** POST /entrust-gateway/client/trades (trade history: every kind, so no trade type). */
export function tradesBody(ctx: ListContext, w: WindowContext): TradesBody {
  const { orderMode, symbol } = common(ctx);
  return {
    orderMode,
    symbol,
    ...historyWindow(w.range, ctx.mode, w.nowMs, w.utcOffsetMinutes),
    ...pageRequest(ctx.list.cursor, ctx.pageSize),
    side: sideOf(ctx.list),
  };
}

/** POST /entrust-gateway/client/order-trades: the fills of an expanded history row. */
export function orderTradesBody(orderId: number): { orderId: number } {
  return { orderId };
}
