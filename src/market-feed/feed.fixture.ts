/**
 * Test fixtures of the market worker's logic: fake sockets driven by hand, a manual clock, and
 * the recorded BTCUSDT stream as protocol messages (loaded once).
 */
import { loadBookFeed } from '../../bench/book-feed';
import { encodeFrame } from '../protocol/codec';
import { nodeDeflate } from '../../server/market/publisher-deflate';
import type { DepthMessage } from '../protocol/messages';
import type { SocketEvents, SocketFactory, SocketPort, Timers } from './link';
import type { DepthView } from './depth-reader';
import { depthMessages } from './recorded-stream';

/** One fake socket: the test opens, feeds and closes it; what the client sends is kept. */
export class FakeSocket implements SocketPort {
  readonly sent: (string | Uint8Array)[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string, private readonly on: SocketEvents) {}

  send(data: string | Uint8Array): void {
    this.sent.push(data);
  }
  close(code = 1000): void {
    this.closedWith ??= code;
  }
  /** The server side: */
  open(): void {
    this.on.open();
  }
  deliver(data: string | ArrayBuffer | Uint8Array): void {
    this.on.message(data instanceof Uint8Array ? (data.slice().buffer as ArrayBuffer) : data);
  }
  message(m: unknown): void {
    this.deliver(encodeFrame(m, nodeDeflate));
  }
  drop(code = 1006): void {
    this.closedWith ??= code;
    this.on.close(code);
  }
  /** Client messages sent as JSON, parsed. */
  commands(): { op: string; args: unknown[] }[] {
    return this.sent.filter((s): s is string => typeof s === 'string' && s.startsWith('{')).map((s) => JSON.parse(s));
  }
}

/** A SocketFactory that records every socket it made. */
export function fakeSockets(): { factory: SocketFactory; sockets: FakeSocket[]; last(): FakeSocket } {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    factory: (url, on) => {
      const s = new FakeSocket(url, on);
      sockets.push(s);
      return s;
    },
    last: () => sockets[sockets.length - 1],
  };
}

/** A manual clock: timers fire only when the test advances time. */
export class ManualTimers implements Timers {
  private t = 0;
  private seq = 0;
  private readonly pending = new Map<number, { at: number; fn: () => void }>();

  now(): number {
    return this.t;
  }
  setTimeout(fn: () => void, ms: number): unknown {
    const id = ++this.seq;
    this.pending.set(id, { at: this.t + Math.max(0, ms), fn });
    return id;
  }
  clearTimeout(id: unknown): void {
    this.pending.delete(id as number);
  }
  /** Moves the clock forward, firing due timers in time order. */
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      let next: [number, { at: number; fn: () => void }] | undefined;
      for (const e of this.pending) if (e[1].at <= end && (next === undefined || e[1].at < next[1].at)) next = e;
      if (next === undefined) break;
      this.pending.delete(next[0]);
      this.t = next[1].at;
      next[1].fn();
    }
    this.t = end;
  }
}

let recorded: DepthMessage[] | null = null;

/** The recorded BTCUSDT stream as depth messages with checksums (snapshot seq 1, 3,449 updates). */
export function recordedDepth(): DepthMessage[] {
  if (recorded === null) {
    const feed = loadBookFeed();
    recorded = depthMessages(feed);
  }
  return recorded;
}

/** The reader's output as a plain message: arrays for the views, unset (NaN) fields dropped. */
export function plainDepth(v: DepthView): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if (x instanceof Float64Array) out[k] = [...x];
    else if (!(typeof x === 'number' && Number.isNaN(x))) out[k] = x;
  }
  return out;
}
