/**
 * Cancelling from the panel (spec order-panel sections 2, 4, 5 and 7): the cancel-all variant,
 * its enabled state, its confirmation per the CANCEL_ALL preference, and the bodies of the
 * gateway's cancel calls (docs/api-trading.md POST /order/spot/cancel and /all/cancel).
 */
import { pageAfterCancel, type Cursor } from './paging';
import { kindCount, type OpenCounts } from './tabs';
import { KIND_TRADE_TYPE, PLAN_TYPE, underscoreSymbol, type KindTab, type PanelMode, type PanelOrder } from './types';

/** Every cancel call's `reqSource` (web). */
export const REQ_SOURCE = 2;

export type OrderModeCode = 'normal_order' | 'lever_order';

/** The cancel calls' `orderModeCode` of a page mode. */
export function orderModeCodeOf(mode: PanelMode): OrderModeCode {
  return mode === 'margin' ? 'lever_order' : 'normal_order';
}

/**
 * all: margin, every kind; limit / trigger / stop: the spot kind sub-tab; symbol: only the
 * current pair's orders ("filter by current symbol" ticked) of that kind or, in margin, of all.
 */
export type CancelAllVariant = 'all' | 'limit' | 'trigger' | 'stop' | 'symbol';

export interface CancelAllContext {
  mode: PanelMode;
  /** The spot kind sub-tab (ignored in margin). */
  kind: KindTab;
  /** The current pair when "filter by current symbol" is ticked, else null. */
  symbolFilter: string | null;
  counts: OpenCounts;
}

export function cancelAllVariant(ctx: CancelAllContext): CancelAllVariant {
  if (ctx.symbolFilter !== null) return 'symbol';
  return ctx.mode === 'margin' ? 'all' : ctx.kind;
}

/** Spot: disabled while the selected kind's counter is 0; margin: always allowed. */
export function cancelAllEnabled(ctx: CancelAllContext): boolean {
  return ctx.mode === 'margin' || kindCount(ctx.counts, ctx.kind) > 0;
}

export interface CancelAllBody {
  reqSource: typeof REQ_SOURCE;
  orderModeCode: OrderModeCode;
  /** 'BTC_USDT' only when filtering by pair; null: every pair. */
  symbol: string | null;
  /** 0 plain, 1 TP/SL, 2 trigger; null (margin): every kind. */
  planType: 0 | 1 | 2 | null;
}

/** POST /order/spot/all/cancel body of the context's variant. */
export function cancelAllBody(ctx: CancelAllContext): CancelAllBody {
  return {
    reqSource: REQ_SOURCE,
    orderModeCode: orderModeCodeOf(ctx.mode),
    symbol: ctx.symbolFilter === null ? null : underscoreSymbol(ctx.symbolFilter),
    planType: ctx.mode === 'margin' ? null : PLAN_TYPE[KIND_TRADE_TYPE[ctx.kind]],
  };
}

/** `panel` keys of the confirmation text per variant (symbol takes `{{symbol}}`). */
export const CONFIRM_KEY = {
  all: 'cancelAll.confirmAll',
  limit: 'cancelAll.confirmLimit',
  trigger: 'cancelAll.confirmTrigger',
  stop: 'cancelAll.confirmStop',
  symbol: 'cancelAll.confirmSymbol',
} as const satisfies Record<CancelAllVariant, string>;

/**
 * What a click on an enabled Cancel All does: ask first while the CANCEL_ALL preference is on
 * (the default), else cancel at once. A disabled button does nothing.
 */
export function cancelAllClick(ctx: CancelAllContext, confirmPref: boolean): 'none' | 'confirm' | 'cancel' {
  if (!cancelAllEnabled(ctx)) return 'none';
  return confirmPref ? 'confirm' : 'cancel';
}

/**
 * The preference change to save when the dialog is confirmed: 'do not ask again' ticked turns
 * CANCEL_ALL off (POST /gw-api/user/preferences); null: nothing to save.
 */
export function preferenceOnConfirm(doNotAskAgain: boolean): { CANCEL_ALL: false } | null {
  return doNotAskAgain ? { CANCEL_ALL: false } : null;
}

/**
 * The spec's loading state of the Cancel All button: shown while the call runs, and only when
 * the user has not turned the confirmation off.
 */
export function cancelAllLoading(callPending: boolean, confirmPref: boolean): boolean {
  return callPending && confirmPref;
}

export interface CancelOneBody {
  orderId: number;
  reqSource: typeof REQ_SOURCE;
  orderModeCode: OrderModeCode;
  /** null in margin, otherwise from the row's trade type. */
  planType: 0 | 1 | 2 | null;
}

/** POST /order/spot/cancel body of one open-order row. */
export function cancelOneBody(row: Pick<PanelOrder, 'orderId' | 'tradeType'>, mode: PanelMode): CancelOneBody {
  return {
    orderId: row.orderId,
    reqSource: REQ_SOURCE,
    orderModeCode: orderModeCodeOf(mode),
    planType: mode === 'margin' ? null : PLAN_TYPE[row.tradeType],
  };
}

/**
 * After one cancel succeeded: the page to reload (one back when the page's only row went),
 * and whether the chart's own orders refresh (the order was on the current pair). The wallet,
 * the list and the counters always reload, and the success message shows.
 */
export function afterCancelOne(cursor: Cursor, rowsOnPageBefore: number, orderSymbol: string, currentSymbol: string): { cursor: Cursor; chartOrders: boolean } {
  return {
    cursor: pageAfterCancel(cursor, rowsOnPageBefore),
    chartOrders: underscoreSymbol(orderSymbol) === underscoreSymbol(currentSymbol),
  };
}
