/**
 * GET /gw-api/ds/trade-config (docs/api.md), asked once per page and shared by what reads it:
 * the fee whitelist (fees/fee-api.ts), the confirm figures (thresholdRate, marketOffsetRate,
 * maxTriggerOrders: src/core/order-form/constants.ts tradeRulesOf) and the market list's quote
 * coins (src/features/market-list/market-api.ts). A failed call is asked
 * again the next time.
 */
import { apiGet } from '../../net/api';
import { tradeRulesOf, type TradeRules } from '../../core/order-form/constants';

export interface TradeConfigAnswer {
  feeWhitelistCountries?: string[];
  thresholdRate?: string;
  marketOffsetRate?: string;
  maxTriggerOrders?: number;
  /** The quote coins' sort values (the market list's grouping, src/features/market-list). */
  quoteCoins?: { coin: string; sort: number }[];
}

let config: Promise<TradeConfigAnswer | null> | null = null;

/** The trade-config answer's data, null when the call failed. */
export function tradeConfig(): Promise<TradeConfigAnswer | null> {
  config ??= apiGet<TradeConfigAnswer>('/ds/trade-config').then((a) => {
    if (!a.success || a.data === null) config = null; // ask again next time
    return a.success ? a.data : null;
  });
  return config;
}

/** The confirm figures of the trade config; the spec's values when the call failed. */
export async function loadTradeRules(): Promise<TradeRules> {
  return tradeRulesOf(await tradeConfig());
}
