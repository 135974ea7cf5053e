import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTradeEnv } from './trade-env';
import { uniqueEmail } from './users';

describe('sign-in pages', () => {
  const env = useTradeEnv({ simRate: 20 });
  let page: Page;
  const email = uniqueEmail('e2e');
  const password = 'correct horse battery';

  beforeAll(async () => {
    page = await env.newPage();
  });

  it('should sign up from the trade page, land back on it signed in, and log out', async () => {
    await page.goto(env.tradeUrl());
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
    await page.waitForURL(env.tradeUrl());
    await expect.poll(() => page.locator('nav.auth').textContent()).toContain(email);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Log In' }).count()).toBe(1);
    expect(await page.locator('nav.auth').textContent()).not.toContain(email);
  });

  it('should log in and open the goto page, and show a wrong password', async () => {
    await page.goto(env.url('/login?goto=/trade/en%3Fsymbol%3DETH_USDT'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Email or password is wrong');
    expect(page.url()).toContain('/login');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(env.tradeUrl({ symbol: 'ETH_USDT' }));
    await expect.poll(() => page.locator('h1').textContent()).toBe('ETH/USDT');
    await expect.poll(() => page.locator('nav.auth').textContent()).toContain(email);
  });

  it('should ignore an absolute goto and keep goto on the link to the other page', async () => {
    await page.context().clearCookies();
    await page.goto(env.url('/login?goto=https://evil.example'));
    expect(await page.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register?goto=https%3A%2F%2Fevil.example');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(env.tradeUrl());
  });
});
