/**
 * The validation table of spec order-placement section 5, one rule a row, checked on submit
 * before any dialog. Rules judge what will be SENT (price and amount for priced kinds, the
 * total of a market buy, the amount of a market sell), not a display rounding, so the form
 * never passes an order the gateway's engine (server/engine/validate.ts) refuses for the same
 * reason. Each failure carries the FE_param_failed tracking reason and an 'order' i18n key.
 */
import { MAX_PRICE } from './constants';
import { cmp, isZero, mul, ONE, ratio, readExact, readUnits, scaleOf, sub, ZERO, type Ratio } from './exact';
import { buyReserve, feeFactorRate, type FeeRates } from './fees';
import { exactTotal } from './linking';
import { isPlan, isPriced, precisionsOf, type Field, type OrderDraft, type PairRules, type Precisions } from './types';

export type Reason =
  | 'null_price'
  | 'price_exceeds_limit'
  | 'less_than_price'
  | 'null_trigger_price'
  | 'null_amount'
  | 'null_total'
  | 'less_than_amount'
  | 'less_than_total'
  | 'balance_not_enough'
  | 'price_too_high_or_low';

export interface FieldError {
  field: Field;
  /** Key in the 'order' namespace, e.g. 'validation.nullPrice'. */
  messageKey: string;
  params: Record<string, string>;
  /** The FE_param_failed reason. */
  reason: Reason;
}

export interface ValidationContext {
  pair: PairRules;
  rates: FeeRates;
  /** What the draft's side may spend (linking.spendable), a ledger-scale string. */
  available: string;
  /**
   * Market orders (the form's plain ones; the edit modal's plan market children): the best
   * opposite price in ticks, NaN when that side of the book is empty (no depth to match:
   * "price too high or low"). A book shallower than the order is not a refusal: the engine
   * fills what it can and the offset confirm warns. Undefined: not known, rule skipped.
   */
  marketPrice?: number;
}

/** Figures of a draft, parsed once (rounded down to the pair's precisions; null when empty or invalid). */
interface Figures {
  d: OrderDraft;
  c: ValidationContext;
  p: Precisions;
  rate: Ratio;
  price: Ratio | null;
  trigger: Ratio | null;
  amount: Ratio | null;
  total: Ratio | null;
  /** Sends an amount (priced kinds, market sells) / a total (market buys). */
  sendsAmount: boolean;
  sendsTotal: boolean;
}

type Hit = { field: Field; params?: Record<string, string> } | null;

interface Rule {
  reason: Reason;
  messageKey: string;
  check(f: Figures): Hit;
}

const MAX = ratio(BigInt(MAX_PRICE), 0);
const positive = (r: Ratio | null): r is Ratio => r !== null && !isZero(r);

function read(text: string, scale: number): Ratio | null {
  const u = readUnits(text, scale);
  return u === null ? null : ratio(u, scale);
}

/** Above MAX_PRICE, or too many digits to be a safe number of ticks (the gateway's 33117 too). */
function exceedsMax(text: string, scale: number): boolean {
  if (!/^\d+(\.\d*)?$/.test(text)) return false;
  const r = read(text, scale);
  return r === null || cmp(r, MAX) > 0;
}

const buy = (f: Figures) => f.d.side === 'buy';
const minOf = (f: Figures, b: string, s: string) => (buy(f) ? b : s);

/** A positive value below the minimum `min` (a decimal string; an unreadable minimum checks nothing). */
function belowMin(value: Ratio | null, min: string): boolean {
  const floor = readExact(min);
  return positive(value) && floor !== null && cmp(value, floor) < 0;
}

/** Rows of the table, in the order they are checked; the first failure of a field is kept. */
export const RULES: readonly Rule[] = [
  { reason: 'null_trigger_price', messageKey: 'validation.nullTriggerPrice', check: (f) => (isPlan(f.d.kind) && !positive(f.trigger) && !exceedsMax(f.d.triggerPrice, f.p.price) ? { field: 'triggerPrice' } : null) },
  { reason: 'null_price', messageKey: 'validation.nullPrice', check: (f) => (isPriced(f.d) && !positive(f.price) && !exceedsMax(f.d.price, f.p.price) ? { field: 'price' } : null) },
  { reason: 'price_exceeds_limit', messageKey: 'validation.priceExceedsLimit', check: (f) => (isPlan(f.d.kind) && exceedsMax(f.d.triggerPrice, f.p.price) ? { field: 'triggerPrice', params: { limit: MAX_PRICE } } : null) },
  { reason: 'price_exceeds_limit', messageKey: 'validation.priceExceedsLimit', check: (f) => (isPriced(f.d) && exceedsMax(f.d.price, f.p.price) ? { field: 'price', params: { limit: MAX_PRICE } } : null) },
  {
    reason: 'less_than_price',
    messageKey: 'validation.lessThanPrice',
    check: (f) => {
      const min = minOf(f, f.c.pair.minBuyPrice, f.c.pair.minSellPrice);
      return isPriced(f.d) && belowMin(f.price, min) ? { field: 'price', params: { min, unit: f.c.pair.marketCoinName } } : null;
    },
  },
  { reason: 'null_amount', messageKey: 'validation.nullAmount', check: (f) => (f.sendsAmount && !positive(f.amount) ? { field: 'amount' } : null) },
  { reason: 'null_total', messageKey: 'validation.nullTotal', check: (f) => (f.sendsTotal && !positive(f.total) ? { field: 'total' } : null) },
  {
    reason: 'less_than_amount',
    messageKey: 'validation.lessThanAmount',
    check: (f) => {
      const min = minOf(f, f.c.pair.minBuyCount, f.c.pair.minSellCount);
      return f.sendsAmount && belowMin(f.amount, min) ? { field: 'amount', params: { min, unit: f.c.pair.coinName } } : null;
    },
  },
  {
    reason: 'less_than_total',
    messageKey: 'validation.lessThanTotal',
    check: (f) => {
      const min = minOf(f, f.c.pair.minBuyAmount, f.c.pair.minSellAmount);
      const total = orderTotal(f);
      // A buy's total carries the fee: total × (1 - larger rate) must reach the minimum (section 5).
      const net = total !== null && buy(f) ? mul(total, sub(ONE, f.rate)) : total;
      return belowMin(net, min) ? { field: 'total', params: { min, unit: f.c.pair.marketCoinName } } : null;
    },
  },
  {
    reason: 'balance_not_enough',
    messageKey: 'validation.balanceNotEnough',
    check: (f) => {
      // A trigger order freezes nothing until it fires; stop-limit and plain orders freeze now.
      const need = f.d.kind === 'trigger' ? null : balanceNeed(f);
      if (!positive(need) || cmp(need, readExact(f.c.available) ?? ZERO) <= 0) return null;
      return { field: buy(f) ? 'total' : 'amount', params: { currency: buy(f) ? f.c.pair.marketCoinName : f.c.pair.coinName } };
    },
  },
  {
    reason: 'price_too_high_or_low',
    messageKey: 'validation.priceTooHighOrLow',
    check: (f) => {
      const unmatched = !isPriced(f.d) && f.c.marketPrice !== undefined && !(f.c.marketPrice > 0);
      return unmatched && positive(buy(f) ? f.total : f.amount) ? { field: buy(f) ? 'total' : 'amount' } : null;
    },
  },
];

/** The quote total an order sends or implies: price × amount (× fee factor for a buy), or a market buy's total. */
function orderTotal(f: Figures): Ratio | null {
  if (isPriced(f.d)) return exactTotal(f.d.side, f.d.price, f.d.amount, f.p, f.rate);
  return f.sendsTotal ? f.total : null;
}

/** What the order freezes, in the coin it pays: a priced buy's reserve, a market buy's total, a sell's amount. */
function balanceNeed(f: Figures): Ratio | null {
  if (!buy(f)) return f.amount;
  if (!isPriced(f.d)) return f.total;
  if (f.price === null || f.amount === null) return null;
  return buyReserve(mul(f.price, f.amount), f.rate, Math.max(scaleOf(f.c.available), f.p.total));
}

/** Every failed rule of the table for `draft`, at most one per field, in rule order. Empty: may be sent. */
export function validateOrder(draft: OrderDraft, ctx: ValidationContext): FieldError[] {
  const p = precisionsOf(ctx.pair);
  const marketish = !isPriced(draft);
  const f: Figures = {
    d: draft,
    c: ctx,
    p,
    rate: feeFactorRate(ctx.rates),
    price: read(draft.price, p.price),
    trigger: read(draft.triggerPrice, p.price),
    amount: read(draft.amount, p.count),
    total: read(draft.total, p.total),
    sendsAmount: !marketish || draft.side === 'sell',
    sendsTotal: marketish && draft.side === 'buy',
  };
  const out: FieldError[] = [];
  for (const rule of RULES) {
    const hit = rule.check(f);
    if (hit === null || out.some((e) => e.field === hit.field)) continue;
    out.push({ field: hit.field, messageKey: rule.messageKey, params: hit.params ?? {}, reason: rule.reason });
  }
  return out;
}
