import { describe, expect, it } from 'vitest';
import {
  applyListChange,
  clampClientPage,
  clientPage,
  clientPageCount,
  FIRST_PAGE,
  goToPage,
  INITIAL_LIST,
  nextPage,
  pageAfterCancel,
  pageRequest,
  pageSizeFor,
  panelPageSize,
  KINDS_BAR_PX,
  LIST_BAR_PX,
  readPage,
  type Cursor,
  type ListState,
} from './paging';

const rows = (...pids: number[]) => pids.map((pid) => ({ pid }));
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from - i);
const at = (page: number, ...lastPids: (number | null)[]): Cursor => ({ page, lastPids: [null, ...lastPids] });

describe('pageSizeFor', () => {
  it.each([
    [undefined, 10], [null, 10], [0, 10], [NaN, 10], [-5, 10],
    [552, 11], [551, 10], [510, 10], [509, 9], [132, 1], [100, 1], [20_000, 100],
  ])('should give %s px → %i rows', (height, want) => expect(pageSizeFor(height)).toBe(want));
});

describe('panelPageSize', () => {
  it.each([
    // the body at 1440 x 900: 473 px; spot open orders (sub-tabs and list bar above the table)
    [473, true, 7], [473, false, 8], [null, true, 10], [60, true, 1],
  ] as const)('should give a %s px body (kind sub-tabs: %s) %i rows', (height, kinds, want) => expect(panelPageSize(height, kinds)).toBe(want));

  it('should leave the header, the rows and the pager inside the body', () => {
    // as rendered: thead 34 px, pager 29 px, rows 42 px, the bars above the table
    for (let body = 200; body <= 1200; body++) {
      for (const kinds of [true, false]) {
        const rows = panelPageSize(body, kinds);
        expect(LIST_BAR_PX + (kinds ? KINDS_BAR_PX : 0) + 34 + rows * 42 + 29, `${body} ${kinds}`).toBeLessThanOrEqual(body);
      }
    }
  });
});

describe('pageRequest', () => {
  it.each([
    ['page 1', FIRST_PAGE, 10, { limit: 11, lastPid: null }],
    ['page 2', at(2, 41), 10, { limit: 11, lastPid: 41 }],
    ['page 3', at(3, 41, 30), 7, { limit: 8, lastPid: 30 }],
  ])('should ask page size + 1 after the previous page (%s)', (_n, cursor, size, want) => {
    expect(pageRequest(cursor, size)).toEqual(want);
  });
});

describe('readPage', () => {
  it.each([
    ['extra row: a next page, estimated total', FIRST_PAGE, 3, rows(9, 8, 7, 6), { rows: rows(9, 8, 7), hasNext: true, total: 6, lastPid: 7 }],
    ['exactly a page: no next page', FIRST_PAGE, 3, rows(9, 8, 7), { rows: rows(9, 8, 7), hasNext: false, total: 3, lastPid: 7 }],
    ['short last page', at(3, 20, 15), 5, rows(9, 8), { rows: rows(9, 8), hasNext: false, total: 12, lastPid: 8 }],
    ['page 2 with more', at(2, 50), 10, rows(...range(40, 11)), { rows: rows(...range(40, 10)), hasNext: true, total: 30, lastPid: 31 }],
    ['empty', FIRST_PAGE, 10, [], { rows: [], hasNext: false, total: 0, lastPid: null }],
  ])('should read %s', (_n, cursor, size, answer, want) => {
    expect(readPage(cursor, size, answer)).toEqual(want);
  });

  it.each([
    ['page 9 of 10 estimates 100', 9, 10, 11, { hasNext: true, total: 100, shown: 10 }],
    ['page 10 of 10 has no next page past 100', 10, 10, 11, { hasNext: false, total: 100, shown: 10 }],
    ['size 12, page 8 estimate 108 capped', 8, 12, 13, { hasNext: true, total: 100, shown: 12 }],
    ['size 12, page 9 shows records 97–100 only', 9, 12, 13, { hasNext: false, total: 100, shown: 4 }],
    ['size 30, page 4 shows records 91–100 only', 4, 30, 31, { hasNext: false, total: 100, shown: 10 }],
  ])('should cap at 100 records (%s)', (_n, page, size, answered, want) => {
    const cursor: Cursor = { page, lastPids: Array.from({ length: page }, (_, i) => (i === 0 ? null : 1000 - i * size)) };
    const view = readPage(cursor, size, rows(...range(500, answered)));
    expect({ hasNext: view.hasNext, total: view.total, shown: view.rows.length }).toEqual(want);
  });

  it('should page past 100 records without a cap (the order center)', () => {
    const cursor: Cursor = { page: 10, lastPids: Array.from({ length: 10 }, (_, i) => (i === 0 ? null : 1000 - i * 20)) };
    const view = readPage(cursor, 20, rows(...range(500, 21)), Infinity);
    expect({ hasNext: view.hasNext, total: view.total, shown: view.rows.length }).toEqual({ hasNext: true, total: 220, shown: 20 });
  });
});

describe('nextPage / goToPage', () => {
  it('should walk forward with the last pid of each page and back without a call', () => {
    const size = 3;
    const p1 = readPage(FIRST_PAGE, size, rows(20, 19, 18, 17));
    const c2 = nextPage(FIRST_PAGE, p1);
    expect(c2).toEqual(at(2, 18));
    const p2 = readPage(c2, size, rows(17, 16, 15, 14));
    const c3 = nextPage(c2, p2);
    expect(c3).toEqual(at(3, 18, 15));
    expect(pageRequest(c3, size)).toEqual({ limit: 4, lastPid: 15 });
    expect(goToPage(c3, 2)).toEqual(at(2, 18));
    expect(goToPage(c3, 1)).toEqual(FIRST_PAGE);
  });

  it.each([
    ['no next page', at(2, 18), { rows: rows(5), hasNext: false, total: 4, lastPid: 5 }],
    ['empty page', FIRST_PAGE, { rows: [], hasNext: true, total: 0, lastPid: null }],
  ])('should stay put when there is no next page (%s)', (_n, cursor, view) => {
    expect(nextPage(cursor, view)).toBe(cursor);
  });

  it.each([[0], [4], [1.5], [-1]])('should ignore an unvisited or invalid page %s', (page) => {
    const c = at(3, 18, 15);
    expect(goToPage(c, page)).toBe(c);
  });
});

describe('pageAfterCancel', () => {
  it.each([
    ['last row of page 3 → page 2', at(3, 18, 15), 1, at(2, 18)],
    ['last row of page 2 → page 1', at(2, 18), 1, FIRST_PAGE],
    ['last row of page 1 stays on page 1', FIRST_PAGE, 1, FIRST_PAGE],
    ['other rows left on page 3 → same page', at(3, 18, 15), 2, at(3, 18, 15)],
    ['full page 2 → same page', at(2, 18), 10, at(2, 18)],
  ])('should reload %s', (_n, cursor, before, want) => {
    expect(pageAfterCancel(cursor, before)).toEqual(want);
  });
});

describe('applyListChange', () => {
  const deep: ListState = { cursor: at(3, 18, 15), side: 'sell' };
  it.each([
    ['tab: page 1 and side all', { kind: 'tab' } as const, { cursor: FIRST_PAGE, side: 'all' }],
    ['side: page 1, new side', { kind: 'side', side: 'buy' } as const, { cursor: FIRST_PAGE, side: 'buy' }],
    ['date filter: page 1, side kept', { kind: 'range' } as const, { cursor: FIRST_PAGE, side: 'sell' }],
    ['hide cancelled: page 1, side kept', { kind: 'hideCancelled' } as const, { cursor: FIRST_PAGE, side: 'sell' }],
  ])('should reset on %s', (_n, change, want) => {
    expect(applyListChange(deep, change)).toEqual(want);
  });

  it('should start on page 1 with all sides', () => {
    expect(INITIAL_LIST).toEqual({ cursor: { page: 1, lastPids: [null] }, side: 'all' });
  });
});

describe('client-side pages (positions by 4, funds by 10)', () => {
  const list = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
  it.each([
    [1, 4, ['a', 'b', 'c', 'd']], [2, 4, ['e', 'f', 'g', 'h']], [3, 4, ['i']], [4, 4, []], [0, 4, []], [1, 10, list],
  ])('should give page %i of size %i', (page, size, want) => expect(clientPage(list, page, size)).toEqual(want));

  it.each([[0, 4, 1], [4, 4, 1], [5, 4, 2], [9, 4, 3], [21, 10, 3]])('should count %i rows by %i as %i pages', (n, size, want) => {
    expect(clientPageCount(n, size)).toBe(want);
  });

  it.each([[3, 9, 4, 3], [3, 8, 4, 2], [3, 0, 4, 1], [0, 9, 4, 1]])('should clamp page %i with %i rows by %i to %i', (page, n, size, want) => {
    expect(clampClientPage(page, n, size)).toBe(want);
  });
});
