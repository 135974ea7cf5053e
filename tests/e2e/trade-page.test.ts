import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { removeDir, startGateway, type GatewayProcess } from './gateway';

/**
 * The trade page around its widgets: the theme switch (kept in a cookie across a reload) and
 * switching the pair without a page load (the book, the brief and the address follow; the
 * browser's back button returns to the pair before).
 */

interface BookInfo { symbol: string; synced: boolean; pricePrecision: number }
const bookInfo = (page: Page) => page.evaluate(() => (window as unknown as { __terminal: { book(): { info: BookInfo } } }).__terminal.book().info);

describe('trade page', () => {
  let gw: GatewayProcess;
  let browser: Browser;
  beforeAll(async () => {
    gw = await startGateway({ simRate: 200 });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await gw?.stop();
    if (gw) removeDir(gw.dataDir);
  });

  it('should switch between dark and light and keep the choice after a reload', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${gw.url}/trade/en?symbol=BTC_USDT`);
    const app = page.locator('.app');
    await expect.poll(() => app.getAttribute('data-theme')).toBe('dark');
    const dark = await app.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.getByRole('button', { name: 'Light' }).click();
    await expect.poll(() => app.getAttribute('data-theme')).toBe('light');
    expect(await app.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(dark);
    await page.reload();
    await expect.poll(() => page.locator('.app').getAttribute('data-theme')).toBe('light');
    await page.getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => app.getAttribute('data-theme')).toBe('dark');
    await context.close();
  });

  it('should switch the pair in place, and go back to the one before', async () => {
    const page = await browser.newPage();
    await page.goto(`${gw.url}/trade/en?symbol=BTC_USDT`);
    await expect.poll(async () => (await bookInfo(page)).synced, { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => { (window as unknown as { sameDocument: boolean }).sameDocument = true; });

    await page.getByRole('combobox', { name: 'Trading pair' }).selectOption('ETH_USDT');
    await expect.poll(() => page.locator('h1').textContent()).toBe('ETH/USDT');
    await expect.poll(async () => { const i = await bookInfo(page); return i.synced && i.symbol; }, { timeout: 15_000 }).toBe('ETH_USDT');
    expect(new URL(page.url()).searchParams.get('symbol')).toBe('ETH_USDT');
    expect(await page.title()).toBe('Trade ETH/USDT');
    // pushState, not a load: the page (and its worker and sockets) was kept
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.goBack();
    await expect.poll(() => page.locator('h1').textContent()).toBe('BTC/USDT');
    await expect.poll(async () => { const i = await bookInfo(page); return i.synced && i.symbol; }, { timeout: 15_000 }).toBe('BTC_USDT');
    await page.close();
  });
});
