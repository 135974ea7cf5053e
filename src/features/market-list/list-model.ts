/**
 * The list's shape: which pairs show, in which order, for the options the trader chose. The one
 * place the rules of spec sections 4 and 5 meet; the component keeps the result (catalog
 * indexes) and its rows read the ticker columns of the few indexes on screen.
 */
import type { Catalog, TickerColumns } from './catalog';
import { passesFilters } from './filters';
import { groupSearchResults, matchesSearch, normaliseSearch } from './search';
import { sortIndexes, type SortState } from './sort';
import { inTab, type MarketTab } from './tabs';

export interface ListOptions {
  tab: MarketTab;
  /** The search box's text as typed (normalised here). */
  query: string;
  quote: string | null;
  tag: number;
  sort: SortState;
  favorites: ReadonlySet<string>;
  /** Basic layout in margin mode: favourites are limited to margin pairs. */
  basicMargin: boolean;
}

/**
 * Catalog indexes to show, in order. Without a search the spot and margin tabs hold only pairs
 * with volume above 0 that the exchange shows, or pairs not yet up; with a search every pair may
 * match. `volume` is each pair's volume in the common currency (rates.ts).
 */
export function buildOrder(cat: Catalog, cols: TickerColumns, volume: ArrayLike<number>, quoteSort: ReadonlyMap<string, number>, o: ListOptions): number[] {
  const key = normaliseSearch(o.query);
  const out: number[] = [];
  for (let i = 0; i < cat.size; i++) {
    if (!inTab(cat, i, o.tab, o.favorites, o.basicMargin)) continue;
    if (key === '' && o.tab !== 'favorites' && !((cols.volume[i] > 0 && cat.shown[i] === 1) || cat.up[i] === 0)) continue;
    if (!passesFilters(cat, i, o.quote, o.tag)) continue;
    if (!matchesSearch(cat, i, key)) continue;
    out.push(i);
  }
  if (key !== '' && o.sort.dir === 'none') return groupSearchResults(cat, out, key, volume, quoteSort);
  return sortIndexes(out, o.sort, cat, cols, volume);
}
