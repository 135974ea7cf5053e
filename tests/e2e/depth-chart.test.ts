import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { topLength } from '../../src/core/book/types';
import { DEPTH_AXIS_PX } from '../../src/features/depth-chart/depth-layout';
import { formatRange, hitTest } from '../../src/render/depth-hit-scene';
import { buildDepthScene, formatPriceAt, formatTotal } from '../../src/render/depth-scene';
import { PALETTES } from '../../src/render/palette';
import { canvasPixel } from './page-probes';
import { choosePair } from './market-list.helpers';
import { useTradeEnv } from './trade-env';

/**
 * The Pixi depth chart against the live gateway: the hover tooltip shows the book's own price
 * and cumulative at the hovered level (window.__terminal.book(), read in the same task as the
 * tooltip), the wheel moves the gap and the levels and never scrolls the page, a pair switch
 * resets the gap and never draws the previous pair's book, and the theme repaints the canvas.
 */

type Row = [number, number, number];
interface Book { info: { symbol: string; pricePrecision: number; countPrecision: number; rows: number }; version: number; bids: Row[]; asks: Row[] }
interface Snapshot {
  book: Book;
  chart: Record<string, string>;
  tip: { hidden: boolean; attrs: Record<string, string>; range: string; price: string; total: string };
  box: { x: number; y: number; width: number; height: number; clientWidth: number; clientHeight: number };
}

/** The book, the chart's state and the tooltip, read in one JS task (never half a frame apart). */
function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => {
    const section = document.querySelector('[data-testid="depth-chart"]') as HTMLElement;
    const host = section.querySelector('.depth-canvas') as HTMLElement;
    const tip = host.querySelector('.depth-tooltip') as HTMLElement;
    const attrs = (el: HTMLElement) => Object.fromEntries([...el.attributes].filter((a) => a.name.startsWith('data-')).map((a) => [a.name.slice(5), a.value]));
    const field = (f: string) => tip.querySelector(`[data-field="${f}"]`)?.textContent ?? '';
    const r = host.getBoundingClientRect();
    return {
      book: (window as unknown as { __terminal: { book(): Book } }).__terminal.book(),
      chart: attrs(section),
      tip: { hidden: tip.hidden === true, attrs: attrs(tip), range: field('range'), price: field('price'), total: field('total') },
      box: { x: r.x, y: r.y, width: r.width, height: r.height, clientWidth: host.clientWidth, clientHeight: host.clientHeight },
    };
  });
}

/** The book as OrderBook.top output, and the scene the chart should have drawn from it. */
function sceneOf(s: Snapshot) {
  const n = s.book.info.rows;
  const top = new Float64Array(topLength(n));
  top[0] = s.book.bids.length;
  top[1] = s.book.asks.length;
  s.book.bids.forEach((r, i) => top.set(r, 2 + 3 * i));
  s.book.asks.forEach((r, i) => top.set(r, 2 + 3 * n + 3 * i));
  return buildDepthScene(top, {
    width: s.box.clientWidth, height: s.box.clientHeight - DEPTH_AXIS_PX, levels: Number(s.chart.levels),
    pricePrecision: s.book.info.pricePrecision, countPrecision: s.book.info.countPrecision, stride: n,
  });
}

const ready = async (page: Page, symbol: string) =>
  expect.poll(async () => { const c = (await snapshot(page)).chart; return c.symbol === symbol && Number(c.bids) > 5 && Number(c.asks) > 5; }, { timeout: 20_000 }).toBe(true);

describe('depth chart', () => {
  const env = useTradeEnv({ simRate: 60 });
  let page: Page;
  beforeAll(async () => {
    page = await env.newPage({ width: 1400, height: 800 });
  });

  it('should draw the levels of the live book a side, up to the levels of the default gap', async () => {
    await page.goto(env.tradeUrl());
    // the depth chart is the chart area's Depth tab (the price chart shows first)
    await page.locator('.chart-tab[data-tab="depth"]').click();
    await ready(page, 'BTC_USDT');
    const s = await snapshot(page);
    expect(s.chart).toMatchObject({ gap: '8.0', levels: '17' });
    expect(Number(s.chart.bids)).toBe(Math.min(17, s.book.bids.length));
    expect(Number(s.chart.asks)).toBe(Math.min(17, s.book.asks.length));
    expect(s.tip.hidden).toBe(true);
  });

  it.each([['bids', 3], ['asks', 5]] as const)('should show the book price and cumulative of the hovered %s level %s', async (side, level) => {
    const before = await snapshot(page);
    const x = sceneOf(before)[side].xs[level];
    const y = (before.box.height - DEPTH_AXIS_PX) / 2;
    await page.mouse.move(before.box.x + x, before.box.y + y);
    let s = before;
    // the book moves on, and the curve follows it ten times a second (render/paced.ts): poll until
    // the tooltip shows a level snapped under the pointer, read while the curve and the tooltip are
    // of the book the page holds (the chart's data-book-version is that book's version; the two
    // match only between a paced paint and the next book, so a loaded machine needs more reads)
    await expect.poll(async () => {
      s = await snapshot(page);
      return !s.tip.hidden && s.tip.attrs.snapped === 'true' && s.chart['book-version'] === String(s.book.version);
    }, { timeout: 20_000, interval: 50 }).toBe(true);
    expect(s.tip.attrs.side).toBe(side);
    const at = Number(s.tip.attrs.level);
    const [price, , cum] = s.book[side][at];
    const { pricePrecision: pp, countPrecision: cp } = s.book.info;
    expect(Number(s.tip.attrs.price)).toBe(price);
    expect(Number(s.tip.attrs.cum)).toBe(cum);
    expect(s.tip.price).toBe(formatPriceAt(price, pp));
    expect(s.tip.total).toBe(formatTotal(cum, cp));
    expect(s.tip.range).toBe(formatRange(price, s.book.bids[0][0] + s.book.asks[0][0]));
    // the same pointer on the same book gives the same hit in the pure scene
    const hit = hitTest(sceneOf(s), x, y)!;
    expect({ level: hit.level, price: hit.price, amount: hit.amount, range: hit.range }).toEqual({ level: at, price: s.tip.price, amount: s.tip.total, range: s.tip.range });
    await page.mouse.move(before.box.x - 50, before.box.y + y); // leave: the tooltip goes
    await expect.poll(async () => (await snapshot(page)).tip.hidden).toBe(true);
  });

  it('should move the gap by 0.2 a wheel notch within 2..20, change the levels, and not scroll the page', async () => {
    const box = (await snapshot(page)).box;
    await page.evaluate(() => {
      const w = window as unknown as { wheelNotPrevented: number };
      w.wheelNotPrevented = 0;
      window.addEventListener('wheel', (e) => { if (!e.defaultPrevented) w.wheelNotPrevented++; });
    });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const chart = async () => (await snapshot(page)).chart;
    for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 100);
    await expect.poll(async () => (await chart()).gap).toBe('10.0');
    expect((await chart()).levels).toBe('16');
    for (let i = 0; i < 60; i++) await page.mouse.wheel(0, 100);
    await expect.poll(async () => (await chart()).gap).toBe('20.0');
    let c = await chart();
    expect(c.levels).toBe('10');
    // capped at the levels (the book holds 30 a side)
    await expect.poll(async () => { const t = await snapshot(page); return Number(t.chart.bids) === Math.min(10, t.book.bids.length); }).toBe(true);
    for (let i = 0; i < 100; i++) await page.mouse.wheel(0, -100);
    await expect.poll(async () => (await chart()).gap).toBe('2.0');
    c = await chart();
    expect(c.levels).toBe('20');
    await expect.poll(async () => { const t = await snapshot(page); return Number(t.chart.bids) === Math.min(20, t.book.bids.length); }).toBe(true);
    expect((await snapshot(page)).book.bids.length).toBeGreaterThan(10);
    expect(await page.evaluate(() => (window as unknown as { wheelNotPrevented: number }).wheelNotPrevented)).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('should reset the gap and clear the chart on a pair switch, never drawing the previous pair', async () => {
    const box = (await snapshot(page)).box;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 100);
    await expect.poll(async () => (await snapshot(page)).chart.gap).not.toBe('8.0');
    // every repaint of the chart from here on, with the book the page held at that moment
    await page.evaluate(() => {
      const section = document.querySelector('[data-testid="depth-chart"]')!;
      const log: { page: string | null; painted: boolean; drawn: string | null; book: string; gap: string | null }[] = [];
      (window as unknown as { depthLog: typeof log }).depthLog = log;
      new MutationObserver((records) => log.push({
        page: new URL(location.href).searchParams.get('symbol'), // the pair the page is on (switchSymbol sets it with the symbol)
        painted: records.some((r) => r.attributeName !== 'data-gap'), // the painter writes these; the gap is the wheel state
        drawn: section.getAttribute('data-symbol'),
        book: (window as unknown as { __terminal: { book(): Book } }).__terminal.book().info.symbol,
        gap: section.getAttribute('data-gap'),
      })).observe(section, { attributes: true, attributeFilter: ['data-symbol', 'data-book-version', 'data-gap'] });
    });
    await choosePair(page, 'ETH/USDT');
    await ready(page, 'ETH_USDT');
    type Entry = { page: string | null; painted: boolean; drawn: string | null; book: string; gap: string | null };
    const all = (await page.evaluate(() => (window as unknown as { depthLog: Entry[] }).depthLog)).filter((e) => e.page === 'ETH_USDT');
    // the gap went back to 8 before anything was drawn for the new pair, and no BTC book was drawn
    expect(all.every((e) => e.gap === '8.0')).toBe(true);
    const log = all.filter((e) => e.painted);
    expect(log.length).toBeGreaterThan(0);
    expect(log.filter((e) => e.drawn === 'BTC_USDT')).toEqual([]);
    // a repaint while the page still held the BTC book (the worker not yet on ETH) drew nothing
    for (const e of log.filter((e) => e.book !== 'ETH_USDT')) expect(e.drawn).toBe('');
    const s = await snapshot(page);
    expect(s.book.info.symbol).toBe('ETH_USDT');
    expect(s.chart).toMatchObject({ gap: '8.0', levels: '17' });
    expect(s.tip.hidden).toBe(true); // the hover was cleared with the switch
    await choosePair(page, 'BTC/USDT');
    await ready(page, 'BTC_USDT');
  });

  it('should repaint the canvas in the theme colours', async () => {
    const corner = () => canvasPixel(page, '[data-testid="depth-chart"] canvas', 3);
    await expect.poll(corner).toBe(PALETTES.dark.background);
    await page.getByRole('button', { name: 'Light' }).click();
    await expect.poll(corner).toBe(PALETTES.light.background);
    await page.getByRole('button', { name: 'Dark' }).click();
    await expect.poll(corner).toBe(PALETTES.dark.background);
  });
});
