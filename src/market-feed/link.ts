/**
 * One reconnecting websocket with the keep-alive of docs/protocol.md, and the connection status
 * of spec 001 (section 2 "Connection status", section 4) derived from it.
 *
 * Status rules (LINK_TIMING holds the numbers):
 * - reconnecting: before the first open, and from a close (or a lost connection) until the next
 *   open. Attempts are 5 s apart (spec 001 section 9: reconnect 5 s).
 * - stable: the socket is open and the last ping, if any, came back fast.
 * - unstable: a ping has been unanswered for 2 s, or the last pong took over 1 s. A pong in
 *   time makes it stable again.
 * - lost: nothing at all arrived within 5 s of a ping: the socket is closed and reconnected.
 * - failed: 6 attempts in a row failed (about 30 s without a connection). It keeps retrying,
 *   slower: 15 s, then 30 s, then every 60 s. A ping request (clicking the status) retries at
 *   once.
 * The client pings (text `ping`) after 20 s without any frame, and when asked (a click).
 *
 * Pure: the socket and the timers are injected (the worker passes WebSocket and the global
 * timers; tests pass fakes).
 */

export type ConnectionStatus = 'stable' | 'unstable' | 'reconnecting' | 'failed';

/** The part of a WebSocket the link uses. */
export interface SocketPort {
  send(data: string | Uint8Array): void;
  close(code?: number, reason?: string): void;
}

/** What a socket reports; binary frames arrive as ArrayBuffer (binaryType 'arraybuffer'). */
export interface SocketEvents {
  open(): void;
  message(data: string | ArrayBuffer): void;
  close(code: number): void;
}

/** Opens a socket to `url` that reports to `on`. */
export type SocketFactory = (url: string, on: SocketEvents) => SocketPort;

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  now(): number;
}

/** The global timers (worker, browser, Node). */
export const systemTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as number),
  now: () => Date.now(),
};

export const LINK_TIMING = {
  /** docs/protocol.md and spec 001: ping after 20 s of silence. */
  pingAfterSilenceMs: 20_000,
  /** A ping unanswered this long makes the status unstable. */
  unstableAfterMs: 2_000,
  /** A pong slower than this makes the status unstable. */
  highLatencyMs: 1_000,
  /** Nothing at all within this long of a ping: the connection is lost. */
  lostAfterMs: 5_000,
  /** Wait before each reconnect attempt (spec 001: 5 s). */
  reconnectMs: 5_000,
  /** An attempt that has not opened after this long counts as failed. */
  openTimeoutMs: 10_000,
  /** Failed attempts in a row before the status is `failed`. */
  failedAfter: 6,
  /** Retry delays once failed: doubling from the first, capped at the last. */
  failedRetryMs: 15_000,
  failedRetryMaxMs: 60_000,
} as const;

export type LinkTiming = { -readonly [K in keyof typeof LINK_TIMING]: number };

export interface LinkHandlers {
  /** The socket opened: subscribe (again) to everything. */
  onOpen(): void;
  /** Every frame but `pong`. */
  onFrame(data: string | ArrayBuffer): void;
  onStatus(status: ConnectionStatus): void;
  /** Round trip of an answered ping, ms. */
  onLatency?(ms: number): void;
}

const PING = 'ping';
const PONG = 'pong';
/** Close code the client uses when it gives up on a silent socket (application range). */
export const CLOSE_LOST = 4000;

export class SocketLink {
  status: ConnectionStatus = 'reconnecting';
  /** Sockets that opened, and failed attempts in a row. */
  opens = 0;
  failures = 0;
  private sock: SocketPort | null = null;
  private open = false;
  private stopped = true;
  /** Bumped for every socket, so events of a dropped socket are ignored. */
  private generation = 0;
  private pingAt = NaN;
  private framesSincePing = 0;
  private readonly timing: LinkTiming;
  private silenceTimer: unknown = null;
  /** When the last frame came (timers.now()): the silence timer's deadline counts from it. */
  private heardAt = NaN;
  private unstableTimer: unknown = null;
  private lostTimer: unknown = null;
  private retryTimer: unknown = null;
  private openTimer: unknown = null;

  constructor(
    readonly url: string,
    private readonly factory: SocketFactory,
    private readonly handlers: LinkHandlers,
    private readonly timers: Timers = systemTimers,
    timing: Partial<LinkTiming> = {},
  ) {
    this.timing = { ...LINK_TIMING, ...timing };
  }

  get isOpen(): boolean {
    return this.open;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  /** Closes for good (no reconnect). */
  stop(): void {
    this.stopped = true;
    this.drop(1000);
    this.clear('retryTimer');
  }

  /** Sends when open; returns false (and sends nothing) otherwise. */
  send(data: string | Uint8Array): boolean {
    if (!this.open || this.sock === null) return false;
    this.sock.send(data);
    return true;
  }

  /** Pings now (a click on the status); while disconnected, retries at once instead. */
  ping(): void {
    if (this.stopped) return;
    if (this.open) {
      if (Number.isNaN(this.pingAt)) this.sendPing();
      return;
    }
    if (this.sock === null) {
      this.clear('retryTimer');
      this.connect();
    }
  }

  private connect(): void {
    const gen = ++this.generation;
    this.open = false;
    this.openTimer = this.timers.setTimeout(() => gen === this.generation && this.closed(), this.timing.openTimeoutMs);
    try {
      this.sock = this.factory(this.url, {
        open: () => gen === this.generation && this.opened(),
        message: (data) => gen === this.generation && this.frame(data),
        close: () => gen === this.generation && this.closed(),
      });
    } catch {
      // e.g. a malformed URL: a failed attempt like any other
      this.sock = null;
      this.timers.setTimeout(() => gen === this.generation && this.closed(), 0);
    }
  }

  private opened(): void {
    this.clear('openTimer');
    this.open = true;
    this.failures = 0;
    this.opens++;
    this.pingAt = NaN;
    this.setStatus('stable');
    this.armSilence();
    this.handlers.onOpen();
  }

  private frame(data: string | ArrayBuffer): void {
    this.framesSincePing++;
    // the running silence timer reads heardAt when it fires; only a stopped one is set here
    if (this.silenceTimer === null) this.armSilence();
    else this.heardAt = this.timers.now();
    if (data === PONG) {
      if (!Number.isNaN(this.pingAt)) {
        const ms = this.timers.now() - this.pingAt;
        this.pingAt = NaN;
        this.clear('unstableTimer');
        this.clear('lostTimer');
        this.handlers.onLatency?.(ms);
        this.setStatus(ms > this.timing.highLatencyMs ? 'unstable' : 'stable');
      }
      return;
    }
    this.handlers.onFrame(data);
  }

  private sendPing(): void {
    if (!this.send(PING)) return;
    this.pingAt = this.timers.now();
    this.framesSincePing = 0;
    this.clear('unstableTimer');
    this.clear('lostTimer');
    this.unstableTimer = this.timers.setTimeout(() => {
      this.unstableTimer = null;
      this.setStatus('unstable');
    }, this.timing.unstableAfterMs);
    this.lostTimer = this.timers.setTimeout(() => {
      this.lostTimer = null;
      // frames still flow but the pong is late: alive, ask again rather than drop the socket
      if (this.framesSincePing > 0) this.sendPing();
      else this.closed();
    }, this.timing.lostAfterMs);
  }

  /**
   * Pings after pingAfterSilenceMs without a frame. The timer is set once and, when it fires
   * early (frames came meanwhile), set again for the rest of the silence from the last frame: a
   * clearTimeout and setTimeout per frame cost the chart's socket 0.2 ms a frame at 4x (session
   * 19's profile, frames many times a second).
   */
  private armSilence(): void {
    this.clear('silenceTimer');
    this.heardAt = this.timers.now();
    this.waitSilence(this.timing.pingAfterSilenceMs);
  }

  private waitSilence(ms: number): void {
    this.silenceTimer = this.timers.setTimeout(() => {
      this.silenceTimer = null;
      const left = this.heardAt + this.timing.pingAfterSilenceMs - this.timers.now();
      if (left > 0) this.waitSilence(left);
      else if (Number.isNaN(this.pingAt)) this.sendPing();
    }, ms);
  }

  /** The socket closed, never opened, or went silent: schedule the next attempt. */
  private closed(): void {
    const wasOpen = this.open;
    this.drop(CLOSE_LOST);
    if (this.stopped) return;
    if (!wasOpen) this.failures++;
    const t = this.timing;
    const failed = this.failures >= t.failedAfter;
    this.setStatus(failed ? 'failed' : 'reconnecting');
    const delay = failed ? Math.min(t.failedRetryMaxMs, t.failedRetryMs * 2 ** (this.failures - t.failedAfter)) : t.reconnectMs;
    this.clear('retryTimer');
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped && this.sock === null) this.connect();
    }, delay);
  }

  /** Forgets the current socket (closing it) and its timers; later events of it are ignored. */
  private drop(code: number): void {
    const sock = this.sock;
    this.sock = null;
    this.open = false;
    this.generation++;
    this.pingAt = NaN;
    for (const t of ['silenceTimer', 'unstableTimer', 'lostTimer', 'openTimer'] as const) this.clear(t);
    if (sock !== null) {
      try {
        sock.close(code);
      } catch {
        // already closing
      }
    }
  }

  private clear(name: 'silenceTimer' | 'unstableTimer' | 'lostTimer' | 'retryTimer' | 'openTimer'): void {
    if (this[name] !== null) this.timers.clearTimeout(this[name]);
    this[name] = null;
  }

  private setStatus(s: ConnectionStatus): void {
    if (s === this.status) return;
    this.status = s;
    this.handlers.onStatus(s);
  }
}
