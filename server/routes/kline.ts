import { Hono } from 'hono';
import { z } from 'zod';
import { formatUnits } from '../../src/core/units';
import { KLINES_KEPT } from '../../src/protocol/channels';
import { klineInterval } from '../../src/protocol/intervals';
import { Code } from '../engine/codes';
import type { GatewayEnv } from '../http/env';
import { readQuery } from '../http/input';
import type { KlineBook } from '../market/publisher-kline';
import { intInRange } from './input-fields';
import { findPair } from './pairs';
import { ok, refuse } from './respond';

const Query = z.object({
  symbol: z.string().trim().min(1).max(32),
  interval: z.string().trim().min(1).max(8),
  limit: intInRange(1, KLINES_KEPT).default(KLINES_KEPT),
});

/**
 * GET /quotation/kline?symbol=BTC_USDT&interval=15&limit=300 -> data {symbol, interval,
 * pricePrecision, countPrecision, candles: [[startMs, open, high, low, close, volume]]}, oldest
 * first, prices and volume as decimal strings. The chart's history; the kline channel then
 * brings updates. An unknown interval is 400 (30001), an unknown pair 30004.
 */
export function klineRoutes(klines: KlineBook): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  app.get('/quotation/kline', (c) => {
    const q = readQuery(c, Query);
    if (!q.ok) return q.answer;
    const interval = klineInterval(q.data.interval);
    if (interval === undefined) return refuse(c, Code.PARAM_INVALID, `unknown interval ${q.data.interval}`, 400);
    const pair = findPair(q.data.symbol);
    if (pair === undefined) return refuse(c, Code.SYMBOL_NOT_FOUND, `unknown pair ${q.data.symbol}`);
    const pp = pair.pricePrecision;
    const cp = pair.countPrecision;
    const candles = klines.recent(pair.symbol, interval, q.data.limit).map(([t, o, h, l, cl, v]) => [
      t,
      formatUnits(o, pp),
      formatUnits(h, pp),
      formatUnits(l, pp),
      formatUnits(cl, pp),
      formatUnits(v, cp),
    ]);
    return ok(c, { symbol: pair.symbol, interval, pricePrecision: pp, countPrecision: cp, candles });
  });
  return app;
}
