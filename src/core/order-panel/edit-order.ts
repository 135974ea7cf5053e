/**
 * The edit-order modal's rules (spec order-panel sections 2, 5, 7 and 8), as thin wrappers
 * over the order form's (src/core/order-form): the same validation table, linking, fee factor,
 * refusal mapping, plus what only an edit has: the order's own frozen funds count as available
 * and the amount must stay above what already filled. The update body is edit-update.ts.
 * Only spot orders are edited; the modal calls the gateway, this module decides.
 */
import { DEFAULT_FEE_RATES } from '../order-form/constants';
import { refusalOf, type Refusal } from '../order-form/error-codes';
import { add, formatDown, isZero, mul, ratio, readExact, readUnits, scaleOf, type Ratio } from '../order-form/exact';
import { buyReserve, feeFactorRate, type FeeRates } from '../order-form/fees';
import { totalFromAmount, type Wallet } from '../order-form/linking';
import { isPlan, isPriced, precisionsOf, type Field, type OrderDraft, type PairRules } from '../order-form/types';
import { validateOrder } from '../order-form/validation';
import type { PanelOrder } from './types';

/** Maker and taker rate until the user's fee has loaded (spec section 9: 0.0025). */
export const EDIT_DEFAULT_RATES: FeeRates = DEFAULT_FEE_RATES.B;

/** The open order being edited (an open-orders row; `notional` is a market buy plan order's budget). */
export type EditedOrder = Pick<PanelOrder, 'orderId' | 'side' | 'type' | 'tradeType' | 'price' | 'triggerPrice' | 'size' | 'filledSize'> & { notional: string };

/** The modal's inputs, as the order form's fields hold them. */
export type EditFields = Pick<OrderDraft, 'price' | 'triggerPrice' | 'amount' | 'total'>;

export interface EditContext {
  pair: PairRules;
  rates: FeeRates;
  /** The balance call's walletVO1 (quote) and walletVO2 (base) available balances. */
  wallet: Wallet;
  /**
   * A plan order's market child: the book's best opposite price in ticks when Confirm was
   * pressed, NaN when that side of the book is empty ("too high or too low to find matched
   * depth", spec section 5). Undefined: not known (another pair's book), the rule is skipped.
   */
  marketPrice?: number;
}

/** Rows with an edit icon: resting limit and post-only orders, and untriggered plan orders. */
export function isEditable(order: Pick<PanelOrder, 'type' | 'tradeType'>): boolean {
  return order.tradeType !== 'spot_market' || order.type === 'limit' || order.type === 'limit_maker';
}

/** The order form's draft of an edit. */
export function editDraft(order: EditedOrder, fields: EditFields): OrderDraft {
  const kind = order.tradeType === 'spot_trigger' ? 'trigger' : order.tradeType === 'spot_stop' ? 'stop_limit' : order.type === 'limit_maker' ? 'limit_maker' : 'limit';
  return { kind, child: order.type === 'market' ? 'market' : 'limit', side: order.side, ...fields };
}

/** The fields the modal opens with: the order's figures, the total linked (a market buy: its budget). */
export function prefillEdit(order: EditedOrder, ctx: Pick<EditContext, 'pair' | 'rates'>): EditFields {
  const p = precisionsOf(ctx.pair);
  const d = editDraft(order, { price: '', triggerPrice: '', amount: '', total: '' });
  const priced = isPriced(d);
  const marketBuy = !priced && order.side === 'buy';
  const budget = readExact(order.notional);
  return {
    price: priced ? order.price : '',
    triggerPrice: isPlan(d.kind) ? order.triggerPrice : '',
    amount: marketBuy ? '' : order.size,
    total: priced ? totalFromAmount(order.side, order.price, order.size, p, feeFactorRate(ctx.rates)) : marketBuy && budget !== null ? formatDown(budget, p.total) : '',
  };
}

/**
 * What the order holds now, counted as available again: a buy its current notional (price x
 * size with the fee reserve, or a market buy's budget), a sell its size (section 5). Trigger
 * orders hold nothing until they fire.
 */
export function heldByOrder(order: EditedOrder, ctx: Pick<EditContext, 'pair' | 'rates'>, ledgerScale: number): Ratio {
  if (order.tradeType === 'spot_trigger') return ratio(0, 0);
  if (order.side === 'sell') return readExact(order.size) ?? ratio(0, 0);
  if (order.type === 'market') return readExact(order.notional) ?? ratio(0, 0);
  const price = readExact(order.price);
  const size = readExact(order.size);
  if (price === null || size === null) return ratio(0, 0);
  return buyReserve(mul(price, size), feeFactorRate(ctx.rates), Math.max(ledgerScale, precisionsOf(ctx.pair).total));
}

/** A field error of the modal: the order form's ('order' namespace) or the edit's own ('panel'). */
export interface EditError {
  field: Field;
  ns: 'order' | 'panel';
  messageKey: string;
  params: Record<string, string>;
  reason: string;
}

/**
 * Every failed rule, at most one per field. The order form's table runs with the order's held
 * funds added to the available balance; a plain order's amount must also be above its filled
 * size (checked after "enter an amount", before the minimums and the balance).
 */
export function validateEdit(order: EditedOrder, fields: EditFields, ctx: EditContext): EditError[] {
  const own = order.side === 'buy' ? ctx.wallet.quote : ctx.wallet.base;
  const ownRatio = readExact(own) ?? ratio(0, 0);
  const scale = Math.max(scaleOf(own), precisionsOf(ctx.pair).total);
  const available = formatDown(add(ownRatio, heldByOrder(order, ctx, scale)), scale);
  const context = { pair: ctx.pair, rates: ctx.rates, available, marketPrice: ctx.marketPrice };
  const errors: EditError[] = validateOrder(editDraft(order, fields), context).map((e) => ({ ...e, ns: 'order' as const }));
  if (order.tradeType !== 'spot_market') return errors;
  const count = precisionsOf(ctx.pair).count;
  const amount = readUnits(fields.amount, count);
  const filled = readUnits(order.filledSize, count) ?? 0;
  if (amount === null || amount === 0 || amount > filled) return errors;
  const rest = errors.filter((e) => e.field !== 'amount');
  return [...rest, { field: 'amount', ns: 'panel', messageKey: 'edit.amountNotAboveFilled', params: {}, reason: 'amount_not_above_filled' }];
}

/**
 * The messages the modal shows now: after a Confirm every failed rule; before it, the rules of
 * the fields the trader changed (typed, or linked from what was typed). Confirm stays disabled
 * while a figure it sends is empty or 0 (confirmDisabled), and an unreadable total (a price
 * above the maximum) is empty: a Confirm that cannot be pressed cannot be what shows "enter a
 * valid price" or "exceeds …", so those show as the value is typed.
 */
export function shownEditErrors(errors: readonly EditError[], changed: ReadonlySet<Field>, submitted: boolean): EditError[] {
  return submitted ? [...errors] : errors.filter((e) => changed.has(e.field));
}

const blank = (text: string) => {
  const r = readExact(text);
  return r === null || isZero(r);
};

/** Confirm is disabled while a field the order sends is empty or 0 (price, amount and total of a limit order). */
export function confirmDisabled(order: EditedOrder, fields: EditFields): boolean {
  const d = editDraft(order, fields);
  if (isPlan(d.kind) && blank(fields.triggerPrice)) return true;
  if (isPriced(d)) return blank(fields.price) || blank(fields.amount) || blank(fields.total);
  return order.side === 'buy' ? blank(fields.total) : blank(fields.amount);
}

/** Where a refused update shows (section 8): a field, login, closing the modal, or nowhere. */
export type EditRefusal = Refusal | { kind: 'close' } | { kind: 'none' };

/** 33148 on a plan order closes the modal; codes section 8 does not list are not shown. */
export function editRefusalOf(code: number, msg: string, order: EditedOrder, fields: EditFields, pair: PairRules): EditRefusal {
  const draft = editDraft(order, fields);
  switch (code) {
    case 33148:
      return isPlan(draft.kind) ? { kind: 'close' } : { kind: 'field', field: 'amount', messageKey: 'e_33148', params: {} };
    case -6:
    case 33117:
    case 33118:
    case 33124:
    case 33125:
    case 33126:
      return refusalOf(code, msg, { draft, pair });
    default:
      return { kind: 'none' };
  }
}
