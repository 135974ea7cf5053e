import type { HotSearchEntry } from './refdata-types';

/** One row of GET /gw-api/ds/hot-search. */
export interface HotSearchRow extends HotSearchEntry {
  /** Searches reported since start. */
  count: number;
}

/**
 * The "Top Search" ranking: pairs ordered by how often they were chosen from search
 * (GET /gw-api/coincenter-business/search/report-symbol), ties broken by the editorial
 * ranking of the reference data, then by symbolId. Counts live in memory: the ranking starts
 * from the editorial one at every start, which is what a fresh exchange shows anyway.
 */
export class HotSearch {
  private readonly counts = new Map<string, { symbolId: number; count: number }>();
  private readonly baseRank: Map<string, number>;

  constructor(
    private readonly seed: readonly HotSearchEntry[],
    private readonly size = 10,
  ) {
    this.baseRank = new Map(seed.map((e) => [e.symbol, e.rank]));
  }

  report(symbol: string, symbolId: number): void {
    const entry = this.counts.get(symbol);
    if (entry === undefined) this.counts.set(symbol, { symbolId, count: 1 });
    else entry.count++;
  }

  list(): HotSearchRow[] {
    const rows = new Map<string, { symbolId: number; count: number }>();
    for (const e of this.seed) rows.set(e.symbol, { symbolId: e.symbolId, count: 0 });
    for (const [symbol, e] of this.counts) rows.set(symbol, { ...e });
    const base = (s: string) => this.baseRank.get(s) ?? Number.MAX_SAFE_INTEGER;
    return [...rows.entries()]
      .sort(([sa, a], [sb, b]) => b.count - a.count || base(sa) - base(sb) || a.symbolId - b.symbolId)
      .slice(0, this.size)
      .map(([symbol, e], i) => ({ rank: i + 1, symbolId: e.symbolId, symbol, count: e.count }));
  }
}
