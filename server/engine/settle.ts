import type { OrderNode } from './book';
import { DEDUCTION_COIN, payFeeInBmx } from './fee-deduction';
import { feeOf } from './fees';
import type { Rate } from './rate';
import { withMaxFee } from './notional';
import { fillRecord } from './records';
import type { EngineState } from './state';
import { FEE_ACCOUNT_ID, type Fill } from './types';

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
 * The order's ledger slot of the coin it froze, looked up on first use and kept on the node
 * (a slot never moves). Called exactly where a string lookup would first create the balance,
 * so balances appear in the ledger in the same order as ever.
 */
export function frozenSlotOf(st: EngineState, node: OrderNode): number {
  let s = node.frozenSlot;
  if (s < 0) {
    const o = node.order;
    s = st.ledger.slot(o.accountId, o.side === 'buy' ? node.book.quoteIndex : node.book.baseIndex);
    node.frozenSlot = s;
  }
  return s;
}

/** The order's ledger slot of the coin it receives (base for a buy, quote for a sell). */
export function gainSlotOf(st: EngineState, node: OrderNode): number {
  let s = node.gainSlot;
  if (s < 0) {
    const o = node.order;
    s = st.ledger.slot(o.accountId, o.side === 'buy' ? node.book.baseIndex : node.book.quoteIndex);
    node.gainSlot = s;
  }
  return s;
}

/** The rate a limit buy keeps its fee reserve at: maker for post-only, else the larger. */
export function reserveRate(st: EngineState, node: OrderNode): Rate {
  const fees = st.fees(node.user);
  return node.order.type === 'limit_maker' ? fees.maker : fees.max;
}

/**
 * Releases what a resting limit buy holds beyond what its rest can still cost. `restUp`, when
 * the caller has it, is the rest's notional rounded up (saves recomputing it).
 */
export function trimReserve(st: EngineState, node: OrderNode, restUp = -1): void {
  const o = node.order;
  const rest = o.size - o.filledSize;
  let keep = 0;
  if (rest > 0) {
    const math = node.book.math;
    keep = withMaxFee(restUp >= 0 ? restUp : math.up(math.fine(o.price, rest)), reserveRate(st, node));
  }
  if (o.frozen > keep) {
    st.ledger.releaseAt(frozenSlotOf(st, node), o.frozen - keep);
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
  const nDown = math.down(fine);
  const nUp = math.upOf(fine, nDown);
  let sellFee = feeOf(nDown, sellNode === taker ? sellFees.taker : sellFees.maker);
  const sellBmx = payFeeInBmx(st, sellNode, sellFee);
  if (sellBmx > 0) sellFee = 0;
  const credit = nDown - sellFee;

  const buyFeeDue = feeOf(nUp, buyNode === taker ? buyFees.taker : buyFees.maker);
  const buyBmx = payFeeInBmx(st, buyNode, buyFeeDue);
  let charge = buyBmx > 0 ? nUp : nUp + buyFeeDue;
  const buyRestAfter = b.size - b.filledSize - lots;
  let restUp = -1;
  if (b.type !== 'market') {
    restUp = buyRestAfter > 0 ? math.up(math.fine(b.price, buyRestAfter)) : 0;
    const cap = b.frozen - restUp;
    if (charge > cap) charge = cap;
  }
  const buyNotional = charge < nUp ? charge : nUp;
  const buyFee = charge - buyNotional;
  const baseAmount = math.base(lots);

  // Records in the order a lookup per transfer would create them; a zero transfer looks up none.
  const ledger = st.ledger;
  const quote = book.quote.coin;
  if (baseAmount !== 0) ledger.payFrozenAt(frozenSlotOf(st, sellNode), gainSlotOf(st, buyNode), baseAmount);
  if (credit !== 0) ledger.payFrozenAt(frozenSlotOf(st, buyNode), gainSlotOf(st, sellNode), credit);
  const feeTotal = charge - credit;
  if (feeTotal !== 0) {
    let feeSlot = book.feeQuoteSlot;
    if (feeSlot < 0) {
      feeSlot = ledger.slot(FEE_ACCOUNT_ID, book.quoteIndex);
      book.feeQuoteSlot = feeSlot;
    }
    ledger.payFrozenAt(frozenSlotOf(st, buyNode), feeSlot, feeTotal);
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
  if (buyNode !== taker) trimReserve(st, buyNode, restUp);

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
    // each side repays from what this fill brought it: the buyer's base, the seller's net credit
    if (b.subMode === 'repay') hooks.autoRepay(b.accountId, b.symbol, book.base.coin, baseAmount);
    if (s.subMode === 'repay') hooks.autoRepay(s.accountId, s.symbol, quote, credit);
  }
}

function fillOf(node: OrderNode, tradeId: number, taker: boolean, price: number, lots: number, notional: number, fee: number, feeCoin: string, time: number): Fill {
  const o = node.order;
  return fillRecord(tradeId, o.orderId, o.userId, o.accountId, o.symbol, o.side, taker ? 'taker' : 'maker', price, lots, notional, fee, feeCoin, time);
}
