/**
 * Every pair's ticker on the main thread, as columns: the market worker sends the tickers that
 * changed as one Float64Array with a symbol table (src/market-feed/ticker-columns.ts), and they
 * are copied here into typed arrays by symbol index. Nothing here makes an object per pair: a
 * push of 2,000 tickers is one loop over numbers. Texts are made when read, from each figure's
 * value and the decimals its gateway text had.
 *
 * Read API (stable; other widgets use these, not the table):
 * - tickerOf(symbol): the pair's ticker texts ({ c, h, l, v, qv, fluctuation }), or undefined.
 * - tickerIndex(symbol), tickerFigure(index, field), tickerText(index, field): by index, for lists.
 * - tickersVersion: a signal bumped once per applied push that changed something.
 * - onTickers(listener): called with the indexes that changed, synchronously, per push (the
 *   market list's rows update their own cells with it, without a React render).
 *
 * The page's pair list (src/state/market.ts `pairs`, REST once at start) follows too, without
 * 2,000 new objects a second: the whole list at most every PAIRS_REFRESH_MS (as often as the
 * gateway pushes tickers by itself), so a pair read by symbol is never older than that; the
 * current pair's figures on every push that changes them, into market.ts `currentFigures`
 * (`currentPair` merges them: the brief and the order form read it), not into the list, whose
 * every reader would render again. Between pushes the current pair's last price follows its
 * trades (market.ts tradePrice).
 */
import { effect, signal } from '@preact/signals-react';
import { formatUnits } from '../core/units';
import { copyFigures, TICKER_FIELDS, TICKER_SLOTS, type TickerField, type TickerFrame } from '../market-feed/ticker-columns';
import { FIGURES, grown, TickerTable } from '../market-feed/ticker-table';
import type { TickerRow } from '../protocol/messages';
import { currentFigures, currentSymbol, pairs, tradePrice, sameFigures, withFigures, type PairFigures, type PairTicker } from './market';

/** The whole pair list is rewritten from the tickers at most this often (TICKERS_EVERY_MS). */
export const PAIRS_REFRESH_MS = 60_000;

/** A pair's ticker as texts, the fields of a `tickers` row the page shows. */
export type TickerTexts = Record<TickerField, string>;

/** The worker's table shape (ticker-table.ts), plus what the page tells its listeners. */
class PageTickers extends TickerTable {
  /** Indexes changed by the last push (valid up to `changedCount`). */
  changed = new Int32Array(0);
  changedCount = 0;
  /** Manual ticker answers seen (TickerFrame.manual). */
  manual = 0;

  override reset(): void {
    super.reset();
    this.changedCount = 0;
  }

  markChanged(i: number): void {
    if (this.changed.length < this.capacity) {
      const kept = this.changed.subarray(0, this.changedCount);
      this.changed = grown(kept, this.capacity, (c) => new Int32Array(c));
    }
    this.changed[this.changedCount++] = i;
  }
}

const table = new PageTickers();

/** Bumped once per applied push that changed a ticker (components that show a few pairs read it). */
export const tickersVersion = signal(0);

type Listener = (changed: Int32Array, count: number) => void;
const listeners = new Set<Listener>();

/** Calls `fn` after each push with the indexes that changed; returns the unsubscribe. */
export function onTickers(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The symbol's index in the table, -1 when no ticker came for it yet. */
export function tickerIndex(symbol: string): number {
  return table.index(symbol);
}

/** Symbols by index (the table grows at its end; it is new after the market worker restarted). */
export function tickerSymbols(): readonly string[] {
  return table.symbols;
}

/** The figure of `field` at `index` (NaN when the gateway sent none, or for an unknown index). */
export function tickerFigure(index: number, field: TickerField): number {
  return table.figure(index, field);
}

/** The text of `field` at `index` as the gateway wrote it; '' when there is none. */
export function tickerText(index: number, field: TickerField): string {
  return table.text(index, field);
}

/** The pair's ticker texts, or undefined before any ticker for it. */
export function tickerOf(symbol: string): TickerTexts | undefined {
  const i = tickerIndex(symbol);
  if (i < 0) return undefined;
  const out = {} as TickerTexts;
  for (const f of TICKER_FIELDS) out[f] = tickerText(i, f);
  return out;
}

/** Manual ticker answers applied so far (TickerFrame.manual). */
export function manualTickerAnswers(): number {
  return table.manual;
}

type ManualWaiter = { seq: number; done: () => void };
let manualWaiters: ManualWaiter[] = [];

/** Resolves once the push carrying manual answer `seq` has been applied (at once if it was). */
export function whenManualApplied(seq: number): Promise<void> {
  if (table.manual >= seq) return Promise.resolve();
  return new Promise((done) => manualWaiters.push({ seq, done }));
}

/** Applies the tickers part of a market frame (src/net/market-client.ts). */
export function applyTickerFrame(frame: TickerFrame): void {
  if (frame.from === 0 && table.symbols.length > 0) table.reset(); // a new market worker: a new table
  if (frame.from !== table.symbols.length) {
    console.error(`tickers: a frame adds symbols from ${frame.from}, the table has ${table.symbols.length}`);
    return;
  }
  for (const s of frame.symbols) table.add(s);
  table.changedCount = 0;
  const rows = frame.rows;
  const n = rows[0];
  for (let k = 0; k < n; k++) {
    const at = 1 + k * TICKER_SLOTS;
    const i = rows[at];
    if (!(i >= 0 && i < table.symbols.length)) continue;
    copyFigures(rows, at + 1, table.figures, i * FIGURES, FIGURES);
    table.markChanged(i);
  }
  const manual = frame.manual;
  afterPush();
  if (manual > table.manual) {
    table.manual = manual;
    const ready = manualWaiters.filter((w) => w.seq <= manual);
    manualWaiters = manualWaiters.filter((w) => w.seq > manual);
    for (const w of ready) w.done();
  }
}

/**
 * Applies ticker rows as the socket sends them (kept for callers that hold rows: tests, the
 * bench surface). Rows that are not ticker rows are skipped.
 */
export function applyTickers(rows: readonly TickerRow[]): void {
  table.changedCount = 0;
  for (const r of rows) {
    const i = table.writeRow(r);
    if (i >= 0) table.markChanged(i);
  }
  afterPush();
}

let pairsRefreshedAt = -Infinity;

/** Tells the listeners and the signal, and brings `pairs` up to date (see the file comment). */
function afterPush(): void {
  const count = table.changedCount;
  if (count === 0) return;
  for (const fn of listeners) {
    try {
      fn(table.changed, count);
    } catch (err) {
      console.error('tickers: a listener failed', err);
    }
  }
  followPairs(count);
  tickersVersion.value++;
}

function followPairs(count: number): void {
  const list = pairs.peek();
  if (list.length === 0) return;
  const now = performance.now();
  if (now - pairsRefreshedAt >= PAIRS_REFRESH_MS) {
    pairsRefreshedAt = now;
    let changed = false;
    const next = list.map((p) => {
      const q = withTicker(p);
      if (q !== p) changed = true;
      return q;
    });
    if (changed) pairs.value = next;
    followCurrent();
    return;
  }
  const i = tickerIndex(currentSymbol.peek());
  if (i < 0) return;
  let touched = false;
  for (let k = 0; k < count && !touched; k++) touched = table.changed[k] === i;
  if (touched) followCurrent();
}

/** The current pair's figures into `currentFigures` (not `pairs`: see market.ts), when they differ. */
function followCurrent(): void {
  const symbol = currentSymbol.peek();
  const i = tickerIndex(symbol);
  if (i < 0) return;
  const f = figuresOf(symbol, i);
  const seen = currentFigures.peek();
  if (seen !== null && seen.symbol === symbol && sameFigures(seen, f)) return;
  currentFigures.value = f;
}

// a switch of pair shows the new pair's newest figures at once, not its row of the list (up to
// PAIRS_REFRESH_MS old)
effect(() => {
  void currentSymbol.value;
  followCurrent();
});

function figuresOf(symbol: string, i: number): PairFigures {
  return { symbol, c: tickerText(i, 'c'), h: tickerText(i, 'h'), l: tickerText(i, 'l'), v: tickerText(i, 'v'), fluctuation: tickerText(i, 'fluctuation') };
}

/** `p` with its ticker's figures; `p` itself when they are the same. */
function withTicker(p: PairTicker): PairTicker {
  const i = tickerIndex(p.symbol);
  return i < 0 ? p : withFigures(p, figuresOf(p.symbol, i));
}

/** Forgets every ticker (tests). */
export function resetTickers(): void {
  table.reset();
  table.manual = 0;
  manualWaiters = [];
  pairsRefreshedAt = -Infinity;
  currentFigures.value = null;
}

/** Sets a pair's last price from its newest trade (ticks), when it differs (market.ts tradePrice). */
export function applyLastPrice(symbol: string, ticks: number, pricePrecision: number): void {
  if (!Number.isFinite(ticks)) return;
  const price = formatUnits(ticks, pricePrecision);
  const seen = tradePrice.peek();
  if (seen !== null && seen.symbol === symbol && seen.price === price) return;
  tradePrice.value = { symbol, price };
}

