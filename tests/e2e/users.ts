import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Users for e2e tests: a unique address, sign-up from a page (by the page's own fetch, or
 * through the register form), and the admin call that sets a user's flags. Registration
 * funds the paper account (100000 USDT, 2 BTC …), so a new user can trade at once.
 */

/** The password e2e users sign up with (also ApiClient's default). */
export const PASSWORD = 'correct horse 1';

export interface SignedUp {
  email: string;
  password: string;
}

/** `<prefix>-<ms>-<random>@example.com`: unique across files and fast repeats. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Registers a new user by a fetch from inside `page`, which must already show a gateway page:
 * the session cookie then lands in the page's context (the page is signed in after a reload).
 */
export async function signUpInPage(page: Page, prefix: string, password = PASSWORD): Promise<SignedUp> {
  const email = uniqueEmail(prefix);
  const ok = await page.evaluate(async (body) => {
    const res = await fetch('/gw-api/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return ((await res.json()) as { success: boolean }).success;
  }, { email, password });
  expect(ok, `register ${email}`).toBe(true);
  return { email, password };
}

/**
 * Registers a new user through the register page, the way a visitor does, and waits until it
 * lands on `gotoPath` (a path on the same gateway) signed in.
 */
export async function signUpInForm(page: Page, base: string, prefix: string, gotoPath: string, password = PASSWORD): Promise<SignedUp> {
  const email = uniqueEmail(prefix);
  await page.goto(`${base}/register?goto=${encodeURIComponent(gotoPath)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(`${base}${gotoPath}`);
  return { email, password };
}

/** Sets a user's flags through the gateway's admin call (the gateway must run with ADMIN_TOKEN `token`). */
export async function setUserFlags(base: string, token: string, email: string, flags: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${base}/gw-api/admin/user-flags`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': token },
    body: JSON.stringify({ email, ...flags }),
  });
  expect(res.status).toBe(200);
}
