import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { removeDir, startGateway, type GatewayProcess } from './gateway';

describe('sign-in pages', () => {
  let gw: GatewayProcess;
  let browser: Browser;
  let page: Page;
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'correct horse battery';

  beforeAll(async () => {
    gw = await startGateway({ simRate: 20 });
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await gw?.stop();
    if (gw) removeDir(gw.dataDir);
  });

  it('should sign up from the trade page, land back on it signed in, and log out', async () => {
    await page.goto(`${gw.url}/trade/en?symbol=BTC_USDT`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL(/\/register\?/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill('not the same');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // the mismatch is caught before any request, on the confirmation field
    await expect.poll(() => page.getByText('Passwords do not match').count()).toBe(1);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${gw.url}/trade/en?symbol=BTC_USDT`);
    await expect.poll(() => page.locator('nav.auth').textContent()).toContain(email);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Log In' }).count()).toBe(1);
    expect(await page.locator('nav.auth').textContent()).not.toContain(email);
  });

  it('should log in and open the goto page, and show a wrong password', async () => {
    await page.goto(`${gw.url}/login?goto=/trade/en%3Fsymbol%3DETH_USDT`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Email or password is wrong');
    expect(page.url()).toContain('/login');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${gw.url}/trade/en?symbol=ETH_USDT`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('ETH/USDT');
    await expect.poll(() => page.locator('nav.auth').textContent()).toContain(email);
  });

  it('should ignore an absolute goto and keep goto on the link to the other page', async () => {
    await page.context().clearCookies();
    await page.goto(`${gw.url}/login?goto=https://evil.example`);
    expect(await page.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register?goto=https%3A%2F%2Fevil.example');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${gw.url}/trade/en?symbol=BTC_USDT`);
  });
});
