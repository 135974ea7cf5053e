import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { removeDir, startGateway, type GatewayProcess } from './gateway';

describe('trade page shell', () => {
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

  it('should serve /trade/en with the pair and its live last price', async () => {
    const page = await browser.newPage();
    await page.goto(`${gw.url}/trade/en?symbol=BTC_USDT`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('BTC/USDT');
    // the price arrives with the pair list or the first trade: poll, do not read it once
    await expect.poll(async () => Number(await page.getByTestId('last-price').textContent()), { timeout: 15_000 }).toBeGreaterThan(1000);
    expect(await page.title()).toBe('Trade BTC/USDT');
    await page.close();
  });

  it('should speak the locale of the route and fall back to English', async () => {
    const page = await browser.newPage();
    await page.goto(`${gw.url}/trade/de-DE?symbol=ETH_USDT&theme=light`);
    await expect.poll(() => page.getByText('Letzter Preis').count()).toBe(1);
    expect(await page.locator('.app').getAttribute('class')).toContain('theme-light');
    await page.goto(`${gw.url}/trade/ar?symbol=ETH_USDT`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.goto(`${gw.url}/trade/zz?symbol=ETH_USDT`);
    await expect.poll(() => page.getByText('Last Price').count()).toBe(1);
    await page.close();
  });
});
