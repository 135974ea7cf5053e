/**
 * Changing a page type's layout: the signal and local storage. Loaded with the grid library and
 * the settings drawer (a close button before them imports it on demand).
 */
import type { LayoutState } from './layout-state';
import { localStore } from '../../ui/page-storage';
import { layoutOf } from './layout-store';
import type { PageType } from './stored-layout';
import { saveLayout } from './save-layout';

/** Sets and stores `type`'s layout; a change that is the same state stores nothing. */
export function setLayout(type: PageType, next: LayoutState): void {
  const state = layoutOf(type);
  if (next === state.peek()) return;
  state.value = next;
  const store = localStore();
  if (store !== null) saveLayout(store, type, next);
}
