/**
 * When to ask the gateway for a fresh depth snapshot (docs/protocol.md 4.1: SUBSCRIBE the same
 * stream again, the answer is a snapshot). The policy, so that faults never flood the gateway:
 * - one resync at a time: while one waits for its snapshot, further faults wait for the same
 *   snapshot (every update is skipped until then anyway);
 * - a resync that brought no snapshot within RESYNC_RETRY_MS is sent again (the subscribe or
 *   the snapshot itself may have been lost);
 * - a full resync (every stream: a frame that did not decode could have been any of them) goes
 *   out at most once per FULL_RESYNC_GAP_MS, even while a depth resync is waiting.
 */
import type { Timers } from './link';

/** A resubscribe that brought no snapshot within this long is sent again. */
export const RESYNC_RETRY_MS = 3_000;
/** Full resubscribes (after undecodable frames) at most this often. */
export const FULL_RESYNC_GAP_MS = 1_000;

export interface ResyncActions {
  /** Sends the resubscribe (`all`: every stream, else depth only); false when it could not be sent. */
  send(all: boolean): boolean;
  /** Whether the book still waits for a snapshot (checked when the retry timer fires). */
  waiting(): boolean;
}

export class Resyncer {
  private timer: unknown = null;
  private lastFull = -Infinity;

  constructor(private readonly timers: Timers, private readonly actions: ResyncActions) {}

  /** A fault: resubscribe now, unless a resync is already on its way. */
  request(all: boolean): void {
    if (this.timer !== null && (!all || this.timers.now() - this.lastFull < FULL_RESYNC_GAP_MS)) return;
    this.done();
    if (!this.actions.send(all)) return; // not connected: the next open subscribes to everything
    if (all) this.lastFull = this.timers.now();
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      if (this.actions.waiting()) this.request(false);
    }, RESYNC_RETRY_MS);
  }

  /** The snapshot came (or the stream changed, or the socket reopened): nothing is pending. */
  done(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
