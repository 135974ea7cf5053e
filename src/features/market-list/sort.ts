/**
 * Column sorting of the market list (spec trade page section 4): each click on a column cycles
 * none -> down -> up -> none; a click on another column starts it at down. Without a sort the
 * list is ordered by volume converted to one currency, descending, ties by symbol id.
 */
import type { Catalog, TickerColumns } from './catalog';

export type SortColumn = 'pair' | 'vol' | 'price' | 'rate';
export type SortDir = 'none' | 'down' | 'up';
export interface SortState {
  column: SortColumn | null;
  dir: SortDir;
}

export const NO_SORT: SortState = { column: null, dir: 'none' };

/** The sort after a click on `column`. */
export function nextSort(s: SortState, column: SortColumn): SortState {
  if (s.column !== column || s.dir === 'none') return { column, dir: 'down' };
  if (s.dir === 'down') return { column, dir: 'up' };
  return NO_SORT;
}

/** The sort a column shows: its own direction, or none when another column sorts. */
export function dirOf(s: SortState, column: SortColumn): SortDir {
  return s.column === column ? s.dir : 'none';
}

/**
 * Sorts `idx` in place. `volume` is each pair's volume in the common currency (the 'vol'
 * column and the no-sort order compare it, so pairs over different quotes compare fairly).
 * 'down' is descending (for the pair column: Z to A). Ties always fall to the symbol id, ascending.
 */
export function sortIndexes(idx: number[], s: SortState, cat: Catalog, cols: TickerColumns, volume: ArrayLike<number>): number[] {
  const id = cat.symbolId;
  if (s.dir === 'none' || s.column === null) return idx.sort((a, b) => volume[b] - volume[a] || id[a] - id[b]);
  const sign = s.dir === 'down' ? -1 : 1;
  if (s.column === 'pair') {
    const name = cat.name;
    return idx.sort((a, b) => (name[a] < name[b] ? -sign : name[a] > name[b] ? sign : id[a] - id[b]));
  }
  const key: ArrayLike<number> = s.column === 'vol' ? volume : s.column === 'price' ? cols.last : cols.change;
  return idx.sort((a, b) => sign * (key[a] - key[b]) || id[a] - id[b]);
}
