import { Hono } from 'hono';
import type { GatewayDeps } from '../deps';
import type { Fill, Order, OrderMode, Side, TradeType } from '../engine/types';
import type { GatewayEnv } from '../http/env';
import { readJson } from '../http/input';
import type { Store } from '../store/api';
import { formatUnits } from '../../src/core/units';
import {
  DEFAULT_LIMIT,
  buySellSchema,
  historyOrdersSchema,
  historyWindow,
  openOrdersSchema,
  orderCountSchema,
} from './list-input';
import { orderRow, type OrderRow } from './order-view';
import { ok } from './respond';
import type { TradingRefs } from './trading-refs';

/**
 * The order panel's and the chart's order lists: POST /entrust-gateway/client/{open-orders,
 * order-count, history-orders, order/buy-sell} (fills: fill-lists.ts). Open orders come from
 * the engine (it holds them), history from the store. Every query is bound to the signed-in
 * user, so no id or cursor reaches another user's records.
 */
export function orderListRoutes(deps: GatewayDeps, refs: TradingRefs): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  const { engine, store } = deps;

  const rows = (userId: number, orders: Order[]) => orderRows(store, refs, userId, orders);

  interface OpenFilter {
    mode: OrderMode;
    tradeType?: TradeType;
    symbol?: string;
    side?: Side;
  }
  /** The user's open orders matching the filter, newest first. */
  function open(userId: number, f: OpenFilter): Order[] {
    return engine
      .openOrders(userId)
      .filter(
        (o) =>
          o.mode === f.mode &&
          (f.tradeType === undefined || o.tradeType === f.tradeType) &&
          (f.symbol === undefined || o.symbol === f.symbol) &&
          (f.side === undefined || o.side === f.side),
      )
      .sort((a, b) => b.orderId - a.orderId);
  }

  app.post('/entrust-gateway/client/open-orders', async (c) => {
    const body = await readJson(c, openOrdersSchema);
    if (!body.ok) return body.answer;
    const { orderMode, tradeType, symbol, side, limit, lastPid } = body.data;
    const userId = c.get('userId')!;
    const list = open(userId, { mode: orderMode ?? 'spot', tradeType, symbol, side })
      .filter((o) => lastPid === undefined || o.orderId < lastPid)
      .slice(0, limit ?? DEFAULT_LIMIT);
    return ok(c, rows(userId, list));
  });

  app.post('/entrust-gateway/client/order-count', async (c) => {
    const body = await readJson(c, orderCountSchema);
    if (!body.ok) return body.answer;
    const list = open(c.get('userId')!, { mode: body.data.orderMode ?? 'spot', symbol: body.data.symbol });
    const count = (t: TradeType) => list.filter((o) => o.tradeType === t).length;
    return ok(c, {
      totalCount: list.length,
      limitMarketCount: count('spot_market'),
      triggerOrderCount: count('spot_trigger'),
      stopLimitCount: count('spot_stop'),
    });
  });

  app.post('/entrust-gateway/client/history-orders', async (c) => {
    const body = await readJson(c, historyOrdersSchema);
    if (!body.ok) return body.answer;
    const b = body.data;
    const userId = c.get('userId')!;
    const window = historyWindow(b.startTime, b.endTime, deps.now());
    if (window === undefined) return ok(c, []);
    const list = store.historyOrders({
      userId,
      mode: b.orderMode ?? 'spot',
      tradeType: b.tradeType,
      symbol: b.symbol,
      side: b.side,
      ...window,
      closedOnly: true,
      foldChildren: true,
      excludeCanceled: b.excludeCanceled ?? false,
      limit: b.limit ?? DEFAULT_LIMIT,
      lastPid: b.lastPid,
    });
    return ok(c, rows(userId, list));
  });

  app.post('/entrust-gateway/client/order/buy-sell', async (c) => {
    const body = await readJson(c, buySellSchema);
    if (!body.ok) return body.answer;
    const pair = refs.pair(body.data.symbol);
    const resting = open(c.get('userId')!, { mode: body.data.orderMode ?? 'spot', symbol: body.data.symbol }).filter(
      (o) => o.planType === 0 && o.type !== 'market',
    );
    const marker = (o: Order) => ({
      price: formatUnits(o.price, pair?.pricePrecision ?? 2),
      orderId: String(o.orderId),
      entrustIdStr: String(o.orderId),
    });
    const side = (s: Side, dir: number) =>
      resting
        .filter((o) => o.side === s)
        .sort((a, b) => dir * (a.price - b.price))
        .slice(0, MARKERS_PER_SIDE)
        .map(marker);
    return ok(c, { buyInfoList: side('buy', -1), sellInfoList: side('sell', 1) });
  });

  return app;
}

/** Rows of orders; a filled limit order's role comes from its first fill (one store read). */
export function orderRows(store: Store, refs: TradingRefs, userId: number, orders: Order[]): OrderRow[] {
  return orders.map((o) => {
    const fills = o.filledSize > 0 && o.type === 'limit' ? store.orderFills(userId, o.orderId) : [];
    const first = fills.reduce<Fill | undefined>((a, f) => (a === undefined || f.tradeId < a.tradeId ? f : a), undefined);
    return orderRow(o, refs, first?.role);
  });
}

/** The order book shows at most 50 own-order markers per side (spec trade-page section 9). */
const MARKERS_PER_SIDE = 50;
