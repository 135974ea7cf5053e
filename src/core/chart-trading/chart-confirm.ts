/**
 * When the chart asks before it acts (issue 24, spec trade page section 4): a quick order shows
 * the order-confirm dialog when the trader's confirm preference for its order type is on (the
 * order form's preference, ORDER_CONFIRM_<type>: missing means on); dragging an order line to a
 * new price asks first whenever quick edit is off (the dialog is forced). 'Don't ask again' on
 * a quick order's dialog turns that type's preference off.
 */
import type { ConfirmPrefs } from '../order-form/confirm-chain';

/** What the chart is about to do. */
export type ChartAction = { kind: 'order'; type: 'limit' | 'market' } | { kind: 'update' };

export interface ChartConfirm {
  /** Show the dialog before acting. */
  ask: boolean;
  /** The dialog offers 'don't ask again' (not when it is forced). */
  canSkip: boolean;
}

export function chartConfirm(action: ChartAction, prefs: Pick<ConfirmPrefs, 'orderConfirm'>, quickEdit: boolean): ChartConfirm {
  if (action.kind === 'update') return { ask: !quickEdit, canSkip: false };
  return { ask: prefs.orderConfirm[action.type] !== false, canSkip: true };
}

/** The preferences after a confirmed dialog whose 'don't ask again' was `skip`. */
export function afterConfirm(action: ChartAction, prefs: Pick<ConfirmPrefs, 'orderConfirm'>, skip: boolean): Pick<ConfirmPrefs, 'orderConfirm'> {
  if (!skip || action.kind !== 'order') return prefs;
  return { orderConfirm: { ...prefs.orderConfirm, [action.type]: false } };
}
