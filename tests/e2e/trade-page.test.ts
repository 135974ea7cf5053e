import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookOf } from './page-probes';
import { useTradeEnv } from './trade-env';
import { choosePair } from './market-list.helpers';

/**
 * The trade page around its widgets: the theme switch (kept in a cookie across a reload) and
 * switching the pair without a page load (the book, the brief and the address follow; the
 * browser's back button returns to the pair before).
 */

const bookInfo = async (page: Page) => (await bookOf(page)).info;

describe('trade page', () => {
  const env = useTradeEnv({ simRate: 200 });

  it('should switch between dark and light and keep the choice after a reload', async () => {
    const page = await env.openTrade();
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
    await page.context().close();
  });

  it('should switch the pair in place, and go back to the one before', async () => {
    const page = await env.openTrade({ waitForBook: true });
    await page.evaluate(() => { (window as unknown as { sameDocument: boolean }).sameDocument = true; });

    await choosePair(page, 'ETH/USDT');
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
