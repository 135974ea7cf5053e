/**
 * One cursor-paged server list (open orders, order history, trade history): the core's paging
 * (paging.ts: limit = page size + 1, lastPid, the 100-record cap) around a load function.
 * Loads again when the list's inputs change (back to page 1, keeping the side filter), when the
 * cursor moves, and when the `reload` counter changes (the same page).
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { LOADING_HIDE_MS } from '../../core/order-panel/refresh';
import {
  FIRST_PAGE, INITIAL_LIST, RECORDS_CAP, applyListChange, goToPage, nextPage, readPage, type Cursor, type ListState, type PageView,
} from '../../core/order-panel/paging';
import type { PanelMode, SideFilter } from '../../core/order-panel/types';
import { sameAnswer } from '../../net/same-answer';

export interface CursorList<T> {
  list: ListState;
  view: PageView<T>;
  /** True from a call's start until 300 ms after it finished (spec section 9). */
  loading: boolean;
  /** True once the first answer arrived (the empty text is not shown before). */
  loaded: boolean;
  /** A new side filter: back to page 1 (core applyListChange). */
  setSide(side: SideFilter): void;
  next(): void;
  goTo(page: number): void;
  /**
   * The cursor to load with the next reload (a cancel's step back, spec section 4): the cancel
   * asks for one refresh, and the list loads once, at the new page, when it comes.
   */
  setCursor(c: Cursor): void;
}

/** What the panel passes each of its cursor lists (PanelBody). */
export interface PanelListProps {
  mode: PanelMode;
  /** The current pair when "filter by current symbol" is ticked, else null. */
  symbolFilter: string | null;
  pageSize: number;
  /** Bumped to reload the page shown (push events, polling, a cancel or edit). */
  reload: number;
  /** After every answer, with its page (push monitoring, spec section 4). */
  onLoaded(page: number): void;
}

/** The paging options of useCursorList that come straight from the list's props. */
export function listPaging(p: PanelListProps): { pageSize: number; reload: number; onLoaded(page: number): void } {
  return { pageSize: p.pageSize, reload: p.reload, onLoaded: p.onLoaded };
}

const EMPTY: PageView<never> = { rows: [], hasNext: false, total: 0, lastPid: null };

/**
 * How many records the lists below can reach: the panel's latest 100 (spec section 9), or all
 * of them in the order center, where the panel's "view all" leads.
 */
export const RecordsCap = createContext(RECORDS_CAP);

/**
 * `inputs` names everything the call depends on besides paging and side (mode, kind, symbol
 * filter, range …); `load` gets the list state and returns the answer rows or null (a failed
 * call keeps what is shown). `enabled` false (a visitor) makes no call at all; it defaults to
 * true. `onLoaded` gets the page the answer is for.
 */
export function useCursorList<T extends { pid: number }>(opts: {
  enabled?: boolean;
  inputs: string;
  pageSize: number;
  reload: number;
  load(list: ListState): Promise<T[] | null>;
  onLoaded?(page: number): void;
}): CursorList<T> {
  const { enabled = true, pageSize, reload } = opts;
  const cap = useContext(RecordsCap);
  // a new page size re-cuts every page: the kept cursors no longer apply
  const inputs = `${opts.inputs}|${pageSize}`;
  const [state, setState] = useState<{ inputs: string; reload: number; list: ListState; deferred: Cursor | null }>(
    { inputs, reload, list: INITIAL_LIST, deferred: null },
  );
  // new inputs: page 1 at once (in this render), so no call is made for a stale cursor; a
  // reload takes the cursor kept for it in the same render, so the reload is the only call
  let list = state.list;
  if (state.inputs !== inputs) {
    list = { cursor: FIRST_PAGE, side: state.list.side };
    setState({ inputs, reload, list, deferred: null });
  } else if (state.reload !== reload) {
    if (state.deferred !== null) list = { ...list, cursor: state.deferred };
    setState({ inputs, reload, list, deferred: null });
  }
  const [view, setView] = useState<PageView<T>>(EMPTY);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const latest = useRef(opts);
  latest.current = opts;
  const seq = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const id = ++seq.current;
    setLoading(true);
    let hide: ReturnType<typeof setTimeout> | undefined;
    void latest.current.load(list).then((rows) => {
      if (id !== seq.current) return; // a newer call is on its way
      if (rows !== null) {
        // a reload that brings back the page shown keeps it: its rows do not render again
        const page = readPage(list.cursor, pageSize, rows, cap);
        setView((shown) => (sameAnswer(shown, page) ? shown : page));
        setLoaded(true);
        latest.current.onLoaded?.(list.cursor.page);
      }
      hide = setTimeout(() => setLoading(false), LOADING_HIDE_MS);
    });
    return () => clearTimeout(hide);
    // list is a new object only when it changed; inputs are in it via the reset above
  }, [enabled, list, pageSize, reload, cap]);

  return {
    list,
    view,
    loading,
    loaded,
    setSide: (side) => setState((s) => ({ ...s, list: applyListChange(s.list, { kind: 'side', side }) })),
    next: () => setState((s) => ({ ...s, list: { ...s.list, cursor: nextPage(s.list.cursor, view) } })),
    goTo: (page) => setState((s) => ({ ...s, list: { ...s.list, cursor: goToPage(s.list.cursor, page) } })),
    setCursor: (cursor) => setState((s) => (cursor === s.list.cursor ? s : { ...s, deferred: cursor })),
  };
}
