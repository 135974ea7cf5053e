import { Hono } from 'hono';
import type { GatewayDeps } from '../deps';
import type { GatewayEnv } from '../http/env';
import { userOnly } from '../http/session';
import { assetRoutes } from './assets';
import { feeRoutes } from './fees';
import { fillListRoutes } from './fill-lists';
import { marginAssetRoutes } from './margin-assets';
import { marginRoutes } from './margin';
import { orderListRoutes } from './order-lists';
import { orderRoutes } from './orders';
import { tradingRefs } from './trading-refs';

/**
 * The trading calls of /gw-api (mounted there by app.ts): orders, order lists, balances and
 * assets, fees, margin loans and risk. Documented call by call in docs/api-trading.md.
 *
 * Every call needs a signed-in user (401, code -6 otherwise) and reads or changes only that
 * user's orders, fills, balances and loans: handlers take the user id from the session, never
 * from the request. Signatures of the POSTs are checked by app.ts before these run.
 */
export function tradingRoutes(deps: GatewayDeps): Hono<GatewayEnv> {
  const refs = tradingRefs(deps.engine, deps.store);
  const parts = [
    orderRoutes(deps, refs),
    orderListRoutes(deps, refs),
    fillListRoutes(deps, refs),
    assetRoutes(deps, refs),
    marginAssetRoutes(deps, refs),
    feeRoutes(deps, refs),
    marginRoutes(deps, refs),
  ];
  const app = new Hono<GatewayEnv>();
  // Sign-in is required path by path, not with use('*'): once app.ts mounts this app at
  // /gw-api, a '*' middleware would also run for every other /gw-api route (login included).
  const paths = new Set(parts.flatMap((p) => p.routes.map((r) => r.path)));
  for (const path of paths) app.use(path, userOnly);
  for (const part of parts) app.route('/', part);
  return app;
}
