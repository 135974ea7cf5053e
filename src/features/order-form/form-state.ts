/**
 * One side's form state and its transitions (pure: the components call these and keep the
 * result). Linking goes through src/core/order-form/linking.ts: amount and total follow each
 * other through the fee factor, the slider or percent entry sets both, and market orders are
 * entered one way (a buy's total, a sell's amount).
 */
import { type Ratio } from '../../core/order-form/exact';
import { amountFromTotal, fieldsToPercent, sliderToFields, totalFromAmount } from '../../core/order-form/linking';
import { filterPercent, readPercent } from '../../core/order-form/numeric-input';
import { isPriced, type ChildType, type Field, type OrderDraft, type OrderKind, type Precisions, type Side } from '../../core/order-form/types';

export interface FieldMessage {
  /** Key in the 'order' namespace. */
  messageKey: string;
  params: Record<string, string>;
}

export interface SideState {
  draft: OrderDraft;
  /** Which of amount and total the trader typed last: the other one is derived (entry mode). */
  entry: 'amount' | 'total';
  /** The percent entry's text; '' unless the amount came from the slider or a typed percent. */
  percent: string;
  errors: Partial<Record<Field, FieldMessage>>;
}

/** What linking needs: the pair's precisions, the fee factor rate and what the side may spend. */
export interface LinkEnv {
  p: Precisions;
  rate: Ratio;
  available: string;
}

export function emptySide(side: Side, kind: OrderKind = 'limit', child: ChildType = 'limit'): SideState {
  return { draft: { kind, child, side, price: '', triggerPrice: '', amount: '', total: '' }, entry: 'amount', percent: '', errors: {} };
}

const without = (errors: SideState['errors'], ...fields: Field[]) => {
  const out = { ...errors };
  for (const f of fields) delete out[f];
  return out;
};

/** Re-derives the linked field of a priced draft from the one the trader entered. */
function relink(d: OrderDraft, entry: SideState['entry'], env: LinkEnv): OrderDraft {
  if (!isPriced(d)) return d;
  if (entry === 'amount') return { ...d, total: totalFromAmount(d.side, d.price, d.amount, env.p, env.rate) };
  return { ...d, amount: amountFromTotal(d.side, d.price, d.total, env.p, env.rate) };
}

/** A typed value (already filtered by the input) in `field`; the linked field follows. */
export function editField(s: SideState, field: Field, value: string, env: LinkEnv): SideState {
  const draft = { ...s.draft, [field]: value };
  const entry = field === 'amount' || field === 'total' ? field : s.entry;
  const cleared = field === 'amount' || field === 'total' ? without(s.errors, field, 'amount', 'total') : without(s.errors, field);
  return { draft: relink(draft, entry, env), entry, percent: field === 'price' || field === 'triggerPrice' ? s.percent : '', errors: cleared };
}

/** A percent typed or picked on the slider (capped at 100, two decimals): sets amount and total. */
export function applyPercent(s: SideState, text: string, env: LinkEnv): SideState {
  const percent = filterPercent(text);
  const f = sliderToFields({ draft: s.draft, percent: readPercent(percent), available: env.available, precisions: env.p, rate: env.rate });
  const entry = !isPriced(s.draft) && s.draft.side === 'buy' ? 'total' : 'amount';
  return { ...s, draft: { ...s.draft, amount: f.amount, total: f.total }, entry, percent, errors: without(s.errors, 'amount', 'total') };
}

/** The slider's position in hundredths of a percent for what the fields hold now. */
export function sliderPosition(s: SideState, env: LinkEnv): number {
  if (s.percent !== '') return readPercent(s.percent);
  return fieldsToPercent(s.draft, env.available, env.p, env.rate);
}

/**
 * Another order type (or trigger sub-type): prices stay, the quantity is cleared when the way it
 * is entered changes (a market buy is a total, a limit buy an amount), errors go.
 */
export function switchKind(s: SideState, kind: OrderKind, child: ChildType, env: LinkEnv): SideState {
  const next = { ...s.draft, kind, child };
  const samePricing = isPriced(next) === isPriced(s.draft);
  if (samePricing) return { ...s, draft: relink(next, s.entry, env), errors: {} };
  return { draft: { ...next, amount: '', total: '' }, entry: 'amount', percent: '', errors: {} };
}

/** Click-to-fill from the book: price and amount (a market buy gets the matching total). */
export function fillFromBook(s: SideState, price: string, amount: string, env: LinkEnv): SideState {
  const d = s.draft;
  if (isPriced(d)) return { ...s, draft: relink({ ...d, price, amount }, 'amount', env), entry: 'amount', percent: '', errors: {} };
  if (d.side === 'sell') return { ...s, draft: { ...d, amount, total: '' }, entry: 'amount', percent: '', errors: {} };
  return { ...s, draft: { ...d, amount: '', total: totalFromAmount('buy', price, amount, env.p, env.rate) }, entry: 'total', percent: '', errors: {} };
}

/** After an order is placed: every field empty, the order type kept. */
export function clearSide(s: SideState): SideState {
  return emptySide(s.draft.side, s.draft.kind, s.draft.child);
}

/** Messages on their fields (validation failures or a refusal), replacing the previous ones. */
export function withErrors(s: SideState, errors: { field: Field; messageKey: string; params: Record<string, string> }[]): SideState {
  const out: SideState['errors'] = {};
  for (const e of errors) out[e.field] ??= { messageKey: e.messageKey, params: e.params };
  return { ...s, errors: out };
}
