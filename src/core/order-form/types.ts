/**
 * The order form's shared vocabulary: order kinds, the form's draft (the strings the inputs
 * hold), the pair fields the rules read, and the pair's precisions with the spec's default.
 * Used by the order form, the edit-order modal and chart quick orders alike.
 */
import { DEFAULT_PRECISION } from './constants';

export type Side = 'buy' | 'sell';

/**
 * What the trader picked. trigger (planType 2) and stop_limit (planType 1) carry a child type,
 * limit or market; limit_maker is post-only.
 */
export type OrderKind = 'limit' | 'limit_maker' | 'ioc' | 'market' | 'trigger' | 'stop_limit';
export type ChildType = 'limit' | 'market';

/** Mode of the trade page and, in margin, the sub-order mode chosen for the side. */
export type TradeMode = 'spot' | 'margin';
export type SubMode = 'normal' | 'borrow' | 'repay';

/** The form's fields, as the inputs hold them (already filtered by numeric-input). */
export type Field = 'price' | 'triggerPrice' | 'amount' | 'total';

export interface OrderDraft {
  kind: OrderKind;
  /** Only read for trigger and stop_limit. */
  child: ChildType;
  side: Side;
  /** Order price: limit kinds and limit children. */
  price: string;
  triggerPrice: string;
  /** Base amount: limit kinds, market sells. */
  amount: string;
  /** Quote total: market buys (the notional, fee included); shown linked for limit kinds. */
  total: string;
}

/**
 * The symbol-info fields the rules read, as GET /gw-api/ds/pairs answers them (a PairView
 * passes as is). Minimums are decimal strings: counts in base, amounts in quote.
 */
export interface PairRules {
  symbol: string;
  coinName: string;
  marketCoinName: string;
  pricePrecision?: number;
  countPrecision?: number;
  minBuyCount: string;
  minSellCount: string;
  minBuyAmount: string;
  minSellAmount: string;
  minBuyPrice: string;
  minSellPrice: string;
}

export interface Precisions {
  price: number;
  count: number;
  /** Quote totals are entered at the price precision (section 5: "price or count precision"). */
  total: number;
}

const known = (p: number | undefined): p is number => p !== undefined && Number.isInteger(p) && p >= 0;

/** The pair's precisions; an unknown one is DEFAULT_PRECISION (section 9). */
export function precisionsOf(pair: Pick<PairRules, 'pricePrecision' | 'countPrecision'>): Precisions {
  const price = known(pair.pricePrecision) ? pair.pricePrecision : DEFAULT_PRECISION;
  const count = known(pair.countPrecision) ? pair.countPrecision : DEFAULT_PRECISION;
  return { price, count, total: price };
}

/** True for the kinds that carry an order price and amount (limit, post-only, IOC, limit child). */
export function isPriced(d: Pick<OrderDraft, 'kind' | 'child'>): boolean {
  if (d.kind === 'market') return false;
  if (d.kind === 'trigger' || d.kind === 'stop_limit') return d.child === 'limit';
  return true;
}

/** True for trigger orders and stop-limit orders (plan orders). */
export function isPlan(kind: OrderKind): boolean {
  return kind === 'trigger' || kind === 'stop_limit';
}

/** A market order or a plan order's market child: buys by total (notional), sells by amount. */
export function marketEntry(side: Side): 'total' | 'amount' {
  return side === 'buy' ? 'total' : 'amount';
}

/** The spec's kind name ('limit_buy', 'trigger_order_sell_market', 'stop_limit_buy', …). */
export function kindName(d: Pick<OrderDraft, 'kind' | 'child' | 'side'>): string {
  if (d.kind === 'trigger') return `trigger_order_${d.side}_${d.child}`;
  return `${d.kind}_${d.side}`;
}
