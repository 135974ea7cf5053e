/**
 * The write throttle of the hidden accessible mirrors (order book, market trades): they follow
 * the market at most every MIRROR_EVERY_MS, and the last state always lands (a trailing write).
 */

/**
 * The mirrors follow the market at most this often: a screen reader reads a row in well over a
 * second, and each write is text shaping and table layout on the main thread (measured: about
 * 7 ms a write here, 27 ms under a 4x CPU throttle) that a fast market would otherwise pay
 * every frame. The last state always lands (a trailing write).
 */
export const MIRROR_EVERY_MS = 1000;

/** A throttled writer: request() as often as the data changes; dispose() on unmount. */
export interface TrailingWriter {
  /** Asks for a write; requests while one is scheduled join it. */
  request(): void;
  /** Cancels the scheduled write; later requests do nothing. */
  dispose(): void;
}

/**
 * Calls `write` at most once every `everyMs`. A request when the last write is older than
 * `everyMs` writes on the next task (a zero-delay timer, not synchronously: the signal changes of
 * one published frame, made one after another, then land in that one write); otherwise one
 * trailing write is scheduled at last write + `everyMs`. `write` reads the data when it runs, so
 * the trailing write shows the newest state.
 *
 * @param now the clock of the last-write time, in ms (performance.now by default)
 */
export function trailingWriter(everyMs: number, write: () => void, now: () => number = () => performance.now()): TrailingWriter {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  const run = () => {
    timer = undefined;
    last = now();
    write();
  };
  return {
    request() {
      if (disposed || timer !== undefined) return;
      timer = setTimeout(run, Math.max(0, last + everyMs - now()));
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
