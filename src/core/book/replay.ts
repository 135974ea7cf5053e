/**
 * Replays a recorded feed into an OrderBook with the client's sequence rules, and renders the
 * final book as the replay CLI prints it. Pure: the CLI (scripts/book.ts) reads the file and
 * picks the engine; the tests drive the same functions.
 *
 * Rules: a snapshot replaces the book whatever its seq; an update with seq <= the last one is a
 * duplicate and ignored; seq > last + 1 is a gap: the book is dropped (synced false, empty
 * sides) and later updates are ignored until the next snapshot. Updates before any snapshot
 * are ignored too.
 */
import { formatUnits, parseUnits } from '../units';
import { decimalsOf, FeedError, type FeedEvent, type TextLevel } from './feed';
import { topLength, type OrderBook } from './types';

export interface Precisions {
  /** Decimals of a price (the tick is 10^-price). */
  price: number;
  /** Decimals of a size (the lot is 10^-size). */
  size: number;
}

/** One row as printed: price, size, cumulative size, as decimal strings. */
export type TextRow = [string, string, string];

export interface BookView {
  synced: boolean;
  seq: number | null;
  bids: TextRow[];
  asks: TextRow[];
}

function toUnits(levels: TextLevel[], p: Precisions, line: number): Float64Array {
  const out = new Float64Array(levels.length * 2);
  for (let i = 0; i < levels.length; i++) {
    const [price, size] = levels[i];
    const pu = parseUnits(price, p.price);
    if (!pu.ok) throw new FeedError(line, `price ${price}: ${pu.reason} at ${p.price} decimals`);
    const su = parseUnits(size, p.size);
    if (!su.ok) throw new FeedError(line, `size ${size}: ${su.reason} at ${p.size} decimals`);
    out[2 * i] = pu.value;
    out[2 * i + 1] = su.value;
  }
  return out;
}

export class Replayer {
  synced = false;
  seq: number | null = null;

  constructor(readonly book: OrderBook, readonly precisions: Precisions) {}

  /** Applies one book event read at `line` (meta events are the caller's business). */
  apply(ev: FeedEvent, line: number): void {
    if (ev.kind !== 'book') return;
    if (ev.snapshot) {
      this.book.snapshot(toUnits(ev.bids, this.precisions, line), toUnits(ev.asks, this.precisions, line));
      this.synced = true;
      this.seq = ev.seq;
      return;
    }
    if (!this.synced || this.seq === null || ev.seq <= this.seq) return;
    if (ev.seq > this.seq + 1) {
      this.book.snapshot([], []);
      this.synced = false;
      return;
    }
    this.book.update(toUnits(ev.bids, this.precisions, line), toUnits(ev.asks, this.precisions, line));
    this.seq = ev.seq;
  }

  /** The book as printed: top `depth` rows a side grouped at `step` ticks. */
  view(depth: number, step: number): BookView {
    const out = new Float64Array(topLength(depth));
    this.book.top(step, depth, out);
    const rows = (at: number, n: number): TextRow[] => {
      const r: TextRow[] = [];
      for (let i = 0; i < n; i++) {
        const o = at + 3 * i;
        r.push([formatUnits(out[o], this.precisions.price), formatUnits(out[o + 1], this.precisions.size), formatUnits(out[o + 2], this.precisions.size)]);
      }
      return r;
    };
    const synced = this.synced;
    return {
      synced,
      seq: this.seq,
      bids: synced ? rows(2, out[0]) : [],
      asks: synced ? rows(2 + 3 * depth, out[1]) : [],
    };
  }
}

export interface ReplayOptions {
  /** Rows a side (default DEFAULT_DEPTH). */
  depth?: number;
  /** Grouping step as a decimal price ('0.1'; default one tick). */
  group?: string;
  /** Precisions to use instead of the meta line's or the inferred ones. */
  precisions?: Precisions;
}

/** Rows a side the replay prints by default: the depth chart's maximum (spec §9: 10 to 20). */
export const DEFAULT_DEPTH = 20;

/** Most decimals seen in the book levels (precisions of a feed without a meta line). */
export function inferPrecisions(events: readonly { ev: FeedEvent }[]): Precisions {
  const p: Precisions = { price: 0, size: 0 };
  for (const { ev } of events) {
    if (ev.kind !== 'book') continue;
    for (const side of [ev.bids, ev.asks]) {
      for (const [price, size] of side) {
        p.price = Math.max(p.price, decimalsOf(price));
        p.size = Math.max(p.size, decimalsOf(size));
      }
    }
  }
  return p;
}

/**
 * Replays parsed events (with their line numbers) into `book`: precisions from the options,
 * else the meta event, else inferred from the levels. Returns the final view.
 */
export function replayEvents(events: readonly { line: number; ev: FeedEvent }[], book: OrderBook, opts: ReplayOptions = {}): BookView {
  const meta = events.find((e) => e.ev.kind === 'meta')?.ev;
  const precisions = opts.precisions ?? (meta?.kind === 'meta' ? { price: meta.pricePrecision, size: meta.countPrecision } : inferPrecisions(events));
  const step = opts.group === undefined ? 1 : stepTicks(opts.group, precisions.price);
  const r = new Replayer(book, precisions);
  for (const { line, ev } of events) r.apply(ev, line);
  return r.view(opts.depth ?? DEFAULT_DEPTH, step);
}

/** A decimal price step ('0.1') in ticks at `pricePrecision`; throws unless a whole number >= 1. */
export function stepTicks(step: string, pricePrecision: number): number {
  const u = parseUnits(step, pricePrecision);
  if (!u.ok || u.value < 1) throw new RangeError(`grouping step ${step} is not a whole number of ticks (${pricePrecision} decimals)`);
  return u.value;
}
