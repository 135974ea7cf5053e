/**
 * What the trader does to a layout beside hiding a module (layout-state.ts): move or resize
 * modules (the grid library reports the visible modules' new places), show a module again,
 * reset. Kept apart so it loads with the grid library, not with the page. Pure: every change
 * returns a new state, or the same object when nothing changed (so nothing is saved for a
 * report that moves nothing, like the library's report on mounting).
 */
import { colsOf, type Breakpoint } from './grid-spec';
import type { GridItem } from './default-layouts';
import { EMPTY_LAYOUT_STATE, effectiveLayouts, type LayoutState } from './layout-state';
import type { PageLayout, ModuleId } from './modules';
import { tidy } from './placement';

function sameItem(a: GridItem, b: GridItem): boolean {
  return a.i === b.i && tidy(a.x) === tidy(b.x) && tidy(a.y) === tidy(b.y) && tidy(a.w) === tidy(b.w) && tidy(a.h) === tidy(b.h);
}

/**
 * The state after the grid reported `reported` (the visible modules' places) at breakpoint
 * `bp`. Hidden modules keep their last places; a reported id the layout does not have is
 * ignored; a place outside the grid's columns is refused (the same state back).
 */
export function applyGridChange(kind: PageLayout, state: LayoutState, bp: Breakpoint, reported: readonly GridItem[]): LayoutState {
  const cols = colsOf(kind);
  const current = effectiveLayouts(kind, state)[bp];
  if (current === undefined) return state;
  const byId = new Map(reported.map((r) => [r.i, r]));
  for (const r of reported) {
    if (![r.x, r.y, r.w, r.h].every(Number.isFinite) || r.x < 0 || r.y < 0 || r.w <= 0 || r.h <= 0 || tidy(r.x + r.w) > cols) return state;
  }
  let changed = false;
  const next = current.map((item) => {
    const r = byId.get(item.i);
    if (r === undefined || sameItem(item, r)) return item;
    changed = true;
    return { i: item.i, x: tidy(r.x), y: tidy(r.y), w: tidy(r.w), h: tidy(r.h) };
  });
  return changed ? { ...state, layouts: { ...state.layouts, [bp]: next } } : state;
}

/** Shows module `id` again at its last place (the grid moves what it would cover). */
export function showModule(state: LayoutState, id: ModuleId): LayoutState {
  if (!state.hidden.includes(id)) return state;
  return { ...state, hidden: state.hidden.filter((h) => h !== id) };
}

/** Reset: every breakpoint back to its default, every module shown. */
export function resetLayout(): LayoutState {
  return EMPTY_LAYOUT_STATE;
}

/** True when the trader has changed nothing (reset would change nothing). */
export function isDefault(state: LayoutState): boolean {
  return state.hidden.length === 0 && Object.keys(state.layouts).length === 0;
}
