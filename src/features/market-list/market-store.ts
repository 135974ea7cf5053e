/**
 * The market list's data on the main thread: the catalog (built when the listing changes, from
 * the page's pair list, src/state/market.ts `pairs`) and the ticker columns by catalog index,
 * written from the page's ticker table (src/state/tickers.ts) for the pairs each push changed.
 * React never sees the 2,000 rows nor the pushes: `listingVersion` ticks when the set of pairs
 * changes (the list rebuilds its order), and each push tells the row listeners which catalog
 * indexes changed (the rows on screen rewrite their own cells; nothing renders).
 */
import { effect, signal } from '@preact/signals-react';
import { formatChangePercent } from '../../core/format';
import { pairs } from '../../state/market';
import { onTickers, tickerFigure, tickerIndex, tickerSymbols, tickerText } from '../../state/tickers';
import { buildCatalog, emptyColumns, sameListing, writeTickers, type Catalog, type PairInput, type TickerColumns } from './catalog';
import { volumeInCurrency } from './rates';
import { shortUsdVolume } from './volume-text';

export interface MarketData {
  catalog: Catalog;
  /** Figures by catalog index: the pair list's (REST) until a ticker for the pair came. */
  cols: TickerColumns;
  /** Volume in USD by catalog index (the no-sort order and the volume column). */
  volume: Float64Array;
  /** Ticker table index by catalog index; -1 while no ticker came for the pair. */
  tickerAt: Int32Array;
}

export const marketData: MarketData = { catalog: buildCatalog([]), cols: emptyColumns(0), volume: new Float64Array(0), tickerAt: new Int32Array(0) };
/** Bumped when the listing (which pairs, in which order of the gateway's list) changed. */
export const listingVersion = signal(0);

/** Catalog index by ticker table index (-1: a pair the list does not hold), and the table it maps. */
let catalogAt = new Int32Array(0);
let mappedTable: readonly string[] | null = null;
let mappedSize = 0;
/** 1 for a catalog index changed by the push being told (valid inside a row listener only). */
let dirty = new Uint8Array(0);

type RowListener = (dirty: Uint8Array) => void;
const rowListeners = new Set<RowListener>();

/** Calls `fn` after each push that changed pairs of the list, with their catalog indexes flagged. */
export function onRowTickers(fn: RowListener): () => void {
  rowListeners.add(fn);
  return () => rowListeners.delete(fn);
}

let stop: (() => void) | null = null;

/** Follows `pairs` and the tickers (once; the list's chunk starts it when it first loads). */
export function followPairs(): void {
  if (stop !== null) return;
  const stopPairs = effect(() => ingest(pairs.value as unknown as readonly PairInput[]));
  const stopTickers = onTickers(applyChanged);
  stop = () => {
    stopPairs();
    stopTickers();
  };
}

/** Takes a new pair list: a rebuild when the listing changed (its figures then come from the tickers where known). */
export function ingest(list: readonly PairInput[]): void {
  const d = marketData;
  if (sameListing(d.catalog, list)) return; // figures come from the ticker table
  d.catalog = buildCatalog(list);
  d.cols = emptyColumns(list.length);
  writeTickers(d.cols, list);
  d.tickerAt = new Int32Array(list.length).fill(-1);
  dirty = new Uint8Array(list.length);
  remap();
  for (let i = 0; i < list.length; i++) if (d.tickerAt[i] >= 0) writeFigures(i, d.tickerAt[i]);
  d.volume = volumeInCurrency(d.catalog, d.cols);
  listingVersion.value++;
}

/** Maps catalog and ticker indexes both ways (after a new listing, or when the table grew or restarted). */
function remap(): void {
  const d = marketData;
  const symbols = tickerSymbols();
  mappedTable = symbols;
  mappedSize = symbols.length;
  catalogAt = new Int32Array(symbols.length).fill(-1);
  for (let i = 0; i < d.catalog.size; i++) {
    const t = tickerIndex(d.catalog.symbol[i]);
    d.tickerAt[i] = t;
    if (t >= 0) catalogAt[t] = i;
  }
}

/** Copies ticker `t`'s figures into catalog row `i` (a figure the gateway left empty keeps the row's). */
function writeFigures(i: number, t: number): void {
  const cols = marketData.cols;
  const last = tickerFigure(t, 'c');
  const change = tickerFigure(t, 'fluctuation');
  const volume = tickerFigure(t, 'v');
  if (!Number.isNaN(last)) cols.last[i] = last;
  cols.change[i] = Number.isNaN(change) ? 0 : change;
  cols.volume[i] = Number.isNaN(volume) ? 0 : volume;
  cols.quoteVolume[i] = cols.volume[i] * cols.last[i];
}

/** One push (src/state/tickers.ts onTickers): the changed pairs' figures, then the rows on screen. */
function applyChanged(changed: Int32Array, count: number): void {
  const symbols = tickerSymbols();
  if (symbols !== mappedTable || symbols.length !== mappedSize) remap();
  let any = false;
  for (let k = 0; k < count; k++) {
    const t = changed[k];
    const i = t < catalogAt.length ? catalogAt[t] : -1;
    if (i < 0) continue;
    writeFigures(i, t);
    dirty[i] = 1;
    any = true;
  }
  if (!any) return;
  volumeInCurrency(marketData.catalog, marketData.cols, marketData.volume);
  for (const fn of rowListeners) {
    try {
      fn(dirty);
    } catch (err) {
      console.error('market list: a row listener failed', err);
    }
  }
  dirty.fill(0);
}

/** The texts of a row's ticker cells: volume (in dollars, short), last price, 24 h change ('+1.23%'). */
export interface RowTexts {
  volume: string;
  price: string;
  change: string;
}

/** Row `i`'s cell texts: its ticker's, else the pair list's. */
export function rowTexts(i: number): RowTexts {
  const { cols, tickerAt } = marketData;
  const t = tickerAt[i] ?? -1;
  const last = (t >= 0 ? tickerText(t, 'c') : '') || cols.lastText[i];
  const change = t >= 0 ? tickerText(t, 'fluctuation') : cols.changeText[i];
  // the figure the list sorts by (volumeInCurrency, kept current on every push): a column over
  // several quote coins in base coins looked unsorted (1.2K BTC above 50M DOGE)
  return { volume: shortUsdVolume(marketData.volume[i]), price: last || '--', change: formatChangePercent(change) };
}
