/**
 * Paging of the panel's lists (spec order-panel sections 4 and 9).
 *
 * Server lists (open orders, order history, trade history) page by cursor: a request asks
 * page size + 1 rows with `lastPid` = the last pid of the previous page, and the extra row
 * only says whether a next page exists. Only the latest 100 records are reachable: the total
 * is capped at 100 and the rows past the 100th are never shown. Positions and funds page on
 * the client.
 */
import { sideParam, type SideFilter } from './types';

export const DEFAULT_PAGE_SIZE = 10;
/** The panel shows at most this many records of a list (the "latest 100 records" notice). */
export const RECORDS_CAP = 100;
export const POSITIONS_PAGE_SIZE = 4;
export const FUNDS_PAGE_SIZE = 10;
/** Table chrome (header, pager) and row height in px: page size = floor((height - 90) / 42). */
const CHROME_PX = 90;
const ROW_PX = 42;

/**
 * Rows per page for a content height in px; 10 when the height is not measured yet. At least
 * 1 row, and at most the cap (a limit of 101 stays within the gateway's 200).
 */
export function pageSizeFor(contentHeight?: number | null): number {
  if (contentHeight === undefined || contentHeight === null || !Number.isFinite(contentHeight) || contentHeight <= 0) {
    return DEFAULT_PAGE_SIZE;
  }
  return Math.min(RECORDS_CAP, Math.max(1, Math.floor((contentHeight - CHROME_PX) / ROW_PX)));
}

/**
 * The bars a list draws above its table, in px, fixed in order-panel.css: the kind sub-tabs
 * (spot open orders and order history) and the list bar (filters and notes).
 */
export const KINDS_BAR_PX = 28;
export const LIST_BAR_PX = 32;

/**
 * Rows per page of a panel list from the panel body's height: the spec's "content height" is
 * the list's table area (its header, rows and pager, the 90 px of chrome), not the whole body.
 * Counted from the body, the kind sub-tabs and the list bar above the table (60 px) pushed the
 * last row under the pager. 10 while the body is not measured.
 */
export function panelPageSize(bodyHeight: number | null | undefined, withKindsBar: boolean): number {
  if (bodyHeight === undefined || bodyHeight === null || !Number.isFinite(bodyHeight) || bodyHeight <= 0) return DEFAULT_PAGE_SIZE;
  return pageSizeFor(Math.max(1, bodyHeight - LIST_BAR_PX - (withKindsBar ? KINDS_BAR_PX : 0)));
}

/**
 * Where a cursor-paged list stands: `lastPids[i]` is the cursor that loads page i + 1
 * (null for page 1), kept for every page up to the current one so "previous" needs no call.
 */
export interface Cursor {
  page: number;
  lastPids: readonly (number | null)[];
}

export const FIRST_PAGE: Cursor = { page: 1, lastPids: [null] };

/** The paging part of a list call: `limit` (page size + 1) and `lastPid`. */
export function pageRequest(cursor: Cursor, pageSize: number): { limit: number; lastPid: number | null } {
  return { limit: pageSize + 1, lastPid: cursor.lastPids[cursor.page - 1] ?? null };
}

/** One loaded page as the table shows it. */
export interface PageView<T> {
  rows: T[];
  hasNext: boolean;
  /** For the pager: (page + 1) x size while more rows exist, else the rows seen; at most 100. */
  total: number;
  /** Cursor of the next page: the pid of the last row shown (null on an empty page). */
  lastPid: number | null;
}

/**
 * Cuts a list answer (up to page size + 1 rows, newest first) into the page shown. `cap` is the
 * panel's 100 records; the order center, which is where "view all" leads, passes Infinity.
 */
export function readPage<T extends { pid: number }>(cursor: Cursor, pageSize: number, answer: readonly T[], cap = RECORDS_CAP): PageView<T> {
  const before = (cursor.page - 1) * pageSize;
  const room = Math.max(0, Math.min(pageSize, cap - before));
  const rows = answer.slice(0, room);
  const hasNext = answer.length > pageSize && cursor.page * pageSize < cap;
  const total = Math.min(cap, hasNext ? (cursor.page + 1) * pageSize : before + rows.length);
  const last = rows[rows.length - 1];
  return { rows, hasNext, total, lastPid: last === undefined ? null : last.pid };
}

/** The page after `view`; unchanged when there is none. */
export function nextPage(cursor: Cursor, view: PageView<unknown>): Cursor {
  if (!view.hasNext || view.lastPid === null) return cursor;
  return { page: cursor.page + 1, lastPids: [...cursor.lastPids.slice(0, cursor.page), view.lastPid] };
}

/** An already visited page (1 .. current); anything else leaves the cursor as it is. */
export function goToPage(cursor: Cursor, page: number): Cursor {
  if (!Number.isInteger(page) || page < 1 || page > cursor.page) return cursor;
  return { page, lastPids: cursor.lastPids.slice(0, page) };
}

/**
 * The page to reload after one order of the page was cancelled: one page back when it was the
 * page's only row and the page is not the first (the page would come back empty), else the same.
 */
export function pageAfterCancel(cursor: Cursor, rowsOnPageBefore: number): Cursor {
  return rowsOnPageBefore <= 1 && cursor.page > 1 ? goToPage(cursor, cursor.page - 1) : cursor;
}

/** What the side column filter and the paging of one list hold. */
export interface ListState {
  cursor: Cursor;
  side: SideFilter;
}

export const INITIAL_LIST: ListState = { cursor: FIRST_PAGE, side: 'all' };

export type ListChange =
  | { kind: 'tab' }
  | { kind: 'side'; side: SideFilter }
  | { kind: 'range' }
  | { kind: 'hideCancelled' };

/**
 * Any change of tab, date filter, hide-cancelled or side filter goes back to page 1; a tab
 * change also resets the side filter to all.
 */
export function applyListChange(state: ListState, change: ListChange): ListState {
  switch (change.kind) {
    case 'tab':
      return INITIAL_LIST;
    case 'side':
      return { cursor: FIRST_PAGE, side: change.side };
    default:
      return { cursor: FIRST_PAGE, side: state.side };
  }
}

/** The list calls' `side` of a list state. */
export function sideOf(state: ListState): 'buy' | 'sell' | null {
  return sideParam(state.side);
}

/** Rows of a client-side page (1-based); an out-of-range page gives no rows. */
export function clientPage<T>(rows: readonly T[], page: number, size: number): T[] {
  if (!Number.isInteger(page) || page < 1 || size < 1) return [];
  return rows.slice((page - 1) * size, page * size);
}

/** Pages a client-side list of `count` rows needs (at least 1, so the pager shows page 1). */
export function clientPageCount(count: number, size: number): number {
  return Math.max(1, Math.ceil(count / size));
}

/**
 * The page to show after a client-side list shrank (a position closed): the same page, or the
 * last one that still exists.
 */
export function clampClientPage(page: number, count: number, size: number): number {
  return Math.min(Math.max(1, page), clientPageCount(count, size));
}
