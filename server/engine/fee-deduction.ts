import type { OrderNode } from './book';
import type { PairBook } from './pair-book';
import type { EngineState } from './state';
import { FEE_ACCOUNT_ID } from './types';

/**
 * Fee deduction (spec 001 sections 2 and 9): a user who switched it on pays spot trading fees
 * in BMX at 75% of their value ("fee-discount tip says 25%"), valued at BMX_USDT's last price.
 *
 * - The gateway refuses the switch to pro and special-rate users; the engine just follows it.
 * - An order's feeCoin is fixed when it is placed: BMX for a spot order of a user with the
 *   switch on, else the quote coin. order.fee sums the fees paid in that coin.
 * - Each fill of a BMX order pays its fee in BMX when the spot account has that much BMX
 *   available and the fee can be priced (BMX_USDT has traded, and so has QUOTE_USDT when the
 *   quote is not USDT); otherwise that fill pays in the quote coin as usual, shown on the
 *   fill (feeCoin) but not added to order.fee. A buy still freezes its quote fee reserve,
 *   which covers such fills and is released as usual.
 */
export const DEDUCTION_COIN = 'BMX';
const QUOTE_VALUE_COIN = 'USDT';
/** BMX is charged at 75/100 of the fee's value. */
const DISCOUNT_NUM = 75n;
const DISCOUNT_DEN = 100n;

/** The fee coin of a new order. */
export function orderFeeCoin(st: EngineState, deduction: boolean, spot: boolean, book: PairBook): string {
  return deduction && spot && st.coins.has(DEDUCTION_COIN) ? DEDUCTION_COIN : book.quote.coin;
}

/**
 * Pays `fee` (quote units of the node's pair) in BMX from the node's account if its order's
 * fee coin is BMX and it can; returns the BMX units paid, 0 when the fee stays in quote.
 */
export function payFeeInBmx(st: EngineState, node: OrderNode, fee: number): number {
  if (fee === 0 || node.order.feeCoin !== DEDUCTION_COIN) return 0;
  const bmx = bmxForFee(st, node.book, fee);
  if (bmx === 0 || st.ledger.available(node.order.accountId, DEDUCTION_COIN) < bmx) return 0;
  st.ledger.transfer(node.order.accountId, FEE_ACCOUNT_ID, DEDUCTION_COIN, bmx);
  return bmx;
}

/** `fee` quote units of `book` in BMX units at the discount, rounded up; 0 if unpriceable. */
export function bmxForFee(st: EngineState, book: PairBook, fee: number): number {
  const usdt = st.coins.get(QUOTE_VALUE_COIN);
  const bmxBook = st.books.get(`${DEDUCTION_COIN}_${QUOTE_VALUE_COIN}`);
  if (usdt === undefined || bmxBook === undefined || bmxBook.last === undefined) return 0;
  // The fee's value in USDT units, as an exact fraction num / den.
  let num = BigInt(fee);
  let den = 1n;
  if (book.quote.coin !== QUOTE_VALUE_COIN) {
    const conv = st.books.get(`${book.quote.coin}_${QUOTE_VALUE_COIN}`);
    if (conv === undefined || conv.last === undefined) return 0;
    // quote units x price ticks x 10^(usdtScale - quoteScale - pricePrecision)
    num *= BigInt(conv.last);
    const e = usdt.scale - book.quote.scale - conv.pair.pricePrecision;
    if (e >= 0) num *= 10n ** BigInt(e);
    else den *= 10n ** BigInt(-e);
  }
  // BMX units = usdt units / (bmx price ticks / 10^pp) x 10^(bmxScale - usdtScale) x 75%
  num *= DISCOUNT_NUM;
  const e = bmxBook.base.scale + bmxBook.pair.pricePrecision - usdt.scale;
  if (e >= 0) num *= 10n ** BigInt(e);
  else den *= 10n ** BigInt(-e);
  den *= DISCOUNT_DEN * BigInt(bmxBook.last);
  const q = (num + den - 1n) / den;
  return q > BigInt(Number.MAX_SAFE_INTEGER) ? 0 : Number(q);
}
