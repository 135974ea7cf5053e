import { Hono } from 'hono';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { Code } from '../engine/codes';
import type { PairSpec } from '../engine/types';
import type { GatewayEnv } from '../http/env';
import { readJson, readQuery } from '../http/input';
import { formatUnits } from '../../src/core/units';
import { failed, okAnswer, refusalAnswer, send } from './answer';
import { intField, opt, symbolField } from './input-fields';
import { loanBody, loanInfoQuery, marginSymbolRow, netAssetsOf, riskDesc } from './margin-input';
import { riskText } from './margin-assets';
import { badParam, parseAmount } from './order-parse';
import { badInput, ok, refuse } from './respond';
import { RequestMemo, type MemoAnswer } from './request-memo';
import { marginCheck, type TradingRefs } from './trading-refs';
import { Prices } from './valuation';

/**
 * Margin loans and risk: POST /leverage-borrowing/leverage/borrowing/{loan,repay}, GET
 * .../borrowing/{loan,repay}/info, GET /leverage-liquidation/leverage/liquidation/marginRisk,
 * and ours, GET /leverage-borrowing/leverage/symbol/info (the order form's margin symbol).
 * A loan or repay repeating a requestNo of the last 24 h gets the original answer, after a
 * restart too (request-memo.ts).
 */
export function marginRoutes(deps: GatewayDeps, refs: TradingRefs): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  const memo = new RequestMemo(deps, 'loan');
  const { engine } = deps;

  /** The pair and coin of a loan call, or why not. */
  function target(symbol: string, coinId: number | undefined, coinType: string | undefined): { pair: PairSpec; coin: string } | { error: string } {
    const pair = refs.pair(symbol);
    if (pair === undefined) return { error: `unknown symbol ${symbol}` };
    const coin = coinType ?? (coinId === undefined ? undefined : refs.coinById(coinId)?.coin);
    if (coin === undefined) return { error: 'a known coinId or coinType is required' };
    if (coin !== pair.base && coin !== pair.quote) return { error: `${coin} is not a coin of ${symbol}` };
    return { pair, coin };
  }

  function lend(userId: number, kind: 'loan' | 'repay', b: z.infer<typeof loanBody>): MemoAnswer {
    const t = target(b.symbol, b.coinId, undefined);
    if ('error' in t) return refusalAnswer({ status: 400, code: Code.PARAM_INVALID, msg: t.error });
    const { pair, coin } = t;
    if (kind === 'loan') {
      const allowed = marginCheck(pair, refs.flags(userId));
      if (!allowed.ok) return failed(allowed);
    } else if (pair.margin === undefined) {
      return refusalAnswer({ status: 200, code: Code.MARGIN_NOT_SUPPORTED, msg: `${pair.symbol} has no margin trading` });
    }
    const units = parseAmount(b.amount, refs.coinScale(coin), 'amount');
    if (!units.ok) return failed(units);
    if (units.value === 0) return failed(badParam('amount must be greater than 0'));
    const result = kind === 'loan' ? engine.borrow(userId, pair.symbol, coin, units.value) : engine.repay(userId, pair.symbol, coin, units.value);
    if (!result.ok) return failed(result);
    const loan = result.value;
    const fmt = (n: number) => formatUnits(n, refs.coinScale(coin));
    return okAnswer({ coinName: coin, loanDid: fmt(loan.principal), interest: fmt(loan.interest), debtAll: fmt(loan.principal + loan.interest) });
  }

  for (const kind of ['loan', 'repay'] as const) {
    app.post(`/leverage-borrowing/leverage/borrowing/${kind}`, async (c) => {
      const body = await readJson(c, loanBody);
      if (!body.ok) return body.answer;
      const userId = c.get('userId')!;
      const prior = memo.get(userId, kind, body.data.requestNo, deps.now());
      if (prior !== undefined) return send(c, prior);
      const answer = lend(userId, kind, body.data);
      memo.remember(userId, kind, body.data.requestNo, answer, deps.now());
      deps.commit(); // the loan and its number in one commit, before the answer
      return send(c, answer);
    });

    app.get(`/leverage-borrowing/leverage/borrowing/${kind}/info`, (c) => {
      const q = readQuery(c, loanInfoQuery);
      if (!q.ok) return q.answer;
      const t = target(q.data.symbol, q.data.coinId, q.data.coinType);
      if ('error' in t) return badInput(c, t.error);
      const { pair, coin } = t;
      if (pair.margin === undefined) return refuse(c, Code.MARGIN_NOT_SUPPORTED, `${pair.symbol} has no margin trading`);
      const userId = c.get('userId')!;
      const info = engine.loanInfo(userId, pair.symbol, coin);
      const net = netAssetsOf(engine, refs, new Prices(engine, deps.now(), deps.market), userId, pair);
      deps.commit(); // loanInfo may have created the margin account
      const fmt = (n: number) => formatUnits(n, refs.coinScale(coin));
      return ok(c, {
        coinName: coin,
        balanceAvail: fmt(info.balanceAvail),
        loanDid: fmt(info.loanDid),
        interestRate: info.interestRate,
        loanMax: fmt(info.loanMax),
        // 1: nothing can be borrowed because the account holds no collateral (transfer first);
        // 0: loanMax is the leverage limit.
        cueType: info.loanMax === 0 && net <= 0 ? 1 : 0,
        netAssets: formatUnits(net, refs.coinScale(pair.quote)),
        netAssetsCoin: pair.quote,
        interest: fmt(info.interest),
        repayMax: fmt(info.repayMax),
        debtAll: fmt(info.debtAll),
      });
    });
  }

  app.get('/leverage-liquidation/leverage/liquidation/marginRisk', (c) => {
    const q = readQuery(c, z.object({ symbolId: intField }));
    if (!q.ok) return q.answer;
    const pair = refs.pairOf(q.data.symbolId);
    if (pair === undefined) return badInput(c, `unknown symbolId ${q.data.symbolId}`);
    if (pair.margin === undefined) return refuse(c, Code.MARGIN_NOT_SUPPORTED, `${pair.symbol} has no margin trading`);
    const ratio = engine.riskRatio(c.get('userId')!, pair.symbol);
    deps.commit();
    return ok(c, {
      symbolId: pair.symbolId,
      riskRate: riskText(ratio),
      riskDesc: riskDesc(ratio, pair.margin.liquidationRatio),
      liquidationRate: pair.margin.liquidationRatio.toFixed(4),
    });
  });

  app.get('/leverage-borrowing/leverage/symbol/info', (c) => {
    const q = readQuery(c, z.object({ symbol: opt(symbolField) }));
    if (!q.ok) return q.answer;
    const row = (p: PairSpec) => marginSymbolRow(p, refs);
    if (q.data.symbol === undefined) return ok(c, { list: refs.pairs().filter((p) => p.margin !== undefined).map(row) });
    const pair = refs.pair(q.data.symbol);
    if (pair === undefined) return badInput(c, `unknown symbol ${q.data.symbol}`);
    if (pair.margin === undefined) return refuse(c, Code.MARGIN_NOT_SUPPORTED, `${pair.symbol} has no margin trading`);
    return ok(c, row(pair));
  });

  return app;
}
