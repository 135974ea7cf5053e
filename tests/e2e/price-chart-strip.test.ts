import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTradeEnv } from './trade-env';

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
  chartStrips(): { paints: number; last: boolean; moved: boolean };
  chartRedraw(): void;
}

interface Check { diff: number; moved: boolean; first: [number, number] | null }

/** One comparison of a strip's pixels with the whole paint's; null when no strip came within `ms`. */
function stripAgainstWhole(page: Page, ms: number): Promise<Check | null> {
  return page.evaluate(async (wait) => {
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
    const whole = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let diff = 0;
    let first = -1;
    for (let i = 0; i < strip.length; i++) {
      if (strip[i] === whole[i]) continue;
      diff++;
      if (first < 0) first = i >> 2;
    }
    return { diff, moved, first: first < 0 ? null : [first % canvas.width, Math.floor(first / canvas.width)] as [number, number] };
  }, ms);
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

async function opened(page: Page, env: ReturnType<typeof useTradeEnv>, style?: string): Promise<void> {
  if (style !== undefined) await page.addInitScript((s) => localStorage.setItem('chartStyle', JSON.stringify(s)), style);
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
