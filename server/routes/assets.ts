import { Hono } from 'hono';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { Code } from '../engine/codes';
import type { GatewayEnv } from '../http/env';
import { readQuery } from '../http/input';
import { COINS, pairsOfCoin } from '../market/refdata';
import { formatUnits } from '../../src/core/units';
import { balanceMap, costFills, holdingsOf, ZERO_BALANCE } from './account-data';
import { coinFigures } from './asset-costs';
import { opt, symbolField } from './input-fields';
import { badInput, ok, refuse } from './respond';
import type { TradingRefs } from './trading-refs';
import { Prices, formatUsd } from './valuation';

/**
 * The spot asset calls: GET /asset-gateway/spot/balance/trade (the order form's wallet),
 * /asset-gateway/spot/balance (funds list) and /asset-gateway/asset/coin (cost and PnL per
 * coin). Balances are decimal strings at the coin's ledger scale; local values are US dollars
 * with 2 decimals (valuation.ts).
 */
export const DAY_MS = 86_400_000;

const walletQuery = z.object({
  symbol: symbolField,
  locale: opt(z.string().max(16)),
  _f: opt(z.string().max(8)),
  /** Ours: 'iso_margin' (or type=margin) answers the pair's isolated margin account. */
  orderMode: opt(z.enum(['spot', 'iso_margin'], { error: 'must be "spot" or "iso_margin"' })),
  type: opt(z.enum(['spot', 'margin'], { error: 'must be "spot" or "margin"' })),
});

const coinQuery = z.object({ local: opt(z.string().max(16)) });

export function assetRoutes(deps: GatewayDeps, refs: TradingRefs): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  const { engine } = deps;
  const amount = (coin: string, units: number) => formatUnits(units, refs.coinScale(coin));

  app.get('/asset-gateway/spot/balance/trade', (c) => {
    const q = readQuery(c, walletQuery);
    if (!q.ok) return q.answer;
    const pair = refs.pair(q.data.symbol);
    if (pair === undefined) return badInput(c, `unknown symbol ${q.data.symbol}`);
    const margin = q.data.orderMode === 'iso_margin' || q.data.type === 'margin';
    if (margin && pair.margin === undefined) return refuse(c, Code.MARGIN_NOT_SUPPORTED, `${pair.symbol} has no margin trading`);
    const userId = c.get('userId')!;
    const account = margin ? engine.marginAccount(userId, pair.symbol) : engine.spotAccount(userId);
    deps.commit(); // the account may have been created just now
    const balances = balanceMap(engine, account.accountId);
    const wallet = (coin: string) => {
      const b = balances.get(coin) ?? ZERO_BALANCE(account.accountId, coin);
      return { coinType: coin, availableBalance: amount(coin, b.available), frozenBalance: amount(coin, b.frozen) };
    };
    return ok(c, { walletVO1: wallet(pair.quote), walletVO2: wallet(pair.base) });
  });

  app.get('/asset-gateway/spot/balance', (c) => {
    const userId = c.get('userId')!;
    const account = engine.spotAccount(userId);
    deps.commit();
    const balances = balanceMap(engine, account.accountId);
    const prices = new Prices(engine, deps.now(), deps.market);
    const walletList = COINS.map(({ coin, scale }) => {
      const b = balances.get(coin) ?? ZERO_BALANCE(account.accountId, coin);
      const local = (units: number) => formatUsd(prices.usd(coin, units, scale));
      return {
        coinType: coin,
        totalBalance: amount(coin, b.available + b.frozen),
        totalLocalBalance: local(b.available + b.frozen),
        availableBalance: amount(coin, b.available),
        availableLocalBalance: local(b.available),
        frozenBalance: amount(coin, b.frozen),
        frozenLocalBalance: local(b.frozen),
      };
    });
    return ok(c, { walletList });
  });

  app.get('/asset-gateway/asset/coin', (c) => {
    const q = readQuery(c, coinQuery);
    if (!q.ok) return q.answer;
    const userId = c.get('userId')!;
    const now = deps.now();
    const account = engine.spotAccount(userId);
    deps.commit();
    const holdings = holdingsOf(balanceMap(engine, account.accountId));
    const prices = new Prices(engine, now, deps.market);
    const figures = coinFigures(costFills(deps.store, userId, 'spot', now), holdings, now - DAY_MS, refs, prices);
    const assetCoinList = COINS.map((coin) => {
      const f = figures.get(coin.coin);
      return {
        coinType: coin.coin,
        coinShortName: coin.coin,
        coinName: coin.fullName,
        coinId: coin.coinId,
        avgCost: f?.avgCost ?? (coin.coin === 'USDT' ? '1.00000000' : '0.00000000'),
        todayProfit: f?.todayProfit ?? '0.00',
        todayPnl: f?.todayPnl ?? '0',
        withdrawPrecision: coin.withdrawPrecision,
        tradingPair: pairsOfCoin(coin.coin).map((p) => ({ symbol: p.symbol, symbolId: p.symbolId, tag: p.name })),
      };
    });
    return ok(c, { assetCoinList });
  });

  return app;
}
