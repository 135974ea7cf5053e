/**
 * What the gateway's answer to a line's cancel (and a refused line edit the edit rules leave
 * unplaced) is told as (issue 24; spec section 8: the chart's order codes are translated by key
 * e_{code} and shown as an error toast, code -6 sends the trader to login). Pure: answers and
 * codes in, outcomes and lookups out; OrderLines.tsx turns them into a toast or the login page.
 *
 * A failure reads as its head ("The order could not be cancelled" / "… changed") followed by
 * the gateway's reason in the page's words where the page has words for its code, as a refused
 * field of an edit does; a code without words (a network failure, a signature or rate refusal)
 * shows the head alone.
 */
import type { ApiAnswer } from '../../net/api';
import type { TextLookup } from '../order-panel/edit/edit-messages';

/** What a cancel from a line led to. */
export type CancelOutcome =
  | { kind: 'done' }
  /** Code -6: the session ended; the trader signs in again. */
  | { kind: 'login' }
  | { kind: 'refused'; code: number };

export function cancelOutcomeOf(answer: Pick<ApiAnswer<unknown>, 'success' | 'code'>): CancelOutcome {
  if (answer.success) return { kind: 'done' };
  if (answer.code === -6) return { kind: 'login' };
  return { kind: 'refused', code: answer.code };
}

/** A text to look up: a key of a namespace. */
export interface ReasonKey {
  ns: 'chartTrade' | 'order';
  key: string;
}

/**
 * The gateway's codes for an order that is not among the trader's open orders any more
 * (server/engine/codes.ts: 30002 unknown, 30003 closed): filled or cancelled meanwhile.
 */
export const NOT_OPEN_CODES: readonly number[] = [30002, 30003];

/**
 * Codes a line's cancel or edit may meet that the order form already words (e_{code} in the
 * 'order' namespace): invalid details, the balance short for a moved order, a pair not open yet.
 */
export const ORDER_WORDED_CODES: readonly number[] = [30001, 33102, 30041];

/** The words for the gateway's `code`, or null where the page has none. */
export function refusalReason(code: number): ReasonKey | null {
  if (NOT_OPEN_CODES.includes(code)) return { ns: 'chartTrade', key: 'line.notOpen' };
  if (ORDER_WORDED_CODES.includes(code)) return { ns: 'order', key: `e_${code}` };
  return null;
}

/** `head` followed by the code's reason, or `head` alone; `lookup` translates the reason's `ns:key` (edit-messages.ts textLookup). */
export function failureText(lookup: TextLookup, head: string, code: number): string {
  const reason = refusalReason(code);
  return reason === null ? head : `${head}: ${lookup(`${reason.ns}:${reason.key}`)}`;
}
