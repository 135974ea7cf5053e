/**
 * Fee math of the order form (spec order-placement sections 4 and 9): the fee factor that links
 * a buy's total to its amount, the reserve a limit buy freezes, and the estimated fee shown.
 *
 * Rates are the gateway's decimal strings ('0.001'). The form's fee factor is the LARGER of the
 * maker and taker rate for every kind (section 4; post-only included), which is never less than
 * what the engine reserves, so the form never lets through a buy the engine refuses for balance.
 */
import { DEFAULT_FEE_RATES, type FeeClass } from './constants';
import { add, ceilAt, cmp, div, floorAt, formatUp, isZero, mul, ONE, ratio, readExact, readUnits, ZERO, type Ratio } from './exact';
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
 * The taker fee of a market buy that spends `total` (quote) with its fee inside it, in quote
 * ledger units at `scale`, as the engine charges it. The engine freezes the total and, at each
 * price, buys the most whole lots whose notional (rounded up) plus fee (feeOf it, rounded up)
 * fit in what is left (PairMath.affordable), so the fee is about total × rate / (1 + rate), not
 * rate × total. `lotNotional` is what one lot costs at the price it fills at (price ×
 * 10^-count: exact when the order fills at that one price); without a price, one ledger unit,
 * which gives the most any fill could charge: the largest notional n with
 * n + ceil(n × rate) <= total.
 */
export function marketBuyFee(total: Ratio, rate: Ratio, scale: number, lotNotional: Ratio = ratio(1, scale)): Ratio {
  const budget = floorAt(total, scale);
  if (isZero(lotNotional)) return ZERO;
  const notional = (lots: bigint) => ceilAt(mul(lotNotional, ratio(lots, 0)), scale);
  const fee = (n: bigint) => ceilAt(mul(ratio(n, 0), rate), 0);
  const spends = (lots: bigint) => {
    const n = notional(lots);
    return n + fee(n);
  };
  // a guess a lot or so off, then the engine's own walk to the exact count
  let lots = floorAt(div(ratio(budget, scale), mul(lotNotional, add(ONE, rate))), 0);
  while (lots > 0n && spends(lots) > budget) lots--;
  while (spends(lots + 1n) <= budget) lots++;
  return ratio(fee(notional(lots)), scale);
}

/** Scales of the fee math: the quote coin's ledger scale and the pair's count precision. */
export interface FeeScales {
  quote: number;
  count: number;
}

/**
 * The fee shown before placing (section 9), in quote, exact: limit kinds (and limit children)
 * the maximum fee, taker × price × amount; post-only maker × price × amount; market the taker
 * rate on the transaction amount: a sell's amount × `price` (the reference price the caller
 * shows it at), a buy's total with the fee inside it as the engine spends it (marketBuyFee,
 * filled at `price`; a zero price is unknown: the most it could be). The caller rounds it UP
 * for display: it is the most that is charged.
 */
export function estimatedFee(kind: OrderKind, child: 'limit' | 'market', side: Side, figures: { price: Ratio; amount: Ratio; total: Ratio }, rates: FeeRates, scales: FeeScales): Ratio {
  const market = kind === 'market' || ((kind === 'trigger' || kind === 'stop_limit') && child === 'market');
  const rate = rateOf(kind === 'limit_maker' ? rates.maker : rates.taker);
  if (market && side === 'buy') {
    const lot = isZero(figures.price) ? undefined : mul(figures.price, ratio(1, scales.count));
    return marketBuyFee(figures.total, rate, scales.quote, lot);
  }
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
  const at = read(price, p.price);
  if (marketBuy ? total === null : amount === null || at === null) return '';
  return formatUp(estimatedFee(draft.kind, draft.child, draft.side, { price: at ?? ZERO, amount: amount ?? ZERO, total: total ?? ZERO }, rates, { quote: scale, count: p.count }), scale);
}
