/**
 * The chart's candle series: one pair at one interval, oldest first, unique by start time —
 * the gateway's `Candle` tuple [start, open, high, low, close, volume] (docs/protocol.md 4.3).
 * Units are whatever the caller feeds (ticks and lots from the socket, or decimals from REST
 * parsed to numbers); nothing here depends on them.
 *
 * Every merge mutates the series in place (the live path runs per kline message, 20 a second)
 * and answers the index of the first candle that is new or changed, so the indicators know
 * whether to replace their last value, append, or (history changed) recompute
 * (IndicatorSet.sync). `series.length` means nothing changed.
 */
import type { Candle } from '../../protocol/messages';

export type { Candle };

/** Positions in a Candle tuple. */
export const T = 0;
export const O = 1;
export const H = 2;
export const L = 3;
export const C = 4;
export const V = 5;

/** Why a candle is unusable, or undefined when it is fine. */
export function candleProblem(c: unknown): string | undefined {
  if (!Array.isArray(c) || c.length !== 6) return 'a candle is [start, open, high, low, close, volume]';
  for (const x of c) if (typeof x !== 'number' || !Number.isFinite(x)) return 'candle fields must be finite numbers';
  const [t, o, h, l, cl, v] = c as Candle;
  if (!Number.isInteger(t) || t < 0) return `bad candle start ${t}`;
  if (l > h || o > h || o < l || cl > h || cl < l) return `candle at ${t}: open and close must lie within low..high`;
  if (v < 0) return `candle at ${t}: negative volume`;
  return undefined;
}

/** Checks a batch (a kline message, a REST page): one bad candle refuses them all. */
export function batchProblem(batch: readonly unknown[]): string | undefined {
  for (const c of batch) {
    const p = candleProblem(c);
    if (p !== undefined) return p;
  }
  return undefined;
}

/** Index of the first candle whose start is >= `start` (series.length if none). */
export function lowerBound(series: readonly Candle[], start: number): number {
  let lo = 0;
  let hi = series.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (series[mid][T] < start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Which of two states of the same bucket to keep. */
type Prefer = (held: Candle, incoming: Candle) => boolean;

/**
 * A kline message is the gateway's latest word on the candles it carries: it always wins.
 */
const incomingWins: Prefer = () => true;

/**
 * A REST page may cross a kline update in flight (the page was read before the last trades).
 * A bucket's volume only grows while it is open, so of two states of one bucket the one with
 * more volume is the later; equal volume means equal trades, and the incoming copy is taken.
 */
const laterState: Prefer = (held, incoming) => incoming[V] >= held[V];

function merge(series: Candle[], incoming: readonly Candle[], prefer: Prefer): number {
  let changedFrom = series.length;
  const sorted = isAscending(incoming) ? incoming : [...incoming].sort((a, b) => a[T] - b[T]);
  // the live path: every candle lands on or after the last one; no search, no splice
  let i = 0;
  for (; i < sorted.length; i++) {
    const c = sorted[i];
    const last = series[series.length - 1];
    if (last !== undefined && c[T] < last[T]) break;
    if (last !== undefined && c[T] === last[T]) {
      if (!sameCandle(last, c) && prefer(last, c)) {
        series[series.length - 1] = [...c] as Candle;
        changedFrom = Math.min(changedFrom, series.length - 1);
      }
    } else {
      series.push([...c] as Candle);
      changedFrom = Math.min(changedFrom, series.length - 1);
    }
  }
  if (i === sorted.length) return changedFrom;
  // older candles (a page of history, a gap fill): one merge pass over the whole series
  return Math.min(changedFrom, mergeOlder(series, sorted.slice(i), prefer));
}

function mergeOlder(series: Candle[], older: readonly Candle[], prefer: Prefer): number {
  const first = lowerBound(series, older[0][T]);
  const out: Candle[] = series.slice(0, first);
  let changedFrom = Infinity;
  let a = first;
  let b = 0;
  while (a < series.length || b < older.length) {
    const held = series[a];
    const inc = older[b];
    if (inc === undefined || (held !== undefined && held[T] < inc[T])) {
      out.push(held);
      a++;
    } else if (held === undefined || inc[T] < held[T]) {
      changedFrom = Math.min(changedFrom, out.length);
      out.push([...inc] as Candle);
      b++;
    } else {
      if (!sameCandle(held, inc) && prefer(held, inc)) {
        changedFrom = Math.min(changedFrom, out.length);
        out.push([...inc] as Candle);
      } else out.push(held);
      a++;
      b++;
    }
    // a repeated start inside `older` itself: keep the first copy only
    while (b < older.length && b > 0 && older[b][T] === older[b - 1][T]) b++;
  }
  series.length = 0;
  for (const c of out) series.push(c);
  return changedFrom === Infinity ? series.length : changedFrom;
}

function isAscending(cs: readonly Candle[]): boolean {
  for (let i = 1; i < cs.length; i++) if (cs[i][T] <= cs[i - 1][T]) return false;
  return true;
}

function sameCandle(a: Candle, b: Candle): boolean {
  for (let i = 0; i < 6; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A kline message (snapshot or update): upsert by start time, the message winning. Usually
 * touches the last candle (replace) or opens the next one (append); returns the first changed
 * index. Malformed candles must be refused before (batchProblem).
 */
export function applyKline(series: Candle[], candles: readonly Candle[]): number {
  return merge(series, candles, incomingWins);
}

/**
 * A REST page: older history as the view nears the start, or the gap fill after a reconnect or
 * resync. No hole (every candle of the page lands) and no duplicate (one candle a start); of two
 * states of one bucket the later is kept (see laterState). Returns the first changed index.
 */
export function mergeHistory(series: Candle[], page: readonly Candle[]): number {
  return merge(series, page, laterState);
}

/**
 * How many candles an older page put in front of `head`, the series' first candle before the
 * page was merged (and the quiet buckets filled), when that is all it did: every candle of the
 * page starts before `head`, so the merge kept `head` and every candle after it as they were, in
 * their order (mergeOlder). -1 when the page reached `head` or later, or `head` is gone.
 */
export function frontAdded(series: readonly Candle[], head: Candle | undefined, page: readonly Candle[]): number {
  if (head === undefined || page.some((c) => c[T] >= head[T])) return -1;
  const k = lowerBound(series, head[T]);
  return series[k] === head ? k : -1;
}

/** The series as uPlot's columns (time in seconds, as uPlot's time scale expects). */
export function toColumns(series: readonly Candle[]): [number[], number[], number[], number[], number[], number[]] {
  const n = series.length;
  const cols: [number[], number[], number[], number[], number[], number[]] = [new Array<number>(n), new Array<number>(n), new Array<number>(n), new Array<number>(n), new Array<number>(n), new Array<number>(n)];
  for (let i = 0; i < n; i++) {
    const c = series[i];
    cols[0][i] = c[T] / 1000;
    for (let k = 1; k < 6; k++) cols[k][i] = c[k];
  }
  return cols;
}
