import { Hono } from 'hono';
import { z } from 'zod';
import { Code } from '../engine/codes';
import type { GatewayEnv } from '../http/env';
import { readQuery } from '../http/input';
import { MOVER_TYPES, type MoverRecord } from '../market/movers';
import { pairRef } from '../market/refdata';
import { fixed } from '../market/stats24h';
import { formatUnits } from '../../src/core/units';
import { intInRange } from './input-fields';
import type { AppDeps } from './pairs';
import { findPair } from './pairs';
import { ok, refuse } from './respond';

const Query = z.object({
  limit: intInRange(1, 100).default(20),
  type: z.enum(MOVER_TYPES as [string, ...string[]]).optional(),
  symbolId: z.string().trim().min(1).max(32).optional(),
});

/** A market-change record as answered: prices at the pair's precision, time in unix seconds. */
export function moverView(r: MoverRecord) {
  const pair = pairRef(r.symbol);
  const pp = pair?.pricePrecision ?? 8;
  return {
    seq: r.seq,
    type: r.type,
    symbolId: pair?.symbolId ?? 0,
    symbolName: r.symbol,
    time: Math.floor(r.time / 1000),
    price: formatUnits(r.price, pp),
    /** Signed percent with 2 decimals ('5.12' = +5.12 %). */
    percent: fixed(r.percent, 2),
    breakSide: r.breakSide ?? null,
    breakPrice: r.type === 'BREAK' ? formatUnits(r.refPrice, pp) : null,
  };
}

/**
 * GET /quotation/query-market-change?limit=20&type=&symbolId= -> data: the newest top-mover
 * records (seq descending), computed by server/market/movers.ts from real price moves.
 */
export function marketChangeRoutes(deps: AppDeps): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  app.get('/quotation/query-market-change', (c) => {
    const q = readQuery(c, Query);
    if (!q.ok) return q.answer;
    let symbol: string | undefined;
    if (q.data.symbolId !== undefined) {
      const pair = findPair(q.data.symbolId);
      if (pair === undefined) return refuse(c, Code.SYMBOL_NOT_FOUND, `unknown pair ${q.data.symbolId}`);
      symbol = pair.symbol;
    }
    const records = deps.market.movers.query({ limit: q.data.limit, type: q.data.type as MoverRecord['type'] | undefined, symbol });
    return ok(c, records.map(moverView));
  });
  return app;
}
