import { z } from 'zod';
import type { ExchangeEngine } from '../engine/api';
import type { PairSpec } from '../engine/types';
import { decimalField, intField, opt, symbolField } from './input-fields';
import type { TradingRefs } from './trading-refs';
import type { Prices } from './valuation';

/** Inputs and small views of the margin loan calls (margin.ts). */

/** Only isolated margin exists: `isolated` may be omitted, and false is refused. */
const isolatedField = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])], { error: 'must be true or false' })
  .transform((v) => v === true || v === 1 || v === 'true' || v === '1')
  .refine((v) => v, { error: 'only isolated margin is offered: isolated must be true' });

/** A loan's, repay's or transfer's client request number: 16 letters or digits. */
export const requestNoField = z.string().regex(/^[A-Za-z0-9]{16}$/, { error: 'must be 16 letters or digits' });

export const loanBody = z.object({
  requestNo: requestNoField,
  symbol: symbolField,
  amount: decimalField,
  coinId: intField,
  isolated: opt(isolatedField),
  timestamp: opt(intField),
});

export const loanInfoQuery = z.object({
  symbol: symbolField,
  coinId: opt(intField),
  coinType: opt(z.string().regex(/^[A-Z0-9]{1,20}$/, { error: 'must be a coin like "USDT"' })),
  isolated: opt(isolatedField),
});

/**
 * Assets less debt (principal + unpaid interest) of the user's isolated account of `pair`, in
 * quote ledger units, the base coin valued at the pair's last price.
 */
export function netAssetsOf(engine: ExchangeEngine, refs: TradingRefs, prices: Prices, userId: number, pair: PairSpec): number {
  const acc = engine.marginAccount(userId, pair.symbol);
  const held = (coin: string) => {
    const b = engine.balances(acc.accountId).find((x) => x.coin === coin);
    return b === undefined ? 0 : b.available + b.frozen;
  };
  const base = held(pair.base) - engine.loanInfo(userId, pair.symbol, pair.base).debtAll;
  const quote = held(pair.quote) - engine.loanInfo(userId, pair.symbol, pair.quote).debtAll;
  const ticks = BigInt(prices.ticks(pair.symbol) ?? 0);
  const bs = refs.coinScale(pair.base);
  const qs = refs.coinScale(pair.quote);
  const baseInQuote = (BigInt(base) * ticks * 10n ** BigInt(qs)) / 10n ** BigInt(bs + pair.pricePrecision);
  return Number(baseInQuote) + quote;
}

/**
 * Risk level shown beside the ratio: 'low' at twice the liquidation ratio or more (or with no
 * debt), 'medium' down to 1.25 times it, 'high' below that.
 */
export function riskDesc(ratio: number, liquidationRatio: number): 'low' | 'medium' | 'high' {
  if (ratio >= 2 * liquidationRatio) return 'low';
  if (ratio >= 1.25 * liquidationRatio) return 'medium';
  return 'high';
}

/**
 * The spec's "Margin symbol": count1 / count2 are the decimals a borrow of the base / quote
 * coin may have; coinMap by coin id, priceType 0 for the base coin and 1 for the quote coin.
 */
export function marginSymbolRow(pair: PairSpec, refs: TradingRefs) {
  const ref = refs.pairRef(pair.symbol);
  const base = refs.coin(pair.base);
  const quote = refs.coin(pair.quote);
  const m = ref?.margin;
  const entry = (coin: string, coinId: number, priceType: 0 | 1) => ({
    coinId,
    coinName: coin,
    priceType,
    borrowMin: m?.borrowMin[coin] ?? '0',
    repayMin: m?.repayMin[coin] ?? '0',
    interestRate: m?.hourlyRate[coin] ?? '0',
  });
  return {
    tradeMappingId: pair.symbolId,
    symbolId: pair.symbolId,
    symbol: pair.symbol,
    coinId: base?.coinId ?? 0,
    marketCoinId: quote?.coinId ?? 0,
    count1: m?.coinBorrowPrecision ?? refs.coinScale(pair.base),
    count2: m?.marketCoinBorrowPrecision ?? refs.coinScale(pair.quote),
    coinList: [pair.base, pair.quote],
    coinMap: {
      [base?.coinId ?? 0]: entry(pair.base, base?.coinId ?? 0, 0),
      [quote?.coinId ?? 0]: entry(pair.quote, quote?.coinId ?? 0, 1),
    },
    marginRatio: m?.marginRatio ?? 0,
    liquidationRatio: m?.liquidationRatio ?? 0,
  };
}
