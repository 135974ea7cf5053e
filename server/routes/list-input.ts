import { z } from 'zod';
import {
  intField,
  opt,
  orderModeField,
  sideField,
  symbolField,
  tradeTypeField,
} from './input-fields';

/**
 * Bodies of the order-panel list calls (spec order-panel section 7; the chart's calls of spec
 * trade-page section 7). Paging is by cursor: `limit` rows (the panel asks page size + 1 to
 * learn whether a next page exists) with pid < lastPid, newest first.
 */

/** Most rows one list call answers. */
export const MAX_LIMIT = 200;
export const DEFAULT_LIMIT = 50;
/** `removeLimit: true` on trades: the chart wants every fill of the window, up to this many. */
export const REMOVE_LIMIT_CAP = 1000;
/** History reaches back at most 3 months (92 days covers any 3 calendar months). */
export const HISTORY_WINDOW_MS = 92 * 86_400_000;
/** Default window when the client sends none (margin mode clears the date filter). */
export const DEFAULT_WINDOW_MS = 90 * 86_400_000;

const limitField = intField.refine((n) => n >= 1 && n <= MAX_LIMIT, { error: `must be 1 to ${MAX_LIMIT}` });

const paging = {
  limit: opt(limitField),
  lastPid: opt(intField),
};

const window = {
  startTime: opt(intField),
  endTime: opt(intField),
};

export const openOrdersSchema = z.object({
  orderMode: opt(orderModeField),
  tradeType: opt(tradeTypeField),
  symbol: opt(symbolField),
  side: opt(sideField),
  ...paging,
});

export const orderCountSchema = z.object({
  queryState: opt(z.literal('open', { error: 'must be "open"' })),
  orderMode: opt(orderModeField),
  symbol: opt(symbolField),
});

export const historyOrdersSchema = z.object({
  orderMode: opt(orderModeField),
  tradeType: opt(tradeTypeField),
  symbol: opt(symbolField),
  side: opt(sideField),
  excludeCanceled: opt(z.boolean({ error: 'must be true or false' })),
  ...window,
  ...paging,
});

export const orderTradesSchema = z.object({ orderId: intField });

export const tradesSchema = z.object({
  orderMode: opt(orderModeField),
  symbol: opt(symbolField),
  side: opt(sideField),
  removeLimit: opt(z.boolean({ error: 'must be true or false' })),
  ...window,
  ...paging,
});

export const filledOrdersSchema = z.object({
  orderMode: opt(orderModeField),
  symbol: opt(symbolField),
  side: opt(sideField),
  ...window,
  ...paging,
});

export const buySellSchema = z.object({
  orderMode: opt(orderModeField),
  symbol: symbolField,
});

/**
 * The time window of a history query: defaults to the last 90 days, and never reaches back
 * more than 3 months from now (an older startTime is moved up, as the panel only offers 3
 * months). Undefined when startTime is after endTime.
 */
export function historyWindow(start: number | undefined, end: number | undefined, now: number): { startTime: number; endTime: number } | undefined {
  const endTime = end ?? now;
  const startTime = Math.max(start ?? endTime - DEFAULT_WINDOW_MS, now - HISTORY_WINDOW_MS);
  return startTime > endTime ? undefined : { startTime, endTime };
}
