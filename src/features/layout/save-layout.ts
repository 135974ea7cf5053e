/**
 * Writes a page type's layout to local storage (the format and keys: stored-layout.ts). Apart
 * from the reading, which the page needs at once: this loads with the grid library. Pure: the
 * storage is passed in.
 */
import type { LayoutState } from './layout-state';
import { LAYOUT_KEY, LAYOUT_STORAGE_VERSION, MODULES_KEY, VERSION_KEY, type KeyValueStore, type PageType } from './stored-layout';

function parseObject(text: string | null): Record<string, unknown> {
  try {
    const v = text === null ? null : (JSON.parse(text) as unknown);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? { ...(v as Record<string, unknown>) } : {};
  } catch {
    return {};
  }
}

/** Writes page type `type`'s layout beside the other type's, under the current version. */
export function saveLayout(store: KeyValueStore, type: PageType, state: LayoutState): void {
  const write = (key: string, value: unknown | undefined) => {
    const next = parseObject(store.getItem(key));
    if (value === undefined) delete next[type];
    else next[type] = value;
    if (Object.keys(next).length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(next));
  };
  store.setItem(VERSION_KEY, LAYOUT_STORAGE_VERSION);
  write(LAYOUT_KEY, Object.keys(state.layouts).length === 0 ? undefined : state.layouts);
  write(MODULES_KEY, state.hidden.length === 0 ? undefined : { hidden: state.hidden });
}
