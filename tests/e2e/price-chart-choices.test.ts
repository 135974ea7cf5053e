import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTradeEnv } from './trade-env';
import { withoutFillers, type Candle } from './chart-candles';

/**
 * Issue 21's "every interval and every style can be chosen and survives a reload": each of the
 * 16 intervals chosen as a trader does (its toolbar button, or the interval menu for the ones the
 * toolbar does not show), the chart then holding the gateway's candles for it, and the same
 * interval chosen and shown after a reload; each of the 7 styles chosen, and after a reload
 * still chosen and drawn the same way. One page each, reloaded after every choice.
 */

interface ChartState { symbol: string; interval: string; style: string; candles: number; first: Candle | null; last: Candle | null; indicators: string[] }
interface Surface { chart?(): ChartState | null; chartSeries(): Candle[] }

const chart = (page: Page) => page.evaluate(() => (window as unknown as { __terminal?: Surface }).__terminal?.chart?.() ?? null);

/** The chart's state and every candle it holds, read in one task (older pages may load meanwhile). */
const stateAndSeries = (page: Page) => page.evaluate(() => {
  const t = (window as unknown as { __terminal: Surface }).__terminal;
  return [t.chart!()!, t.chartSeries()] as const;
});

/** The gateway's kline answer, as numbers (what the chart holds). */
async function restCandles(page: Page, symbol: string, interval: string, limit: number): Promise<Candle[]> {
  return page.evaluate(async ({ symbol, interval, limit }) => {
    const q = new URLSearchParams({ symbol, interval, limit: String(limit) });
    const body = await (await fetch(`/gw-api/quotation/kline?${q}`)).json() as { data: { candles: [number, string, string, string, string, string][] } };
    return body.data.candles.map(([t, ...rest]) => [t, ...rest.map(Number)] as Candle);
  }, { symbol, interval, limit });
}

/** The chart's first page of history (src/features/chart/chart-controller.ts FIRST_PAGE). */
const FIRST_PAGE = 200;

/** The chart of `symbol` at `interval` with its first page of history in. */
async function loaded(page: Page, symbol: string, interval: string): Promise<ChartState> {
  await expect.poll(async () => { const c = await chart(page); return c !== null && c.symbol === symbol && c.interval === interval && c.candles >= FIRST_PAGE; }, { timeout: 20_000 }).toBe(true);
  return (await chart(page))!;
}

/** The 16 intervals of src/protocol/intervals.ts ('1line' first) with their English labels (locales/en/chart.json). */
const INTERVALS: [string, string][] = [
  ['1line', 'Line'], ['1', '1m'], ['3', '3m'], ['5', '5m'], ['15', '15m'], ['30', '30m'], ['60', '1H'], ['120', '2H'],
  ['240', '4H'], ['360', '6H'], ['480', '8H'], ['720', '12H'], ['1D', '1D'], ['3D', '3D'], ['1W', '1W'], ['1M', '1M'],
];
/** The toolbar's default set (spec section 9); the others are picked from the interval menu. */
const TOOLBAR = ['1line', '1', '5', '15', '60', '240', '1D'];

/** The 7 styles of src/features/chart/chart-prefs.ts CHART_STYLES with their English names. */
const STYLES: [string, string][] = [
  ['bar', 'Bars'], ['candle', 'Candles'], ['hollow', 'Hollow candles'], ['line', 'Line'], ['area', 'Area'], ['baseline', 'Baseline'], ['heikinAshi', 'Heikin-Ashi'],
];

const SYMBOL = 'ETH_USDT';

describe('price chart: every interval chosen, kept across a reload', () => {
  const env = useTradeEnv({ simRate: 60 });
  let page: Page;
  beforeAll(async () => {
    page = await env.newPage({ width: 1400, height: 800 });
  });

  const toolbar = () => page.getByRole('group', { name: 'Intervals' });
  const menu = () => page.getByRole('dialog', { name: 'Intervals in the toolbar' });

  /** The chart holds the gateway's candles for `interval`: every closed candle, start for start. */
  async function showsGatewayCandles(interval: string): Promise<void> {
    const state = await loaded(page, SYMBOL, interval);
    expect(state.style, interval).toBe(interval === '1line' ? 'line' : 'candle');
    const [, mine] = await stateAndSeries(page);
    const rest = await restCandles(page, SYMBOL, interval, FIRST_PAGE);
    expect(rest.length, interval).toBe(FIRST_PAGE);
    // the newest may have moved since: compare those before the newer of the two newest
    const closedBefore = Math.min(mine[mine.length - 1][0], rest[rest.length - 1][0]);
    const closed = (cs: Candle[]) => cs.filter((c) => c[0] < closedBefore && c[0] >= rest[0][0]);
    // the chart's flat candles of quiet buckets aside (chart-candles.ts)
    const { candles, strays } = withoutFillers(closed(mine), rest);
    expect(strays, interval).toEqual([]);
    expect(candles, interval).toEqual(closed(rest));
    expect(candles.length, interval).toBeGreaterThan(rest.length - 3);
    expect(await page.getByTestId('price-chart').getAttribute('data-interval')).toBe(interval);
  }

  /** `interval` is the chosen one: pressed where the trader picks it, and no other toolbar button pressed. */
  async function isChosen(interval: string, label: string): Promise<void> {
    const pressed = await toolbar().locator('button[aria-pressed="true"]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-interval')));
    if (TOOLBAR.includes(interval)) {
      expect(pressed).toEqual([interval]);
      expect(await toolbar().getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed')).toBe('true');
    } else {
      expect(pressed).toEqual([]);
      await page.getByRole('button', { name: 'More intervals' }).click();
      const inMenu = await menu().locator('button[aria-pressed="true"]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-interval')));
      expect(inMenu).toEqual([interval]);
      expect(await menu().getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed')).toBe('true');
      await menu().getByRole('button', { name: 'Cancel' }).click();
      expect(await menu().count()).toBe(0);
    }
  }

  it('should show the default set in the toolbar and every other interval in the interval menu', async () => {
    await page.goto(env.tradeUrl({ symbol: SYMBOL }));
    await loaded(page, SYMBOL, '15');
    const shown = await toolbar().getByRole('button').evaluateAll((bs) => bs.map((b) => [b.getAttribute('data-interval'), b.textContent]));
    expect(shown).toEqual(INTERVALS.filter(([i]) => TOOLBAR.includes(i)));
    await page.getByRole('button', { name: 'More intervals' }).click();
    const listed = await menu().locator('button[data-interval]').evaluateAll((bs) => bs.map((b) => [b.getAttribute('data-interval'), b.textContent]));
    expect(listed).toEqual(INTERVALS);
    await menu().getByRole('button', { name: 'Cancel' }).click();
  });

  // the default 15 last: the page is left as it started
  const order = [...INTERVALS.filter(([i]) => i !== '15'), INTERVALS.find(([i]) => i === '15')!];
  it.each(order)('should choose the %s interval, show the gateway\'s candles for it, and keep it across a reload', async (interval, label) => {
    if (TOOLBAR.includes(interval)) {
      await toolbar().getByRole('button', { name: label, exact: true }).click();
    } else {
      await page.getByRole('button', { name: 'More intervals' }).click();
      await menu().getByRole('button', { name: label, exact: true }).click();
      expect(await menu().count()).toBe(0); // picking closes the menu
    }
    await showsGatewayCandles(interval);
    await isChosen(interval, label);
    await page.reload();
    await showsGatewayCandles(interval);
    await isChosen(interval, label);
    // the style select is off for the line interval (it is its own style) and on for the others
    expect(await page.getByRole('combobox', { name: 'Chart style' }).isDisabled()).toBe(interval === '1line');
  });
});

describe('price chart: every style chosen, kept across a reload', () => {
  // a still market: the same view of the same candles draws the same picture, before and after a reload
  const env = useTradeEnv({ simRate: 0 });
  let page: Page;
  beforeAll(async () => {
    page = await env.newPage({ width: 1400, height: 800 });
  });

  const select = () => page.getByRole('combobox', { name: 'Chart style' });
  /** Each style's picture, as drawn after its reload. */
  const pictures = new Map<string, string>();

  /** A short fingerprint of the chart's canvas once two frames in a row draw the same picture. */
  const picture = () => page.locator('[data-testid="price-chart"] canvas').evaluate(async (c: HTMLCanvasElement) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const hash = (s: string) => {
      let h = 0x811c9dc5;
      for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
      return `${c.width}x${c.height}:${(h >>> 0).toString(16)}:${s.length}`;
    };
    let last = '';
    for (let i = 0; i < 20; i++) {
      await frame();
      const now = hash(c.toDataURL());
      if (now === last) return now;
      last = now;
    }
    return `unsettled ${last}`;
  });

  it.each(STYLES)('should draw the %s style once chosen, and the same after a reload', async (style, name) => {
    if (page.url() === 'about:blank') await page.goto(env.tradeUrl({ symbol: SYMBOL }));
    await loaded(page, SYMBOL, '15');
    await select().selectOption({ label: name });
    await expect.poll(async () => (await chart(page))?.style).toBe(style);
    expect(await page.getByTestId('price-chart').getAttribute('data-style')).toBe(style);
    const drawn = await picture();
    expect(drawn).not.toMatch(/^unsettled/);
    await page.reload();
    const state = await loaded(page, SYMBOL, '15');
    expect(state.style).toBe(style);
    expect(await select().inputValue()).toBe(style);
    expect(await page.getByTestId('price-chart').getAttribute('data-style')).toBe(style);
    await expect.poll(picture, { timeout: 10_000 }).toBe(drawn);
    pictures.set(style, drawn);
  });

  it('should have drawn the seven styles as seven different pictures', () => {
    expect([...pictures.keys()]).toEqual(STYLES.map(([s]) => s));
    expect(new Set(pictures.values()).size).toBe(7);
  });
});
