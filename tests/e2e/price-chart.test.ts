import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { choosePair } from './market-list.helpers';
import { useTradeEnv } from './trade-env';
import { withoutFillers, type Candle } from './chart-candles';
import { IndicatorLines } from '../../src/features/chart/indicators';
import { toColumns } from '../../src/features/chart/series';
import { defaultIndicator, type IndicatorConfig } from '../../src/features/chart/indicator-params';

interface Values { series: Candle[]; columns: number[][]; indicators: { config: IndicatorConfig; lines: (number | null)[][] }[] }

/**
 * The price chart (issue 21, first slice) against the live gateway: the candles are the
 * gateway's kline answer, the newest follows the trades, the interval and style chosen survive
 * a reload, and scrolling back loads older candles with no gap and no duplicate.
 */

interface ChartState { symbol: string; interval: string; style: string; candles: number; first: Candle | null; last: Candle | null; indicators: string[] }
interface Surface { chart?(): ChartState | null; chartSeries(): Candle[]; chartShow(minMs: number, maxMs: number): void; chartPaints(): number; chartView(): { min: number; max: number } | null }

const chart = (page: Page) => page.evaluate(() => (window as unknown as { __terminal?: Surface }).__terminal?.chart?.() ?? null);
const series = (page: Page) => page.evaluate(() => (window as unknown as { __terminal: Surface }).__terminal.chartSeries());

/** The gateway's kline answer, as numbers (what the chart holds). */
async function restCandles(page: Page, symbol: string, interval: string, limit: number, before?: number): Promise<Candle[]> {
  return page.evaluate(async ({ symbol, interval, limit, before }) => {
    const q = new URLSearchParams({ symbol, interval, limit: String(limit) });
    if (before !== undefined) q.set('before', String(before));
    const body = await (await fetch(`/gw-api/quotation/kline?${q}`)).json() as { data: { candles: [number, string, string, string, string, string][] } };
    return body.data.candles.map(([t, ...rest]) => [t, ...rest.map(Number)] as Candle);
  }, { symbol, interval, limit, before });
}

/** The chart's first page of history (src/features/chart/chart-controller.ts FIRST_PAGE). */
const FIRST_PAGE = 200;

/** The chart of `symbol` at `interval` with its first page of history in. */
async function loaded(page: Page, symbol: string, interval: string): Promise<ChartState> {
  await expect.poll(async () => { const c = await chart(page); return c !== null && c.symbol === symbol && c.interval === interval && c.candles >= FIRST_PAGE; }, { timeout: 20_000 }).toBe(true);
  return (await chart(page))!;
}

/**
 * Pans the 15-minute chart back through its API to the first candle loaded until it holds
 * `candles` more before `oldFirst` (a page of 1,000 older ones comes per visit). The view goes to
 * the chart's first candle as it is now: a socket that resubscribed meanwhile (a second kline
 * snapshot) has filled a full page of newer history already, and the candle first seen is then
 * no longer near the start.
 */
async function scrollBack(page: Page, oldFirst: number, candles: number): Promise<void> {
  const toStart = (t: number) => page.evaluate((at) => (window as unknown as { __terminal: Surface }).__terminal.chartShow(at - 30 * 900_000, at + 90 * 900_000), t);
  await toStart(oldFirst);
  await expect.poll(async () => {
    const first = (await chart(page))!.first![0];
    if (first > oldFirst - candles * 900_000) await toStart(first);
    return first;
  }, { timeout: 15_000 + candles * 5 }).toBeLessThanOrEqual(oldFirst - candles * 900_000);
}

describe('price chart', () => {
  const env = useTradeEnv({ simRate: 60 });
  let page: Page;
  beforeAll(async () => {
    page = await env.newPage({ width: 1400, height: 800 });
  });

  it('should show the Chart tab first and the candles the gateway answers for the pair and interval', async () => {
    await page.goto(env.tradeUrl({ symbol: 'ETH_USDT' }));
    expect(await page.locator('.chart-tab[aria-selected="true"]').textContent()).toBe('Chart');
    await loaded(page, 'ETH_USDT', '15');
    // the state and the series read in one task: the chart may load older candles meanwhile (the
    // first page's view can start near its oldest candle), which changes the first one
    const [state, mine] = await page.evaluate(() => {
      const t = (window as unknown as { __terminal: Surface }).__terminal;
      return [t.chart!()!, t.chartSeries()] as const;
    });
    expect(state).toMatchObject({ style: 'candle', indicators: [] });
    const rest = await restCandles(page, 'ETH_USDT', '15', FIRST_PAGE);
    expect(rest.length).toBe(FIRST_PAGE);
    // every closed candle equal, start for start (the newest may have moved since)
    const closedBefore = Math.min(mine[mine.length - 1][0], rest[rest.length - 1][0]);
    const closed = (cs: Candle[]) => cs.filter((c) => c[0] < closedBefore && c[0] >= rest[0][0]);
    // the chart's flat candles of quiet buckets aside (chart-candles.ts)
    const { candles, strays } = withoutFillers(closed(mine), rest);
    expect(strays).toEqual([]);
    expect(candles).toEqual(closed(rest));
    expect(candles.length).toBeGreaterThan(rest.length - 3);
    expect(state.first).toEqual(mine[0]);
    // drawn: uPlot's canvas is in the tab, sized to it
    const box = await page.locator('[data-testid="price-chart"] canvas').boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThan(200);
  });

  it('should say the history could not be loaded, and load it on its own once the gateway answers again', async () => {
    const other = await env.newPage({ width: 1400, height: 800 });
    // the first history call fails as a dropped connection does
    let failed = 0;
    await other.route('**/gw-api/quotation/kline?**', (route) => (failed++ === 0 ? route.abort('connectionreset') : route.continue()));
    await other.goto(env.tradeUrl({ symbol: 'ETH_USDT' }));
    await expect.poll(() => other.locator('.chart-status[role="alert"]').count(), { timeout: 20_000 }).toBe(1);
    // in the page's words, not the call's (its reason goes to the console)
    expect(await other.locator('.chart-status').textContent()).toBe('The chart history could not be loaded. Trying again…');
    await loaded(other, 'ETH_USDT', '15');
    await expect.poll(() => other.locator('.chart-status[role="alert"]').count()).toBe(0);
    expect(failed).toBeGreaterThanOrEqual(2);
    await other.context().close();
  });

  it('should show the hovered candle in the legend, and the one under the crosshair through a held drag', async () => {
    await page.goto(env.tradeUrl({ symbol: 'ETH_USDT' }));
    await loaded(page, 'ETH_USDT', '15');
    const plot = (await page.locator('[data-testid="price-chart"] .u-over').first().boundingBox())!;
    const y = plot.y + plot.height / 2;
    /** The closes of the candles nearest the pointer's time at `x` (uPlot's cursor takes the nearest; either neighbour on a tie). */
    const closesAt = async (x: number) => {
      const view = (await page.evaluate(() => (window as unknown as { __terminal: Surface }).__terminal.chartView()))!;
      const t = view.min + ((x - plot.x) / plot.width) * (view.max - view.min);
      const all = await series(page);
      const i = all.reduce((best, c, k) => (Math.abs(c[0] - t) < Math.abs(all[best][0] - t) ? k : best), 0);
      return all.slice(Math.max(0, i - 1), i + 2).map((c) => c[4]);
    };
    const legendClose = () => page.locator('.chart-legend dd[data-field="close"]').textContent();
    const shows = async (x: number) => {
      const text = (await legendClose()) ?? '';
      const decimals = text.split('.')[1]?.length ?? 0;
      return (await closesAt(x)).map((c) => c.toFixed(decimals)).includes(text);
    };
    // at rest: the candle under the pointer, a third of the way in (closed candles: their figures hold still)
    const x0 = plot.x + plot.width / 3;
    await page.mouse.move(x0, y);
    await expect.poll(() => shows(x0), { timeout: 5_000 }).toBe(true);
    // held: the crosshair stays where the drag began (chart-input.ts cursorBind) while the view pans
    // under it, and the legend follows the candle now under the crosshair (paced while held:
    // hover-legend.ts), the last one included
    const before = await legendClose();
    await page.mouse.down();
    await page.mouse.move(x0 + plot.width / 4, y, { steps: 20 });
    await expect.poll(() => shows(x0), { timeout: 5_000 }).toBe(true);
    expect(await legendClose()).not.toBe(before);
    await page.mouse.up();
    await page.mouse.move(plot.x + plot.width + 50, y); // off the chart: the legend goes back to the live candle
  });

  it('should close the newest candle at the last trade price within a second of the trade', async () => {
    // the newest trade of the trades panel's mirror, and the chart's last close, seen from the page
    const checks = await page.evaluate(async () => {
      const newest = () => Number(document.querySelector('[data-testid="market-trades"] tbody tr .trade-price')?.textContent ?? NaN);
      const close = () => (window as unknown as { __terminal: Surface }).__terminal.chart?.()?.last?.[4] ?? NaN;
      const out: { price: number; matchedMs: number | null }[] = [];
      const end = performance.now() + 40_000;
      let seen = newest();
      while (out.length < 3 && performance.now() < end) {
        await new Promise((r) => setTimeout(r, 20));
        const p = newest();
        if (p === seen || Number.isNaN(p)) continue;
        seen = p;
        const t0 = performance.now();
        let matchedMs: number | null = null;
        while (performance.now() - t0 < 1000) {
          if (close() === p) { matchedMs = performance.now() - t0; break; }
          if (newest() !== p) break; // another trade came first: judge that one instead
          await new Promise((r) => setTimeout(r, 10));
        }
        if (newest() === p || matchedMs !== null) out.push({ price: p, matchedMs });
      }
      return out;
    });
    expect(checks.length).toBe(3);
    for (const c of checks) expect(c.matchedMs, `close ${c.price}`).not.toBeNull();
  }, 60_000);

  it('should keep the chosen interval and style across a reload', async () => {
    await page.locator('.chart-intervals button[data-interval="60"]').click();
    await loaded(page, 'ETH_USDT', '60');
    await page.locator('.chart-style select').selectOption('hollow');
    await expect.poll(async () => (await chart(page))?.style).toBe('hollow');
    await page.reload();
    const state = await loaded(page, 'ETH_USDT', '60');
    expect(state.style).toBe('hollow');
    expect(await page.locator('.chart-intervals button[aria-pressed="true"]').getAttribute('data-interval')).toBe('60');
    expect(await page.locator('.chart-style select').inputValue()).toBe('hollow');
    // 1-minute data as a line
    await page.locator('.chart-intervals button[data-interval="1line"]').click();
    const line = await loaded(page, 'ETH_USDT', '1line');
    expect(line.style).toBe('line');
    await page.locator('.chart-intervals button[data-interval="15"]').click();
    await page.locator('.chart-style select').selectOption('candle');
    await loaded(page, 'ETH_USDT', '15');
  });

  it('should edit the toolbar\'s intervals in the interval menu, keep them, and pick any interval from it', async () => {
    const toolbar = () => page.locator('.chart-intervals button').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-interval')));
    expect(await toolbar()).toEqual(['1line', '1', '5', '15', '60', '240', '1D']);
    await page.getByRole('button', { name: 'More intervals' }).click();
    await page.getByRole('checkbox', { name: 'Show 3D in the toolbar', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Show 5m in the toolbar', exact: true }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await toolbar()).toEqual(['1line', '1', '15', '60', '240', '1D', '3D']);
    // a change left unsaved is dropped
    await page.getByRole('button', { name: 'More intervals' }).click();
    await page.getByRole('checkbox', { name: 'Show 1m in the toolbar', exact: true }).uncheck();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await loaded(page, 'ETH_USDT', '15');
    expect(await toolbar()).toEqual(['1line', '1', '15', '60', '240', '1D', '3D']);
    // an interval the toolbar does not show, picked from the menu
    await page.getByRole('button', { name: 'More intervals' }).click();
    await page.locator('.interval-menu-pop button[data-interval="30"]').click();
    await loaded(page, 'ETH_USDT', '30');
    await page.locator('.chart-intervals button[data-interval="15"]').click();
    await loaded(page, 'ETH_USDT', '15');
  });

  it('should load older candles as the view nears the start, with no gap and no duplicate', async () => {
    const before = await loaded(page, 'ETH_USDT', '15');
    const oldFirst = before.first![0];
    await scrollBack(page, oldFirst, 1000);
    const all = await series(page);
    expect(all[0][0]).toBeLessThanOrEqual(oldFirst - 1000 * 900_000);
    // one candle a start, 15 minutes apart (the modelled past has no gaps, and this market trades in every bucket)
    for (let i = 1; i < all.length; i++) expect(all[i][0] - all[i - 1][0], `candle ${i} of ${all.length}`).toBe(900_000);
    // the older candles are the gateway's, candle for candle, across the seam of the pages
    const seam = all.findIndex((c) => c[0] === oldFirst);
    const older = await restCandles(page, 'ETH_USDT', '15', 1000, all[seam + 10][0]);
    expect(all.slice(seam + 10 - 1000, seam + 10)).toEqual(older);
  });

  it('should give the columns and indicators over older candles the values of a whole computation', async () => {
    // the window kinds (MA, BOLL, VOL) compute only the candles put in front (IndicatorLines.prepend), MACD again
    const configs = (['MA', 'BOLL', 'VOL', 'MACD'] as const).map((k) => defaultIndicator(k));
    const own = await env.newPage({ width: 1400, height: 800 });
    await own.addInitScript((list) => localStorage.setItem('chartIndicators', JSON.stringify(list)), configs);
    await own.goto(env.tradeUrl({ symbol: 'ETH_USDT' }));
    await own.locator('.chart-intervals button[data-interval="15"]').click();
    const before = await loaded(own, 'ETH_USDT', '15');
    await scrollBack(own, before.first![0], 2000);
    // painted over the series as it is: the lines hold a value a candle (a candle that came since waits for the next paint)
    let read: Values | null = null;
    await expect.poll(async () => {
      read = await own.evaluate(() => (window as unknown as { __terminal: { chartValues(): Values } }).__terminal.chartValues());
      const n = read.series.length;
      return read.columns[0].length === n && read.indicators.length === configs.length && read.indicators.every((i) => i.lines.every((l) => l.length === n));
    }, { timeout: 10_000 }).toBe(true);
    const { series: cs, columns, indicators } = read!;
    expect(cs.length).toBeGreaterThanOrEqual(before.candles + 2000);
    // uPlot's columns are the series' (the older pages spliced in front of them), time in seconds
    expect(columns.map((col) => col.slice(0, -1))).toEqual(toColumns(cs).map((col) => col.slice(0, -1)));
    for (const shown of indicators) {
      const whole = new IndicatorLines(shown.config);
      whole.compute(cs);
      // the newest candle may have moved since the paint; every other value is the whole computation's, to the bit
      expect(shown.lines.map((l) => l.slice(0, -1)), shown.config.kind).toEqual(whole.lines.map((l) => l.slice(0, -1)));
    }
    await own.context().close();
  }, 60_000);

  it('should draw every style, each kept across a reload', async () => {
    await loaded(page, 'ETH_USDT', '15');
    const pixels = () => page.locator('[data-testid="price-chart"] canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL());
    const seen = new Set<string>();
    for (const style of ['bar', 'candle', 'hollow', 'line', 'area', 'baseline', 'heikinAshi']) {
      await page.locator('.chart-style select').selectOption(style);
      await expect.poll(async () => (await chart(page))?.style).toBe(style);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      seen.add(await pixels());
    }
    // seven styles, seven different pictures (the market may also move between two of them)
    expect(seen.size).toBe(7);
    await page.reload();
    expect((await loaded(page, 'ETH_USDT', '15')).style).toBe('heikinAshi');
    await page.locator('.chart-style select').selectOption('candle');
  });

  it('should download a PNG of the chart with its pair and legend', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download a picture of the chart' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^ETH_USDT-15-\d{8}-\d{4}\.png$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const bytes = readFileSync(path);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // the chart's canvas under a header: as wide, and taller
    const canvas = await page.locator('[data-testid="price-chart"] canvas').evaluate((c: HTMLCanvasElement) => ({ w: c.width, h: c.height }));
    expect(bytes.readUInt32BE(16)).toBe(canvas.w);
    expect(bytes.readUInt32BE(20)).toBeGreaterThan(canvas.h);
  });

  it('should add and remove the price pane\'s indicators, kept across a reload', async () => {
    await loaded(page, 'ETH_USDT', '15');
    const pixels = () => page.locator('[data-testid="price-chart"] canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL());
    await page.getByRole('button', { name: 'Indicators' }).click();
    await page.getByRole('checkbox', { name: 'Moving average (MA)' }).check();
    await page.getByRole('checkbox', { name: 'Bollinger bands (BOLL)' }).check();
    await expect.poll(async () => (await chart(page))!.indicators).toEqual(['MA', 'BOLL']);
    await page.reload();
    expect((await loaded(page, 'ETH_USDT', '15')).indicators).toEqual(['MA', 'BOLL']);
    await page.getByRole('button', { name: 'Indicators' }).click();
    expect(await page.getByRole('checkbox', { name: 'Bollinger bands (BOLL)' }).isChecked()).toBe(true);
    const withBoll = await pixels();
    await page.getByRole('checkbox', { name: 'Bollinger bands (BOLL)' }).uncheck();
    await page.getByRole('checkbox', { name: 'Moving average (MA)' }).uncheck();
    await expect.poll(async () => (await chart(page))!.indicators).toEqual([]);
    await expect.poll(pixels).not.toBe(withBoll);
  });

  it('should follow a pair switch', async () => {
    await choosePair(page, 'BTC/USDT');
    const btc = await loaded(page, 'BTC_USDT', '15');
    const rest = await restCandles(page, 'BTC_USDT', '15', 3, btc.last![0]);
    expect((await series(page)).slice(-4, -1)).toEqual(rest);
  });

  it('should show the depth chart in its tab, whose new-feature dot goes once it was opened', async () => {
    expect(await page.locator('.chart-tab[data-tab="depth"] .new-dot').getAttribute('aria-label')).toBe('New');
    await page.locator('.chart-tab[data-tab="depth"]').click();
    expect(await page.locator('.new-dot').count()).toBe(0);
    await expect.poll(() => page.locator('[data-testid="depth-chart"] canvas').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="price-chart"]').isVisible()).toBe(false);
    await page.locator('.chart-tab[data-tab="chart"]').click();
    expect(await page.locator('[data-testid="depth-chart"]').count()).toBe(0);
    expect(await page.locator('[data-testid="price-chart"]').isVisible()).toBe(true);
    await page.reload();
    await loaded(page, 'BTC_USDT', '15');
    expect(await page.locator('.new-dot').count()).toBe(0);
  });
});

describe('price chart in a fast market', () => {
  const env = useTradeEnv({ simRate: 2000, env: { SIM_FOCUS: 'BTC_USDT:0.9' } });

  it('should repaint at least 10 times a second while the market moves, and at most once a frame', async () => {
    const page = await env.newPage({ width: 1400, height: 800 });
    await page.goto(env.tradeUrl({ symbol: 'BTC_USDT' }));
    await page.locator('.chart-intervals button[data-interval="1"]').click();
    await loaded(page, 'BTC_USDT', '1');
    const rate = await page.evaluate(async () => {
      const w = window as unknown as { __terminal: Surface };
      const seen = { frames: 0, changes: 0, last: JSON.stringify(w.__terminal.chart?.()?.last) };
      const end = performance.now() + 3000;
      const p0 = w.__terminal.chartPaints();
      await new Promise<void>((resolve) => {
        const frame = () => {
          seen.frames++;
          const now = JSON.stringify(w.__terminal.chart?.()?.last);
          if (now !== seen.last) { seen.changes++; seen.last = now; }
          if (performance.now() < end) requestAnimationFrame(frame); else resolve();
        };
        requestAnimationFrame(frame);
      });
      return { paints: w.__terminal.chartPaints() - p0, frames: seen.frames, changes: seen.changes };
    });
    expect(rate.paints).toBeLessThanOrEqual(rate.frames + 1);
    // the newest candle changed in most frames; the chart drew at least 10 of them a second
    expect(rate.changes).toBeGreaterThan(30);
    expect(rate.paints).toBeGreaterThanOrEqual(30);
    await page.context().close();
  }, 60_000);
});
