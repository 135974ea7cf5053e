import { pow10 } from '../../src/core/units';
import { baseToQuote, quoteToBase, type MarginPair } from './margin-risk';
import type { Order, Result, Side } from './types';

/**
 * Closing an isolated margin position through the book, once its risk ratio has reached the
 * liquidation ratio. The caller has already cancelled the account's open orders.
 *
 * Each round first repays every debt it can from what is available (interest first), then
 * trades for the coin still owed: sells base (by size) for a quote debt, or buys base (by
 * notional) for a base debt. Only one of the two can be needed in a round, because after
 * repaying, a coin still owed has nothing available left. A round's order is sized at the
 * last price plus a margin for fees and slippage; the last round trades everything that is
 * left, so a falling book cannot leave debt behind while assets remain.
 *
 * What the book cannot absorb (no liquidity, an order under the pair's minimums, the market
 * order refused) stops the procedure: the debt left stays on the loan as it is, and the next
 * tick tries again while the ratio stays at or below the liquidation ratio. What is left over
 * after every debt is paid stays in the account.
 */

/** What liquidation needs from the margin module and the engine, for one account. */
export interface LiquidationTarget {
  mp: MarginPair;
  accountId: number;
  /** Last price in ticks (defined: accounts without one are not liquidated). */
  price: number;
  available(coin: string): number;
  /** Principal + interest owed in `coin`, ledger units. */
  debt(coin: string): number;
  /** Repays every coin's debt it can from available, interest first, announcing each loan. */
  repayAll(): void;
  placeMarket(side: Side, amount: { size?: number; notional?: number }): Result<Order>;
}

/** Rounds of trading; the last one trades everything left. */
const ROUNDS = 3;
/** Extra sized into a round's order for the taker fee and slippage: 1/100 = 1%. */
const SLACK_DIVISOR = 100;

/** Runs the liquidation of one account; see the file comment for what it guarantees. */
export function liquidate(t: LiquidationTarget): void {
  const { base, quote } = t.mp;
  for (let round = 0; round < ROUNDS; round++) {
    t.repayAll();
    const allIn = round === ROUNDS - 1;
    let traded = false;
    if (t.debt(quote.coin) > 0) traded = sellForQuote(t, allIn);
    else if (t.debt(base.coin) > 0) traded = buyForBase(t, allIn);
    if (!traded) break;
  }
  t.repayAll();
}

function sellForQuote(t: LiquidationTarget, allIn: boolean): boolean {
  const { pair, base } = t.mp;
  const unitsPerLot = pow10(base.scale - pair.countPrecision);
  const lotsAvailable = Math.floor(t.available(base.coin) / unitsPerLot);
  let lots = lotsAvailable;
  if (!allIn) {
    const owed = withSlack(t.debt(t.mp.quote.coin));
    const units = quoteToBase(owed, t.price, t.mp, 'up');
    lots = Math.min(lotsAvailable, Math.max(Math.ceil(units / unitsPerLot), pair.minSellCount));
  }
  if (lots <= 0) return false;
  return filled(t.placeMarket('sell', { size: lots }));
}

function buyForBase(t: LiquidationTarget, allIn: boolean): boolean {
  const { pair, quote } = t.mp;
  const quoteAvailable = t.available(quote.coin);
  let notional = quoteAvailable;
  if (!allIn) {
    const owed = withSlack(baseToQuote(t.debt(t.mp.base.coin), t.price, t.mp, 'up'));
    notional = Math.min(quoteAvailable, Math.max(owed, pair.minBuyAmount));
  }
  if (notional <= 0) return false;
  return filled(t.placeMarket('buy', { notional }));
}

function withSlack(amount: number): number {
  return amount + Math.ceil(amount / SLACK_DIVISOR);
}

function filled(r: Result<Order>): boolean {
  return r.ok && (r.value.filledSize > 0 || r.value.filledNotional > 0);
}
