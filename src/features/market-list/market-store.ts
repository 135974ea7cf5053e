/**
 * The market list's data on the main thread: the catalog (built when the listing changes) and
 * the ticker columns, rewritten in place from the page's pair list (src/state/market.ts `pairs`,
 * which the market worker's tickers update). React never sees the 2,000 rows: `listing` ticks
 * when the set of pairs changes (the list rebuilds its order), `tickerVersion` when figures
 * changed (the visible rows re-read their columns, nothing else renders).
 */
import { effect, signal } from '@preact/signals-react';
import { pairs } from '../../state/market';
import { buildCatalog, emptyColumns, sameListing, writeTickers, type Catalog, type PairInput, type TickerColumns } from './catalog';
import { volumeInCurrency } from './rates';

export interface MarketData {
  catalog: Catalog;
  cols: TickerColumns;
  /** Volume in USD by catalog index (the no-sort order and the volume column). */
  volume: Float64Array;
}

export const marketData: MarketData = { catalog: buildCatalog([]), cols: emptyColumns(0), volume: new Float64Array(0) };
/** Bumped when the listing (which pairs, in which order of the gateway's list) changed. */
export const listingVersion = signal(0);
/** Bumped when ticker figures changed. */
export const tickerVersion = signal(0);

let stop: (() => void) | null = null;

/** Follows `pairs` (once; the list's chunk starts it when it first loads). */
export function followPairs(): void {
  if (stop !== null) return;
  stop = effect(() => ingest(pairs.value as unknown as readonly PairInput[]));
}

/** Takes a new pair list: a rebuild when the listing changed, else the figures only. */
export function ingest(list: readonly PairInput[]): void {
  const d = marketData;
  if (!sameListing(d.catalog, list)) {
    d.catalog = buildCatalog(list);
    d.cols = emptyColumns(list.length);
    writeTickers(d.cols, list);
    d.volume = volumeInCurrency(d.catalog, d.cols);
    listingVersion.value++;
    tickerVersion.value++;
    return;
  }
  if (writeTickers(d.cols, list) === 0) return;
  volumeInCurrency(d.catalog, d.cols, d.volume);
  tickerVersion.value++;
}
