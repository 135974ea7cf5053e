import { Hono } from 'hono';
import type { GatewayEnv } from '../http/env';
import { coinDetail } from '../market/refdata';
import { coinIconRoutes, mediaRoutes } from './media';
import type { AppDeps } from './pairs';
import { tradeInfoRoutes } from './trade-info';

/**
 * What the trade page's info panels need beyond the pair calls (issue 23): the trade-info
 * module's trading data (/gw-api/quotation/trade-info), the notification chime
 * (/media/ding.mp3) and the coin icons the coin details name (/static/coins/<coin>.svg). Mounted at the root by createApp in one line.
 */
export function infoPanelRoutes(deps: AppDeps): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  app.route('/gw-api', tradeInfoRoutes(deps));
  app.route('/', mediaRoutes());
  app.route('/', coinIconRoutes((coin) => coinDetail(coin)?.icon === `/static/coins/${coin.toLowerCase()}.svg`));
  return app;
}
