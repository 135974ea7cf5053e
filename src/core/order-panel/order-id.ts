/**
 * The order id of a row as order history shows it (spec order-panel sections 2, 3 and 9):
 * the first 3 characters, an ellipsis and the last 3, with the full id in a tooltip that has a
 * copy button. The copy itself is the shell's (clipboard); here only the texts.
 */
import type { PanelOrder } from './types';

/** Characters kept on each side of the ellipsis. */
export const ID_EDGE = 3;
export const ELLIPSIS = '…';

/**
 * The id a row stands for: entrustIdStr, else tempStr, else entrustId, else the orderId (our
 * gateway always sends entrustIdStr; the fallbacks are the spec's for other sources).
 */
export function fullOrderId(row: Pick<PanelOrder, 'orderId' | 'entrustIdStr' | 'tempStr' | 'entrustId'>): string {
  for (const v of [row.entrustIdStr, row.tempStr, row.entrustId]) {
    if (v !== null && v !== undefined && String(v) !== '') return String(v);
  }
  return String(row.orderId);
}

/**
 * 'abc…xyz'. An id of 7 characters or fewer is shown whole: cutting it would save nothing.
 * Counted in code points, so no surrogate pair is split.
 */
export function shortOrderId(id: string): string {
  const chars = Array.from(id);
  if (chars.length <= ID_EDGE * 2 + 1) return id;
  return `${chars.slice(0, ID_EDGE).join('')}${ELLIPSIS}${chars.slice(-ID_EDGE).join('')}`;
}

/** The `panel` keys of the copy button's outcome messages. */
export type CopyMessageKey = 'copy.success' | 'copy.failed';

/** The message after a copy attempt (the shell reports whether the clipboard write worked). */
export function copyMessage(ok: boolean): CopyMessageKey {
  return ok ? 'copy.success' : 'copy.failed';
}
