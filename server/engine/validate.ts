import { Code } from './codes';
import type { Rate } from './rate';
import type { PairBook } from './pair-book';
import { fail, type OrderType, type PlaceOrder, type Result } from './types';

/** A placement that passed every check that needs no account: what to store and freeze. */
export interface PlacePlan {
  book: PairBook | undefined;
  price: number;
  size: number;
  notional: number;
  triggerPrice: number;
  tradeSide: 0 | 1 | 2;
  marketAmountType: 0 | 1 | 2;
  freezeCoin: string;
  /** Units the order freezes when placed (0 for a trigger order, which freezes nothing). */
  freeze: number;
}

const isType = (t: OrderType): boolean => t === 'limit' || t === 'market' || t === 'ioc' || t === 'limit_maker';

/** A positive whole number (ids, amounts that must not be zero). */
export const isCount = (n: number): boolean => Number.isSafeInteger(n) && n > 0;
/** An order amount in whole units, zero included (zero is then refused with the minimum's code). */
export const isAmount = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/**
 * Checks a price in ticks: PARAM_INVALID when not a safe integer, 33117 when not above 0 or
 * above MAX_PRICE, 33125 below the pair's minimum. (MAX_PRICE whole units is past 2^53 ticks
 * for every precision, so above-maximum prices are in practice caught as unsafe integers
 * here and as decimal strings by the gateway.)
 */
export function checkPrice(book: PairBook, price: number, what = 'price'): Result<never> | undefined {
  if (!Number.isSafeInteger(price)) return fail(Code.PARAM_INVALID, `${what} must be an integer number of ticks`);
  if (price <= 0) return fail(Code.PRICE_OUT_OF_RANGE, `${what} must be greater than 0`);
  if (price > book.math.maxPrice) return fail(Code.PRICE_OUT_OF_RANGE, `${what} exceeds the maximum price`);
  if (what === 'price' && price < book.pair.minPrice) {
    return fail(Code.PRICE_BELOW_MIN, `price is below the minimum price of ${book.pair.symbol}`);
  }
  return undefined;
}

/**
 * What a limit order of `size` lots at `price` freezes, after the size, minimum and range
 * checks (a number), or the refusal; `rate` is the fee rate its buy reserve uses. Shared by
 * placement and amend.
 */
export function limitFreeze(book: PairBook, side: 'buy' | 'sell', price: number, size: number, rate: Rate): number | Result<never> {
  const pair = book.pair;
  if (!isAmount(size)) return fail(Code.PARAM_INVALID, 'size must be a whole number of lots');
  if (size < (side === 'buy' ? pair.minBuyCount : pair.minSellCount) || size === 0) {
    return fail(Code.AMOUNT_BELOW_MIN_COUNT, `amount is below the minimum of ${pair.symbol}`);
  }
  const math = book.math;
  const fine = math.fine(price, size);
  if (!Number.isSafeInteger(fine)) return fail(Code.PARAM_INVALID, 'price x size is too large');
  const down = math.down(fine);
  if (down < (side === 'buy' ? pair.minBuyAmount : pair.minSellAmount)) {
    return fail(Code.TOTAL_BELOW_MIN_AMOUNT, `total is below the minimum amount of ${pair.symbol}`);
  }
  const freeze = side === 'buy' ? math.buyReserveOf(fine, down, rate) : math.base(size);
  if (!Number.isSafeInteger(freeze)) return fail(Code.PARAM_INVALID, 'order amount is too large');
  return freeze;
}

/**
 * What a market order freezes (the budget of a buy, the size of a sell), or the refusal. An
 * amount of zero is below the minimum (its code, not a parameter error). Below the minimum a
 * plan order's market child gets the codes of the trigger/stop form (33124 count, 33126 total:
 * spec 001 section 8, "low-amount error for trigger"; the same codes its amend gets), a plain
 * market order the market codes (33129 count, 33127 total).
 */
export function marketFreeze(book: PairBook, side: 'buy' | 'sell', size: number, notional: number, plan: boolean): number | Result<never> {
  const pair = book.pair;
  if (side === 'buy') {
    if (size !== 0) return fail(Code.MARKET_INVALID, 'a market buy is entered as a total (notional), not a size');
    if (!isAmount(notional)) return fail(Code.PARAM_INVALID, 'total must be a whole number of ledger units');
    if (notional < pair.minBuyAmount || notional === 0) {
      return fail(plan ? Code.TOTAL_BELOW_MIN_AMOUNT : Code.MARKET_TOTAL_BELOW_MIN, `total is below the minimum amount of ${pair.symbol}`);
    }
    return notional;
  }
  if (notional !== 0) return fail(Code.MARKET_INVALID, 'a market sell is entered as an amount (size), not a total');
  if (!isAmount(size)) return fail(Code.PARAM_INVALID, 'size must be a whole number of lots');
  if (size < pair.minSellCount || size === 0) {
    return fail(plan ? Code.AMOUNT_BELOW_MIN_COUNT : Code.MARKET_COUNT_BELOW_MIN, `amount is below the minimum of ${pair.symbol}`);
  }
  const freeze = book.math.base(size);
  if (!Number.isSafeInteger(freeze)) return fail(Code.PARAM_INVALID, 'order amount is too large');
  return freeze;
}

/** A PlacePlan to fill in; one per engine, reused by every placement (no allocation). */
export function emptyPlan(): PlacePlan {
  return { book: undefined, price: 0, size: 0, notional: 0, triggerPrice: 0, tradeSide: 0, marketAmountType: 0, freezeCoin: '', freeze: 0 };
}

/**
 * Every placement check that needs neither an account nor a balance. Writes the accepted
 * figures into `out` (callers read them before placing anything else) and returns the refusal,
 * or undefined.
 */
export function validatePlace(books: ReadonlyMap<string, PairBook>, cmd: PlaceOrder, rates: { maker: Rate; max: Rate }, out: PlacePlan): Result<never> | undefined {
  const book = books.get(cmd.symbol);
  if (book === undefined) return fail(Code.SYMBOL_NOT_FOUND, `unknown symbol ${String(cmd.symbol)}`);
  if (!isCount(cmd.userId)) return fail(Code.PARAM_INVALID, 'invalid user');
  if (cmd.mode === 'spot') {
    if (cmd.subMode !== 'normal') return fail(Code.PARAM_INVALID, 'spot orders have sub-mode normal');
  } else if (cmd.mode === 'iso_margin') {
    if (cmd.subMode !== 'normal' && cmd.subMode !== 'borrow' && cmd.subMode !== 'repay') return fail(Code.PARAM_INVALID, 'invalid margin sub-mode');
    if (book.pair.margin === undefined) return fail(Code.MARGIN_NOT_SUPPORTED, `${book.pair.symbol} has no isolated margin`);
  } else return fail(Code.PARAM_INVALID, 'invalid order mode');
  if (cmd.side !== 'buy' && cmd.side !== 'sell') return fail(Code.PARAM_INVALID, 'side must be buy or sell');
  if (!isType(cmd.type)) return fail(Code.PARAM_INVALID, 'invalid order type');
  if (cmd.planType !== 0 && cmd.planType !== 1 && cmd.planType !== 2) return fail(Code.PARAM_INVALID, 'invalid plan type');

  const plan = cmd.planType !== 0;
  if (plan) {
    if (cmd.type !== 'limit' && cmd.type !== 'market') return fail(Code.PARAM_INVALID, 'plan orders are limit or market');
    if (!isCount(cmd.triggerPrice)) return fail(Code.PARAM_INVALID, 'trigger price must be greater than 0');
    const bad = checkPrice(book, cmd.triggerPrice, 'trigger price');
    if (bad !== undefined) return bad;
    if (cmd.tradeSide !== 1 && cmd.tradeSide !== 2) return fail(Code.PARAM_INVALID, 'trade side must be 1 or 2');
  }

  let freeze: number | Result<never>;
  if (cmd.type === 'market') {
    freeze = marketFreeze(book, cmd.side, cmd.size, cmd.notional, plan);
    if (typeof freeze === 'number' && !plan && book.opposite(cmd.side).isEmpty()) {
      return fail(Code.MARKET_NO_LIQUIDITY, 'no opposite orders to match a market order');
    }
  } else {
    const bad = checkPrice(book, cmd.price);
    if (bad !== undefined) return bad;
    freeze = limitFreeze(book, cmd.side, cmd.price, cmd.size, cmd.type === 'limit_maker' ? rates.maker : rates.max);
  }
  if (typeof freeze !== 'number') return freeze;

  const market = cmd.type === 'market';
  out.book = book;
  out.price = market ? 0 : cmd.price;
  out.size = market && cmd.side === 'buy' ? 0 : cmd.size;
  out.notional = market && cmd.side === 'buy' ? cmd.notional : 0;
  out.triggerPrice = plan ? cmd.triggerPrice : 0;
  out.tradeSide = plan ? cmd.tradeSide : 0;
  out.marketAmountType = market ? (cmd.side === 'buy' ? 1 : 2) : 0;
  out.freezeCoin = cmd.side === 'buy' ? book.quote.coin : book.base.coin;
  out.freeze = cmd.planType === 2 ? 0 : freeze;
  return undefined;
}
