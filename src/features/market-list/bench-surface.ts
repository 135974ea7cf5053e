/**
 * A small test and bench surface, `window.__marketList` (like `window.__terminal`): when the
 * debounced search applied and when its results were painted (bench/market-list.ts measures
 * keystroke to results with it), and the page's own ticker entry point, so a bench can make
 * every pair tick on the real path (src/state/tickers.ts applyTickers -> pairs -> market-store).
 */
import { applyTickers } from '../../state/tickers';
import { buildOrder } from './list-model';
import { marketData } from './market-store';
import { NO_SORT } from './sort';

export interface MarketListProbe {
  /** performance.now() when the last debounced query applied. */
  queryAt: number;
  query: string;
  /** performance.now() when its results were committed (the list's layout effect). */
  committedAt: number;
  /** performance.now() of the first animation frame after its results were committed. */
  paintedAt: number;
  count: number;
  applyTickers: typeof applyTickers;
  /** The symbols the list holds (catalog order). */
  symbols(): readonly string[];
  /** Milliseconds one shaping of the whole list takes for `query` (spot tab, no filter, no sort). */
  timeOrder(query: string): number;
}

function timeOrder(query: string): number {
  const { catalog, cols, volume } = marketData;
  const t0 = performance.now();
  buildOrder(catalog, cols, volume, new Map(), { tab: 'spot', query, quote: null, tag: -1, sort: NO_SORT, favorites: new Set(), basicMargin: false });
  return performance.now() - t0;
}

const probe: MarketListProbe = { queryAt: 0, query: '', committedAt: 0, paintedAt: 0, count: 0, applyTickers, symbols: () => marketData.catalog.symbol, timeOrder };

export function installBenchSurface(): void {
  (globalThis as { __marketList?: MarketListProbe }).__marketList = probe;
}

export function noteQuery(query: string): void {
  probe.queryAt = performance.now();
  probe.query = query;
}

export function markResults(query: string, count: number): void {
  if (query !== probe.query) return;
  probe.committedAt = performance.now();
  requestAnimationFrame(() => {
    probe.paintedAt = performance.now();
    probe.count = count;
  });
}
