import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTradeEnv, type TradeTarget } from './trade-env';

/**
 * Page chrome of issue 20: the risk tip by restricted country (spec 001 section 2: KYC country,
 * else IP country; no close button, no outside click, no Escape, only its confirm) and the
 * global notice (show page 4 in spot, 5 in margin). The IP country comes from the edge's
 * X-Country header (server/http/ip-country.ts), set here on the whole browser context.
 */
describe('risk tip and global notice', () => {
  const ADMIN = 'risk-tip-admin';
  const env = useTradeEnv({ simRate: 100, adminToken: ADMIN });

  /** A trade page in a fresh context whose requests carry `headers`; the risk-limit answer awaited. */
  async function open(target: TradeTarget, headers: Record<string, string> = {}): Promise<Page> {
    const context = await env.browser.newContext({ extraHTTPHeaders: headers, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const answered = page.waitForResponse((r) => r.url().includes('/gw-api/ds/risk-limit'), { timeout: 20_000 });
    await page.goto(env.tradeUrl(target));
    expect(await (await answered).json()).toMatchObject({ success: true });
    return page;
  }

  const tip = (page: Page) => page.getByRole('dialog', { name: 'Risk warning' });
  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null);

  /** No tip, once the pair is on screen and the tip had time to come (its code is one small chunk). */
  async function expectNoTip(page: Page, pair: string): Promise<void> {
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe(pair);
    await page.waitForTimeout(1_500);
    expect(await page.locator('dialog[open]').count()).toBe(0);
  }

  it('should warn a visitor from a restricted IP country, and close only by its confirm', async () => {
    const page = await open({ symbol: 'XRP_USDT' }, { 'X-Country': 'US' });
    const dialog = tip(page);
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.getByTestId('risk-tip-body').textContent()).toBe('Trading of XRP/USDT is not provided in your country or region.');
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    // no close button: its confirm is its only control, and it holds the focus
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['I understand']);
    await expect.poll(() => focusedText(page)).toBe('I understand');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedText(page)).toBe('I understand');

    // Escape (twice: Chromium lets a second uncancelable cancel through) and clicks outside leave it open
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    const box = (await dialog.boundingBox())!;
    await page.mouse.click(10, 450); // the backdrop, far left of the centred dialog
    await page.mouse.click(box.x + box.width / 2, box.y + box.height + 40); // just below it
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'I understand' }).click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    // confirmed for this pair for the session: a reload of the tab does not ask again
    expect(await page.evaluate(() => sessionStorage.getItem('riskTipConfirmed'))).toBe('[1006]');
    await page.reload();
    await expectNoTip(page, 'XRP/USDT');
    await page.context().close();
  });

  it('should judge by the account KYC country before the IP country', async () => {
    const page = await open({ symbol: 'PEPE_USDT' }, { 'X-Country': 'DE' });
    const user = await env.signUp(page, 'risk-kyc');
    await env.setFlags(user.email, { kycCountry: 'GB' }); // PEPE is restricted in the UK, not in Germany
    await page.reload();
    await tip(page).waitFor({ timeout: 15_000 });
    expect(await tip(page).getByTestId('risk-tip-body').textContent()).toBe('Trading of PEPE/USDT is not provided in your country or region.');
    await tip(page).getByRole('button', { name: 'I understand' }).click();
    await page.context().close();

    // a verified German resident on a US address: the KYC country decides, no tip
    const abroad = await open({ symbol: 'XRP_USDT' }, { 'X-Country': 'US' });
    const german = await env.signUp(abroad, 'risk-kyc-de');
    await env.setFlags(german.email, { kycCountry: 'DE' });
    const answered = abroad.waitForResponse((r) => r.url().includes('/gw-api/ds/risk-limit'));
    await abroad.reload();
    expect(await (await answered).json()).toMatchObject({ data: { kycCountryCode: 'DE', ipCountryCode: 'US' } });
    await expectNoTip(abroad, 'XRP/USDT');
    await abroad.context().close();
  });

  it('should not warn in an unrestricted country, nor on an unrestricted pair', async () => {
    const de = await open({ symbol: 'XRP_USDT' }, { 'X-Country': 'DE' });
    await expectNoTip(de, 'XRP/USDT');
    await de.context().close();
    const us = await open({ symbol: 'BTC_USDT' }, { 'X-Country': 'US' });
    await expectNoTip(us, 'BTC/USDT');
    await us.context().close();
  });

  /** The show pages the page asked the global notice call for, in order. */
  function showPagesAsked(page: Page): string[] {
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/gw-api/content/front/notice/global') asked.push(`${url.searchParams.get('showPage')}:${url.searchParams.get('lang')}`);
    });
    return asked;
  }

  it('should show the spot global notice (show page 4), close it for good and show the next', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const asked = showPagesAsked(page);
    await page.goto(env.tradeUrl({ symbol: 'BTC_USDT' }));
    const notice = page.getByRole('complementary', { name: 'Announcement' });
    await expect.poll(() => notice.getAttribute('data-notice-id'), { timeout: 15_000 }).toBe('9502');
    expect(asked).toEqual(['4:en']);
    expect(await notice.textContent()).toContain('Spot trading: zero maker fees on all USDC pairs until the end of the month.');
    expect(await notice.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/announcements/usdc-pairs');
    // in the navigator bar, on one line: the bar keeps its height
    expect((await page.locator('.nav').boundingBox())!.height).toBe(40);

    await notice.getByRole('button', { name: 'Close announcement' }).click();
    await expect.poll(() => notice.getAttribute('data-notice-id')).toBe('9501');
    await page.reload();
    await expect.poll(() => notice.getAttribute('data-notice-id'), { timeout: 15_000 }).toBe('9501');
    expect(await page.evaluate(() => localStorage.getItem('closedGlobalNotices'))).toBe('[9502]');
    await notice.getByRole('button', { name: 'Close announcement' }).click();
    await expect.poll(() => page.locator('.global-notice [data-notice-id]').count()).toBe(0);
    await context.close();
  });

  it('should ask show page 5 on the margin page, in the page\'s language', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const asked = showPagesAsked(page);
    await page.goto(env.tradeUrl({ symbol: 'BTC_USDT', locale: 'de-DE', query: { type: 'margin' } }));
    const notice = page.locator('.global-notice [data-notice-id]');
    await expect.poll(() => notice.getAttribute('data-notice-id'), { timeout: 15_000 }).toBe('9503');
    expect(asked).toEqual(['5:de-DE']);
    expect(await notice.textContent()).toContain('Isolierte Margin: Die Leihzinsen für USDT sind diese Woche halbiert.');
    expect(await notice.getAttribute('aria-label')).toBe('Ankündigung');
    await context.close();
  });

  it('should ask again with the other show page when the mode switches in place', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const asked = showPagesAsked(page);
    await page.goto(env.tradeUrl({ symbol: 'BTC_USDT' }));
    const notice = page.locator('.global-notice [data-notice-id]');
    await expect.poll(() => notice.getAttribute('data-notice-id'), { timeout: 15_000 }).toBe('9502');
    await page.locator('[data-widget="form"]').getByRole('link', { name: 'Isolated margin' }).click();
    await expect.poll(() => notice.getAttribute('data-notice-id'), { timeout: 15_000 }).toBe('9503');
    expect(asked).toEqual(['4:en', '5:en']);
    expect(page.url()).toContain('type=margin');
    await context.close();
  });
});
