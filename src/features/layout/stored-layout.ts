/**
 * The pro layout kept in local storage per page type (spec 001 section 3, "saved local
 * settings": customLayoutConfig, customModuleSetting and the layout storage version; section 9:
 * version 2.1.2, a stored layout of another version is cleared). Pure: the storage is passed in.
 *
 * - customLayoutConfig: { spot?: { <breakpoint>: [{ i, x, y, w, h }] }, margin?: … }
 * - customModuleSetting: { spot?: { hidden: [ids] }, margin?: … }
 * - layoutStorageVersion: "2.1.2"
 *
 * A stored layout of another version (or with no version) is dropped: both layout keys go and
 * the version is written; anything else in storage stays. A malformed page type's entry is
 * dropped from its key, the other page type's stays.
 */
import { PRO_BREAKPOINTS, PRO_COLS, type Breakpoint, type ProBreakpoint } from './grid-spec';
import { PRO_DEFAULTS, type GridItem } from './default-layouts';
import { isProModule, LATER_MODULES, type ModuleId } from './modules';
import { EMPTY_LAYOUT_STATE, type LayoutState } from './layout-state';

export const LAYOUT_STORAGE_VERSION = '2.1.2';
export const LAYOUT_KEY = 'customLayoutConfig';
export const MODULES_KEY = 'customModuleSetting';
export const VERSION_KEY = 'layoutStorageVersion';

/** The pro page types, each with a layout of its own. */
export type PageType = 'spot' | 'margin';

/** The part of Storage this needs (window.localStorage in the page, a Map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Breakpoint `bp`'s stored items when each module of its layout is there once (every pro module;
 * in mobile mode those mobile-modules.ts leaves in the grid), inside the 48 columns; else null.
 * Layouts stored before the grid changed stay the trader's: a module added later (LATER_MODULES)
 * joins under everything, at its default column and size (the grid packs it upwards), and a pro
 * module the breakpoint no longer frames loses its place.
 */
export function parseItems(raw: unknown, bp: ProBreakpoint): GridItem[] | null {
  const wanted = PRO_DEFAULTS[bp].map((m): string => m.i);
  if (!Array.isArray(raw)) return null;
  const seen = new Set<string>();
  const out: GridItem[] = [];
  for (const r of raw) {
    if (!isRecord(r) || typeof r.i !== 'string' || !isProModule(r.i) || seen.has(r.i)) return null;
    seen.add(r.i);
    // a pro module this breakpoint no longer frames (mobile mode's chart-area tabs): its place goes
    if (!wanted.includes(r.i)) continue;
    const { x, y, w, h } = r;
    if (![x, y, w, h].every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
    const [nx, ny, nw, nh] = [x, y, w, h] as number[];
    if (nx < 0 || ny < 0 || nw <= 0 || nh <= 0 || nx + nw > PRO_COLS + 1e-9) return null;
    out.push({ i: r.i, x: nx, y: ny, w: nw, h: nh });
  }
  const missing = PRO_DEFAULTS[bp].filter((m) => !out.some((o) => o.i === m.i));
  if (!missing.every((m) => isProModule(m.i) && LATER_MODULES.has(m.i))) return null;
  const bottom = Math.max(0, ...out.map((m) => m.y + m.h));
  return [...out, ...missing.map((m) => ({ ...m, y: bottom }))];
}

/** One page type's stored layouts, or null when anything in them is malformed. */
function parseLayouts(raw: unknown): LayoutState['layouts'] | null {
  if (!isRecord(raw)) return null;
  const out: Partial<Record<Breakpoint, GridItem[]>> = {};
  for (const [bp, items] of Object.entries(raw)) {
    if (!(bp in PRO_BREAKPOINTS)) return null;
    const parsed = parseItems(items, bp as ProBreakpoint);
    if (parsed === null) return null;
    out[bp as Breakpoint] = parsed;
  }
  return out;
}

function parseHidden(raw: unknown): ModuleId[] | null {
  if (!isRecord(raw) || !Array.isArray(raw.hidden)) return null;
  const ids = raw.hidden;
  if (!ids.every((id): id is ModuleId => typeof id === 'string' && isProModule(id)) || new Set(ids).size !== ids.length) return null;
  return ids;
}

/** What reading found: the state, and which stored data was dropped (null: none). */
export interface LoadedLayout {
  state: LayoutState;
  dropped: 'version' | 'malformed' | null;
}

/** Removes `type`'s entry from the JSON object at `key` (the key goes when nothing else is left). */
function dropEntry(store: KeyValueStore, key: string, type: PageType): void {
  const all = parseJson(store.getItem(key));
  if (!isRecord(all)) return store.removeItem(key);
  const rest = Object.fromEntries(Object.entries(all).filter(([k]) => k !== type));
  if (Object.keys(rest).length === 0) store.removeItem(key);
  else store.setItem(key, JSON.stringify(rest));
}

/** Reads page type `type`'s layout, dropping a stored layout of another version or a malformed one. */
export function loadLayout(store: KeyValueStore, type: PageType): LoadedLayout {
  const layoutsText = store.getItem(LAYOUT_KEY);
  const modulesText = store.getItem(MODULES_KEY);
  if (layoutsText === null && modulesText === null) return { state: EMPTY_LAYOUT_STATE, dropped: null };
  if (store.getItem(VERSION_KEY) !== LAYOUT_STORAGE_VERSION) {
    store.removeItem(LAYOUT_KEY);
    store.removeItem(MODULES_KEY);
    store.setItem(VERSION_KEY, LAYOUT_STORAGE_VERSION);
    return { state: EMPTY_LAYOUT_STATE, dropped: 'version' };
  }
  const layoutsAll = parseJson(layoutsText);
  const modulesAll = parseJson(modulesText);
  const layoutsRaw = isRecord(layoutsAll) ? layoutsAll[type] : layoutsAll;
  const modulesRaw = isRecord(modulesAll) ? modulesAll[type] : modulesAll;
  const layouts = layoutsRaw === undefined ? {} : parseLayouts(layoutsRaw);
  const hidden = modulesRaw === undefined ? [] : parseHidden(modulesRaw);
  if (layouts === null || hidden === null) {
    dropEntry(store, LAYOUT_KEY, type);
    dropEntry(store, MODULES_KEY, type);
    return { state: EMPTY_LAYOUT_STATE, dropped: 'malformed' };
  }
  return { state: { layouts, hidden }, dropped: null };
}
