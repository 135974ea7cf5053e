/**
 * The fee calls of the order form (docs/api-trading.md "Fees", docs/api.md trade-config):
 * the fee whitelist, the user's rates, the pair's fee class, the voucher balance and the
 * signed fee-deduction switch.
 */
import { apiGet, apiPostSigned, type ApiAnswer } from '../../../net/api';
import { tradeConfig } from '../trade-config';

/** GET /spot-fee/queryUserFee (spec 3 "Fee info"). */
export interface FeeInfoAnswer {
  makerRate: string;
  takerRate: string;
  /** Standard rates of the pair's fee class. */
  makerRate1: string;
  takerRate1: string;
  /** The user's rates when fees are paid in the deduction coin. */
  discountMakerRate: string;
  discountTakerRate: string;
  deductionDiscount: string;
  decuction: number;
  level: string;
  /** 0 ordinary, 1 pro, 2 svip. */
  userRateType: number;
  /** The deduction coin (BMX). */
  coinType: string;
}

/** Countries where fees are shown (GET /ds/trade-config feeWhitelistCountries), once per page. */
export async function feeWhitelist(): Promise<readonly string[]> {
  return (await tradeConfig())?.feeWhitelistCountries ?? [];
}

export function userFee(symbolId: number): Promise<ApiAnswer<FeeInfoAnswer>> {
  return apiGet<FeeInfoAnswer>('/spot-fee/queryUserFee', { symbolId: String(symbolId) }); // signed by apiGet
}

/** The pair's fee class (feeRateName A–D) through GET /spot-fee/queryUserSpotTradeFeeRate. */
export async function pairFeeClass(symbolId: number): Promise<string | null> {
  const a = await apiGet<{ feeRateName: string | null }>('/spot-fee/queryUserSpotTradeFeeRate', { symbolId: String(symbolId), timestamp: String(Date.now()) });
  return a.data?.feeRateName ?? null;
}

/** Fee vouchers available in a coin (always '0' for the gateway's paper accounts). */
export async function voucherAmount(coinId: number): Promise<string | null> {
  const a = await apiGet<{ availableAmount: string }>('/benefit-center/front/voucherQuery/queryAvailableAmount', { coinId: String(coinId), timestamp: String(Date.now()) });
  return a.data?.availableAmount ?? null;
}

/** Signed POST /spot-fee/user/updateDecuction; 30040 when a pro or svip user switches it on. */
export function setDeduction(on: boolean): Promise<ApiAnswer<{ decuction: number }>> {
  return apiPostSigned('/spot-fee/user/updateDecuction', { deduction: on ? 1 : 0, timestamp: Date.now() });
}
