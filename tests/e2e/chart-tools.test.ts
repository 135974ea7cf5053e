import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTradeEnv } from './trade-env';

/**
 * The price chart's tools (issue 21): every indicator added, edited and removed (the lower ones
 * in panes of their own), the chart settings and display-config popovers kept across a reload,
 * the toolbar's arrows when narrow, full screen with its pair switcher, and the countdown
 * screen of the pre-launch pair.
 */

interface ChartState { symbol: string; interval: string; candles: number; indicators: string[] }
interface Surface { chart?(): ChartState | null; chartPanes(): string[]; chartLines(): Record<string, string[]>; chartAxis(): string[]; chartTimeAxis(): string[] }

const chart = (page: Page) => page.evaluate(() => (window as unknown as { __terminal?: Surface }).__terminal?.chart?.() ?? null);
const panes = (page: Page) => page.evaluate(() => (window as unknown as { __terminal: Surface }).__terminal.chartPanes());
const lines = (page: Page) => page.evaluate(() => (window as unknown as { __terminal: Surface }).__terminal.chartLines());
const axis = (page: Page) => page.evaluate(() => (window as unknown as { __terminal: Surface }).__terminal.chartAxis());
const timeAxis = (page: Page) => page.evaluate(() => (window as unknown as { __terminal: Surface }).__terminal.chartTimeAxis());
const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

async function loaded(page: Page, symbol: string): Promise<void> {
  await expect.poll(async () => { const c = await chart(page); return c !== null && c.symbol === symbol && c.candles >= 200; /* the first page: chart-controller.ts FIRST_PAGE */ }, { timeout: 20_000 }).toBe(true);
}

/** Each indicator: its menu label, the field edited, the new text and the line names it then draws. */
const CASES = [
  { kind: 'MA', label: 'Moving average (MA)', field: 'periods', text: '10, 30', lines: ['MA(10)', 'MA(30)'] },
  { kind: 'EMA', label: 'Exponential moving average (EMA)', field: 'periods', text: '12', lines: ['EMA(12)'] },
  { kind: 'BOLL', label: 'Bollinger bands (BOLL)', field: 'period', text: '10', lines: ['BOLL', 'UB', 'LB'], params: { period: 10, multiplier: 2 } },
  { kind: 'VWAP', label: 'Volume-weighted average price (VWAP)', lines: ['VWAP'] },
  { kind: 'SAR', label: 'Parabolic stop and reverse (SAR)', field: 'step', text: '0.03', lines: ['SAR'], params: { step: 0.03, max: 0.2 } },
  { kind: 'VOL', label: 'Volume (VOL)', field: 'periods', text: '7', lines: ['VOL', 'MA(7)'] },
  { kind: 'MACD', label: 'Moving average convergence divergence (MACD)', field: 'signal', text: '5', lines: ['DIF', 'DEA', 'MACD'], params: { fast: 12, slow: 26, signal: 5 } },
  { kind: 'RSI', label: 'Relative strength index (RSI)', field: 'periods', text: '14', lines: ['RSI(14)'] },
  { kind: 'KDJ', label: 'Stochastic oscillator (KDJ)', field: 'period', text: '14', lines: ['K', 'D', 'J'], params: { period: 14, k: 3, d: 3 } },
  { kind: 'StochRSI', label: 'Stochastic RSI (StochRSI)', field: 'k', text: '5', lines: ['K', 'D'], params: { rsi: 14, stoch: 14, k: 5, d: 3 } },
  { kind: 'OBV', label: 'On-balance volume (OBV)', lines: ['OBV'] },
  { kind: 'WR', label: 'Williams percent range (WR)', field: 'periods', text: '10, 20', lines: ['WR(10)', 'WR(20)'] },
] as const;
const LOWER = ['VOL', 'MACD', 'RSI', 'KDJ', 'StochRSI', 'OBV', 'WR'];

describe('price chart tools', () => {
  const env = useTradeEnv({ simRate: 40 });
  let page: Page;
  beforeAll(async () => {
    page = await env.newPage({ width: 1400, height: 900 });
  });

  it('should add, edit and remove each indicator, the lower ones in panes of their own', async () => {
    await page.goto(env.tradeUrl({ symbol: 'ETH_USDT' }));
    await loaded(page, 'ETH_USDT');
    const menu = page.getByRole('dialog', { name: 'Indicators' });
    await page.getByRole('button', { name: 'Indicators' }).click();
    for (const c of CASES) {
      await menu.getByRole('checkbox', { name: c.label }).check();
      await expect.poll(async () => (await chart(page))!.indicators).toEqual([c.kind]);
      if (LOWER.includes(c.kind)) {
        await expect.poll(() => panes(page)).toEqual([c.kind]);
        // its own pane with a canvas, under the candles
        expect(await page.locator(`.chart-subpane[data-indicator="${c.kind}"] canvas`).count()).toBe(1);
      } else expect(await panes(page)).toEqual([]);
      if ('field' in c) {
        await menu.getByRole('button', { name: `Edit ${c.kind}` }).click();
        const editor = page.getByRole('form', { name: `Edit ${c.kind}` });
        await editor.locator(`input[name="${c.field}"]`).fill('x');
        await editor.getByRole('button', { name: 'Save' }).click();
        // a bad value is refused with why, and nothing changes
        expect(await editor.getByRole('alert').textContent()).toMatch(/enter a (whole )?number|values/);
        await editor.locator(`input[name="${c.field}"]`).fill(c.text);
        await editor.getByRole('button', { name: 'Save' }).click();
        await expect.poll(async () => (await lines(page))[c.kind]).toEqual(c.lines);
        const kept = (await stored(page, 'chartIndicators')) as { kind: string; params: Record<string, unknown> }[];
        expect(kept).toHaveLength(1);
        if ('params' in c) expect(kept[0].params).toEqual(c.params);
        else expect(kept[0].params[c.field]).toEqual(c.text.split(',').map(Number));
      } else {
        expect(await menu.getByRole('button', { name: `Edit ${c.kind}` }).count()).toBe(0);
        expect((await lines(page))[c.kind]).toEqual(c.lines);
      }
      await menu.getByRole('checkbox', { name: c.label }).uncheck();
      await expect.poll(async () => (await chart(page))!.indicators).toEqual([]);
      expect(await panes(page)).toEqual([]);
      expect(await page.locator('.chart-subpane').count()).toBe(0);
    }
  }, 120_000);

  it('should show several at once, kept with their parameters across a reload', async () => {
    const menu = page.getByRole('dialog', { name: 'Indicators' });
    await menu.getByRole('checkbox', { name: 'Moving average (MA)' }).check();
    await menu.getByRole('checkbox', { name: 'Moving average convergence divergence (MACD)' }).check();
    await menu.getByRole('checkbox', { name: 'Relative strength index (RSI)' }).check();
    await menu.getByRole('button', { name: 'Edit RSI' }).click();
    await page.getByRole('form', { name: 'Edit RSI' }).locator('input[name="periods"]').fill('9');
    await page.getByRole('form', { name: 'Edit RSI' }).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => panes(page)).toEqual(['MACD', 'RSI']);
    await page.reload();
    await loaded(page, 'ETH_USDT');
    await expect.poll(() => panes(page)).toEqual(['MACD', 'RSI']);
    expect((await chart(page))!.indicators).toEqual(['MA', 'MACD', 'RSI']);
    expect((await lines(page)).RSI).toEqual(['RSI(9)']);
    // the panes share the chart's height under the candles and show their values
    const main = await page.locator('.chart-main').boundingBox();
    const rsi = await page.locator('.chart-subpane[data-indicator="RSI"]').boundingBox();
    expect(rsi!.y).toBeGreaterThan(main!.y + main!.height - 1);
    await expect.poll(() => page.locator('.chart-subpane[data-indicator="RSI"] .chart-subpane-legend').textContent()).toMatch(/^RSI\(9\) \d+\.\d\d$/);
    // the picture has the panes under the candles
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download a picture of the chart' }).click()]);
    const { readFileSync } = await import('node:fs');
    const png = readFileSync((await download.path())!);
    const heights = await page.locator('.chart-canvas canvas').evaluateAll((cs) => cs.map((c) => (c as HTMLCanvasElement).height));
    expect(heights).toHaveLength(3);
    expect(png.readUInt32BE(20)).toBeGreaterThan(heights[0] + heights[1] + heights[2]);
    // removed from the menu: gone after a reload too
    await page.getByRole('button', { name: 'Indicators' }).click();
    for (const l of ['Moving average (MA)', 'Moving average convergence divergence (MACD)', 'Relative strength index (RSI)']) await page.getByRole('checkbox', { name: l }).uncheck();
    await page.getByRole('button', { name: 'Indicators' }).click();
    await page.reload();
    await loaded(page, 'ETH_USDT');
    expect((await chart(page))!.indicators).toEqual([]);
  }, 60_000);

  it('should keep the chart settings and redraw with them', async () => {
    const pixels = () => page.locator('.chart-main canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL());
    const before = await pixels();
    await page.getByRole('button', { name: 'Chart settings' }).click();
    const pop = page.getByRole('dialog', { name: 'Chart settings' });
    await pop.getByRole('checkbox', { name: 'Grid lines' }).uncheck();
    await pop.getByRole('radio', { name: 'Logarithmic scale' }).check();
    await pop.locator('input[type="color"]').first().fill('#3366ff');
    await expect.poll(pixels).not.toBe(before);
    // log: labels evenly spaced on screen, prices at the pair's precision
    await expect.poll(async () => (await axis(page)).every((t) => /^\d+\.\d+$/.test(t)) && (await axis(page)).length >= 3).toBe(true);
    expect(await stored(page, 'chartSettings')).toEqual({ upColor: '#3366ff', downColor: '#fa3b61', grid: false, crosshair: true, scale: 'log' });
    await pop.getByRole('radio', { name: 'Percentage scale' }).check();
    // the price axis labels in percent
    await expect.poll(async () => (await axis(page)).length > 0 && (await axis(page)).every((t) => /^[+-]?\d+\.\d\d%$/.test(t))).toBe(true);
    await page.reload();
    await loaded(page, 'ETH_USDT');
    await page.getByRole('button', { name: 'Chart settings' }).click();
    expect(await pop.getByRole('radio', { name: 'Percentage scale' }).isChecked()).toBe(true);
    expect(await pop.getByRole('checkbox', { name: 'Grid lines' }).isChecked()).toBe(false);
    await pop.getByRole('button', { name: 'Defaults' }).click();
    await expect.poll(() => stored(page, 'chartSettings')).toEqual({ upColor: '#13c287', downColor: '#fa3b61', grid: true, crosshair: true, scale: 'linear' });
    await page.getByRole('button', { name: 'Chart settings' }).click();
  });

  it('should write the time axis in the page\'s language, 24-hour, the date under a new day', async () => {
    // 15-minute candles: times of day, a date under the first label and at midnight
    const de = await env.openTrade({ locale: 'de-DE', symbol: 'ETH_USDT', viewport: { width: 1400, height: 900 } });
    await loaded(de, 'ETH_USDT');
    await expect.poll(async () => (await timeAxis(de)).length, { timeout: 15_000 }).toBeGreaterThan(2);
    const labels = await timeAxis(de);
    for (const l of labels) expect(l).toMatch(/^([01]\d|2[0-3]):[0-5]\d(\n.+)?$/);
    // German dates: "28. Nov." (no English "11/28/26", no am/pm)
    const dates = labels.filter((l) => l.includes('\n')).map((l) => l.split('\n')[1]);
    expect(dates.length).toBeGreaterThan(0);
    for (const d of dates) expect(d).toMatch(/^\d{1,2}\. \p{L}+\.?$/u);
    await de.context().close();
  });

  it('should keep the display-config checkboxes', async () => {
    await page.getByRole('button', { name: 'Display settings' }).click();
    const pop = page.getByRole('dialog', { name: 'Display settings' });
    for (const l of ['Limit order trading', 'Market order trading', 'Show open orders', 'Show order history']) expect(await pop.getByRole('checkbox', { name: l }).count()).toBe(1);
    await pop.getByRole('checkbox', { name: 'Limit order trading' }).check();
    await pop.getByRole('switch', { name: 'Quick edit of orders' }).check();
    await pop.getByRole('checkbox', { name: 'Show order history' }).uncheck();
    await page.reload();
    await loaded(page, 'ETH_USDT');
    expect(await page.evaluate(() => ['limitOrderTrade', 'marketOrderTrade', 'showOrders', 'quickEditOrder', 'showOrderHistory'].map((k) => localStorage.getItem(k)))).toEqual(['true', null, null, 'true', 'false']);
    await page.getByRole('button', { name: 'Display settings' }).click();
    expect(await pop.getByRole('checkbox', { name: 'Limit order trading' }).isChecked()).toBe(true);
    expect(await pop.getByRole('checkbox', { name: 'Show order history' }).isChecked()).toBe(false);
    expect(await pop.getByRole('switch', { name: 'Quick edit of orders' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Display settings' }).click();
  });

  it('should switch the pair from the full-screen chart\'s search', async () => {
    await page.getByRole('button', { name: 'Full screen' }).click();
    const box = await page.locator('[data-testid="price-chart"]').boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(1399);
    expect(box!.height).toBeGreaterThanOrEqual(899);
    await page.getByRole('searchbox', { name: 'Search pairs' }).fill('btc/us');
    const options = page.getByRole('listbox', { name: 'Search pairs' }).getByRole('option');
    expect(await options.first().textContent()).toBe('BTC/USDT');
    await options.first().getByRole('button').click();
    await loaded(page, 'BTC_USDT');
    expect(new URL(page.url()).searchParams.get('symbol')).toBe('BTC_USDT');
    // still full screen, over the page
    expect(await page.locator('.price-chart.is-fullscreen').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search pairs' }).fill('zzzz');
    expect(await page.getByRole('listbox', { name: 'Search pairs' }).textContent()).toBe('No results found');
    await page.getByRole('button', { name: 'Leave full screen' }).click();
    expect(await page.locator('.price-chart.is-fullscreen').count()).toBe(0);
    expect(await page.getByRole('searchbox', { name: 'Search pairs' }).count()).toBe(0);
  });

  it('should leave margin for a spot-only pair chosen in the full-screen chart\'s search, as the market list does', async () => {
    const margin = await env.openTrade({ query: { type: 'margin' }, viewport: { width: 1400, height: 900 }, waitForBook: true });
    await margin.getByRole('button', { name: 'Full screen' }).click();
    const choose = async (text: string, name: string) => {
      await margin.getByRole('searchbox', { name: 'Search pairs' }).fill(text);
      await margin.getByRole('listbox', { name: 'Search pairs' }).getByRole('option', { name }).getByRole('button').click();
    };
    await choose('eth/usdt', 'ETH/USDT'); // a margin pair: margin stays
    await expect.poll(() => new URL(margin.url()).searchParams.get('symbol')).toBe('ETH_USDT');
    expect(new URL(margin.url()).searchParams.get('type')).toBe('margin');
    await choose('trx/usdt', 'TRX/USDT'); // no margin ratio: the page goes to spot
    await expect.poll(() => new URL(margin.url()).searchParams.get('symbol')).toBe('TRX_USDT');
    expect(new URL(margin.url()).searchParams.has('type')).toBe(false);
    expect(await margin.locator('.app').getAttribute('data-type')).toBe('spot');
    await margin.context().close();
  });

  it('should scroll a narrow toolbar with its arrows', async () => {
    const narrow = await env.newPage({ width: 1000, height: 800 });
    await narrow.goto(env.tradeUrl({ symbol: 'ETH_USDT' }));
    await loaded(narrow, 'ETH_USDT');
    const strip = narrow.locator('.chart-toolbar');
    // at this width the toolbar's buttons do not fit its panel
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect.poll(() => narrow.getByRole('button', { name: 'Scroll the toolbar on' }).count()).toBe(1);
    expect(await narrow.getByRole('button', { name: 'Scroll the toolbar back' }).count()).toBe(0);
    await narrow.getByRole('button', { name: 'Scroll the toolbar on' }).click();
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect.poll(() => narrow.getByRole('button', { name: 'Scroll the toolbar back' }).count()).toBe(1);
    await narrow.getByRole('button', { name: 'Scroll the toolbar back' }).click();
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(0);
    // the wide page has none
    expect(await page.locator('.toolbar-arrow').count()).toBe(0);
    await narrow.context().close();
  });

  it('should zoom in with a two-finger pinch and pan with one finger', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1400, height: 900 }, hasTouch: true });
    const touch = await context.newPage();
    await touch.goto(env.tradeUrl({ symbol: 'ETH_USDT' }));
    await loaded(touch, 'ETH_USDT');
    const view = () => touch.evaluate(() => (window as unknown as { __terminal: Surface & { chartView(): { min: number; max: number } } }).__terminal.chartView());
    await expect.poll(async () => (await view()) !== null).toBe(true);
    const before = (await view())!;
    const box = (await touch.locator('.chart-main .u-over').boundingBox())!;
    const y = box.y + box.height / 2;
    const mid = box.x + box.width / 2;
    const cdp = await context.newCDPSession(touch);
    const fingers = (a: number, b: number) => [{ x: a, y, id: 1 }, { x: b, y, id: 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(mid - 40, mid + 40) });
    for (const d of [60, 80, 100, 120]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(mid - d, mid + d) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // fingers three times as far apart: a third of the span, around the middle
    await expect.poll(async () => { const v = (await view())!; return (v.max - v.min) / (before.max - before.min); }).toBeCloseTo(1 / 3, 1);
    const zoomed = (await view())!;
    // one finger dragged right: the past comes into sight
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: mid, y, id: 3 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: mid + 100, y, id: 3 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(async () => (await view())!.min).toBeLessThan(zoomed.min);
    await context.close();
  });

  it('should show the countdown screen instead of the chart for the pre-launch pair', async () => {
    await page.goto(env.tradeUrl({ symbol: 'NOVA_USDT' }));
    const screen = page.getByTestId('chart-countdown');
    await screen.waitFor({ timeout: 20_000 });
    expect(await screen.locator('.countdown-title').textContent()).toBe('NOVA/USDT opens in');
    const up = await page.evaluate(async () => (await (await fetch('/gw-api/ds/up-state?symbol=NOVA_USDT')).json()) as { data: { openTime: number; serverTime: number } });
    const left = up.data.openTime - up.data.serverTime;
    const read = async () => Object.fromEntries(await screen.locator('li').evaluateAll((ls) => ls.map((l) => [l.getAttribute('data-unit'), Number(l.querySelector('.countdown-value')!.textContent)]))) as Record<string, number>;
    const shown = await read();
    const ms = ((shown.days * 24 + shown.hours) * 60 + shown.minutes) * 60_000 + shown.seconds * 1000;
    expect(Math.abs(ms - left)).toBeLessThan(3000);
    // it ticks
    await expect.poll(async () => JSON.stringify(await read()), { timeout: 3000 }).not.toBe(JSON.stringify(shown));
    // the open time in the page's zone, with its UTC offset
    expect(await screen.locator('.countdown-open').textContent()).toMatch(/^Opening time: \d{4}-\d\d-\d\d \d\d:\d\d \(UTC[+-]\d+(:\d\d)?\)$/);
    expect(await page.locator('[data-testid="price-chart"]').count()).toBe(0);
    // the open time comes (the page's clock set past it): the chart shows, and 5 s later the pair list is asked again
    const pairCalls: number[] = [];
    page.on('request', (r) => { if (r.url().includes('/gw-api/ds/pairs')) pairCalls.push(Date.now()); });
    await page.clock.setFixedTime(new Date(up.data.openTime + 1000));
    const ended = Date.now();
    await page.locator('[data-testid="price-chart"]').waitFor({ timeout: 5000 });
    expect(await page.getByTestId('chart-countdown').count()).toBe(0);
    await expect.poll(() => pairCalls.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(pairCalls[0] - ended).toBeGreaterThanOrEqual(4500);
    // another pair: the chart is back
    await page.goto(env.tradeUrl({ symbol: 'ETH_USDT' }));
    await loaded(page, 'ETH_USDT');
    expect(await page.getByTestId('chart-countdown').count()).toBe(0);
  });
});
