import { beforeAll, describe, expect, it } from 'vitest';
import { loadWasmBooks } from '../../scripts/book';
import { ReferenceBook } from '../core/book/reference-book';
import type { BookModule } from '../core/book/wasm-book';
import { encodeFrame } from '../protocol/codec';
import { nodeDeflate } from '../../server/market/publisher-deflate';
import type { DepthMessage, DepthSnapshot } from '../protocol/messages';
import { fakeSockets, ManualTimers, recordedDepth, type FakeSocket } from './feed.fixture';
import type { FeedEvent } from './frame';
import { MarketFeed } from './market-feed';
import { bookLevels } from './recorded-stream';
import { prng } from '../core/prng';


let wasm: BookModule;
beforeAll(async () => {
  wasm = await loadWasmBooks();
});

function newFeed(timers: ManualTimers) {
  const net = fakeSockets();
  const events: FeedEvent[] = [];
  const feed = new MarketFeed({ url: 'ws://gw/ws/market', socket: net.factory, book: wasm.createBook(), onEvent: (e) => events.push(e), timers, schedule: (fn) => fn() });
  feed.start();
  net.last().open();
  return { feed, net, events };
}

/** Depth SUBSCRIBEs the client sent since `from` (a resync or the first subscribe). */
function depthSubscribes(sock: FakeSocket, from: number): number {
  return sock.commands().slice(from).filter((c) => c.op === 'SUBSCRIBE' && c.args.some((a) => (a as unknown[])[0] === 'depth')).length;
}

type Fault = 'drop' | 'duplicate' | 'reorder' | 'garbage' | 'truncate' | 'header' | 'checksum' | 'level';
const FAULTS: Fault[] = ['drop', 'duplicate', 'reorder', 'garbage', 'truncate', 'header', 'checksum', 'level'];

/**
 * Plays the recorded stream through a gateway stand-in into the feed, injecting faults at
 * `rate`. The stand-in keeps the true book; a depth SUBSCRIBE is answered with a snapshot of it
 * a few messages later (in-flight updates arrive first, as over TCP). Faults are detectable by
 * the protocol: lost, repeated, reordered or undecodable frames, wrong checksums, a wrong level
 * among the checked top 25. (A bit flip deep in the book would pass the top-25 checksum; TCP and
 * TLS rule those out, so they are not injected.)
 */
function playWithFaults(seed: number, rate: number) {
  const rand = prng(seed);
  const msgs = recordedDepth();
  const timers = new ManualTimers();
  const { feed, net } = newFeed(timers);
  const sock = net.last();
  const truth = new ReferenceBook();
  const checksumAt = new Map<number, number>(msgs.map((m) => [m.seq, m.checksum]));
  const faults = new Map<Fault, number>();
  let seen = 0; // client commands already answered
  let snapshotIn = -1; // messages to deliver before the pending snapshot
  let held: Uint8Array | null = null;
  let violations = 0;

  const snapshot = (): DepthSnapshot => {
    const [bids, asks] = bookLevels(truth);
    const first = msgs[0] as DepthSnapshot;
    return { ...first, seq: truthSeq, checksum: truth.checksum(), bids, asks };
  };
  const check = () => {
    // never synced with a wrong book
    if (feed.sync.synced && feed.sync.book.checksum() !== checksumAt.get(feed.sync.seq)) violations++;
  };
  const send = (frame: Uint8Array) => {
    sock.deliver(frame);
    check();
  };
  const serveSubscribes = () => {
    if (depthSubscribes(sock, seen) > 0) snapshotIn = Math.floor(rand() * 4);
    seen = sock.commands().length;
  };

  truth.snapshot(msgs[0].bids, msgs[0].asks);
  let truthSeq = msgs[0].seq;
  feed.setMarket('BTC_USDT', 2);
  serveSubscribes();
  const faulty = msgs.length - 10; // the last few arrive clean, so a late gap is still seen
  for (let i = 1; i < msgs.length; i++) {
    const m = msgs[i];
    truth.update(m.bids, m.asks);
    truthSeq = m.seq;
    let frame = encodeFrame(m, nodeDeflate);
    const fault = i < faulty && rand() < rate ? FAULTS[Math.floor(rand() * FAULTS.length)] : null;
    if (fault !== null) faults.set(fault, (faults.get(fault) ?? 0) + 1);
    if (fault === 'garbage') frame = Uint8Array.from({ length: 40 }, () => Math.floor(rand() * 256));
    if (fault === 'truncate') frame = frame.subarray(0, Math.max(1, frame.length >> 1));
    if (fault === 'header') frame = Uint8Array.of(0x07, ...frame.subarray(1)); // reserved block type
    if (fault === 'checksum') frame = encodeFrame({ ...m, checksum: (m.checksum + 1) >>> 0 }, nodeDeflate);
    if (fault === 'level') frame = encodeFrame(wrongBestBid(m), nodeDeflate);
    if (fault !== 'drop' && fault !== 'reorder') send(frame);
    if (fault === 'duplicate') send(frame);
    if (held !== null) {
      send(held);
      held = null;
    }
    if (fault === 'reorder') held = frame;
    timers.advance(50); // the gateway's publish tick: resync retries run on this clock
    serveSubscribes();
    if (snapshotIn >= 0 && snapshotIn-- === 0) {
      if (rand() < rate) faults.set('drop', (faults.get('drop') ?? 0) + 1); // the snapshot itself lost
      else send(encodeFrame(snapshot(), nodeDeflate));
    }
  }
  // the stream has ended: let a pending retry fire and answer it
  for (let k = 0; k < 3 && !feed.sync.synced; k++) {
    timers.advance(4000);
    serveSubscribes();
    if (snapshotIn >= 0) {
      send(encodeFrame(snapshot(), nodeDeflate));
      snapshotIn = -1;
    }
  }
  return { feed, truth, truthSeq, faults, violations };
}

/** The message with its best bid resized (inside the checksummed top 25). */
function wrongBestBid(m: DepthMessage): DepthMessage {
  const bids = m.bids.length >= 2 ? [m.bids[0], m.bids[1] + 7, ...m.bids.slice(2)] : [6_183_763, 7];
  return { ...m, bids };
}

describe('MarketFeed resync on the recorded BTCUSDT stream', () => {
  it('should apply the clean stream with every checksum matching and no resync', () => {
    const { feed, truth, truthSeq, violations } = playWithFaults(1, 0);
    expect(violations).toBe(0);
    // updates in flight before the first snapshot are skipped, every later one applied
    expect(feed.stats.skipped).toBeLessThanOrEqual(3);
    expect(feed.stats.updates + feed.stats.skipped).toBe(recordedDepth().length - 1);
    expect(feed.stats.resyncs + feed.stats.gaps + feed.stats.mismatches + feed.stats.badFrames).toBe(0);
    expect(feed.sync.seq).toBe(truthSeq);
    expect(bookLevels(feed.sync.book)).toEqual(bookLevels(truth));
    feed.stop();
    feed.sync.book.dispose();
  });

  it.each([11, 22, 33, 44, 55])('should end every faulty run (seed %i) resynced to the reference book', (seed) => {
    const { feed, truth, truthSeq, faults, violations } = playWithFaults(seed, 0.02);
    const s = feed.stats;
    expect(faults.size).toBeGreaterThanOrEqual(5); // the run really was faulty
    expect(violations).toBe(0);
    expect(s.resyncs).toBeGreaterThan(0);
    expect(s.gaps + s.mismatches + s.corrupt + s.badFrames).toBeGreaterThan(0);
    expect(s.snapshots).toBeGreaterThan(1);
    expect(feed.sync.synced).toBe(true);
    expect(feed.sync.seq).toBe(truthSeq);
    expect(feed.sync.book.checksum()).toBe(truth.checksum());
    expect(bookLevels(feed.sync.book)).toEqual(bookLevels(truth));
    feed.stop();
    feed.sync.book.dispose();
  });
});
