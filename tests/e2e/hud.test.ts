import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FrameFigures } from '../../src/render/frame-timing';
import { feedStats } from './page-probes';
import { useTradeEnv } from './trade-env';

const figures = (page: Page) =>
  page.evaluate(() => (window as unknown as { __terminal: { frameStats(): FrameFigures } }).__terminal.frameStats());
const field = (page: Page, name: string) => page.locator(`[data-testid="hud"] [data-field="${name}"]`).textContent();

describe('performance HUD', () => {
  const env = useTradeEnv({ simRate: 200 });

  it('should show the canvas renderer chosen for software WebGL, live fps and book figures', async () => {
    const page = await env.openTrade({ query: { hud: '1' } });
    const hud = page.getByTestId('hud');
    await expect.poll(() => hud.getAttribute('data-renderer'), { timeout: 15_000 }).toBe('canvas');
    expect(await field(page, 'renderer')).toBe('canvas (software WebGL)');
    await expect.poll(async () => Number(await field(page, 'fps')), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await figures(page)).updatesPerSec, { timeout: 15_000 }).toBeGreaterThan(0);
    const f = await figures(page);
    expect(f).toMatchObject({ renderer: 'canvas', reason: 'software-gl' });
    expect(f.p50).toBeGreaterThan(0);
    // the worker's receive stamp reached the page: a latency from feed to paint, in ms
    expect(f.latencyMs).toBeGreaterThan(0);
    expect(f.latencyMs).toBeLessThan(1000);
    expect(f.scriptMsPerFrame).toBeGreaterThan(0);
    expect(f.bookAgeFrames).toBeGreaterThanOrEqual(0);
    // the feed counters are still there beside the frame figures
    expect((await feedStats(page)).updates).toBeGreaterThan(0);
    await page.close();
  });

  it('should show webgl when the address forces it, in the page language', async () => {
    const page = await env.openTrade({ locale: 'de-DE', query: { hud: '1', renderer: 'webgl' } });
    const hud = page.getByTestId('hud');
    await expect.poll(() => hud.getAttribute('data-renderer'), { timeout: 15_000 }).toBe('webgl');
    expect(await field(page, 'renderer')).toBe('webgl (in der Adresse erzwungen)');
    expect(await hud.getByText('Bilder pro Sekunde').count()).toBe(1);
    await expect.poll(async () => Number(await field(page, 'fps')), { timeout: 15_000 }).toBeGreaterThan(0);
    // on WebGL every layer is drawn on the widgets' own canvases: none of them is hidden
    const hidden = () => page.evaluate(() => [...document.querySelectorAll('[data-widget] canvas')].filter((c) => getComputedStyle(c).visibility === 'hidden').length);
    // the book's and the trades' canvases, and the price chart's (its code comes after the book's first paint)
    await expect.poll(() => page.locator('[data-widget] canvas').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(hidden).toBe(0); // the price chart shows its canvas once its up-state check is in
    await page.close();
  });

  it('should not show the HUD without ?hud=1', async () => {
    const page = await env.openTrade();
    await expect.poll(() => page.locator('h1').textContent()).toBe('BTC/USDT');
    expect(await page.getByTestId('hud').count()).toBe(0);
    expect((await figures(page)).renderer).toBe('canvas');
    await page.close();
  });
});
