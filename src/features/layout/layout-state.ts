/**
 * A page type's layout state: each breakpoint's places and the hidden modules, and hiding one
 * (a close button, before the grid library has loaded too). What else the trader does to it
 * is in layout-edits.ts, loaded with the grid library. Pure: a change returns a new state, or
 * the same object when nothing changed (so nothing is saved for it).
 */
import { breakpointsOf, type Breakpoint } from './grid-spec';
import { defaultLayouts, type GridLayout } from './default-layouts';
import { modulesOf, type ModuleId, type PageLayout } from './modules';

export interface LayoutState {
  /** The breakpoints the trader changed, each with every module's place (hidden ones keep theirs). */
  layouts: Readonly<Partial<Record<Breakpoint, GridLayout>>>;
  /** Modules hidden or closed, in the order they went. */
  hidden: readonly ModuleId[];
}

export const EMPTY_LAYOUT_STATE: LayoutState = { layouts: {}, hidden: [] };

/** Every breakpoint's layout: the trader's where changed, else the default. */
export function effectiveLayouts(kind: PageLayout, state: LayoutState): Record<Breakpoint, GridLayout> {
  const defaults = defaultLayouts(kind);
  const out = {} as Record<Breakpoint, GridLayout>;
  for (const [bp] of breakpointsOf(kind)) out[bp] = state.layouts[bp] ?? defaults[bp]!;
  return out;
}

/** The modules shown, in the layout's order. */
export function visibleModules(kind: PageLayout, state: LayoutState): ModuleId[] {
  return modulesOf(kind).filter((id) => !state.hidden.includes(id));
}

/** Hides (closes) module `id`; the same state when it is hidden already or not of this layout. */
export function hideModule(kind: PageLayout, state: LayoutState, id: ModuleId): LayoutState {
  if (state.hidden.includes(id) || !modulesOf(kind).includes(id)) return state;
  return { ...state, hidden: [...state.hidden, id] };
}
