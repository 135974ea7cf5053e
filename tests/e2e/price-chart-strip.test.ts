import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTradeEnv } from './trade-env';
import { STRIP_MARGIN_PX } from '../../src/features/chart/live-strip';

/**
 * The live candle drawn alone (src/features/chart/live-strip.ts): when a trade moves only the
 * newest candle, the price pane redraws a strip at its right end and the last price's mark, not
 * the whole pane. What it leaves on the canvas must be the whole paint's pixels exactly: each
 * check waits for a strip to be the pane's latest paint, reads the canvas, has the pane drawn
 * whole as it stands (uPlot draws in a microtask: no market message lands in between) and reads
 * it again. Both kinds of strip are checked: the mark on its row, and the mark moved to another.
 */

interface Surface {
  chart?(): { symbol: string; style: string; candles: number } | null;
  chartPaints(): number;
  chartStrips(): { paints: number; last: boolean; moved: boolean; panes: number; panesLast: boolean };
  chartRedraw(): void;
}

/**
 * How a canvas drawn by a strip differs from the same canvas drawn whole: the channels that
 * differ, the first pixel that does, the columns the differing pixels lie in, and the largest
 * difference of a premultiplied channel (what the canvas holds; a faint pixel's unpremultiplied
 * colour is imprecise).
 */
interface Diff { diff: number; first: [number, number] | null; columns: [number, number] | null; worst: number }

interface Check extends Diff { moved: boolean }

/** The page's function that compares two reads of a canvas (passed as its source). */
const DIFF_SOURCE = `(strip, whole, width) => {
  let diff = 0; let first = -1; let lo = Infinity; let hi = -Infinity; let worst = 0;
  for (let p = 0; p < strip.length; p += 4) {
    let same = true;
    for (let c = 0; c < 4; c++) if (strip[p + c] !== whole[p + c]) { diff++; same = false; }
    if (same) continue;
    const i = p >> 2;
    if (first < 0) first = i;
    lo = Math.min(lo, i % width);
    hi = Math.max(hi, i % width);
    const a = strip[p + 3];
    const b = whole[p + 3];
    worst = Math.max(worst, Math.abs(a - b));
    for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs((strip[p + c] * a - whole[p + c] * b) / 255));
  }
  return { diff, first: first < 0 ? null : [first % width, Math.floor(first / width)], columns: first < 0 ? null : [lo, hi], worst: Math.round(worst * 10) / 10 };
}`;

/** One comparison of a strip's pixels with the whole paint's; null when no strip came within `ms`. */
function stripAgainstWhole(page: Page, ms: number): Promise<Check | null> {
  return page.evaluate(async ({ wait, source }) => {
    const compare = (0, eval)(source) as (a: Uint8ClampedArray, b: Uint8ClampedArray, w: number) => Diff;
    const t = (window as unknown as { __terminal: Surface }).__terminal;
    const canvas = document.querySelector<HTMLCanvasElement>('[data-module="chart"] .chart-main canvas')!;
    const ctx = canvas.getContext('2d')!;
    const until = performance.now() + wait;
    const seen = t.chartStrips().paints;
    // a strip drawn after this call began, and still the latest paint
    while (!(t.chartStrips().paints > seen && t.chartStrips().last)) {
      if (performance.now() > until) return null;
      await new Promise((r) => requestAnimationFrame(r));
    }
    const moved = t.chartStrips().moved;
    const strip = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    t.chartRedraw();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    if (t.chartStrips().last) throw new Error('the whole redraw did not run');
    return { ...compare(strip, ctx.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width), moved };
  }, { wait: ms, source: DIFF_SOURCE });
}

/** Compares strips with whole paints until both kinds of strip were seen (the mark on its row, and moved). */
async function compareStrips(page: Page): Promise<Check[]> {
  const checks: Check[] = [];
  const end = Date.now() + 40_000;
  while (Date.now() < end && !(checks.length >= 4 && checks.some((c) => c.moved) && checks.some((c) => !c.moved))) {
    const c = await stripAgainstWhole(page, 10_000);
    if (c !== null) checks.push(c);
  }
  return checks;
}

/**
 * The lower panes' strips against their whole paints: waits for a live paint that drew every
 * pane as a strip, reads each pane's canvas, has every pane drawn whole, and counts the pixels
 * that differ. Null when no such paint came within `ms`.
 */
function paneStripsAgainstWhole(page: Page, ms: number): Promise<Diff[] | null> {
  return page.evaluate(async ({ wait, source }) => {
    const compare = (0, eval)(source) as (a: Uint8ClampedArray, b: Uint8ClampedArray, w: number) => Diff;
    const t = (window as unknown as { __terminal: Surface }).__terminal;
    const canvases = [...document.querySelectorAll<HTMLCanvasElement>('[data-module="chart"] .chart-subpane canvas')];
    const until = performance.now() + wait;
    const seen = t.chartStrips().panes;
    while (!(t.chartStrips().panes > seen && t.chartStrips().panesLast)) {
      if (performance.now() > until) return null;
      await new Promise((r) => requestAnimationFrame(r));
    }
    const read = () => canvases.map((c) => c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data);
    const strips = read();
    t.chartRedraw();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    if (t.chartStrips().panesLast) throw new Error('the whole redraw did not run');
    return read().map((whole, k) => compare(strips[k], whole, canvases[k].width));
  }, { wait: ms, source: DIFF_SOURCE });
}

/**
 * A strip's lines are clipped at its left edge, and the rasteriser's anti-aliased hairline then
 * starts its steps at the clipped end: along the segment that crosses the edge (as far as the
 * previous candle's centre, STRIP_MARGIN_PX in) a few pixels may differ from a whole paint's by
 * a few levels (docs/decisions.md, session 31). Anything wider (a strip of the wrong candles or
 * without its grid spans the whole strip) or larger is a wrong strip.
 */
function withinEdge(d: Diff): boolean {
  return d.diff === 0 || (d.columns !== null && d.columns[1] - d.columns[0] <= STRIP_MARGIN_PX && d.worst <= 8);
}

async function opened(page: Page, env: ReturnType<typeof useTradeEnv>, style?: string, indicators?: unknown[]): Promise<void> {
  if (style !== undefined) await page.addInitScript((s) => localStorage.setItem('chartStyle', JSON.stringify(s)), style);
  if (indicators !== undefined) await page.addInitScript((list) => localStorage.setItem('chartIndicators', JSON.stringify(list)), indicators);
  await page.goto(env.tradeUrl({ symbol: 'BTC_USDT' }));
  await expect.poll(() => page.evaluate(() => (window as unknown as { __terminal?: Surface }).__terminal?.chart?.()?.candles ?? 0), { timeout: 20_000 }).toBeGreaterThan(100);
}

/** Paints and strip paints over `ms`. */
function paintsOver(page: Page, ms: number): Promise<{ paints: number; strips: number }> {
  return page.evaluate(async (wait) => {
    const t = (window as unknown as { __terminal: Surface }).__terminal;
    const p0 = t.chartPaints();
    const s0 = t.chartStrips().paints;
    await new Promise((r) => setTimeout(r, wait));
    return { paints: t.chartPaints() - p0, strips: t.chartStrips().paints - s0 };
  }, ms);
}

describe('price chart, the live candle drawn alone', () => {
  const env = useTradeEnv({ simRate: 1000, env: { SIM_FOCUS: 'BTC_USDT:0.9' } });

  it('should leave the same pixels as a whole paint, with the last price on its row and moved', async () => {
    const page = await env.newPage({ width: 1400, height: 800 });
    await opened(page, env);
    const checks = await compareStrips(page);
    expect(checks.filter((c) => c.diff !== 0)).toEqual([]);
    expect(checks.some((c) => c.moved)).toBe(true);
    expect(checks.some((c) => !c.moved)).toBe(true);
    // and the strip is how the live candle is drawn: most live paints are strips
    const { paints, strips } = await paintsOver(page, 3000);
    expect(paints).toBeGreaterThan(10);
    expect(strips / paints).toBeGreaterThan(0.5);
    await page.context().close();
  }, 90_000);

  // a fractional ratio puts the mark's and the plot's edges on part-covered pixels; each style
  // draws its live candle its own way
  for (const [style, scale] of [['hollow', 1.5], ['heikinAshi', 2], ['bar', 1.25]] as const) {
    it(`should leave the same pixels as a whole paint in the ${style} style at a pixel ratio of ${scale}`, async () => {
      const context = await env.browser.newContext({ viewport: { width: 1400, height: 800 }, deviceScaleFactor: scale });
      const page = await context.newPage();
      await opened(page, env, style);
      expect(await page.evaluate(() => (window as unknown as { __terminal: Surface }).__terminal.chart?.()?.style)).toBe(style);
      const checks = await compareStrips(page);
      expect(checks.filter((c) => c.diff !== 0)).toEqual([]);
      expect(checks.some((c) => c.moved)).toBe(true);
      expect(checks.some((c) => !c.moved)).toBe(true);
      await context.close();
    }, 90_000);
  }

  it('should draw the price pane\'s indicator lines into the strip as a whole paint does, but at the strip\'s edge', async () => {
    const page = await env.newPage({ width: 1400, height: 800 });
    await opened(page, env, undefined, [{ kind: 'MA', params: { periods: [7, 25, 99] } }, { kind: 'BOLL', params: { period: 20, multiplier: 2 } }]);
    const checks = await compareStrips(page);
    expect(checks.filter((c) => !withinEdge(c)), JSON.stringify(checks)).toEqual([]);
    expect(checks.some((c) => c.moved)).toBe(true);
    await page.context().close();
  }, 90_000);

  it('should draw the lower panes\' live candle alone too, as their whole paints do but at the strip\'s edge', async () => {
    const page = await env.newPage({ width: 1400, height: 900 });
    const panes = [{ kind: 'VOL', params: { periods: [5, 10] } }, { kind: 'MACD', params: { fast: 12, slow: 26, signal: 9 } }, { kind: 'RSI', params: { periods: [6, 12, 24] } }];
    await opened(page, env, undefined, panes);
    expect(await page.evaluate(() => (window as unknown as { __terminal: { chartPanes(): string[] } }).__terminal.chartPanes())).toEqual(['VOL', 'MACD', 'RSI']);
    const checks: Diff[][] = [];
    const end = Date.now() + 40_000;
    while (Date.now() < end && checks.length < 4) {
      const c = await paneStripsAgainstWhole(page, 10_000);
      if (c !== null) checks.push(c);
    }
    expect(checks.length).toBe(4);
    expect(checks.filter((c) => !c.every(withinEdge)), JSON.stringify(checks)).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('should draw the line style whole: its line runs through every close in view', async () => {
    const page = await env.newPage({ width: 1400, height: 800 });
    await opened(page, env, 'line');
    expect(await page.evaluate(() => (window as unknown as { __terminal: Surface }).__terminal.chart?.()?.style)).toBe('line');
    const { paints, strips } = await paintsOver(page, 3000);
    expect(paints).toBeGreaterThan(10);
    expect(strips).toBe(0);
    await page.context().close();
  }, 60_000);
});
