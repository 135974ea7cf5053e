/**
 * The market list's manual ticker refresh (spec trade page section 4): when a sort other than
 * none is chosen on a column other than the pair, and at least MANUAL_TICKER_GAP_MS passed since
 * the last such request, the socket is asked for every ticker now; the list rebuilds its order
 * once, on the first of: the answer (its tickers applied), -8108 (refused), or
 * MANUAL_TICKER_TIMEOUT_MS. A socket that could not ask leaves the timeout to rebuild.
 */
import type { SortColumn, SortDir } from './sort';

/** Spec section 9: min gap between manual sort requests, and the manual ticker timeout. */
export const MANUAL_TICKER_GAP_MS = 2_000;
export const MANUAL_TICKER_TIMEOUT_MS = 1_000;

export type ManualOutcome = 'answered' | 'refused' | 'closed';

export interface ManualRefreshDeps {
  /** Asks the socket (src/net/market-client.ts requestTickers). */
  request(): Promise<ManualOutcome>;
  /** Rebuilds the list's order. */
  rebuild(): void;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export class ManualRefresh {
  private last = -Infinity;
  private pending: { timer: unknown; done: boolean } | null = null;

  constructor(private readonly deps: ManualRefreshDeps) {}

  /** A sort was chosen at `now` (ms); true when it asked the socket. */
  sortChosen(column: SortColumn, dir: SortDir, now: number): boolean {
    if (column === 'pair' || dir === 'none' || now - this.last < MANUAL_TICKER_GAP_MS) return false;
    this.last = now;
    this.cancel();
    const p = { timer: undefined as unknown, done: false };
    const finish = () => {
      if (p.done) return;
      p.done = true;
      this.deps.clearTimer(p.timer);
      if (this.pending === p) this.pending = null;
      this.deps.rebuild();
    };
    p.timer = this.deps.setTimer(finish, MANUAL_TICKER_TIMEOUT_MS);
    this.pending = p;
    this.deps.request().then(
      (outcome) => {
        if (outcome !== 'closed') finish();
      },
      () => {}, // the timeout rebuilds
    );
    return true;
  }

  /** Drops a request still out (the list closed): no rebuild comes. */
  cancel(): void {
    const p = this.pending;
    if (p === null) return;
    p.done = true;
    this.deps.clearTimer(p.timer);
    this.pending = null;
  }
}
