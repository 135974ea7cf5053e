/**
 * Counters of the market worker, published with every frame (window.__terminal.stats() on the
 * page, the e2e tests and the pipeline benchmark read them). Plain numbers: a frame carries a
 * copy of this object, a few dozen bytes.
 */
import type { ConnectionStatus } from './link';

export interface FeedStats {
  /** Book engine: 'wasm', 'wasm-js' or 'reference' (the fallback when wasm fails to load). */
  engine: string;
  status: ConnectionStatus;
  /** Frames received on the public socket (binary and text), and their bytes. */
  frames: number;
  bytes: number;
  /** Frames that did not inflate or unpack, or were not a message object. */
  badFrames: number;
  /** Depth snapshots and updates applied to the book. */
  snapshots: number;
  updates: number;
  /** Levels the applied updates changed (new sizes and deletions): the book's update rate, not its message rate. */
  levels: number;
  /** Updates dropped as already applied (seq <= the book's). */
  duplicates: number;
  /** Updates skipped while waiting for a snapshot (after a resync request). */
  skipped: number;
  /** Sequence gaps, checksum mismatches and malformed depth messages seen. */
  gaps: number;
  mismatches: number;
  corrupt: number;
  /** Resubscriptions sent to get a fresh snapshot. */
  resyncs: number;
  trades: number;
  tickers: number;
  /** Error messages from the gateway (other than -8102, which is ignored). */
  errors: number;
  /** Sockets opened after the first one. */
  reconnects: number;
  /** Frames published to the main thread. */
  publishes: number;
  /** Round trip of the last answered ping, ms (NaN before any). */
  latencyMs: number;
  /** User socket: 'off' (not started), 'visitor', 'connecting', 'subscribed'. */
  user: UserFeedState;
  notifications: number;
}

export type UserFeedState = 'off' | 'visitor' | 'connecting' | 'subscribed';

/** Fresh counters. */
export function emptyStats(engine = ''): FeedStats {
  return {
    engine,
    status: 'reconnecting',
    frames: 0,
    bytes: 0,
    badFrames: 0,
    snapshots: 0,
    updates: 0,
    levels: 0,
    duplicates: 0,
    skipped: 0,
    gaps: 0,
    mismatches: 0,
    corrupt: 0,
    resyncs: 0,
    trades: 0,
    tickers: 0,
    errors: 0,
    reconnects: 0,
    publishes: 0,
    latencyMs: NaN,
    user: 'off',
    notifications: 0,
  };
}
