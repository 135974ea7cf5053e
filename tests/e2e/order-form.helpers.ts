import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ApiClient } from './client';
import type { GatewayProcess } from './gateway';
import { startTradeEnv, type TradeEnv } from './trade-env';
import { signUpInForm } from './users';

/**
 * Helpers of the order form e2e tests: drive the form by its accessible names, pass through the
 * dialogs it raises, capture the submit call and look the order up at the gateway.
 */

export const form = (page: Page): Locator => page.locator('[data-widget="form"]');

/** The form is ready: the pair is loaded and (signed in) the balance of the buy side shown. */
export async function formReady(page: Page, signedIn = true): Promise<void> {
  await expect.poll(() => form(page).getByRole('tab', { name: 'Limit', exact: true }).count(), { timeout: 15_000 }).toBe(1);
  if (signedIn) await expect.poll(() => page.getByTestId('available-buy').textContent(), { timeout: 15_000 }).toMatch(/\d/);
}

/** Picks an order type: a main tab, or an entry of the "More order types" menu. */
export async function chooseKind(page: Page, name: 'Limit' | 'Market' | 'Trigger Order' | 'Stop-Limit' | 'Advanced Limit'): Promise<void> {
  const tab = form(page).getByRole('tab', { name, exact: true });
  if ((await tab.count()) === 1) return tab.click();
  await form(page).getByRole('button', { name: 'More order types' }).click();
  await form(page).getByRole('menuitemradio', { name }).click();
}

export const field = (page: Page, label: 'Price' | 'Amount' | 'Total' | 'Trigger Price'): Locator => form(page).getByLabel(label, { exact: true });

/** The message shown under a field (its aria-describedby text), null when none. */
export function fieldMessage(page: Page, label: 'Price' | 'Amount' | 'Total' | 'Trigger Price'): Promise<string | null> {
  return field(page, label).evaluate((el) => {
    const id = el.getAttribute('aria-describedby');
    return id === null ? null : (document.getElementById(id)?.textContent ?? null);
  });
}

/** Answers a dialog of the chain: waits for it by its title, optionally ticks "Don't show again", confirms. */
export async function confirmDialog(page: Page, title: string, dontShowAgain = false): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  try {
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
  } catch (err) {
    throw new Error(`no "${title}" dialog; the page shows: ${await formState(page)}`, { cause: err });
  }
  const text = (await dialog.textContent()) ?? '';
  if (dontShowAgain) await dialog.getByRole('checkbox', { name: "Don't show again" }).check();
  await dialog.getByRole('button', { name: /^(Confirm|I understand)$/ }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
  return text;
}

/** What the form shows now (open dialogs, field messages, its mode and pair): a failed wait says why. */
async function formState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dialogs = [...document.querySelectorAll('dialog[open]')].map((d) => (d.textContent ?? '').trim().slice(0, 120));
    const form = document.querySelector('[data-widget="form"]');
    const messages = [...(form?.querySelectorAll('[aria-invalid="true"]') ?? [])].map((el) => {
      const id = el.getAttribute('aria-describedby');
      return `${el.getAttribute('aria-label') ?? el.id}: ${id === null ? '' : document.getElementById(id)?.textContent ?? ''}`;
    });
    return JSON.stringify({ dialogs, messages, mode: form?.getAttribute('data-mode'), kind: form?.getAttribute('data-kind'), url: location.href });
  }).catch((e: unknown) => `(page not readable: ${String(e)})`);
}

export interface Placed {
  body: Record<string, unknown>;
  answer: { success: boolean; code: number; msg: string; data: { orderId: number; orderIdStr: string } | null };
}

/** Clicks the submit button, answers `dialogs` in order, and returns the submit call's body and answer. */
export async function submit(page: Page, button: string, dialogs: string[]): Promise<Placed> {
  const response = page.waitForResponse((r) => r.url().endsWith('/gw-api/order/spot/submit'), { timeout: 20_000 });
  await form(page).getByRole('button', { name: button, exact: true }).click();
  for (const title of dialogs) await confirmDialog(page, title);
  const res = await response;
  return { body: JSON.parse(res.request().postData() ?? '{}') as Record<string, unknown>, answer: await res.json() };
}

export type OrderRow = Record<string, unknown> & { orderId: number };

/** The order `id` among the user's open orders (every list) or closed orders. */
export async function findOrder(api: ApiClient, id: number, orderMode = 'spot'): Promise<OrderRow | undefined> {
  for (const tradeType of ['spot_market', 'spot_trigger', 'spot_stop']) {
    const open = await api.post<OrderRow[]>('/gw-api/entrust-gateway/client/open-orders', { orderMode, tradeType, symbol: null, limit: 200, lastPid: null, side: null });
    const row = open.data.find((o) => o.orderId === id);
    if (row !== undefined) return row;
  }
  const closed = await api.post<OrderRow[]>('/gw-api/entrust-gateway/client/history-orders', { orderMode, limit: 200, lastPid: null });
  return closed.data.find((o) => o.orderId === id);
}

/** The pair's last price now, from the pair list (waiting for its first trade if it has none yet). */
export async function lastPrice(api: ApiClient, symbol = 'BTC_USDT'): Promise<number> {
  // a pair has no last price ('' in the list) until its first trade since the gateway started:
  // at the simulator's slow test rate a quiet pair can take a while (this was a flaky test)
  let last = '';
  await expect.poll(async () => {
    const pairs = await api.get<{ symbol: string; c: string }[]>('/gw-api/ds/pairs', { local: 'en' });
    last = pairs.data.find((p) => p.symbol === symbol)!.c;
    return last;
  }, { timeout: 30_000 }).not.toBe('');
  return Number(last);
}

/** `last × factor` at `decimals`, rounded down, as typed ('58123.40') and as the payload trims it ('58123.4'). */
export function priceAt(last: number, factor: number, decimals = 2): { typed: string; sent: string } {
  const units = Math.floor(last * factor * 10 ** decimals);
  const typed = (units / 10 ** decimals).toFixed(decimals);
  return { typed, sent: typed.includes('.') ? typed.replace(/\.?0+$/, '') : typed };
}

export { REQ_NO } from './order-bodies';

export interface Session {
  /** The gateway and browser under the session (trade-env.ts). */
  env: TradeEnv;
  gw: GatewayProcess;
  browser: Browser;
  /** The signed-up user's page (1400 × 900). */
  page: Page;
  /** The same user through the API. */
  client: ApiClient;
  email: string;
  /** /trade/en?symbol=BTC_USDT on the gateway. */
  trade: string;
  /** Opens the trade page afresh (an empty form) and answers the pair's last price. */
  fresh(): Promise<number>;
  /** Sets the user's flags through the admin call. */
  setFlags(flags: Record<string, unknown>): Promise<void>;
}

const ADMIN_TOKEN = 'order-form-admin';

/**
 * A gateway with the market simulator and the admin call, and a user who signed up in the
 * browser through the register form (registration funds the paper account: 100000 USDT, 2 BTC …).
 */
export async function openSession(): Promise<Session> {
  const env = await startTradeEnv({ simRate: 50, adminToken: ADMIN_TOKEN });
  let page: Page;
  let user: { email: string; password: string };
  let client: ApiClient;
  try {
    page = await env.newPage({ width: 1400, height: 900 });
    user = await signUpInForm(page, env.gw.url, 'form', '/trade/en?symbol=BTC_USDT');
    client = await env.login(user.email, user.password);
  } catch (e) {
    await env.close(); // closeSession never sees a session that failed to open
    throw e;
  }
  const { email } = user;
  const trade = env.tradeUrl();
  return {
    env, gw: env.gw, browser: env.browser, page, client, email, trade,
    fresh: async () => {
      await page.goto(trade);
      await formReady(page);
      return lastPrice(client);
    },
    setFlags: (flags) => env.setFlags(email, flags),
  };
}

/** Ends what openSession started (also after it failed half-way: `s` is then undefined). */
export async function closeSession(s: Session | undefined): Promise<void> {
  await s?.env.close();
}
