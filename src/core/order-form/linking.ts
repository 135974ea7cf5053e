/**
 * Amount ⇄ total linking and the amount slider (spec order-placement sections 4 and 5).
 *
 * total = price × amount, and for a buy × (1 + the larger of maker and taker rate): a buy's
 * total is what it spends, fee included. Every result is rounded DOWN to the field's precision,
 * so a derived amount never costs more than the total it came from. Market orders are entered
 * one way only: a buy as a total (the notional), a sell as an amount (the size).
 */
import { buyReserve, sideFactor } from './fees';
import { add, cmp, div, floorAt, formatBig, formatDown, isZero, mul, ratio, readExact, readUnits, scaleOf, ZERO, type Ratio } from './exact';
import { isPlan, isPriced, type OrderDraft, type Precisions, type Side, type SubMode } from './types';

/** Quote (price × amount × side factor) of a priced order, exact; null when a figure is missing. */
export function exactTotal(side: Side, price: string, amount: string, p: Precisions, rate: Ratio): Ratio | null {
  const ticks = readUnits(price, p.price);
  const lots = readUnits(amount, p.count);
  if (ticks === null || lots === null) return null;
  return mul(mul(ratio(ticks, p.price), ratio(lots, p.count)), sideFactor(side, rate));
}

/** The total field linked to an amount ('' while price or amount is not a number). */
export function totalFromAmount(side: Side, price: string, amount: string, p: Precisions, rate: Ratio): string {
  const total = exactTotal(side, price, amount, p, rate);
  return total === null ? '' : formatDown(total, p.total);
}

/** The amount field linked to a total ('' while price or total is not a number, or price is 0). */
export function amountFromTotal(side: Side, price: string, total: string, p: Precisions, rate: Ratio): string {
  const ticks = readUnits(price, p.price);
  const units = readUnits(total, p.total);
  if (ticks === null || units === null || ticks === 0) return '';
  const perLot = mul(ratio(ticks, p.price), sideFactor(side, rate));
  return formatDown(div(ratio(units, p.total), perLot), p.count);
}

/** Balances of the pair's two coins as the wallet call answers them (ledger-scale strings). */
export interface Wallet {
  /** walletVO1.availableBalance */
  quote: string;
  /** walletVO2.availableBalance */
  base: string;
}

/** Margin figures of the pair's two coins: what can still be borrowed and the borrow minimums. */
export interface MarginBudget {
  subMode: SubMode;
  /** loanMax of each coin (loan info). */
  loanMax: Wallet;
  /** coinUserBorrowMin / marketCoinUserBorrowMin; none: no minimum. */
  borrowMin?: Wallet;
}

const orZero = (text: string | undefined): string => (text !== undefined && readExact(text) !== null ? text : '0');

/**
 * What a side may spend: the available balance of the coin it pays (quote for a buy, base for
 * a sell), plus, in margin auto-borrow mode, what can still be borrowed of that coin. The
 * engine borrows the shortfall raised to the borrow minimum, so when loanMax is below that
 * minimum nothing can be borrowed. Spot, normal and auto-repay spend the balance only.
 */
export function spendable(side: Side, wallet: Wallet, margin?: MarginBudget): string {
  const coin = side === 'buy' ? 'quote' : 'base';
  const own = orZero(wallet[coin]);
  if (margin === undefined || margin.subMode !== 'borrow') return own;
  const extra = orZero(margin.loanMax[coin]);
  if (cmp(readExact(extra)!, readExact(orZero(margin.borrowMin?.[coin]))!) < 0) return own;
  const scale = Math.max(scaleOf(own), scaleOf(extra));
  return formatDown(add(readExact(own)!, readExact(extra)!), scale);
}

export interface SliderInput {
  draft: Pick<OrderDraft, 'kind' | 'child' | 'side' | 'price'>;
  /** Hundredths of a percent, 0..10000 (numeric-input readPercent). */
  percent: number;
  /** What the side may spend (spendable()), a ledger-scale string. */
  available: string;
  precisions: Precisions;
  /** The fee factor rate (fees.feeFactorRate). */
  rate: Ratio;
}

/**
 * The amount and total for a slider position or percent entry. A priced buy spends percent ×
 * available quote, fee deducted: the amount is the most lots whose reserve (notional and fee,
 * each rounded up at the balance's scale, as the engine freezes) fits that budget. A sell takes
 * percent × available base. Market orders fill their one field: a buy's total, a sell's amount.
 */
export function sliderToFields(s: SliderInput): { amount: string; total: string } {
  const { draft, precisions: p, rate } = s;
  const budget = mul(readExact(s.available) ?? ZERO, ratio(s.percent, 4));
  const priced = isPriced(draft);
  if (draft.side === 'sell') {
    const amount = formatDown(budget, p.count);
    return { amount, total: priced ? totalFromAmount('sell', draft.price, amount, p, rate) : '' };
  }
  if (!priced) return { amount: '', total: formatDown(budget, p.total) };
  const ticks = readUnits(draft.price, p.price);
  if (ticks === null || ticks === 0) return { amount: '', total: formatDown(budget, p.total) };
  const price = ratio(ticks, p.price);
  const ledger = scaleOf(s.available);
  let lots = floorAt(div(budget, mul(price, sideFactor('buy', rate))), p.count);
  while (lots > 0n && cmp(buyReserve(mul(price, ratio(lots, p.count)), rate, ledger), budget) > 0) lots -= 1n;
  const amount = formatBig(lots, p.count);
  return { amount, total: totalFromAmount('buy', draft.price, amount, p, rate) };
}

/**
 * The price a draft's figures are judged at when it names none: a limit kind's own price, a
 * trigger or stop order's trigger price (its market child fires there), a market order's best
 * opposite price (`bestPrice`: the best ask for a buy, the best bid for a sell, where it starts
 * to fill, the price the market offset check judges too), the last price while the book is not
 * known. '' when that figure is not entered or not known.
 */
export function referencePrice(draft: Pick<OrderDraft, 'kind' | 'child' | 'price' | 'triggerPrice'>, lastPrice: string, bestPrice = ''): string {
  if (isPriced(draft)) return draft.price;
  if (isPlan(draft.kind)) return draft.triggerPrice;
  return bestPrice !== '' ? bestPrice : lastPrice;
}

/**
 * Max buy / max sell of the form state (spec section 3): the most base the side can trade
 * with what it may spend (`available`, spendable()), in base at the count precision, rounded
 * down. A sell: the available base. A buy: what the 100 % slider gives at `price` (the order's
 * own price, or the reference price of a market kind: an estimate), the engine's reserve and
 * fee included. '' when there is no usable price.
 */
export function maxAmount(side: Side, price: string, available: string, p: Precisions, rate: Ratio): string {
  if (side === 'sell') return formatDown(readExact(available) ?? ZERO, p.count);
  const ticks = readUnits(price, p.price);
  if (ticks === null || ticks === 0) return '';
  return sliderToFields({ draft: { kind: 'limit', child: 'limit', side, price }, percent: 10000, available, precisions: p, rate }).amount;
}

/**
 * The slider position for typed fields: the share of `available` the order spends (a buy's
 * total, a sell's amount), in hundredths of a percent, rounded down and capped at 100 %.
 */
export function fieldsToPercent(draft: Pick<OrderDraft, 'kind' | 'child' | 'side' | 'price' | 'amount' | 'total'>, available: string, p: Precisions, rate: Ratio): number {
  const avail = readExact(available);
  if (avail === null || isZero(avail)) return 0;
  let spent: Ratio | null;
  if (draft.side === 'sell') spent = readExact(draft.amount);
  else if (isPriced(draft)) spent = exactTotal('buy', draft.price, draft.amount, p, rate);
  else spent = readExact(draft.total);
  if (spent === null) return 0;
  return Math.min(10000, Number(floorAt(div(spent, avail), 4)));
}
