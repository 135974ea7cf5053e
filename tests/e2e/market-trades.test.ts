import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { formatAmount } from '../../src/core/book-format';
import { PALETTES } from '../../src/render/palette';
import { formatTradeTime } from '../../src/core/market-trades';
import { formatUnits } from '../../src/core/units';
import { FeedDecoder } from '../../src/market-feed/decode';
import type { ServerMessage, TradeTuple } from '../../src/protocol/messages';
import { useTradeEnv } from './trade-env';
import { choosePair } from './market-list.helpers';

/**
 * The market-trades list against the live gateway: its rows are the trades a Node client on
 * the same trade stream received (price, amount, local time, side colour), newest first; new
 * trades reuse the row elements instead of rebuilding the list; a pair switch shows the new
 * pair's trades under its coins.
 */

/** A Node client on one pair's trade stream, keeping every trade by id. */
class TradeWatcher {
  readonly byId = new Map<number, TradeTuple>();
  pricePrecision = NaN;
  countPrecision = NaN;
  private readonly decoder = new FeedDecoder();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer, binary: boolean) => {
      if (!binary) return;
      const m = this.decoder.decode(new Uint8Array(data)) as ServerMessage;
      if (m.ch !== 'trade') return;
      this.pricePrecision = m.pricePrecision;
      this.countPrecision = m.countPrecision;
      for (const t of m.trades) this.byId.set(t[0], t);
    });
  }

  static async open(url: string, symbol: string): Promise<TradeWatcher> {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/ws/market`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send(JSON.stringify({ op: 'SUBSCRIBE', args: [['trade', { symbol }]] }));
    return new TradeWatcher(ws);
  }

  close(): void {
    this.ws.close();
  }
}

interface ShownRow { id: number; side: string; price: string; amount: string; time: string; colour: string; hiddenSide: string }

/** The list as shown, with the worker's trade count, in one JS task. */
function readList(page: Page): Promise<{ rows: ShownRow[]; heads: string[]; held: number; utcOffset: number }> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid="market-trades"]')!;
    const rows = [...root.querySelectorAll('tbody tr')].map((tr) => {
      const cell = (c: string) => tr.querySelector(`.${c}`)!;
      return {
        id: Number(tr.getAttribute('data-id')),
        side: tr.getAttribute('data-side') ?? '',
        price: cell('trade-price').textContent ?? '',
        amount: cell('trade-amount').textContent ?? '',
        time: cell('trade-time').textContent ?? '',
        colour: getComputedStyle(cell('trade-price')).color,
        hiddenSide: cell('trade-side').textContent ?? '',
      };
    });
    const heads = [...root.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const held = (window as unknown as { __terminal: { trades(): number } }).__terminal.trades();
    return { rows, heads, held, utcOffset: -new Date().getTimezoneOffset() };
  });
}

/** Checks every shown row against the trades the watcher received. */
function expectRowsFrom(rows: ShownRow[], w: TradeWatcher, utcOffset: number): void {
  for (const r of rows) {
    const t = w.byId.get(r.id);
    expect(t, `trade ${r.id} on the stream`).toBeDefined();
    const [, price, size, isBuy, time] = t!;
    expect(r).toEqual({
      id: r.id,
      side: isBuy ? 'buy' : 'sell',
      price: formatUnits(price, w.pricePrecision),
      amount: formatAmount(size, w.countPrecision),
      time: formatTradeTime(time, utcOffset),
      colour: isBuy ? 'rgb(19, 194, 135)' : 'rgb(250, 59, 97)',
      hiddenSide: isBuy ? 'Buy' : 'Sell',
    });
  }
  // newest first, and no trade of the stream missing in between
  const ids = rows.map((r) => r.id);
  const stream = [...w.byId.keys()].filter((id) => id <= ids[0]).sort((a, b) => b - a).slice(0, ids.length);
  expect(ids).toEqual(stream);
}

describe('market trades', () => {
  const env = useTradeEnv({ simRate: 60 });
  let page: Page;
  beforeAll(async () => {
    page = await env.newPage({ width: 1400, height: 800 });
  });

  it('should list the stream trades newest first with price, amount, time and side colour', async () => {
    const btc = await TradeWatcher.open(env.gw.url, 'BTC_USDT'); // before the page: its snapshot reaches further back
    try {
      await expect.poll(() => btc.byId.size, { timeout: 15_000 }).toBeGreaterThan(0);
      await page.goto(env.tradeUrl());
      await expect.poll(async () => (await readList(page)).rows.length, { timeout: 15_000 }).toBeGreaterThan(5);
      let list = await readList(page);
      expect(list.heads.slice(0, 3)).toEqual(['Price (USDT)', 'Amount (BTC)', 'Time']);
      // the accessible table follows the worker's ring within a second (MIRROR_EVERY_MS)
      await expect.poll(async () => { list = await readList(page); return list.rows.length === Math.min(50, list.held); }, { timeout: 15_000 }).toBe(true);
      // the watcher may be a message behind the page: wait until it holds the newest shown
      await expect.poll(async () => { list = await readList(page); return btc.byId.has(list.rows[0].id); }, { timeout: 5_000 }).toBe(true);
      expectRowsFrom(list.rows, btc, list.utcOffset);
      // both sides' colours: the simulated market may print a run of one side first
      await expect.poll(async () => { list = await readList(page); return new Set(list.rows.map((r) => r.side)).size; }, { timeout: 30_000 }).toBe(2);
      await expect.poll(async () => { list = await readList(page); return btc.byId.has(list.rows[0].id); }, { timeout: 5_000 }).toBe(true);
      expectRowsFrom(list.rows, btc, list.utcOffset);
    } finally {
      btc.close();
    }
  });

  it('should move rows for new trades instead of rebuilding the list', async () => {
    const before = await readList(page);
    const marked = before.rows[2].id;
    await page.evaluate((id) => {
      const tr = document.querySelector(`[data-testid="market-trades"] tr[data-id="${id}"]`) as HTMLElement & { mark?: boolean };
      tr.mark = true;
    }, marked);
    await expect.poll(async () => (await readList(page)).rows[0].id, { timeout: 15_000 }).toBeGreaterThan(before.rows[0].id);
    const after = await readList(page);
    const still = after.rows.some((r) => r.id === marked);
    expect(still).toBe(true);
    expect(await page.evaluate((id) => (document.querySelector(`[data-testid="market-trades"] tr[data-id="${id}"]`) as HTMLElement & { mark?: boolean }).mark, marked)).toBe(true);
  });

  it('should draw new trades by moving the drawn rows down, exactly as a whole repaint would', async () => {
    // counts the list's scrolls (stage.scrollDown) from now on: frames to the overlay worker
    // that move its pixels (canvas renderer), or the trades canvas drawn onto itself (else)
    await page.evaluate(() => {
      const w = window as unknown as { selfBlits: number; overlayScrolls: () => number; __terminal: { overlayStats?: () => { scrolls: number } } };
      w.selfBlits = 0;
      const draw = CanvasRenderingContext2D.prototype.drawImage;
      CanvasRenderingContext2D.prototype.drawImage = function (this: CanvasRenderingContext2D, ...a: unknown[]) {
        if (a[0] === this.canvas && this.canvas.closest('[data-testid="market-trades"]')) w.selfBlits++;
        return (draw as (...x: unknown[]) => void).apply(this, a);
      } as typeof draw;
      // only the trades list scrolls: every overlay frame that moves pixels is one of its own
      const scrolls0 = w.__terminal.overlayStats?.().scrolls ?? 0;
      w.overlayScrolls = () => (w.__terminal.overlayStats?.().scrolls ?? 0) - scrolls0;
    });
    const blits = () => page.evaluate(() => {
      const w = window as unknown as { selfBlits: number; overlayScrolls: () => number };
      return w.selfBlits + w.overlayScrolls();
    });
    // what the list shows, as a hash and its corner pixel: the panel's background, then each
    // visible canvas (the stage's own one is hidden while it holds only the background; the
    // overlay worker's over it, canvas renderer) copied into a 2D canvas, with the trades
    // version read in the same task
    const shown = () => page.evaluate(() => {
      const host = document.querySelector('[data-testid="market-trades"] .trades-canvas')!;
      const layers = [...host.querySelectorAll('canvas')];
      const c = document.createElement('canvas');
      c.width = layers[0].width;
      c.height = layers[0].height;
      const g = c.getContext('2d')!;
      g.fillStyle = getComputedStyle(host.closest('.widget')!).backgroundColor;
      g.fillRect(0, 0, c.width, c.height);
      const visible = layers.filter((l) => getComputedStyle(l).visibility !== 'hidden');
      for (const l of visible) g.drawImage(l, 0, 0);
      const px = new Uint32Array(g.getImageData(0, 0, c.width, c.height).data.buffer);
      let h = 2166136261;
      for (let i = 0; i < px.length; i++) h = Math.imul(h ^ px[i], 16777619);
      const [r, gr, b] = g.getImageData(1, 1, 1, 1).data;
      const corner = `#${[r, gr, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
      const version = (window as unknown as { __terminal: { tradesVersion(): number } }).__terminal.tradesVersion();
      return { pixels: `${c.width}x${c.height}/${visible.length}:${h >>> 0}`, version, corner };
    });
    const corner = async () => (await shown()).corner;
    // A theme round trip repaints every row. A trade coming in meanwhile spoils the comparison
    // (it is then not made: the versions differ), so it is tried until one round trip is quiet.
    let compared: { scrolled: string; whole: string } | undefined;
    let blitsBefore = 0;
    for (let attempt = 0; attempt < 20 && compared === undefined; attempt++) {
      // what is compared is a list that has scrolled since its last whole repaint, once the
      // 10-a-second pacing has drawn the newest version
      await expect.poll(blits, { timeout: 20_000 }).toBeGreaterThan(blitsBefore);
      blitsBefore = await blits();
      // no trade for longer than the pacing: the newest version is the one drawn
      const settled = (await shown()).version;
      await page.waitForTimeout(250);
      const before = await shown();
      if (before.version !== settled) continue;
      await page.getByRole('button', { name: 'Light' }).click();
      await expect.poll(corner).toBe(PALETTES.light.background);
      await page.getByRole('button', { name: 'Dark' }).click();
      await expect.poll(corner).toBe(PALETTES.dark.background);
      // the overlay worker draws after the page's frame: give it until the pixels match, or 2 s
      let after = await shown();
      for (const t0 = Date.now(); after.pixels !== before.pixels && after.version === before.version && Date.now() - t0 < 2_000;) {
        await page.waitForTimeout(50);
        after = await shown();
      }
      if (after.version === before.version) compared = { scrolled: before.pixels, whole: after.pixels };
    }
    expect(compared, 'no quiet theme round trip in 20 tries').toBeDefined();
    expect(compared!.whole).toBe(compared!.scrolled);
  });

  it('should show the new pair trades under its coins after a pair switch', async () => {
    const eth = await TradeWatcher.open(env.gw.url, 'ETH_USDT');
    try {
      await expect.poll(() => eth.byId.size, { timeout: 15_000 }).toBeGreaterThan(0);
      await choosePair(page, 'ETH/USDT');
      let list = await readList(page);
      await expect.poll(async () => {
        list = await readList(page);
        return list.heads[1] === 'Amount (ETH)' && list.rows.length > 0 && eth.byId.has(list.rows[0].id);
      }, { timeout: 15_000 }).toBe(true);
      expectRowsFrom(list.rows, eth, list.utcOffset);
    } finally {
      eth.close();
    }
  });
});
