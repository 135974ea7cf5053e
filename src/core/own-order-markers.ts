/**
 * Own-order markers on the order book (spec "trade page and market widgets": order book
 * setting mark_your_order_price; section 9: at most 50 per side, refreshed with an 800 ms
 * debounce). Pure: the book layer draws them on its own layer; timers are injected.
 */
import { ASKS, BIDS } from './book/types';
import { checkStep, groupPrice } from './book/group';

/** Section 9: own-order markers shown per side. */
export const MAX_MARKERS_PER_SIDE = 50;
/** Section 9: debounce of marker refreshes after order events. */
export const MARKER_REFRESH_MS = 800;

/** One of the user's open orders, as far as markers care. */
export interface OwnOrder {
  orderId: string;
  /** Limit price in ticks. */
  price: number;
  side: 'buy' | 'sell';
}

/** A marked book row: its grouped price and the user's orders in it. */
export interface Marker {
  /** Row price in ticks at the book's grouping step. */
  price: number;
  count: number;
}

/** Bids highest first, asks lowest first: each side nearest the best price first. */
export interface MarkerSet {
  bids: Marker[];
  asks: Marker[];
}

export interface MarkerOptions {
  /** The mark_your_order_price setting (always on in mobile): off gives no markers. */
  enabled: boolean;
  /** The book's grouping step in ticks (1 = ungrouped). */
  step: number;
  maxPerSide?: number;
}

/**
 * Groups open orders into book rows as the book groups its levels (bids floor, asks ceil), so a
 * marker lands on the row that holds the order. Orders with a non-positive or non-integer price
 * or an unknown side are skipped. Own bids sit at or below the best bid and own asks at or above
 * the best ask, so "nearest the best price" is simply price order from the inside out.
 */
export function markersFor(orders: readonly OwnOrder[], opts: MarkerOptions): MarkerSet {
  if (!opts.enabled) return { bids: [], asks: [] };
  checkStep(opts.step);
  const max = Math.max(0, Math.floor(opts.maxPerSide ?? MAX_MARKERS_PER_SIDE));
  const bids = new Map<number, number>();
  const asks = new Map<number, number>();
  for (const o of orders) {
    if (!Number.isSafeInteger(o.price) || o.price <= 0) continue;
    if (o.side === 'buy') add(bids, groupPrice(o.price, opts.step, BIDS));
    else if (o.side === 'sell') add(asks, groupPrice(o.price, opts.step, ASKS));
  }
  return { bids: top(bids, max, (a, b) => b - a), asks: top(asks, max, (a, b) => a - b) };
}

function add(counts: Map<number, number>, price: number): void {
  counts.set(price, (counts.get(price) ?? 0) + 1);
}

function top(counts: Map<number, number>, max: number, order: (a: number, b: number) => number): Marker[] {
  return [...counts.keys()].sort(order).slice(0, max).map((price) => ({ price, count: counts.get(price)! }));
}

/** Injected timer pair (window.setTimeout/clearTimeout in the shell, a fake clock in tests). */
export interface TimerDeps<H> {
  delayMs?: number;
  setTimer: (run: () => void, ms: number) => H;
  clearTimer: (handle: H) => void;
}

export interface DebouncedRefresh {
  /** Asks for a refresh; restarts the wait, so a burst gives one call after its last request. */
  request(): void;
  /** Drops a pending refresh (unmount, pair change, setting turned off). */
  cancel(): void;
  /** True while a refresh is waiting. */
  readonly pending: boolean;
}

/** Trailing debounce of `fn` (default 800 ms, section 9). */
export function createDebouncedRefresh<H>(fn: () => void, deps: TimerDeps<H>): DebouncedRefresh {
  const delay = deps.delayMs ?? MARKER_REFRESH_MS;
  let handle: { h: H } | null = null; // boxed: a handle of 0 (fake timers) is still a handle
  const cancel = (): void => {
    if (handle !== null) deps.clearTimer(handle.h);
    handle = null;
  };
  return {
    request() {
      cancel();
      handle = {
        h: deps.setTimer(() => {
          handle = null;
          fn();
        }, delay),
      };
    },
    cancel,
    get pending() {
      return handle !== null;
    },
  };
}
