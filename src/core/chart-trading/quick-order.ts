/**
 * The chart's quick orders (issue 24, spec trade page section 5 "Chart quick market order" and
 * "Quick limit order"): the checks before a submit, the percent buttons and the estimated
 * maximum. Pure and exact (src/core/order-form/exact.ts): a rule never flips on a float's last
 * bit. Every rounding is down, as section 9 says.
 *
 * Decisions where the spec is silent (docs/decisions.md, issue 24):
 * - a market quantity is estimated at the best price of the other side (a buy at the best ask,
 *   a sell at the best bid); with that side empty a quantity in the other unit cannot be
 *   estimated and the check answers nullPriceNew;
 * - text that is not a number answers the null message of its field; empty or zero answers
 *   e_33124 with the minimum count, as the spec lists.
 */
import { cmp, div, floorAt, formatBig, formatDown, isZero, mul, ratio, readExact, readSigned, sub, ONE, type Ratio } from '../order-form/exact';
import { MAX_PRICE, PERCENT_DECIMALS, PERCENT_MAX } from '../order-form/constants';
import { feeFactorRate, type FeeRates } from '../order-form/fees';
import { precisionsOf, type PairRules, type Side } from '../order-form/types';

/** Which quantity the quick market panel's input holds (its type toggle). */
export type QuickEntry = 'amount' | 'total';

/** A local message (kline_error_tip.*) or a gateway code's text (e_<code>), with its values. */
export interface QuickProblem {
  key: 'nullAmountNew' | 'nullTotalNew' | 'nullPriceNew' | 'balanceNotEnough' | 'lessTotal' | 'lessAmount' | 'priceExceedLimit' | 'e_33124';
  params?: Record<string, string>;
}

export interface QuickMarketInput {
  side: Side;
  entry: QuickEntry;
  value: string;
  /** The best ask for a buy, the best bid for a sell; null when that side of the book is empty. */
  bestPrice: string | null;
  /** Quote available for a buy, base available for a sell. */
  available: string;
  fees: FeeRates;
  pair: PairRules;
}

export interface QuickLimitInput {
  side: Side;
  price: string;
  amount: string;
  available: string;
  pair: PairRules;
}

const minCount = (side: Side, pair: PairRules) => (side === 'buy' ? pair.minBuyCount : pair.minSellCount);
const minAmount = (side: Side, pair: PairRules) => (side === 'buy' ? pair.minBuyAmount : pair.minSellAmount);
const read = (text: string): Ratio => readExact(text.trim()) ?? ratio(0, 0);
/** A typed price of any length (the largest price is past the safe-integer range), null unless a plain non-negative decimal. */
const readPrice = (text: string): Ratio | null => {
  const r = readSigned(text);
  return r === null || r.n < 0n || /^\s*[+-]/.test(text) ? null : r;
};
const below = (a: Ratio, minText: string) => cmp(a, read(minText)) < 0;
const above = (a: Ratio, maxText: string) => cmp(a, readPrice(maxText) ?? ratio(0, 0)) > 0;

/** The amount and total of a market order, the one not entered estimated at `price`, rounded down. */
export function marketFigures(entry: QuickEntry, value: Ratio, price: Ratio, pair: PairRules): { amount: Ratio; total: Ratio } {
  const p = precisionsOf(pair);
  if (entry === 'amount') return { amount: value, total: ratio(floorAt(mul(value, price), p.total), p.total) };
  return { amount: ratio(floorAt(div(value, price), p.count), p.count), total: value };
}

/** The first rule a quick market order breaks, or null when it may be submitted. */
export function checkQuickMarket(i: QuickMarketInput): QuickProblem | null {
  const text = i.value.trim();
  const count = { min: minCount(i.side, i.pair), coin: i.pair.coinName };
  if (text === '') return { key: 'e_33124', params: count };
  const value = readExact(text);
  if (value === null) return { key: i.entry === 'amount' ? 'nullAmountNew' : 'nullTotalNew' };
  if (isZero(value)) return { key: 'e_33124', params: count };
  const price = i.bestPrice === null ? null : readExact(i.bestPrice);
  if (price === null || isZero(price)) return { key: 'nullPriceNew' };
  const { amount, total } = marketFigures(i.entry, value, price, i.pair);
  const lessTotal = { key: 'lessTotal' as const, params: { min: minAmount(i.side, i.pair), coin: i.pair.marketCoinName } };
  if (i.side === 'buy') {
    // what buys coins once the fee is out: total x (1 - the larger fee rate)
    if (below(mul(total, sub(ONE, feeFactorRate(i.fees))), i.pair.minBuyAmount)) return lessTotal;
    if (above(total, i.available)) return { key: 'balanceNotEnough' };
  } else {
    if (below(total, i.pair.minSellAmount)) return lessTotal;
    if (above(amount, i.available)) return { key: 'balanceNotEnough' };
  }
  if (below(amount, count.min)) return { key: 'lessAmount', params: count };
  return null;
}

/** The first rule a quick limit order breaks, or null when it may be submitted. */
export function checkQuickLimit(i: QuickLimitInput): QuickProblem | null {
  const price = readPrice(i.price);
  if (price === null || isZero(price)) return { key: 'nullPriceNew' };
  if (above(price, MAX_PRICE)) return { key: 'priceExceedLimit', params: { max: MAX_PRICE } };
  const amount = readExact(i.amount.trim());
  if (amount === null || isZero(amount)) return { key: 'nullAmountNew' };
  const total = mul(price, amount);
  if (below(total, minAmount(i.side, i.pair))) return { key: 'lessTotal', params: { min: minAmount(i.side, i.pair), coin: i.pair.marketCoinName } };
  if (above(i.side === 'buy' ? total : amount, i.available)) return { key: 'balanceNotEnough' };
  return null;
}

/**
 * The limit popup's warning while an amount is typed (spec: "Tooltip warns when total is at or
 * below the minimum"): the total it makes at the popup's price and the pair's minimum, when that
 * total is at or below it; null while there is nothing to warn of (no amount yet, or enough).
 * The submit's own check (checkQuickLimit) refuses only a total below the minimum.
 */
export function minTotalWarning(i: Pick<QuickLimitInput, 'side' | 'price' | 'amount' | 'pair'>): { total: string; min: string; coin: string } | null {
  const price = readPrice(i.price);
  const amount = readExact(i.amount.trim());
  if (price === null || isZero(price) || amount === null || isZero(amount)) return null;
  const min = minAmount(i.side, i.pair);
  const total = mul(price, amount);
  if (above(total, min)) return null;
  return { total: formatDown(total, precisionsOf(i.pair).total), min, coin: i.pair.marketCoinName };
}

/** A percent as typed or pressed: capped at 100, two decimals, rounded down; null when unreadable. */
export function percentOf(text: string): Ratio | null {
  const raw = readExact(text.trim());
  if (raw === null) return null;
  const capped = cmp(raw, ratio(PERCENT_MAX, 0)) > 0 ? ratio(PERCENT_MAX, 0) : raw;
  return ratio(floorAt(capped, PERCENT_DECIMALS), PERCENT_DECIMALS + 2); // percent / 100
}

/**
 * The base amount a percent of the balance buys or sells at `price` (the limit price, or the
 * best price for a market order), rounded down to the pair's count precision: a buy spends
 * that share of the quote less the larger fee rate, a sell sells that share of the base.
 * Null when the price or percent is unusable.
 */
export function percentAmount(side: Side, percent: string, available: string, price: string, fees: FeeRates, pair: PairRules): string | null {
  const share = percentOf(percent);
  const p = readExact(price.trim());
  if (share === null || p === null || isZero(p)) return null;
  const count = precisionsOf(pair).count;
  const balance = read(available);
  const base = side === 'buy' ? div(mul(mul(balance, share), sub(ONE, feeFactorRate(fees))), p) : mul(balance, share);
  return formatBig(floorAt(base, count), count);
}

/**
 * The quick market panel's estimated maximum for `entry`: a buy spends at most the quote
 * available (its amount less the larger fee rate at the best ask); a sell sells at most the base
 * available (its total at the best bid). Rounded down; null without a best price where one is needed.
 */
export function estimatedMax(side: Side, entry: QuickEntry, available: string, bestPrice: string | null, fees: FeeRates, pair: PairRules): string | null {
  const p = precisionsOf(pair);
  const balance = read(available);
  if (side === 'buy' && entry === 'total') return formatBig(floorAt(balance, p.total), p.total);
  if (side === 'sell' && entry === 'amount') return formatBig(floorAt(balance, p.count), p.count);
  const price = bestPrice === null ? null : readExact(bestPrice);
  if (price === null || isZero(price)) return null;
  if (side === 'buy') return formatBig(floorAt(div(mul(balance, sub(ONE, feeFactorRate(fees))), price), p.count), p.count);
  return formatBig(floorAt(mul(balance, price), p.total), p.total);
}
