import { Hono } from 'hono';
import { z } from 'zod';
import { formatUnits } from '../../src/core/units';
import { KLINES_KEPT } from '../../src/protocol/channels';
import { KLINE_PAGE_MAX, klineInterval } from '../../src/protocol/intervals';
import { Code } from '../engine/codes';
import type { GatewayEnv } from '../http/env';
import { readQuery } from '../http/input';
import type { KlineBook } from '../market/publisher-kline';
import { intInRange } from './input-fields';
import { findPair } from './pairs';
import { ok, refuse } from './respond';

/** Latest time a cursor may name: JavaScript's last date (+275760-09-13). */
const MAX_TIME = 8.64e15;

/**
 * A time in ms, as digits with an optional minus (the modelled past reaches back before 1970
 * on the 1M interval); nothing else Number() would read (spaces, exponents, hex, points).
 */
const timeField = z
  .string()
  .regex(/^-?\d{1,16}$/, { error: 'must be a time in ms (an integer)' })
  .transform(Number)
  .refine((n) => Math.abs(n) <= MAX_TIME, { error: `must be within ±${MAX_TIME}` });

const Query = z.object({
  symbol: z.string().trim().min(1).max(32),
  interval: z.string().trim().min(1).max(8),
  limit: intInRange(1, KLINE_PAGE_MAX).default(KLINES_KEPT),
  before: timeField.optional(),
});

/**
 * GET /quotation/kline?symbol=BTC_USDT&interval=15&limit=300&before=1717200000000 -> data
 * {symbol, interval, pricePrecision, countPrecision, candles: [[startMs, open, high, low,
 * close, volume]]}, oldest first, prices and volume as decimal strings: the newest `limit`
 * (1..1000, default 300) candles starting before `before` (ms, exclusive; default: now), so
 * the next older page is `before` = the first candle's start. Live candles first, then those
 * of the simulated past before the gateway's first start (market/history-model.ts). The kline
 * channel then brings updates. An unknown interval or a bad limit or cursor is 400 (30001), an
 * unknown pair 30004.
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
    const candles = klines.page(pair.symbol, interval, q.data.before ?? Infinity, q.data.limit).map(([t, o, h, l, cl, v]) => [
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
