import { Hono } from 'hono';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { Code } from '../engine/codes';
import type { GatewayEnv } from '../http/env';
import { readQuery } from '../http/input';
import {
  FEE_WHITELIST_COUNTRIES,
  PAIRS,
  QUOTE_COINS,
  RECOMMENDED_PAIRS,
  tagsIn,
  THRESHOLD_CONFIG,
  coinDetail,
  coinRef,
  isInCountdown,
  pairOpenTime,
  pairRef,
} from '../market/refdata';
import type { MarketWatch } from '../market/watch';
import type { UserFlags } from '../store/api';
import { formatUnitsTrim } from '../../src/core/units';
import { pairView, tagsById } from './pair-view';
import { ok, refuse } from './respond';

/** GatewayDeps with the market watch resolved (createApp makes one when deps has none). */
export type AppDeps = GatewayDeps & { market: MarketWatch };

const Locale = z.string().max(16).optional();
const SymbolKey = z.string().trim().min(1).max(32);

/**
 * The spec's VIP flag (section 4, "Market-open": a VIP sees prices while a pair is not up and
 * the market as open during its countdown). The gateway's one VIP grade is the svip fee grade
 * (userRateType 2, set through the admin path); visitors and other users are not VIP.
 */
export function isVip(user: Pick<UserFlags, 'userRateType'> | undefined): boolean {
  return user?.userRateType === 2;
}

/** 'btc/usdt', 'BTC_USDT' or '1001' -> the pair, if listed. */
export function findPair(key: string) {
  if (/^\d+$/.test(key)) return pairRef(Number(key));
  return pairRef(key.toUpperCase().replace('/', '_'));
}

/**
 * Pair reference calls under /gw-api/ds: the pair list with live 24 h figures, coin details,
 * tags, the pre-launch up-state, coin rates and the order form's configuration. None needs
 * sign-in. (The risk limits are routes/risk-limit.ts.)
 */
export function pairRoutes(deps: AppDeps): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  const statsOf = (symbol: string) => deps.market.stats.stats(symbol, deps.now(), deps.engine.lastPrice(symbol));

  app.get('/ds/pairs', (c) => {
    const q = readQuery(c, z.object({ local: Locale }));
    if (!q.ok) return q.answer;
    const now = deps.now();
    const tags = tagsById(q.data.local); // the pairs' tags in the page's language
    return ok(c, PAIRS.map((p) => pairView(p, statsOf(p.symbol), now, tags)));
  });

  app.get('/ds/pair/coin-detail', (c) => {
    const q = readQuery(c, z.object({ shortName: z.string().trim().min(1).max(16), local: Locale }));
    if (!q.ok) return q.answer;
    const detail = coinDetail(q.data.shortName);
    if (detail === undefined) return refuse(c, Code.PARAM_INVALID, `unknown coin ${q.data.shortName}`);
    const { icon, ...details } = detail;
    return ok(c, { details, url: icon });
  });

  app.get('/ds/tags', (c) => {
    const q = readQuery(c, z.object({ local: Locale }));
    if (!q.ok) return q.answer;
    return ok(c, tagsIn(q.data.local));
  });

  app.get('/ds/up-state', (c) => {
    const q = readQuery(c, z.object({ symbol: SymbolKey }));
    if (!q.ok) return q.answer;
    const pair = findPair(q.data.symbol);
    if (pair === undefined) return refuse(c, Code.SYMBOL_NOT_FOUND, `unknown pair ${q.data.symbol}`);
    const now = deps.now();
    const countdown = isInCountdown(pair, now);
    const userId = c.get('userId');
    const vip = isVip(userId === undefined ? undefined : deps.store.userById(userId));
    return ok(c, { symbol: pair.symbol, symbolId: pair.symbolId, upState: countdown ? 0 : 1, countdown, openTime: pairOpenTime(pair, now), serverTime: now, vip });
  });

  // The spec's "coin rates call" (path not shown): USD rate of each coin from its USDT pair.
  app.get('/ds/coin-rate', (c) => {
    const q = readQuery(c, z.object({ coins: z.string().trim().min(1).max(400) }));
    if (!q.ok) return q.answer;
    const names = q.data.coins.split(',').map((s) => s.trim().toUpperCase()).filter((s) => s !== '');
    return ok(c, names.slice(0, 50).map((coin) => ({ coinName: coin, latestCoinRate: usdRate(deps, coin) })));
  });

  // Order form configuration (spec 001 section 9): fee display whitelist and thresholds.
  app.get('/ds/trade-config', (c) =>
    ok(c, { feeWhitelistCountries: FEE_WHITELIST_COUNTRIES, ...THRESHOLD_CONFIG, quoteCoins: QUOTE_COINS, recommendedPairs: RECOMMENDED_PAIRS }),
  );

  return app;
}

/** A coin's price in USD as a decimal string: 1 for stablecoins, else its USDT last price, '' if none. */
function usdRate(deps: AppDeps, coin: string): string {
  if (coin === 'USDT' || coin === 'USDC') return '1';
  if (coinRef(coin) === undefined) return '';
  const pair = pairRef(`${coin}_USDT`);
  const last = pair === undefined ? undefined : deps.engine.lastPrice(pair.symbol);
  return pair === undefined || last === undefined ? '' : formatUnitsTrim(last, pair.pricePrecision);
}
