import { Hono } from 'hono';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { Code } from '../engine/codes';
import type { PairSpec } from '../engine/types';
import type { GatewayEnv } from '../http/env';
import { readJson, readQuery } from '../http/input';
import { formatUnits } from '../../src/core/units';
import { balanceMap, costFills, holdingsOf, ZERO_BALANCE } from './account-data';
import { failed, okAnswer, refusalAnswer, send } from './answer';
import { coinFigures, legsOf } from './asset-costs';
import { DAY_MS } from './assets';
import { decimalField, intField, opt, symbolField } from './input-fields';
import { requestNoField } from './margin-input';
import { liquidationTicks } from './margin-position';
import { badParam, parseAmount } from './order-parse';
import { badInput, ok, refuse } from './respond';
import { RequestMemo, type MemoAnswer } from './request-memo';
import type { TradingRefs } from './trading-refs';
import { Prices, USD_SCALE, formatFixed, formatUsd } from './valuation';

/**
 * Isolated margin accounts: GET /asset-gateway/leverage/balance/coin (one pair's coins),
 * /asset-gateway/leverage/balance/position (every margin pair) and POST
 * /asset-gateway/leverage/transfer (spot <-> isolated account; an optional requestNo makes a
 * retry safe, as a loan's does).
 */
const WEEK_MS = 7 * DAY_MS;

const coinQuery = z.object({ symbolId: intField });
const positionQuery = z.object({ _from: opt(z.string().max(32)) });
const transferBody = z.object({
  symbol: symbolField,
  coin: z.string().regex(/^[A-Z0-9]{1,20}$/, { error: 'must be a coin like "USDT"' }),
  amount: decimalField,
  direction: z.enum(['in', 'out'], { error: 'must be "in" (spot to margin) or "out" (margin to spot)' }),
  /** Optional: a repeat within 24 h gets the first answer and moves nothing (request-memo.ts). */
  requestNo: opt(requestNoField),
});

export function marginAssetRoutes(deps: GatewayDeps, refs: TradingRefs): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  const { engine } = deps;
  const memo = new RequestMemo(deps, 'transfer');
  const amount = (coin: string, units: number) => formatUnits(units, refs.coinScale(coin));

  /** Balances and debts of the user's isolated account of `pair` (created on first use). */
  function account(userId: number, pair: PairSpec) {
    const acc = engine.marginAccount(userId, pair.symbol);
    const balances = balanceMap(engine, acc.accountId);
    const bal = (coin: string) => balances.get(coin) ?? ZERO_BALANCE(acc.accountId, coin);
    const base = engine.loanInfo(userId, pair.symbol, pair.base);
    const quote = engine.loanInfo(userId, pair.symbol, pair.quote);
    return { acc, balances, bal, loans: { [pair.base]: base, [pair.quote]: quote } };
  }

  app.get('/asset-gateway/leverage/balance/coin', (c) => {
    const q = readQuery(c, coinQuery);
    if (!q.ok) return q.answer;
    const pair = refs.pairOf(q.data.symbolId);
    if (pair === undefined) return badInput(c, `unknown symbolId ${q.data.symbolId}`);
    if (pair.margin === undefined) return refuse(c, Code.MARGIN_NOT_SUPPORTED, `${pair.symbol} has no margin trading`);
    const userId = c.get('userId')!;
    const now = deps.now();
    const a = account(userId, pair);
    deps.commit();
    const prices = new Prices(engine, now, deps.market);
    const fills = costFills(deps.store, userId, 'iso_margin', now, pair.symbol);
    const figures = coinFigures(fills, holdingsOf(a.balances), now - DAY_MS, refs, prices);
    const list = [pair.base, pair.quote].map((coin) => {
      const b = a.bal(coin);
      const loan = a.loans[coin];
      return {
        coinName: coin,
        totalBalance: amount(coin, b.available + b.frozen),
        availableBalance: amount(coin, b.available),
        inOrderBalance: amount(coin, b.frozen),
        borrowed: amount(coin, loan.loanDid),
        interest: amount(coin, loan.interest),
        avgCost: figures.get(coin)?.avgCost ?? '0.00000000',
        todayProfit: figures.get(coin)?.todayProfit ?? '0.00',
        todayPnl: figures.get(coin)?.todayPnl ?? '0',
      };
    });
    return ok(c, { list });
  });

  app.get('/asset-gateway/leverage/balance/position', (c) => {
    const q = readQuery(c, positionQuery);
    if (!q.ok) return q.answer;
    const userId = c.get('userId')!;
    const now = deps.now();
    const prices = new Prices(engine, now, deps.market);
    const weekFills = costFills(deps.store, userId, 'iso_margin', now).filter((f) => f.time >= now - WEEK_MS);
    // Every margin pair: the engine creates an (empty) account on first look; the client drops
    // rows where both positions are zero.
    const list = refs
      .pairs()
      .filter((p) => p.margin !== undefined)
      .map((pair) => {
        const a = account(userId, pair);
        const bs = refs.coinScale(pair.base);
        const qs = refs.coinScale(pair.quote);
        const base = a.bal(pair.base);
        const quote = a.bal(pair.quote);
        const holdings = {
          base: base.available + base.frozen,
          quote: quote.available + quote.frozen,
          baseDebt: a.loans[pair.base].debtAll,
          quoteDebt: a.loans[pair.quote].debtAll,
        };
        const liq = liquidationTicks(holdings, pair, bs, qs);
        // 7-day PnL: the week's trades on this pair, every leg valued at today's prices.
        const pal = weekFills
          .filter((f) => f.symbol === pair.symbol)
          .flatMap((f) => legsOf(f, refs, prices))
          .reduce((sum, leg) => sum + prices.usd(leg.coin, leg.units, refs.coinScale(leg.coin)), 0n);
        const btc = prices.usdRate('BTC');
        return {
          symbolId: pair.symbolId,
          symbolName: pair.symbol,
          baseCoinName: pair.base,
          priceCoinName: pair.quote,
          baseCoinPosition: amount(pair.base, holdings.base),
          priceCoinPosition: amount(pair.quote, holdings.quote),
          baseCoinPositionValuation: formatUsd(prices.usd(pair.base, holdings.base, bs)),
          priceCoinPositionValuation: formatUsd(prices.usd(pair.quote, holdings.quote, qs)),
          indexPrice: formatUnits(prices.ticks(pair.symbol) ?? 0, pair.pricePrecision),
          liquidationPrice: liq === undefined ? null : formatUnits(liq, pair.pricePrecision),
          riskRate: riskText(engine.riskRatio(userId, pair.symbol)),
          sevenDayPAL: btc === undefined ? '0' : formatFixed((pal * btc.den) / btc.num, USD_SCALE, 8),
          sevenDayPALUsd: formatUsd(pal),
        };
      });
    deps.commit();
    return ok(c, { list });
  });

  /** Moves `amount` between the spot and the pair's isolated account, as an answer value. */
  function transfer(userId: number, b: z.infer<typeof transferBody>): MemoAnswer {
    const { symbol, coin, direction } = b;
    const pair = refs.pair(symbol);
    if (pair === undefined) return refusalAnswer({ status: 400, code: Code.PARAM_INVALID, msg: `unknown symbol ${symbol}` });
    if (pair.margin === undefined) return refusalAnswer({ status: 200, code: Code.MARGIN_NOT_SUPPORTED, msg: `${pair.symbol} has no margin trading` });
    if (coin !== pair.base && coin !== pair.quote) return refusalAnswer({ status: 400, code: Code.PARAM_INVALID, msg: `${coin} is not a coin of ${symbol}` });
    const units = parseAmount(b.amount, refs.coinScale(coin), 'amount');
    if (!units.ok) return failed(units);
    if (units.value === 0) return failed(badParam('amount must be greater than 0'));
    const spot = engine.spotAccount(userId).accountId;
    const margin = engine.marginAccount(userId, symbol).accountId;
    const [from, to] = direction === 'in' ? [spot, margin] : [margin, spot];
    const moved = engine.transfer(userId, from, to, coin, units.value);
    if (!moved.ok) return failed(moved);
    return okAnswer({ symbol, coin, amount: amount(coin, units.value), direction });
  }

  app.post('/asset-gateway/leverage/transfer', async (c) => {
    const body = await readJson(c, transferBody);
    if (!body.ok) return body.answer;
    const userId = c.get('userId')!;
    const { requestNo } = body.data;
    const prior = requestNo === undefined ? undefined : memo.get(userId, 'transfer', requestNo, deps.now());
    if (prior !== undefined) return send(c, prior);
    const answer = transfer(userId, body.data);
    if (requestNo !== undefined) memo.remember(userId, 'transfer', requestNo, answer, deps.now());
    deps.commit(); // the transfer and its number in one commit, before the answer
    return send(c, answer);
  });

  return app;
}

/** Risk ratio for display: 4 decimals; '999' stands for "no debt" (the engine's Infinity). */
export function riskText(ratio: number): string {
  return Number.isFinite(ratio) ? Math.min(ratio, 999).toFixed(4) : '999';
}
