/**
 * The submit flow of spec order-placement section 4, with every effect passed in (the form
 * gives the real ones; tests give fakes): the margin check (margin orders "first require" it),
 * validation (each failure tracked as FE_param_failed), the confirmation chain in order, then
 * the signed submit, and a refusal the spec reports as a warning (33102, section 8) handed to
 * error reporting. Nothing is sent unless the margin check says ok, validation passes and
 * every dialog is confirmed. The margin check comes before validation because a trader without
 * verification has an empty margin account: validation would refuse for balance every time and
 * the verification dialog, the way forward, would never show.
 */
import type { ConfirmPrefs, Dialog } from '../../core/order-form/confirm-chain';
import { confirmChain } from '../../core/order-form/confirm-chain';
import { refusalOf, type Refusal } from '../../core/order-form/error-codes';
import type { FeeRates } from '../../core/order-form/fees';
import { buildSubmitPayload, randomChars, type SubmitPayload } from '../../core/order-form/payload';
import { REQ_NO_RANDOM_LENGTH, type TradeRules } from '../../core/order-form/constants';
import { kindName, type OrderDraft, type PairRules, type SubMode, type TradeMode } from '../../core/order-form/types';
import { validateOrder, type FieldError } from '../../core/order-form/validation';
import type { ApiAnswer } from '../../net/api';
import { dontShowPref, withOffsetPref, type PrefKey, type Prefs } from './prefs';

export interface SubmitInput {
  draft: OrderDraft;
  pair: PairRules;
  rates: FeeRates;
  /** What the side may spend (linking.spendable). */
  available: string;
  mode: TradeMode;
  subMode: SubMode;
  prefs: Prefs;
  confirmPrefs: ConfirmPrefs;
  /** The gateway's confirm figures (trade-config); the spec's when absent. */
  rules?: TradeRules;
}

export interface DialogAnswer {
  ok: boolean;
  /** The dialog's "don't show again" box was ticked. */
  dontShowAgain: boolean;
}

export interface SubmitDeps {
  track(event: string, params: Record<string, string>): void;
  /** Plain market orders: the best opposite price in ticks (NaN: that side is empty); undefined when unknown. */
  marketPrice(draft: OrderDraft): Promise<number | undefined>;
  /** The pair's last price now ('' when none). */
  lastPrice(): string;
  /** The margin KYC and country check (margin/margin-check.ts); it tracks its own failure. */
  checkMargin(): Promise<'ok' | 'kyc' | 'country'>;
  /** Shows one dialog of the chain and resolves with the trader's answer. */
  ask(dialog: Dialog): Promise<DialogAnswer>;
  savePref(key: PrefKey, value: boolean): void;
  send(payload: SubmitPayload): Promise<ApiAnswer<SubmitAnswer>>;
  now(): number;
  random(): number;
  /** Error reporting's warning (net/monitor.ts reportWarning): console and client-report. */
  reportWarning(event: string, message: string, detail: Record<string, string | number>): void;
}

/** The report event of a refused submit the spec reports as a warning. */
export const REFUSAL_WARNING_EVENT = 'order.refused';

/** The submit's data: the order id and, from this gateway, the order's state once handled. */
export interface SubmitAnswer {
  orderId: number;
  orderIdStr: string;
  state?: string;
}

export type SubmitOutcome =
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'blocked'; reason: 'kyc' | 'country' }
  | { kind: 'cancelled'; at: Dialog['kind'] }
  | { kind: 'placed'; orderId: string; payload: SubmitPayload }
  /** Accepted, then cancelled at once: a post-only order that would have taken liquidity. */
  | { kind: 'postOnlyCancelled'; orderId: string; payload: SubmitPayload }
  | { kind: 'refused'; refusal: Refusal; payload: SubmitPayload };

/** Runs validation, the checks and dialogs, and the submit; resolves with what happened. */
export async function runSubmit(input: SubmitInput, deps: SubmitDeps): Promise<SubmitOutcome> {
  const { draft, pair } = input;
  if (input.mode === 'margin') {
    const check = await deps.checkMargin();
    if (check !== 'ok') return { kind: 'blocked', reason: check };
  }
  const marketPrice = draft.kind === 'market' ? await deps.marketPrice(draft) : undefined;
  const errors = validateOrder(draft, { pair, rates: input.rates, available: input.available, marketPrice });
  if (errors.length > 0) {
    for (const e of errors) deps.track('FE_param_failed', { reason: e.reason, field: e.field, kind: kindName(draft) });
    return { kind: 'invalid', errors };
  }
  const last = deps.lastPrice();
  const dialogs = withOffsetPref(confirmChain({ draft, pair, lastPrice: last, marketPrice, rules: input.rules }, input.confirmPrefs), input.prefs);
  for (const dialog of dialogs) {
    const answer = await deps.ask(dialog);
    if (!answer.ok) return { kind: 'cancelled', at: dialog.kind };
    const pref = answer.dontShowAgain ? dontShowPref(dialog, draft.kind) : null;
    if (pref !== null) deps.savePref(pref, false);
  }
  const payload = buildSubmitPayload(draft, {
    pair,
    mode: input.mode,
    subMode: input.subMode,
    lastPrice: deps.lastPrice(),
    timestamp: deps.now(),
    random: randomChars(REQ_NO_RANDOM_LENGTH, deps.random),
  });
  const answer = await deps.send(payload);
  if (answer.success) {
    const orderId = answer.data?.orderIdStr ?? String(answer.data?.orderId ?? '');
    if (draft.kind === 'limit_maker' && answer.data?.state === 'CANCELLED') return { kind: 'postOnlyCancelled', orderId, payload };
    return { kind: 'placed', orderId, payload };
  }
  const refusal = refusalOf(answer.code, answer.msg, { draft, pair });
  if (refusal.kind === 'dialog' && refusal.level === 'warning') {
    deps.reportWarning(REFUSAL_WARNING_EVENT, `order refused ${answer.code}: ${answer.msg}`, { code: answer.code, symbol: pair.symbol, kind: kindName(draft), mode: input.mode });
  }
  return { kind: 'refused', refusal, payload };
}
