/**
 * Which field drives which while the trader types in the edit modal (spec order-panel
 * "Linking"): price and amount set the total, a typed total sets the amount. The figures
 * themselves come from the order form's linking rules (src/core/order-form/linking.ts: the
 * buy side's fee factor, rounding down); this module only decides the direction.
 */
import { editDraft, type EditedOrder, type EditFields } from '../../../core/order-panel/edit-order';
import { feeFactorRate, type FeeRates } from '../../../core/order-form/fees';
import { amountFromTotal, totalFromAmount } from '../../../core/order-form/linking';
import { isPriced, precisionsOf, type Field, type PairRules } from '../../../core/order-form/types';

export interface LinkContext {
  pair: PairRules;
  rates: FeeRates;
}

/**
 * The fields after `field` was set to `value`. A priced order (limit, post-only, a limit plan
 * order) keeps total = price × amount (× fee factor for a buy); a market plan order has one
 * entry field (a buy's total, a sell's amount) and nothing to link.
 */
export function linkEdit(order: EditedOrder, fields: EditFields, field: Field, value: string, ctx: LinkContext): EditFields {
  const next: EditFields = { ...fields, [field]: value };
  if (!isPriced(editDraft(order, next)) || field === 'triggerPrice') return next;
  const p = precisionsOf(ctx.pair);
  const rate = feeFactorRate(ctx.rates);
  if (field === 'total') next.amount = amountFromTotal(order.side, next.price, value, p, rate);
  else next.total = totalFromAmount(order.side, next.price, next.amount, p, rate);
  return next;
}

/** The fields the modal shows for an order, in order: plan orders lead with the trigger price. */
export function shownFields(order: EditedOrder): Field[] {
  const d = editDraft(order, { price: '', triggerPrice: '', amount: '', total: '' });
  const plan = order.tradeType !== 'spot_market';
  if (isPriced(d)) return plan ? ['triggerPrice', 'price', 'amount', 'total'] : ['price', 'amount', 'total'];
  return ['triggerPrice', order.side === 'buy' ? 'total' : 'amount'];
}

/** The fields whose value differs between two states (their gateway errors no longer apply). */
export function changedFields(a: EditFields, b: EditFields): Field[] {
  return (['price', 'triggerPrice', 'amount', 'total'] as const).filter((f) => a[f] !== b[f]);
}
