import { Hono } from 'hono';
import { z } from 'zod';
import { Code } from '../engine/codes';
import type { GatewayEnv } from '../http/env';
import { readQuery } from '../http/input';
import { HotSearch } from '../market/hot-search';
import { HOT_SEARCH } from '../market/refdata';
import { findPair } from './pairs';
import { ok, refuse } from './respond';

/**
 * GET /gw-api/coincenter-business/search/report-symbol?symbolName= counts a search choice;
 * GET /gw-api/ds/hot-search answers the ranking it feeds (path ours: the spec names none).
 */
export function searchRoutes(hot: HotSearch = new HotSearch(HOT_SEARCH)): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();

  app.get('/coincenter-business/search/report-symbol', (c) => {
    const q = readQuery(c, z.object({ symbolName: z.string().trim().min(1).max(32) }));
    if (!q.ok) return q.answer;
    const pair = findPair(q.data.symbolName);
    if (pair === undefined) return refuse(c, Code.SYMBOL_NOT_FOUND, `unknown pair ${q.data.symbolName}`);
    hot.report(pair.symbol, pair.symbolId);
    return ok(c, null);
  });

  app.get('/ds/hot-search', (c) => ok(c, hot.list().map((r) => ({ ...r, name: r.symbol.replace('_', '/') }))));

  return app;
}
