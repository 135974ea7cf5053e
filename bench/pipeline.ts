import { formatUnits, pow10 } from '../src/core/units';
import { encodeFrame, storedDeflate } from '../src/protocol/codec';
import type { DepthMessage } from '../src/protocol/messages';
import { nodeDeflate } from '../server/market/publisher-deflate';
import { frameBuffers, type FrameRecycle } from '../src/market-feed/frame';
import type { SocketFactory } from '../src/market-feed/link';
import { MarketFeed } from '../src/market-feed/market-feed';
import { depthMessages } from '../src/market-feed/recorded-stream';
import { loadWasmBooks } from '../scripts/book';
import type { BookModule } from '../src/core/book/wasm-book';
import type { BookFeed } from './book-feed';
import type { BenchResult } from './suite';

/**
 * The market worker's whole pipeline, in Node on one core, over the recorded BTCUSDT stream
 * (one snapshot, 3,449 updates): per message, decode + MarketFeed (route, seq check, wasm book
 * apply, checksum check), and a publish once per 16.7 ms as the main thread's rAF asks for it
 * (OrderBook.top grouping 30 rows a side with cumulative totals into the recycled array, then a
 * structuredClone with transfer standing in for the worker's postMessage, the arrays handed
 * back as the main thread does).
 *
 * - pipeline-binary: what the gateway sends: deflateRaw(msgpack(message)) frames with integer
 *   ticks and lots, encoded by the gateway's own deflate (server/market/publisher-deflate.ts:
 *   a stored block under 512 bytes, zlib above; 12 % of these updates are compressed), decoded
 *   by the worker's FeedDecoder (stored-block shortcut, DepthReader into typed arrays).
 * - pipeline-json: the same stream as JSON text frames the way exchanges send them and the
 *   recording holds them — levels as decimal strings ["61837.63", "3.78826"] — parsed with
 *   JSON.parse and a digit-loop decimal parser to ticks and lots (no floats), then the same
 *   feed and publish.
 * Targets: pipeline-binary >= 100,000 messages/s and >= 2x pipeline-json.
 *
 * For reference, also: pipeline-json-ticks (JSON text of the very protocol message, integers:
 * the wire format alone), a publish after every message (the cost when messages come slower
 * than frames: one depth message per 50 ms tick does), and every frame a stored block. The
 * last one is the gateway's lever: the 12 % compressed frames cost ~60 µs each in pako
 * (Huffman table set-up dominates frames this small), about 45 % of the binary pipeline's time.
 */

const ROWS = 30;
const RUN_MS = Number(process.env.BOOK_BENCH_MS ?? 1500);

/** A socket that never talks: the benchmark feeds frames straight into the feed. */
const silentSocket: SocketFactory = () => ({ send() {}, close() {} });

/** Decimal string -> integer units at `scale`, digit by digit (exact; the recording's format). */
function units(text: string, scale: number): number {
  let v = 0;
  let frac = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) frac = 0;
    else {
      v = v * 10 + (c - 48);
      if (frac >= 0) frac++;
    }
  }
  return v * pow10(scale - Math.max(0, frac));
}

function flat(levels: [string, string][], pp: number, cp: number): number[] {
  const out = new Array<number>(levels.length * 2);
  for (let i = 0; i < levels.length; i++) {
    out[2 * i] = units(levels[i][0], pp);
    out[2 * i + 1] = units(levels[i][1], cp);
  }
  return out;
}

type Input = { kind: 'binary'; frames: ArrayBuffer[] } | { kind: 'json'; texts: string[]; decimals: boolean };

/** Publishes at most this often, as the main thread's requestAnimationFrame asks (60 Hz). */
const FRAME_MS = 1000 / 60;

/**
 * One pass over the stream through a fresh feed: messages per second. `everyMessage` publishes
 * after each message instead of once per frame (the cost when messages come slower than frames).
 */
function pass(input: Input, feed: MarketFeed, pp: number, cp: number, everyMessage: boolean): number {
  let recycle: FrameRecycle = {};
  let n = 0;
  const t0 = performance.now();
  let last = t0;
  const frameDue = () => {
    if (everyMessage) return true;
    const now = performance.now();
    if (now - last < FRAME_MS) return false;
    last = now;
    return true;
  };
  if (input.kind === 'binary') {
    for (const frame of input.frames) {
      feed.onFrame(frame);
      if (frameDue()) recycle = publish(feed, recycle);
      n++;
    }
  } else {
    for (const text of input.texts) {
      const m = JSON.parse(text) as Omit<DepthMessage, 'bids' | 'asks'> & { bids: unknown; asks: unknown };
      if (input.decimals) {
        m.bids = flat(m.bids as [string, string][], pp, cp);
        m.asks = flat(m.asks as [string, string][], pp, cp);
      }
      feed.onMessage(m);
      if (frameDue()) recycle = publish(feed, recycle);
      n++;
    }
  }
  publish(feed, recycle); // the last frame
  return (n * 1000) / (performance.now() - t0);
}

/** Builds the frame and moves it as postMessage would; returns the arrays the main thread hands back. */
function publish(feed: MarketFeed, recycle: FrameRecycle): FrameRecycle {
  const frame = feed.takeFrame(recycle);
  if (frame === null) return recycle;
  const moved = structuredClone(frame, { transfer: frameBuffers(frame) });
  return { book: moved.book ?? recycle.book, trades: moved.trades ?? recycle.trades };
}

interface Variant {
  input: Input;
  everyMessage: boolean;
  rates: number[];
}

/** One pass of a variant through a fresh feed and book; checks that nothing was lost. */
function runPass(v: Variant, books: BookModule, rec: BookFeed, messages: number): number {
  const book = books.createBook();
  const feed = new MarketFeed({ url: 'ws://bench/ws/market', socket: silentSocket, book, onEvent: () => {}, rows: ROWS });
  feed.start();
  feed.setMarket(rec.symbol, rec.pricePrecision);
  const rate = pass(v.input, feed, rec.pricePrecision, rec.countPrecision, v.everyMessage);
  if (feed.stats.updates !== messages - 1 || !feed.sync.synced) throw new Error(`the pipeline lost the stream: ${JSON.stringify(feed.stats)}`);
  feed.stop();
  book.dispose();
  return rate;
}

/**
 * Median messages/s of each variant. The variants take turns pass by pass (after one warm-up
 * pass each), so a noisy neighbour on the shared machine slows all of them alike and the
 * ratios hold; at least RUN_MS per variant and 5 passes each.
 */
async function measureAll(variants: Variant[], rec: BookFeed, messages: number): Promise<number[]> {
  const books = await loadWasmBooks();
  for (const v of variants) runPass(v, books, rec, messages);
  const start = performance.now();
  while (variants[0].rates.length < 5 || performance.now() - start < RUN_MS * variants.length) {
    for (const v of variants) v.rates.push(runPass(v, books, rec, messages));
  }
  return variants.map((v) => {
    const r = v.rates.slice().sort((x, y) => x - y);
    return Math.round(r[r.length >> 1]);
  });
}

/** The recorded message as an exchange would write it: decimal strings, [[price, size]…]. */
function exchangeJson(m: DepthMessage, pp: number, cp: number): string {
  const levels = (a: number[]) => {
    const out: [string, string][] = [];
    for (let i = 0; i < a.length; i += 2) out.push([formatUnits(a[i], pp), formatUnits(a[i + 1], cp)]);
    return out;
  };
  return JSON.stringify({ ...m, bids: levels(m.bids), asks: levels(m.asks) });
}

/** The pipeline figures, appended to the book suite (bench/book.ts) with its pre-parsed feed. */
export async function pipelineResults(rec: BookFeed): Promise<BenchResult[]> {
  const msgs = depthMessages(rec);
  const pp = rec.pricePrecision;
  const cp = rec.countPrecision;
  // what a browser socket hands over: one ArrayBuffer a frame
  const toBuffer = (f: Uint8Array) => f.buffer.slice(f.byteOffset, f.byteOffset + f.byteLength) as ArrayBuffer;
  const frames = msgs.map((m) => toBuffer(encodeFrame(m, nodeDeflate)));
  const storedFrames = msgs.map((m) => toBuffer(encodeFrame(m, storedDeflate)));
  const variant = (input: Input, everyMessage = false): Variant => ({ input, everyMessage, rates: [] });
  const [binary, json, jsonTicks, binaryEvery, binaryStored] = await measureAll([
    variant({ kind: 'binary', frames }),
    variant({ kind: 'json', texts: msgs.map((m) => exchangeJson(m, pp, cp)), decimals: true }),
    variant({ kind: 'json', texts: msgs.map((m) => JSON.stringify(m)), decimals: false }),
    variant({ kind: 'binary', frames }, true),
    variant({ kind: 'binary', frames: storedFrames }),
  ], rec, msgs.length);
  const bytes = (a: number[]) => Math.round(a.reduce((s, x) => s + x, 0) / a.length);
  console.log(`  pipeline: binary ${binary} (a publish per message ${binaryEvery}, all stored ${binaryStored}), json ${json}, json-ticks ${jsonTicks} messages/s (x${(binary / json).toFixed(2)} over json)`);
  return [
    { name: 'pipeline-binary', value: binary, unit: 'messages/s' },
    { name: 'pipeline-json', value: json, unit: 'messages/s' },
    { name: 'pipeline-json-ticks', value: jsonTicks, unit: 'messages/s' },
    { name: 'pipeline-binary, a publish per message', value: binaryEvery, unit: 'messages/s' },
    { name: 'pipeline-binary, every frame a stored block', value: binaryStored, unit: 'messages/s' },
    { name: 'pipeline-binary / pipeline-json', value: Number((binary / json).toFixed(2)), unit: 'x' },
    { name: 'pipeline frame size: binary', value: bytes(frames.map((f) => f.byteLength)), unit: 'bytes' },
    { name: 'pipeline frame size: json', value: bytes(msgs.map((m) => exchangeJson(m, pp, cp).length)), unit: 'bytes' },
  ];
}
