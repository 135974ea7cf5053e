import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ReferenceBook } from '../../src/core/book/reference-book';
import { topLength } from '../../src/core/book/types';
import { formatUnits } from '../../src/core/units';
import { FeedDecoder } from '../../src/market-feed/decode';
import type { DepthMessage, ServerMessage } from '../../src/protocol/messages';
import { limitBody, placeOrder } from './order-bodies';
import { feedStats, liveStats } from './page-probes';
import { useTradeEnv } from './trade-env';

/**
 * The market worker in Chromium against a real gateway with the simulator running: the hidden
 * order-book mirror advances, its book matches (seq, checksum and rows) what a Node websocket
 * client following the same depth stream holds at the same seq, and after a gateway restart
 * the status goes reconnecting -> stable and the book resyncs on its own.
 */

type Rows = string[][];
interface MirrorState { symbol: string; seq: number; checksum: number; synced: boolean; asks: Rows; bids: Rows }

/** The mirror as the page shows it, read in one go (one JS task: never half a frame). */
function readMirror(page: Page): Promise<MirrorState> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid="order-book-mirror"]')!;
    const rows = (side: string) =>
      [...root.querySelectorAll(`table[data-side="${side}"] tbody tr`)]
        .filter((tr) => !(tr as HTMLElement).hidden)
        .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''));
    return {
      symbol: root.getAttribute('data-symbol') ?? '',
      seq: Number(root.getAttribute('data-seq')),
      checksum: Number(root.getAttribute('data-checksum')),
      synced: root.getAttribute('data-synced') === 'true',
      asks: rows('asks'),
      bids: rows('bids'),
    };
  });
}

const status = (page: Page) => page.getByTestId('connection-status').getAttribute('data-status');

/**
 * A Node client on the same depth stream: applies it to the reference book and remembers, for
 * each seq, the checksum and the rows the mirror should show (30 a side, price/amount/total).
 */
class DepthWatcher {
  readonly bySeq = new Map<number, { checksum: number; asks: Rows; bids: Rows }>();
  private readonly book = new ReferenceBook();
  private readonly decoder = new FeedDecoder();
  private readonly out = new Float64Array(topLength(30));
  private pp = 0;
  private cp = 0;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer, binary: boolean) => {
      if (!binary) return;
      const m = this.decoder.decode(new Uint8Array(data)) as ServerMessage;
      if (m.ch === 'depth') this.apply(m);
    });
  }

  static async open(url: string): Promise<DepthWatcher> {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/ws/market`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send(JSON.stringify({ op: 'SUBSCRIBE', args: [['depth', { symbol: 'BTC_USDT', precision: 2 }]] }));
    return new DepthWatcher(ws);
  }

  private apply(m: DepthMessage): void {
    if (m.type === 'snapshot') {
      this.book.snapshot(m.bids, m.asks);
      this.pp = m.pricePrecision;
      this.cp = m.countPrecision;
    } else this.book.update(m.bids, m.asks);
    expect(this.book.checksum()).toBe(m.checksum);
    this.book.top(1, 30, this.out);
    const rows = (at: number, n: number) =>
      Array.from({ length: n }, (_, i) => [formatUnits(this.out[at + 3 * i], this.pp), formatUnits(this.out[at + 3 * i + 1], this.cp), formatUnits(this.out[at + 3 * i + 2], this.cp)]);
    this.bySeq.set(m.seq, { checksum: m.checksum, bids: rows(2, this.out[0]), asks: rows(2 + 90, this.out[1]) });
    if (this.bySeq.size > 2000) this.bySeq.delete(this.bySeq.keys().next().value!);
  }

  close(): void {
    this.ws.close();
  }
}

/** Polls the mirror until it shows a synced seq the watcher knows; returns both. */
async function sameSeq(page: Page, watcher: DepthWatcher) {
  let mirror: MirrorState | undefined;
  await expect.poll(async () => {
    mirror = await readMirror(page);
    return mirror.synced && watcher.bySeq.has(mirror.seq);
  }, { timeout: 15_000 }).toBe(true);
  return { mirror: mirror!, server: watcher.bySeq.get(mirror!.seq)! };
}

describe('market feed: worker, mirror and status in the browser', () => {
  // the env's data directory outlives a stop(): the restart below finds the same books
  const env = useTradeEnv({ simRate: 400 });
  let page: Page;

  beforeAll(async () => {
    page = await env.newPage();
  });

  it('should show the worker book advancing in the hidden mirror, equal to the server stream', async () => {
    await page.goto(env.tradeUrl());
    await expect.poll(() => status(page), { timeout: 15_000 }).toBe('stable');
    expect(await page.getByTestId('connection-status').textContent()).toBe('Stable connection');
    await expect.poll(async () => (await readMirror(page)).synced, { timeout: 15_000 }).toBe(true);

    const first = await readMirror(page);
    const before = await feedStats(page);
    expect(before.engine).toBe('wasm');
    await expect.poll(async () => (await feedStats(page)).updates, { timeout: 10_000 }).toBeGreaterThan(before.updates + 20);
    await expect.poll(async () => (await readMirror(page)).seq, { timeout: 10_000 }).toBeGreaterThan(first.seq);
    const later = await readMirror(page);
    expect(later.symbol).toBe('BTC_USDT');
    expect(later.bids.length).toBeGreaterThan(5);
    expect(later.asks.length).toBeGreaterThan(5);
    expect(Number(later.bids[0][0])).toBeLessThan(Number(later.asks[0][0]));
    const s = await feedStats(page);
    expect(s.publishes).toBeLessThanOrEqual(s.frames); // coalesced: never more publishes than frames received
    expect(s.badFrames + s.gaps + s.mismatches).toBe(0);

    const watcher = await DepthWatcher.open(env.gw.url);
    try {
      const { mirror, server } = await sameSeq(page, watcher);
      expect(mirror.checksum).toBe(server.checksum);
      expect({ bids: mirror.bids, asks: mirror.asks }).toEqual({ bids: server.bids, asks: server.asks });
    } finally {
      watcher.close();
    }
  });

  it('should go reconnecting -> stable across a gateway restart and resync the book', async () => {
    await env.gw.stop(); // SIGTERM: sockets close with 1001; the data directory is the env's and stays
    await expect.poll(() => status(page), { timeout: 5_000 }).toBe('reconnecting');
    expect(await page.getByTestId('connection-status').textContent()).toBe('Reconnecting');
    await expect.poll(async () => (await readMirror(page)).synced).toBe(false); // the mirror follows within MIRROR_EVERY_MS

    await env.restartGateway(); // on the same port: the page reconnects to the address it knows
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('stable');
    const watcher = await DepthWatcher.open(env.gw.url);
    try {
      const { mirror, server } = await sameSeq(page, watcher);
      expect(mirror.checksum).toBe(server.checksum);
      expect({ bids: mirror.bids, asks: mirror.asks }).toEqual({ bids: server.bids, asks: server.asks });
    } finally {
      watcher.close();
    }
    const s = await feedStats(page);
    expect(s.reconnects).toBeGreaterThanOrEqual(1);
    expect(s.snapshots).toBeGreaterThanOrEqual(2);
  });

  it('should ping when the status is clicked', async () => {
    const before = await liveStats(page);
    await page.getByTestId('connection-status').click();
    await expect.poll(async () => Number.isFinite((await liveStats(page)).latencyMs)).toBe(true);
    expect(Number.isNaN(before.latencyMs)).toBe(true);
    expect(await status(page)).toBe('stable');
  });

  it('should open the user socket for a signed-in page and show its order events', async () => {
    const { email } = await env.signUp(page, 'feed');
    await page.reload();
    await expect.poll(async () => (await liveStats(page)).user, { timeout: 10_000 }).toBe('subscribed');

    // the same user, signed in from Node, places an order: the page hears of it on the notify channel
    const api = await env.login(email);
    await placeOrder(api, limitBody('buy', '20000', '0.01'));
    const events = () => page.evaluate(() => (window as unknown as { __terminal: { notifications(): { event: string; symbol: string }[] } }).__terminal.notifications());
    await expect.poll(async () => (await events()).map((e) => `${e.event} ${e.symbol}`), { timeout: 10_000 }).toContain('NEW_ENTRUST BTC_USDT');
  });
});
