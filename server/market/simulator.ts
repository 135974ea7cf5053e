import type { ExchangeEngine } from '../engine/api';
import { SimCore, type SimCounts } from './sim-core';
import type { SimPair } from './sim-pairs';

/**
 * The simulator's shell: a timer that every `sliceMs` does `rate x elapsed` book changes through
 * SimCore and then calls `commit()` once, so a slice's events are persisted in one transaction.
 * A slice stops early after `budgetMs` of work (the rest is carried over and shows as lag), so the
 * event loop is never held for more than a few milliseconds and the gateway stays responsive.
 */
export interface SimulatorOptions {
  engine: ExchangeEngine;
  /** Persists the events emitted since the last call (GatewayDeps.commit). */
  commit: () => void;
  /** Pairs to animate (simPairs(now): the pre-launch pair is already left out). */
  pairs: readonly SimPair[];
  /** Book changes per second over all pairs; 0 disables the simulator. */
  rate: number;
  seed?: number;
  /** Clock of the price walks (ms); Date.now by default. */
  now?: () => number;
  sliceMs?: number;
  budgetMs?: number;
}

export interface SimulatorStats {
  /** Configured book changes per second. */
  rate: number;
  /** Book changes per second actually done over the last few seconds. */
  opsPerSec: number;
  /** How far behind its schedule the simulator is: carried-over work, in ms at `rate`. */
  lagMs: number;
  /** Longest delay of the slice timer past its due time in the last window (event-loop stall). */
  timerLagMs: number;
  /** Longest slice (book changes + commit) in the last window, ms. */
  maxSliceMs: number;
  /** Longest commit alone in the last window, ms (SQLite: a WAL checkpoint shows here). */
  maxCommitMs: number;
  counts: SimCounts;
  errors: number;
}

export interface Simulator {
  stop(): void;
  stats(): SimulatorStats;
}

/** At most this much backlog (s of work) is kept; beyond it, work is dropped rather than owed. */
const MAX_BACKLOG_S = 1;
const WINDOW_MS = 5_000;
const FUND_EVERY_MS = 10_000;

/** Starts the market simulator; returns a handle whose stop() clears its timer. */
export function startSimulator(opts: SimulatorOptions): Simulator {
  const { engine, commit, pairs, rate } = opts;
  const now = opts.now ?? Date.now;
  const sliceMs = opts.sliceMs ?? 10;
  const budgetMs = opts.budgetMs ?? 6;
  const core = new SimCore(engine, rate > 0 ? pairs : [], opts.seed ?? (Date.now() & 0x7fffffff), now());
  let errors = 0;
  let backlog = 0;
  let last = now();
  let lastFund = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let due = performance.now() + sliceMs;
  // per-slice samples of the last WINDOW_MS: [wall time, ops done, timer lateness, slice length, commit length]
  const window: Array<[number, number, number, number, number]> = [];

  const guarded = (f: () => void): void => {
    try {
      f();
    } catch (err) {
      // a failing slice must not kill the gateway; the next slice tries again
      if (errors++ < 5) console.error('market simulator:', err);
    }
  };

  function slice(): void {
    const start = performance.now();
    const late = Math.max(0, start - due);
    const t = now();
    const before = core.counts.ops;
    guarded(() => {
      if (t - lastFund >= FUND_EVERY_MS) {
        core.ensureFunds();
        lastFund = t;
      }
      core.advance(t);
      backlog = Math.min(rate * MAX_BACKLOG_S, backlog + (rate * Math.max(0, t - last)) / 1000);
      last = t;
      const stopAt = start + budgetMs;
      while (backlog >= 1) {
        core.step();
        backlog--;
        if (performance.now() >= stopAt) break;
      }
    });
    const committing = performance.now();
    guarded(commit);
    const end = performance.now();
    window.push([end, core.counts.ops - before, late, end - start, end - committing]);
    while (window.length > 0 && window[0][0] < end - WINDOW_MS) window.shift();
    due = end + sliceMs;
    if (stopped) return;
    timer = setTimeout(slice, sliceMs);
    timer.unref?.();
  }

  if (rate > 0) {
    timer = setTimeout(slice, sliceMs);
    timer.unref?.();
  }

  return {
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    stats() {
      const span = window.length > 1 ? window[window.length - 1][0] - window[0][0] : 0;
      const ops = window.slice(1).reduce((n, w) => n + w[1], 0);
      return {
        rate,
        opsPerSec: span > 0 ? (ops * 1000) / span : 0,
        lagMs: rate > 0 ? (backlog * 1000) / rate : 0,
        timerLagMs: window.reduce((m, w) => Math.max(m, w[2]), 0),
        maxSliceMs: window.reduce((m, w) => Math.max(m, w[3]), 0),
        maxCommitMs: window.reduce((m, w) => Math.max(m, w[4]), 0),
        counts: { ...core.counts },
        errors,
      };
    },
  };
}
