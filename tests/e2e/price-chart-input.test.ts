import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTradeEnv } from './trade-env';
import { withoutFillers, type Candle } from './chart-candles';

/**
 * The price chart's own input against the live gateway (issue 21): the wheel zooms about the
 * pointer, a double click resets the view, the arrow keys step it, and after a reconnect (the
 * gateway restarted under the page) the chart holds the gateway's candles with no hole and no
 * duplicate (it reloads its newest page of history then; an outage of more than a candle while
 * the gateway trades on is not staged here). Drag and pinch are in price-chart.test.ts; the view maths in chart-view.test.ts.
 */

interface View { min: number; max: number }
interface Surface { chart?(): { symbol: string; interval: string; candles: number } | null; chartSeries(): Candle[]; chartView(): View | null }

const view = (page: Page) => page.evaluate(() => (window as unknown as { __terminal: Surface }).__terminal.chartView());
const series = (page: Page) => page.evaluate(() => (window as unknown as { __terminal: Surface }).__terminal.chartSeries());
const span = (v: View | null) => (v === null ? NaN : v.max - v.min);

async function openChart(page: Page, url: string, interval: string): Promise<void> {
  await page.goto(url);
  await expect.poll(async () => {
    const c = await page.evaluate(() => (window as unknown as { __terminal?: Surface }).__terminal?.chart?.() ?? null);
    return c !== null && c.interval === interval && c.candles >= 200;
  }, { timeout: 20_000 }).toBe(true);
}

describe('price chart: wheel, double click, arrow keys, reconnect', () => {
  const env = useTradeEnv({ simRate: 200 });

  it('should zoom about the pointer on the wheel, reset on a double click, and step with the arrow keys', async () => {
    const page = await env.newPage({ width: 1400, height: 800 });
    await openChart(page, env.tradeUrl({ symbol: 'ETH_USDT' }), '15');
    const canvas = page.locator('[data-testid="price-chart"] .chart-canvas');
    const box = (await canvas.boundingBox())!;
    const start = (await view(page))!;
    // the wheel towards the screen zooms in, about the pointer: the time under it stays
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -100);
    await expect.poll(async () => span(await view(page))).toBeLessThan(span(start) * 0.9);
    const zoomed = (await view(page))!;
    expect(zoomed.min).toBeGreaterThan(start.min);
    expect(zoomed.max).toBeLessThan(start.max);
    // and out again past the start
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 100);
    await expect.poll(async () => span(await view(page))).toBeGreaterThan(span(start) * 1.1);
    // a double click: the first view again, the newest candle in it
    await canvas.dblclick({ position: { x: box.width * 0.5, y: box.height * 0.4 } });
    await expect.poll(async () => Math.abs(span(await view(page)) - span(start)) / span(start)).toBeLessThan(0.02);
    const reset = (await view(page))!;
    const newest = (await series(page)).at(-1)![0];
    expect(newest).toBeGreaterThanOrEqual(reset.min);
    expect(newest).toBeLessThanOrEqual(reset.max);
    // arrow keys: a tenth of the view back, then forward again, the span kept
    await canvas.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await view(page))!.max).toBeLessThan(reset.max);
    const back = (await view(page))!;
    expect(Math.abs((reset.max - back.max) - span(reset) / 10)).toBeLessThan(span(reset) * 0.02);
    expect(Math.abs(span(back) - span(reset))).toBeLessThan(span(reset) * 0.02);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Math.abs((await view(page))!.max - reset.max)).toBeLessThan(span(reset) * 0.02);
    await page.context().close();
  });

  it('should hold the gateway\'s candles after a reconnect: no hole, no duplicate', async () => {
    const page = await env.newPage({ width: 1400, height: 800 });
    await page.addInitScript(() => localStorage.setItem('intervalConfig', JSON.stringify({ current: '1', shown: ['1line', '1', '5', '15', '60', '240', '1D'] })));
    await openChart(page, env.tradeUrl({ symbol: 'BTC_USDT' }), '1');
    const status = () => page.evaluate(() => (window as unknown as { __terminal: { status(): string } }).__terminal.status());
    await env.gw.stop();
    await expect.poll(status, { timeout: 10_000 }).toBe('reconnecting');
    await env.restartGateway(); // the same port: the page comes back on its own
    await expect.poll(status, { timeout: 30_000 }).toBe('stable');
    // the market trades on after the restart; the chart's candles are the gateway's, start for start
    await page.waitForTimeout(3_000);
    const [mine, rest] = await page.evaluate(async () => {
      const t = (window as unknown as { __terminal: Surface }).__terminal;
      const body = await (await fetch('/gw-api/quotation/kline?symbol=BTC_USDT&interval=1&limit=300')).json() as { data: { candles: [number, string, string, string, string, string][] } };
      return [t.chartSeries(), body.data.candles.map(([s, ...r]) => [s, ...r.map(Number)])] as [Candle[], Candle[]];
    });
    const starts = mine.map((c) => c[0]);
    expect(new Set(starts).size).toBe(starts.length); // no duplicate
    for (let i = 1; i < starts.length; i++) expect(starts[i] - starts[i - 1]).toBe(60_000); // no hole (a quiet minute is a flat candle)
    const newestClosed = Math.min(mine.at(-1)![0], rest.at(-1)![0]);
    const closed = (cs: Candle[]) => cs.filter((c) => c[0] >= rest[0][0] && c[0] < newestClosed);
    // the chart's flat candles of quiet minutes aside (chart-candles.ts)
    const { candles, strays } = withoutFillers(closed(mine), rest);
    expect(strays).toEqual([]);
    expect(candles).toEqual(closed(rest));
    expect(candles.length).toBeGreaterThan(250);
    await page.context().close();
  });
});
