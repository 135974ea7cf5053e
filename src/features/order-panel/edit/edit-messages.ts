/**
 * The field messages of the edit modal as i18n lookups. The rules name their texts by key:
 * the order form's validation and gateway-code texts live in the 'order' namespace (written
 * with the order form), the edit's own rule ("more than the filled amount", which the core
 * tags ns 'panel', key 'edit.…') lives in this modal's 'edit' namespace. Keys arrive as
 * plain strings, so edit-messages.test.ts checks that each one exists in the English files.
 * The chart's order lines word their refused moves with these messages, and translate their
 * own reasons through the same textLookup.
 */
import type { i18n as I18n } from 'i18next';
import type { EditError } from '../../../core/order-panel/edit-order';
import { RULES } from '../../../core/order-form/validation';

export interface FieldMessage {
  ns: 'order' | 'edit';
  key: string;
  params: Record<string, string>;
}

/** A failed rule of validateEdit as a lookup. */
export function messageOfError(e: Pick<EditError, 'ns' | 'messageKey' | 'params'>): FieldMessage {
  if (e.ns === 'panel') return { ns: 'edit', key: e.messageKey.replace(/^edit\./, ''), params: e.params };
  return { ns: 'order', key: e.messageKey, params: e.params };
}

/**
 * Codes only the update call answers: the order form never meets them, so their texts are the
 * modal's own ('edit' namespace) rather than the order form's.
 */
export const EDIT_CODE_KEYS: readonly string[] = ['e_33148'];

/** A gateway refusal placed on a field: e_{code} or a validation text of the 'order' namespace, or an edit-only code. */
export function messageOfRefusal(r: { messageKey: string; params: Record<string, string> }): FieldMessage {
  return { ns: EDIT_CODE_KEYS.includes(r.messageKey) ? 'edit' : 'order', key: r.messageKey, params: r.params };
}

/** Translates an `ns:key` made at run time, with its params. */
export type TextLookup = (key: string, params?: Record<string, string>) => string;

/**
 * i18next's t for keys made at run time (this modal's field messages, the chart lines' refusal
 * reasons), which its typed t() cannot check: the callers' tests check their keys against the
 * locale files instead (this file's, line-refusal.test.ts). t is called untyped here and
 * nowhere else.
 */
export function textLookup(i18n: Pick<I18n, 't'>): TextLookup {
  return i18n.t as unknown as TextLookup;
}

/** A field message in the page's words. */
export function fieldMessageText(i18n: Pick<I18n, 't'>, m: FieldMessage): string {
  return textLookup(i18n)(`${m.ns}:${m.key}`, m.params);
}

/** The section-8 codes the modal shows on a field. */
export const FIELD_CODES = [33117, 33118, 33124, 33125, 33126, 33148] as const;

/** Every 'order' key the modal can look up: the validation table's and the field codes'. */
export const ORDER_KEYS: readonly string[] = [
  ...new Set([...RULES.map((r) => r.messageKey), ...FIELD_CODES.map((c) => `e_${c}`).filter((k) => !EDIT_CODE_KEYS.includes(k))]),
];

/** Every 'edit' key a rule or a code can name. */
export const EDIT_RULE_KEYS: readonly string[] = ['amountNotAboveFilled', ...EDIT_CODE_KEYS];
