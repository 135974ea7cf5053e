import type { OrderDraft, PairRules } from './types';

/**
 * BTC_USDT as GET /gw-api/ds/pairs serves it (server/market/refdata-pairs.ts): prices at 2
 * decimals, amounts at 6, minimum 0.00001 BTC and 5 USDT, minimum price one tick.
 */
export const PAIR: PairRules = {
  symbol: 'BTC_USDT',
  coinName: 'BTC',
  marketCoinName: 'USDT',
  pricePrecision: 2,
  countPrecision: 6,
  minBuyCount: '0.00001',
  minSellCount: '0.00001',
  minBuyAmount: '5',
  minSellAmount: '5',
  minBuyPrice: '0.01',
  minSellPrice: '0.01',
};

/** Maker 0.1 %, taker 0.2 %: the fee factor is the taker rate. */
export const RATES = { maker: '0.001', taker: '0.002' };

export const P = { price: 2, count: 6, total: 2 };

/** A draft with every field empty; `over` sets what a case needs. */
export function draft(over: Partial<OrderDraft>): OrderDraft {
  return { kind: 'limit', child: 'limit', side: 'buy', price: '', triggerPrice: '', amount: '', total: '', ...over };
}
