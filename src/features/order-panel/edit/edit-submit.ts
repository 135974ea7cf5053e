/**
 * The edit modal's Confirm: the signed POST /gw-api/order/spot/update of fields validateEdit
 * passed (body: core/order-panel/edit-update.ts), and where its answer goes (spec order-panel
 * section 8, core editRefusalOf). The call is passed in, so tests run it without a network.
 */
import { editRefusalOf, type EditedOrder, type EditFields } from '../../../core/order-panel/edit-order';
import { buildUpdateBody, type UpdateContext } from '../../../core/order-panel/edit-update';
import type { Field } from '../../../core/order-form/types';
import type { ApiAnswer } from '../../../net/api';

/** The update call (apiPostSigned in the page). */
export type PostSigned = (path: string, body: unknown) => Promise<ApiAnswer<unknown>>;

export const UPDATE_PATH = '/order/spot/update';

/**
 * What Confirm led to: done; accepted but the order cancelled at once (a post-only order moved
 * to a price that would take, docs/decisions.md); a message on a field ('order' namespace key);
 * login, closing, or nothing shown.
 */
export type EditOutcome =
  | { kind: 'done' }
  | { kind: 'postOnlyCancelled' }
  | { kind: 'field'; field: Field; messageKey: string; params: Record<string, string> }
  | { kind: 'login' }
  | { kind: 'close' }
  | { kind: 'none'; code: number };

/**
 * The states an accepted amend answers when it closed the order instead (docs/api-trading.md,
 * update): only a post-only order does so, with or without earlier fills.
 */
const CANCELLED_BY_AMEND: ReadonlySet<unknown> = new Set(['CANCELLED', 'PARTIAL_COMPLETE_AND_CANCELLED']);

/** Sends the update and maps the answer; a network failure (code -1) is one of the unshown failures. */
export async function submitEdit(post: PostSigned, order: EditedOrder, fields: EditFields, ctx: UpdateContext): Promise<EditOutcome> {
  const answer = await post(UPDATE_PATH, buildUpdateBody(order, fields, ctx));
  if (answer.success) {
    const state = (answer.data as { state?: unknown } | null)?.state;
    return CANCELLED_BY_AMEND.has(state) ? { kind: 'postOnlyCancelled' } : { kind: 'done' };
  }
  const refusal = editRefusalOf(answer.code, answer.msg ?? '', order, fields, ctx.pair);
  switch (refusal.kind) {
    case 'field':
      return { kind: 'field', field: refusal.field, messageKey: refusal.messageKey, params: refusal.params };
    case 'login':
    case 'close':
      return { kind: refusal.kind };
    default:
      // editRefusalOf only sends the section-8 codes to the shared mapping; anything else is not shown
      return { kind: 'none', code: answer.code };
  }
}

/** The login page for a signed-out edit (section 8 code -6), coming back to this page. */
export function loginHref(pathname: string, search: string, locale: string): string {
  return `/login?goto=${encodeURIComponent(`${pathname}${search}`)}&lang=${encodeURIComponent(locale)}`;
}
