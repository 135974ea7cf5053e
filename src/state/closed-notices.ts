/**
 * Counts the notices closed in their banners on this page (the global notice, the symbol notice).
 * The closed ids themselves are in local storage, each banner's own key; the basic layout's notice
 * panel (src/features/notice-bar) reads them again when this moves, so its count follows a close
 * at once.
 */
import { signal } from '@preact/signals-react';

export const noticeCloses = signal(0);

/** A banner closed a notice. */
export function noteNoticeClosed(): void {
  noticeCloses.value += 1;
}
