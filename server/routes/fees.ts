import { Hono } from 'hono';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { Code } from '../engine/codes';
import type { GatewayEnv } from '../http/env';
import { readJson, readQuery } from '../http/input';
import { FEE_CLASS_RATES } from '../market/refdata';
import { formatUnitsTrim, parseUnits } from '../../src/core/units';
import { codeField, intField, opt } from './input-fields';
import { badInput, ok, refuse } from './respond';
import type { TradingRefs } from './trading-refs';

/**
 * Fee calls: GET /spot-fee/queryUserFee, GET /spot-fee/queryUserSpotTradeFeeRate, POST
 * /spot-fee/user/updateDecuction, and the voucher balance GET
 * /benefit-center/front/voucherQuery/queryAvailableAmount.
 *
 * Rates are decimal strings. makerRate/takerRate are what the engine charges this user;
 * makerRate1/takerRate1 the standard rates of the pair's fee class (its feeRateName);
 * discount*Rate the rates when fees are paid in the deduction coin (BMX) at deductionDiscount.
 */
export const DEDUCTION_DISCOUNT = '0.75';
export const DEDUCTION_COIN = 'BMX';

const feeQuery = z.object({ symbolId: opt(intField), timestamp: opt(intField) });
const deductionBody = z.object({ deduction: codeField([0, 1] as const), timestamp: opt(intField) });
const voucherQuery = z.object({ coinId: intField, timestamp: opt(intField) });

/** rate x DEDUCTION_DISCOUNT, exactly (rates have at most 10 decimals). */
export function discounted(rate: string): string {
  const r = parseUnits(rate, 10);
  const d = parseUnits(DEDUCTION_DISCOUNT, 2);
  if (!r.ok || !d.ok) return rate;
  return formatUnitsTrim(r.value * d.value, 12);
}

export function feeRoutes(deps: GatewayDeps, refs: TradingRefs): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();

  /** The pair of an optional symbolId: undefined when none was given, null when unknown. */
  const pairOf = (symbolId: number | undefined) => (symbolId === undefined ? undefined : (refs.pairOf(symbolId) ?? null));

  app.get('/spot-fee/queryUserFee', (c) => {
    const q = readQuery(c, feeQuery);
    if (!q.ok) return q.answer;
    const pair = pairOf(q.data.symbolId);
    if (pair === null) return badInput(c, `unknown symbolId ${q.data.symbolId}`);
    const userId = c.get('userId')!;
    const rates = deps.engine.feeRates(userId);
    const flags = refs.flags(userId);
    const pairClass = pair === undefined ? flags.feeClass : (refs.pairRef(pair.symbol)?.feeRateName ?? flags.feeClass);
    const standard = FEE_CLASS_RATES[pairClass];
    return ok(c, {
      makerRate: rates.maker,
      takerRate: rates.taker,
      makerRate1: standard.maker,
      takerRate1: standard.taker,
      discountMakerRate: discounted(rates.maker),
      discountTakerRate: discounted(rates.taker),
      deductionDiscount: DEDUCTION_DISCOUNT,
      decuction: flags.deduction ? 1 : 0,
      level: flags.feeClass,
      userRateType: flags.userRateType,
      coinType: DEDUCTION_COIN,
    });
  });

  app.get('/spot-fee/queryUserSpotTradeFeeRate', (c) => {
    const q = readQuery(c, feeQuery);
    if (!q.ok) return q.answer;
    const pair = pairOf(q.data.symbolId);
    if (pair === null) return badInput(c, `unknown symbolId ${q.data.symbolId}`);
    const rates = deps.engine.feeRates(c.get('userId')!);
    return ok(c, {
      symbolId: pair?.symbolId ?? null,
      makerRate: rates.maker,
      takerRate: rates.taker,
      feeRateName: pair === undefined ? null : (refs.pairRef(pair.symbol)?.feeRateName ?? null),
    });
  });

  app.post('/spot-fee/user/updateDecuction', async (c) => {
    const body = await readJson(c, deductionBody);
    if (!body.ok) return body.answer;
    const userId = c.get('userId')!;
    const on = body.data.deduction === 1;
    const flags = refs.flags(userId);
    // Pro and special-rate users already trade at negotiated rates: no further discount.
    if (on && flags.userRateType !== 0) {
      const who = flags.userRateType === 1 ? 'pro' : 'special-rate (svip)';
      return refuse(c, Code.FEE_DEDUCTION_REFUSED, `fee deduction cannot be switched on for ${who} users`);
    }
    deps.store.updateUserFlags(userId, { deduction: on });
    deps.engine.setFeeDeduction(userId, on);
    return ok(c, { decuction: on ? 1 : 0 });
  });

  app.get('/benefit-center/front/voucherQuery/queryAvailableAmount', (c) => {
    const q = readQuery(c, voucherQuery);
    if (!q.ok) return q.answer;
    const coin = refs.coinById(q.data.coinId);
    if (coin === undefined) return badInput(c, `unknown coinId ${q.data.coinId}`);
    // Paper accounts get no vouchers: the amount is always zero.
    return ok(c, { coinId: coin.coinId, coinType: coin.coin, availableAmount: '0' });
  });

  return app;
}
