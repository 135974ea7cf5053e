/**
 * The market list's pairs as parallel columns (spec trade page section 3, symbol info): the
 * identity of each pair (what search, tabs and filters read) built once per pair list, and its
 * ticker figures (what sorting and the rows read) rewritten in place when tickers arrive. A
 * list of 2,000 pairs ticking every second thus costs a loop over arrays, not 2,000 objects
 * handed to React (the rows read the columns of the few pairs they show).
 */
import { hasMarginRatio } from './tabs';

/** A pair as the gateway's GET /gw-api/ds/pairs answers it, as far as the list reads it. */
export interface PairInput {
  symbolId?: number;
  symbol: string;
  name: string;
  coinName: string;
  marketCoinName: string;
  baseCoinFullName?: string;
  c: string;
  v: string;
  fluctuation: string;
  isShow?: boolean;
  upState?: number;
  tags?: number[];
  leverageSymbolParam?: { marginRatio?: number } | null;
}

export interface Catalog {
  readonly size: number;
  readonly symbol: readonly string[];
  readonly symbolId: Int32Array;
  readonly name: readonly string[];
  readonly base: readonly string[];
  readonly quote: readonly string[];
  readonly fullName: readonly string[];
  /** Search keys: the pair name and the base coin's full name, normalised (search.ts). */
  readonly nameKey: readonly string[];
  readonly fullKey: readonly string[];
  readonly baseKey: readonly string[];
  readonly tags: readonly (readonly number[])[];
  /** 1 when the pair has a margin ratio (the margin map of spec section 5). */
  readonly margin: Uint8Array;
  readonly shown: Uint8Array;
  readonly up: Uint8Array;
  readonly indexOf: ReadonlyMap<string, number>;
}

/** Ticker figures by catalog index; texts are the gateway's own strings (shown as they are). */
export interface TickerColumns {
  last: Float64Array;
  change: Float64Array;
  /**
   * 24 h volume in the quote coin, as base volume x last price: the tickers push (and
   * src/state/tickers.ts) keep `v` and `c` current but not the REST answer's exact `qv`, and
   * one formula for every pair keeps the order consistent between pushes.
   */
  quoteVolume: Float64Array;
  /** 24 h volume in base coin (the spec's `v`: the "volume above 0" rule reads it). */
  volume: Float64Array;
  lastText: string[];
  volumeText: string[];
  changeText: string[];
}

/** Upper-cased, spaces and slashes stripped (spec section 5; shared with the query). */
export function searchKey(text: string): string {
  return text.trim().toUpperCase().replace(/[\s/]+/g, '');
}

export function buildCatalog(pairs: readonly PairInput[]): Catalog {
  const n = pairs.length;
  const symbolId = new Int32Array(n);
  const margin = new Uint8Array(n);
  const shown = new Uint8Array(n);
  const up = new Uint8Array(n);
  const indexOf = new Map<string, number>();
  pairs.forEach((p, i) => {
    symbolId[i] = p.symbolId ?? i;
    margin[i] = hasMarginRatio(p) ? 1 : 0;
    shown[i] = p.isShow === false ? 0 : 1;
    up[i] = p.upState === 0 ? 0 : 1;
    indexOf.set(p.symbol, i);
  });
  const fullName = pairs.map((p) => p.baseCoinFullName ?? p.coinName);
  return {
    size: n,
    symbol: pairs.map((p) => p.symbol),
    symbolId,
    name: pairs.map((p) => p.name),
    base: pairs.map((p) => p.coinName),
    quote: pairs.map((p) => p.marketCoinName),
    fullName,
    nameKey: pairs.map((p) => searchKey(p.name)),
    fullKey: fullName.map(searchKey),
    baseKey: pairs.map((p) => searchKey(p.coinName)),
    tags: pairs.map((p) => (p.tags ?? []).filter((t) => t !== -1)),
    margin,
    shown,
    up,
    indexOf,
  };
}

/** True when `pairs` lists the same symbols in the same order as `catalog` (tickers only changed). */
export function sameListing(catalog: Catalog, pairs: readonly PairInput[]): boolean {
  if (catalog.size !== pairs.length) return false;
  for (let i = 0; i < pairs.length; i++) if (catalog.symbol[i] !== pairs[i].symbol) return false;
  return true;
}

export function emptyColumns(n: number): TickerColumns {
  return {
    last: new Float64Array(n),
    change: new Float64Array(n),
    quoteVolume: new Float64Array(n),
    volume: new Float64Array(n),
    lastText: new Array<string>(n).fill(''),
    volumeText: new Array<string>(n).fill(''),
    changeText: new Array<string>(n).fill(''),
  };
}

const num = (s: string | undefined) => {
  const x = Number(s);
  return s === undefined || s === '' || !Number.isFinite(x) ? 0 : x;
};

/**
 * Writes the pairs' ticker figures into `cols` (same order as the catalog). Returns how many
 * rows changed, so a caller can skip a repaint when nothing did.
 */
export function writeTickers(cols: TickerColumns, pairs: readonly PairInput[]): number {
  let changed = 0;
  for (let i = 0; i < pairs.length; i++) {
    const p = pairs[i];
    if (cols.lastText[i] === p.c && cols.volumeText[i] === p.v && cols.changeText[i] === p.fluctuation) continue;
    changed++;
    cols.lastText[i] = p.c;
    cols.volumeText[i] = p.v;
    cols.changeText[i] = p.fluctuation;
    cols.last[i] = num(p.c);
    cols.change[i] = num(p.fluctuation);
    cols.volume[i] = num(p.v);
    cols.quoteVolume[i] = cols.volume[i] * cols.last[i];
  }
  return changed;
}
