/**
 * Fee math of the order form (spec order-placement sections 4 and 9): the fee factor that links
 * a buy's total to its amount, the reserve a limit buy freezes, and the estimated fee shown.
 *
 * Rates are the gateway's decimal strings ('0.001'). The form's fee factor is the LARGER of the
 * maker and taker rate for every kind (section 4; post-only included), which is never less than
 * what the engine reserves, so the form never lets through a buy the engine refuses for balance.
 */
import { DEFAULT_FEE_RATES, type FeeClass } from './constants';
import { add, ceilAt, cmp, formatUp, mul, ONE, ratio, readExact, readUnits, type Ratio } from './exact';
import { isPriced, type OrderDraft, type OrderKind, type Precisions, type Side } from './types';

export interface FeeRates {
  maker: string;
  taker: string;
}

/** A rate string as an exact fraction; an unreadable or missing rate counts as 0. */
export function rateOf(text: string | undefined): Ratio {
  return (text === undefined ? null : readExact(text)) ?? ratio(0, 0);
}

/** The larger of the maker and taker rate: the fee factor of section 4 and section 9. */
export function feeFactorRate(rates: FeeRates): Ratio {
  const maker = rateOf(rates.maker);
  const taker = rateOf(rates.taker);
  return cmp(maker, taker) > 0 ? maker : taker;
}

/** The standard rates of a fee class (feeRateName); class B for an unknown one, as the engine. */
export function classRates(feeClass: string): FeeRates {
  return feeClass in DEFAULT_FEE_RATES ? DEFAULT_FEE_RATES[feeClass as FeeClass] : DEFAULT_FEE_RATES.B;
}

/** 1 + rate for a buy (the total carries the fee), 1 for a sell. */
export function sideFactor(side: Side, rate: Ratio): Ratio {
  return side === 'buy' ? add(ONE, rate) : ONE;
}

/**
 * What a limit buy of `notional` (price × amount, exact) freezes at a balance of ledger scale
 * `scale`: the notional rounded up, plus the fee on that rounded notional rounded up. The
 * engine's PairMath.buyReserve, so a 100 % slider buy fits the balance to the last unit.
 */
export function buyReserve(notional: Ratio, rate: Ratio, scale: number): Ratio {
  const n = ceilAt(notional, scale);
  const fee = ceilAt(mul(ratio(n, scale), rate), scale);
  return ratio(n + fee, scale);
}

/**
 * The fee shown before placing (section 9), in quote, exact: limit kinds (and limit children)
 * the maximum fee, taker × price × amount; post-only maker × price × amount; market the taker
 * rate on the transaction amount (a buy's total; a sell's amount × `price`, the reference price
 * the caller shows it at). The caller rounds it UP for display: it is the most that is charged.
 */
export function estimatedFee(kind: OrderKind, child: 'limit' | 'market', side: Side, figures: { price: Ratio; amount: Ratio; total: Ratio }, rates: FeeRates): Ratio {
  const market = kind === 'market' || ((kind === 'trigger' || kind === 'stop_limit') && child === 'market');
  const rate = rateOf(kind === 'limit_maker' ? rates.maker : rates.taker);
  if (market) return mul(rate, side === 'buy' ? figures.total : mul(figures.amount, figures.price));
  return mul(rate, mul(figures.price, figures.amount));
}

/**
 * The estimated fee of a draft as the form shows it, in quote, rounded UP at `scale` (the quote
 * coin's ledger scale): estimatedFee on the figures that will be sent, the reference price
 * (linking.referencePrice) standing in for a market sell's price. '' while a figure it needs
 * is missing or 0.
 */
export function feeEstimate(draft: Pick<OrderDraft, 'kind' | 'child' | 'side' | 'amount' | 'total'>, price: string, rates: FeeRates, p: Precisions, scale: number): string {
  const read = (text: string, s: number) => {
    const u = readUnits(text, s);
    return u === null || u === 0 ? null : ratio(u, s);
  };
  const marketBuy = !isPriced(draft) && draft.side === 'buy';
  const total = marketBuy ? read(draft.total, p.total) : null;
  const amount = marketBuy ? null : read(draft.amount, p.count);
  const at = marketBuy ? null : read(price, p.price);
  if (marketBuy ? total === null : amount === null || at === null) return '';
  const zero = ratio(0, 0);
  return formatUp(estimatedFee(draft.kind, draft.child, draft.side, { price: at ?? zero, amount: amount ?? zero, total: total ?? zero }, rates), scale);
}
