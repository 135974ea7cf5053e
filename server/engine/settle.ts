import type { OrderNode } from './book';
import { DEDUCTION_COIN, payFeeInBmx } from './fee-deduction';
import { feeOf, type Rate } from './fees';
import type { EngineState } from './state';
import { FEE_ACCOUNT_ID, type Balance, type Fill } from './types';

/**
 * The money of one trade (spec 001 section 9), all in integer ledger units:
 *
 * - notional: n = price x lots at scale pp + cp; the buyer pays n rounded up (nUp), the
 *   seller is credited n rounded down (nDown);
 * - fees at each side's role rate, rounded up: the buyer pays fee(nUp) on top, the seller's
 *   fee(nDown) is withheld from its credit;
 * - the buyer's payment minus the seller's credit (fees plus rounding dust) goes to the fee
 *   account, so every coin's total is unchanged.
 *
 * A limit buy pays out of what it froze at placement (notional up + the maximum fee on it).
 * Rounding per fill can cost a unit more than that reserve shrinks, so a limit buy's payment
 * is capped at its frozen amount minus the notional reserve of its unfilled rest: the cap only
 * ever trims a unit or two of fee (or a fee raise made while the order rested), never what
 * the seller is owed. After each fill a limit buy's reserve is trimmed to what its rest can
 * still cost at the current rates, releasing the unused fee reserve as it goes (a taker once,
 * when it rests or closes). A side paying its fee in BMX (fee-deduction.ts) pays no quote fee.
 */

/**
 * The order's balance record of the coin it froze, looked up on first use and kept on the node
 * (a record is never replaced). Called exactly where a string lookup would first create it, so
 * records appear in the ledger in the same order as ever.
 */
export function frozenBalOf(st: EngineState, node: OrderNode): Balance {
  let b = node.frozenBal;
  if (b === null) {
    b = st.ledger.get(node.order.accountId, node.order.frozenCoin);
    node.frozenBal = b;
  }
  return b;
}

/** The order's balance record of the coin it receives (base for a buy, quote for a sell). */
export function gainBalOf(st: EngineState, node: OrderNode): Balance {
  let b = node.gainBal;
  if (b === null) {
    const book = node.book;
    b = st.ledger.slot(node.order.accountId, node.order.side === 'buy' ? book.baseIndex : book.quoteIndex);
    node.gainBal = b;
  }
  return b;
}

/** The rate a limit buy keeps its fee reserve at: maker for post-only, else the larger. */
export function reserveRate(st: EngineState, node: OrderNode): Rate {
  const fees = st.fees(node.user);
  return node.order.type === 'limit_maker' ? fees.maker : fees.max;
}

/** Releases what a resting limit buy holds beyond what its rest can still cost. */
export function trimReserve(st: EngineState, node: OrderNode): void {
  const o = node.order;
  const rest = o.size - o.filledSize;
  const keep = rest > 0 ? node.book.math.buyReserve(o.price, rest, reserveRate(st, node)) : 0;
  if (o.frozen > keep) {
    st.ledger.releaseOf(frozenBalOf(st, node), o.frozen - keep);
    o.frozen = keep;
  }
}

/** Settles `lots` at `price` between a taker and a resting maker and emits both fills. */
export function settle(st: EngineState, taker: OrderNode, maker: OrderNode, price: number, lots: number, time: number): void {
  const book = taker.book;
  const math = book.math;
  const buyNode = taker.order.side === 'buy' ? taker : maker;
  const sellNode = buyNode === taker ? maker : taker;
  const b = buyNode.order;
  const s = sellNode.order;
  const buyFees = st.fees(buyNode.user);
  const sellFees = st.fees(sellNode.user);

  const fine = math.fine(price, lots);
  const nUp = math.up(fine);
  const nDown = math.down(fine);
  let sellFee = feeOf(nDown, sellNode === taker ? sellFees.taker : sellFees.maker);
  const sellBmx = payFeeInBmx(st, sellNode, sellFee);
  if (sellBmx > 0) sellFee = 0;
  const credit = nDown - sellFee;

  const buyFeeDue = feeOf(nUp, buyNode === taker ? buyFees.taker : buyFees.maker);
  const buyBmx = payFeeInBmx(st, buyNode, buyFeeDue);
  let charge = buyBmx > 0 ? nUp : nUp + buyFeeDue;
  const buyRestAfter = b.size - b.filledSize - lots;
  if (b.type !== 'market') {
    const cap = b.frozen - (buyRestAfter > 0 ? math.up(math.fine(b.price, buyRestAfter)) : 0);
    if (charge > cap) charge = cap;
  }
  const buyNotional = charge < nUp ? charge : nUp;
  const buyFee = charge - buyNotional;
  const baseAmount = math.base(lots);

  // Records in the order a lookup per transfer would create them; a zero transfer looks up none.
  const ledger = st.ledger;
  const quote = book.quote.coin;
  if (baseAmount !== 0) ledger.payFrozenOf(frozenBalOf(st, sellNode), gainBalOf(st, buyNode), baseAmount);
  if (credit !== 0) ledger.payFrozenOf(frozenBalOf(st, buyNode), gainBalOf(st, sellNode), credit);
  const feeTotal = charge - credit;
  if (feeTotal !== 0) {
    let feeBal = book.feeQuote;
    if (feeBal === null) {
      feeBal = ledger.slot(FEE_ACCOUNT_ID, book.quoteIndex);
      book.feeQuote = feeBal;
    }
    ledger.payFrozenOf(frozenBalOf(st, buyNode), feeBal, feeTotal);
  }

  b.filledSize += lots;
  b.filledNotional += buyNotional;
  if (buyBmx > 0) b.fee += buyBmx;
  else if (b.feeCoin === quote) b.fee += buyFee;
  b.frozen -= charge;
  b.updateTime = time;
  s.filledSize += lots;
  s.filledNotional += nDown;
  if (sellBmx > 0) s.fee += sellBmx;
  else if (s.feeCoin === quote) s.fee += sellFee;
  s.frozen -= baseAmount;
  s.updateTime = time;

  // A taker is trimmed once, when it rests or closes (finishTaker), not after every fill.
  if (buyNode !== taker) trimReserve(st, buyNode);

  const tradeId = ++st.lastTradeId;
  if (st.muted === 0) {
    const takerIsBuyer = buyNode === taker;
    const buyFill = fillOf(buyNode, tradeId, takerIsBuyer, price, lots, buyNotional, buyBmx > 0 ? buyBmx : buyFee, buyBmx > 0 ? DEDUCTION_COIN : quote, time);
    const sellFill = fillOf(sellNode, tradeId, !takerIsBuyer, price, lots, nDown, sellBmx > 0 ? sellBmx : sellFee, sellBmx > 0 ? DEDUCTION_COIN : quote, time);
    st.emit({ kind: 'fill', fill: buyFill, counterOrderId: s.orderId });
    st.emit({ kind: 'fill', fill: sellFill, counterOrderId: b.orderId });
  }

  const hooks = st.hooks;
  if (hooks !== undefined) {
    if (b.subMode === 'repay') hooks.autoRepay(b.accountId, b.symbol, book.base.coin);
    if (s.subMode === 'repay') hooks.autoRepay(s.accountId, s.symbol, quote);
  }
}

function fillOf(node: OrderNode, tradeId: number, taker: boolean, price: number, lots: number, notional: number, fee: number, feeCoin: string, time: number): Fill {
  const o = node.order;
  return {
    tradeId,
    orderId: o.orderId,
    userId: o.userId,
    accountId: o.accountId,
    symbol: o.symbol,
    side: o.side,
    role: taker ? 'taker' : 'maker',
    price,
    size: lots,
    notional,
    fee,
    feeCoin,
    time,
  };
}
