import { readSubmitFast } from './submit-fast';
import { Hono, type Context } from 'hono';
import type { GatewayDeps } from '../deps';
import { Code } from '../engine/codes';
import type { Order } from '../engine/types';
import type { GatewayEnv } from '../http/env';
import { readJson } from '../http/input';
import { engineRefusal, failed, okAnswer, refusalAnswer, send } from './answer';
import { groupCommit } from './group-commit';
import {
  cancelAllSchema,
  cancelSchema,
  modeOf,
  submitSchema,
  toAmendOrder,
  toPlaceOrder,
  updateSchema,
  type SubmitBody,
  type UpdateBody,
} from './order-input';
import { RequestMemo, type MemoAnswer } from './request-memo';
import { marginCheck, tradableCheck, type TradingRefs } from './trading-refs';

/**
 * POST /order/spot/submit, /order/spot/update, /order/spot/cancel, /order/spot/all/cancel
 * (mounted under /gw-api; signed and signed-in checks are done before these handlers).
 *
 * Every answer leaves only after a commit that started after its command ran (group-commit.ts:
 * the submits of one event-loop turn share one transaction), so an acknowledged order survives
 * a crash. A submit or update repeating a reqNo the user sent in the last 24 h gets the
 * original answer and changes nothing, after a restart too: the number is committed with the
 * order it placed (request-memo.ts).
 */
export function orderRoutes(deps: GatewayDeps, refs: TradingRefs): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  const memo = new RequestMemo(deps, 'order');
  const { engine } = deps;
  const durable = groupCommit(() => deps.commit());

  /**
   * Runs `work` once per (user, kind, request number); repeats get the remembered answer.
   * The answer is remembered at once (a repeat in the same turn must not run `work` again) and
   * handed back only once it is durable; a repeat waits for that commit too.
   */
  function once(userId: number, kind: string, requestNo: string | undefined, work: () => MemoAnswer): MemoAnswer {
    if (requestNo === undefined) return work();
    const prior = memo.get(userId, kind, requestNo, deps.now());
    if (prior !== undefined) return prior;
    const answer = work();
    memo.remember(userId, kind, requestNo, answer, deps.now()); // committed with work's events
    return answer;
  }

  /** Writes the answer once everything emitted so far is committed. */
  async function sendDurable(c: Context<GatewayEnv>, answer: MemoAnswer): Promise<Response> {
    await durable();
    return send(c, answer);
  }

  function submit(userId: number, b: SubmitBody): MemoAnswer {
    const pair = refs.pair(b.symbol);
    if (pair === undefined) return refusalAnswer({ status: 400, code: Code.PARAM_INVALID, msg: `unknown symbol ${b.symbol}` });
    const cmd = toPlaceOrder(userId, b, pair, refs.coinScale(pair.quote));
    if (!cmd.ok) return failed(cmd);
    const flags = refs.flags(userId);
    const tradable = tradableCheck(pair, flags, deps.now());
    if (!tradable.ok) return failed(tradable);
    if (cmd.value.mode === 'iso_margin') {
      const margin = marginCheck(pair, flags);
      if (!margin.ok) return failed(margin);
    }
    const placed = engine.place(cmd.value);
    if (!placed.ok) return engineRefusal(placed.error);
    // the state tells the page at once what became of it (a post-only order that would have taken: CANCELLED)
    return okAnswer({ ...idOf(placed.value), state: placed.value.state });
  }

  /** The user's own open order, or undefined; another user's order is reported as not found. */
  function ownOrder(userId: number, orderId: number): Order | undefined {
    const order = engine.order(orderId);
    return order?.userId === userId ? order : undefined;
  }

  function update(userId: number, b: UpdateBody): MemoAnswer {
    const order = ownOrder(userId, b.orderId);
    if (order === undefined) {
      // not open: the engine tells its own closed order (30003) from an unknown one (30002)
      const r = engine.amend({ userId, orderId: b.orderId });
      return r.ok ? notFound(b.orderId) : engineRefusal(r.error);
    }
    const pair = refs.pair(order.symbol);
    if (pair === undefined) return notFound(b.orderId);
    if (b.symbol !== undefined && b.symbol !== pair.symbol && b.symbol !== pair.symbolId) return notFound(b.orderId);
    const cmd = toAmendOrder(userId, b, order, pair, refs.coinScale(pair.quote));
    if (!cmd.ok) return failed(cmd);
    const amended = engine.amend(cmd.value);
    if (!amended.ok) return engineRefusal(amended.error);
    // as submit's: a post-only order amended to a price that would take answers CANCELLED
    return okAnswer({ ...idOf(amended.value), state: amended.value.state });
  }

  app.post('/order/spot/submit', async (c) => {
    const body = await readJson(c, submitSchema, readSubmitFast);
    if (!body.ok) return body.answer;
    const userId = c.get('userId')!;
    return sendDurable(c, once(userId, 'submit', body.data.reqNo, () => submit(userId, body.data)));
  });

  app.post('/order/spot/update', async (c) => {
    const body = await readJson(c, updateSchema);
    if (!body.ok) return body.answer;
    const userId = c.get('userId')!;
    return sendDurable(c, once(userId, 'update', body.data.reqNo, () => update(userId, body.data)));
  });

  app.post('/order/spot/cancel', async (c) => {
    const body = await readJson(c, cancelSchema);
    if (!body.ok) return body.answer;
    const userId = c.get('userId')!;
    // the engine answers 30002 for an unknown or another user's order, 30003 for an own closed one
    const cancelled = engine.cancel(userId, body.data.orderId);
    if (!cancelled.ok) return sendDurable(c, engineRefusal(cancelled.error));
    return sendDurable(c, okAnswer({ ...idOf(cancelled.value), state: cancelled.value.state }));
  });

  app.post('/order/spot/all/cancel', async (c) => {
    const body = await readJson(c, cancelAllSchema);
    if (!body.ok) return body.answer;
    const { orderModeCode, symbol, planType } = body.data;
    if (symbol !== undefined && refs.pair(symbol) === undefined) {
      return send(c, refusalAnswer({ status: 400, code: Code.PARAM_INVALID, msg: `unknown symbol ${symbol}` }));
    }
    const userId = c.get('userId')!;
    const cancelled = engine.cancelAll({ userId, mode: modeOf(orderModeCode), symbol, planType });
    if (!cancelled.ok) return sendDurable(c, engineRefusal(cancelled.error));
    const ids = cancelled.value.map((o) => String(o.orderId));
    return sendDurable(c, okAnswer({ count: ids.length, orderIds: ids }));
  });

  return app;
}

function idOf(order: Order): { orderId: number; orderIdStr: string } {
  return { orderId: order.orderId, orderIdStr: String(order.orderId) };
}

/** Unknown, closed, or another user's order: the same answer, so ids reveal nothing. */
function notFound(orderId: number): MemoAnswer {
  return refusalAnswer({ status: 200, code: Code.ORDER_NOT_FOUND, msg: `order ${orderId} not found among your open orders` });
}
