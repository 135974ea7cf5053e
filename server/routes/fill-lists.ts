import { Hono } from 'hono';
import type { GatewayDeps } from '../deps';
import type { Order } from '../engine/types';
import type { GatewayEnv } from '../http/env';
import { readJson } from '../http/input';
import { DEFAULT_LIMIT, REMOVE_LIMIT_CAP, filledOrdersSchema, historyWindow, orderTradesSchema, tradesSchema } from './list-input';
import { orderRows } from './order-lists';
import { fillRow } from './order-view';
import { ok } from './respond';
import type { TradingRefs } from './trading-refs';

/**
 * The fill lists: POST /entrust-gateway/client/order-trades (one order's fills), /trades (fills
 * of a window, the trade-history tab and the chart) and /filled-orders (orders with fills, for
 * the chart). All from the store, bound to the signed-in user: another user's order id
 * answers an empty list.
 */
export function fillListRoutes(deps: GatewayDeps, refs: TradingRefs): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  const { store } = deps;

  app.post('/entrust-gateway/client/order-trades', async (c) => {
    const body = await readJson(c, orderTradesSchema);
    if (!body.ok) return body.answer;
    const fills = store.orderFills(c.get('userId')!, body.data.orderId);
    return ok(c, fills.map((f) => fillRow(f, refs)));
  });

  app.post('/entrust-gateway/client/trades', async (c) => {
    const body = await readJson(c, tradesSchema);
    if (!body.ok) return body.answer;
    const b = body.data;
    const window = historyWindow(b.startTime, b.endTime, deps.now());
    if (window === undefined) return ok(c, []);
    const fills = store.fills({
      userId: c.get('userId')!,
      mode: b.orderMode ?? 'spot',
      symbol: b.symbol,
      side: b.side,
      ...window,
      limit: b.removeLimit === true ? REMOVE_LIMIT_CAP : (b.limit ?? DEFAULT_LIMIT),
      lastPid: b.lastPid,
    });
    return ok(c, fills.map((f) => fillRow(f, refs)));
  });

  app.post('/entrust-gateway/client/filled-orders', async (c) => {
    const body = await readJson(c, filledOrdersSchema);
    if (!body.ok) return body.answer;
    const b = body.data;
    const userId = c.get('userId')!;
    const window = historyWindow(b.startTime, b.endTime, deps.now());
    if (window === undefined) return ok(c, []);
    const want = b.limit ?? DEFAULT_LIMIT;
    // The store filters by state, not by "has fills": page through until `want` rows are found.
    const found: Order[] = [];
    let cursor = b.lastPid;
    for (;;) {
      const page = store.historyOrders({
        userId,
        mode: b.orderMode ?? 'spot',
        symbol: b.symbol,
        side: b.side,
        ...window,
        closedOnly: false,
        excludeCanceled: false,
        foldChildren: true, // a fired plan as one order, under the id its fills carry
        limit: want,
        lastPid: cursor,
      });
      found.push(...page.filter((o) => o.filledSize > 0));
      if (page.length < want || found.length >= want) break;
      cursor = page[page.length - 1].orderId;
    }
    return ok(c, orderRows(store, refs, userId, found.slice(0, want)));
  });

  return app;
}
