import { Hono } from 'hono';
import { SIGNED_QUERY_PATHS } from '../src/protocol/sign';
import type { GatewayDeps } from './deps';
import { Code } from './engine/codes';
import type { GatewayEnv } from './http/env';
import { compressAnswers } from './http/compress-answers';
import { apiGate } from './http/gate';
import { createMarketWatch } from './market/watch';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { contentRoutes } from './routes/content';
import { favoriteRoutes } from './routes/favorites';
import { infoPanelRoutes } from './routes/info-panels';
import { klineRoutes } from './routes/kline';
import { marketChangeRoutes } from './routes/market-change';
import { monitorRoutes } from './routes/monitor';
import { pairRoutes, type AppDeps } from './routes/pairs';
import { badInput, refuse } from './routes/respond';
import { riskLimitRoutes } from './routes/risk-limit';
import { searchRoutes } from './routes/search';
import { tradingRoutes } from './routes/trading';
import { userRoutes } from './routes/user';
import type { Realtime } from './routes/ws';
import { wsTokenRoutes } from './routes/ws-token';

/** POST paths that must carry X-Timestamp / X-Signature (see http/signature.ts). */
export const SIGNED_PATHS = [
  '/gw-api/order/*',
  '/gw-api/leverage-borrowing/*',
  '/gw-api/spot-fee/*',
  '/gw-api/asset-gateway/leverage/transfer',
] as const;

/** Largest request body accepted; every call's body is a small JSON object. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The exchange gateway as a Hono app over standard Request/Response: index.ts serves it with
 * @hono/node-server, tests drive it in memory with app.request(). Every /gw-api answer is
 * {success, code, msg, data}; see docs/api.md. With `realtime` (the market-data publisher and
 * the websocket tokens) it also answers the kline history and user-socket token calls; the
 * websocket endpoints themselves are mounted by routes/ws.ts (docs/protocol.md).
 */
export function createApp(deps: GatewayDeps, realtime?: Pick<Realtime, 'publisher' | 'tokens'>): Hono<GatewayEnv> {
  const full: AppDeps = { ...deps, market: deps.market ?? createMarketWatch() };
  const app = new Hono<GatewayEnv>();

  // outermost: it sees every answer, refusals included, as the client will (compress-answers.ts)
  app.use('/gw-api/*', compressAnswers());
  // body, cross-site form guard (JSON posts need a same-site cookie anyway: Lax), session, signature
  app.use('/gw-api/*', apiGate(deps, { maxBodyBytes: MAX_BODY_BYTES, signedPaths: SIGNED_PATHS, signedQueries: SIGNED_QUERY_PATHS.map((p) => `/gw-api${p}`) }));

  app.route('/gw-api', authRoutes(deps, undefined, (session) => realtime?.tokens.revokeSession(session)));
  app.route('/gw-api', userRoutes(deps));
  app.route('/gw-api', adminRoutes(deps));
  app.route('/gw-api', pairRoutes(full));
  app.route('/gw-api', riskLimitRoutes(deps));
  app.route('/gw-api', searchRoutes());
  app.route('/gw-api', favoriteRoutes(deps));
  app.route('/gw-api', contentRoutes());
  app.route('/gw-api', marketChangeRoutes(full));
  app.route('/', infoPanelRoutes(full)); // trade-info call and /media sounds (issue 23)
  app.route('/gw-api', monitorRoutes(deps));
  app.route('/gw-api', tradingRoutes(deps));
  if (realtime !== undefined) {
    app.route('/gw-api', wsTokenRoutes(realtime.tokens));
    app.route('/gw-api', klineRoutes(realtime.publisher.klines));
  }

  app.notFound((c) =>
    c.req.path === '/gw-api' || c.req.path.startsWith('/gw-api/') ? refuse(c, Code.PARAM_INVALID, `no such call: ${c.req.method} ${c.req.path}`, 404) : c.text('not found', 404),
  );
  app.onError((err, c) => {
    // c.req.json() throws SyntaxError on a malformed body: that is the client's fault
    if (err instanceof SyntaxError) return badInput(c, 'body is not valid JSON');
    console.error('gateway error', c.req.method, c.req.path, err);
    return refuse(c, Code.PARAM_INVALID, 'internal error', 500);
  });
  return app;
}
