import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookOf, until } from './page-probes';
import { useTradeEnv } from './trade-env';

/** Makes every read of window.localStorage and window.sessionStorage throw, as such a browser does. */
async function refuseStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, { configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
    }
  });
}

/**
 * A browser that refuses web storage (a privacy setting, a policy: reading window.localStorage
 * throws SecurityError). The trade page must still work whole, every choice lasting for the
 * page: the book, the chart, the market list, the order form, no module's error screen and no
 * uncaught error. A `typeof localStorage` check does not guard this (the read itself throws).
 */
describe('trade page with web storage refused', () => {
  const env = useTradeEnv({ simRate: 100 });

  it('should load every module and keep a chart choice for the page, with no error', async () => {
    const page = await env.newPage({ width: 1440, height: 900 });
    await refuseStorage(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(env.tradeUrl({ symbol: 'BTC_USDT' }));
    await until(() => bookOf(page), (b) => b.info.synced && b.bids.length > 5, 'the book');
    expect(await page.evaluate(() => { try { return typeof window.localStorage; } catch (e) { return (e as Error).name; } })).toBe('SecurityError');
    // the chart draws its candles, the market module lists pairs, the form shows
    await expect.poll(() => page.evaluate(() => (window as unknown as { __terminal?: { chart?(): { candles: number } | null } }).__terminal?.chart?.()?.candles ?? 0), { timeout: 20_000 }).toBeGreaterThan(100);
    await expect.poll(() => page.locator('[data-module="market"] [role="row"][data-symbol]').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    await page.locator('[data-widget="form"]').getByRole('button', { name: /^Buy/ }).first().waitFor();
    // a choice holds for the page
    await page.getByRole('group', { name: 'Intervals' }).getByRole('button', { name: '1H', exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __terminal: { chart(): { interval: string } | null } }).__terminal.chart()?.interval)).toBe('60');
    expect(await page.locator('.part-failed').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('should take the notices closed in their banners out of the basic layout\'s notice panel count, for the page', async () => {
    const page = await env.newPage({ width: 1440, height: 900 });
    await refuseStorage(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(env.tradeUrl({ symbol: 'BTC_USDT', query: { layout: 'basic' } }));
    const button = page.getByRole('region', { name: 'Notices and news' }).getByRole('button', { name: /^Notices/ });
    // spot BTC/USDT: the spot page's two notices and the one for every pair
    await expect.poll(() => button.textContent(), { timeout: 15_000 }).toBe('Notices (3)');

    // the symbol notice's close is kept for the page only, and the panel sees it
    const banner = page.getByTestId('symbol-notice');
    await expect.poll(() => banner.getAttribute('data-notice-id'), { timeout: 15_000 }).toBe('9001');
    await banner.getByRole('button', { name: 'Close notice' }).click();
    await expect.poll(() => button.textContent()).toBe('Notices (2)');
    expect(await banner.count()).toBe(0);
    await button.click();
    const items = page.getByRole('region', { name: 'All notices' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(3);
    expect(await items.nth(2).getAttribute('data-closed')).toBe('true');
    await page.keyboard.press('Escape');

    // the global notice's too
    const global = page.getByRole('complementary', { name: 'Announcement' });
    await expect.poll(() => global.getAttribute('data-notice-id'), { timeout: 15_000 }).toBe('9502');
    await global.getByRole('button', { name: 'Close announcement' }).click();
    await expect.poll(() => button.textContent()).toBe('Notices (1)');
    await expect.poll(() => global.getAttribute('data-notice-id')).toBe('9501');

    // nothing was stored: the next page shows them again
    await page.reload();
    await expect.poll(() => button.textContent(), { timeout: 15_000 }).toBe('Notices (3)');
    await expect.poll(() => banner.getAttribute('data-notice-id'), { timeout: 15_000 }).toBe('9001');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
