/**
 * Search of the market list (spec trade page section 5): the text is trimmed, upper-cased and
 * stripped of spaces and slashes, then found as a substring of the pair's name or of its base
 * coin's full name. With a search and no sort, results come grouped by base coin: the group
 * whose name is the text first, then the one whose full name is, then by the group's highest
 * volume; inside a group by the quote coin's sort value, descending.
 */
import { searchKey, type Catalog } from './catalog';

export { searchKey as normaliseSearch };

/** True when pair `i` matches the normalised `key` ('' matches every pair). */
export function matchesSearch(cat: Catalog, i: number, key: string): boolean {
  return key === '' || cat.nameKey[i].includes(key) || cat.fullKey[i].includes(key);
}

/**
 * Orders `found` (catalog indexes) by base-coin group as above. `volume[i]` is the pair's
 * volume in the common currency; `quoteSort` the sort value of each quote coin (higher first).
 * Ties fall to the symbol id, so the order is stable whatever order `found` came in.
 */
export function groupSearchResults(cat: Catalog, found: readonly number[], key: string, volume: ArrayLike<number>, quoteSort: ReadonlyMap<string, number>): number[] {
  const groups = new Map<string, { rank: number; top: number; members: number[] }>();
  for (const i of found) {
    const base = cat.base[i];
    let g = groups.get(base);
    if (g === undefined) groups.set(base, (g = { rank: 2, top: -Infinity, members: [] }));
    g.members.push(i);
    if (volume[i] > g.top) g.top = volume[i];
    // exact name: the base coin's (or the whole pair's) name is the text; then the full name
    const rank = cat.baseKey[i] === key || cat.nameKey[i] === key ? 0 : cat.fullKey[i] === key ? 1 : 2;
    if (rank < g.rank) g.rank = rank;
  }
  const ordered = [...groups.entries()].sort(([a, ga], [b, gb]) => ga.rank - gb.rank || gb.top - ga.top || (a < b ? -1 : a > b ? 1 : 0));
  const qs = (i: number) => quoteSort.get(cat.quote[i]) ?? 0;
  const out: number[] = [];
  for (const [, g] of ordered) {
    g.members.sort((a, b) => qs(b) - qs(a) || cat.symbolId[a] - cat.symbolId[b]);
    for (const i of g.members) out.push(i);
  }
  return out;
}
