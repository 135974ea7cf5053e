import type { Page } from 'playwright-core';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readManifest } from '../../bench/bundle-size';
import type { ApiClient } from './client';
import { limitBody, marketBody, placeOrder } from './order-bodies';
import { useTradeEnv } from './trade-env';

/**
 * The order panel's history tabs and funds against the live gateway (spec order-panel):
 * order history with its date filter and hide-cancelled, a filled order's fills with their
 * role, the order id's tooltip and copy, trade history, and the spot funds list (zero balances
 * hidden, the pair's coins first, client-side sorting, the trade action).
 * SIM_RATE 0: prices stand still, so dollar values read through the API match the page's.
 */

const DAY = 86_400_000;

interface Wallet { coinType: string; totalBalance: string; totalLocalBalance: string }
const panel = (p: Page) => p.locator('[data-widget="panel"]');
const ids = (p: Page, testId: string, attr: string) =>
  p.locator(`[data-testid="${testId}"] tbody tr[${attr}]`).evaluateAll((rows, a) => rows.map((r) => r.getAttribute(a)!), attr);

describe('order panel: history, trades and funds', () => {
  const env = useTradeEnv({ simRate: 0 });
  let page: Page;
  let api: ApiClient;
  let filledId = 0;
  let cancelledId = 0;
  const historyBodies: { startTime: number; endTime: number; excludeCanceled: boolean }[] = [];

  beforeAll(async () => {
    page = await env.newPage({ width: 1400, height: 900 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.gw.url });
    await env.openTrade({ page });
    const { email } = await env.signUp(page, 'history');
    api = await env.login(email);
    filledId = await placeOrder(api, marketBody('buy', { notional: '100', marketAmountType: 1 }));
    cancelledId = await placeOrder(api, limitBody('buy', '20000', '0.001'));
    const cancel = await api.signedPost('/gw-api/order/spot/cancel', { orderId: cancelledId, reqSource: 2, orderModeCode: 'normal_order', planType: 0 });
    expect(cancel.success).toBe(true);
    page.on('request', (r) => {
      if (r.url().endsWith('/entrust-gateway/client/history-orders')) historyBodies.push(JSON.parse(r.postData()!));
    });
    await page.reload();
    await page.locator('[data-testid="open-orders"]').waitFor();
  });

  it('should have fetched the later tabs\' code in idle time, so a tab click fetches no script', async () => {
    // the order panel's on-demand chunk (src/features/order-panel/on-demand.tsx), in the build the gateway serves (WEB_DIST, else dist/)
    const parts = readManifest(resolve(import.meta.dirname, '../..', process.env.WEB_DIST ?? 'dist'))['src/features/order-panel/on-demand-parts.ts'];
    expect(parts).toBeDefined();
    const fetched = () => page.evaluate((file) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(file)), parts!.file);
    await expect.poll(fetched, { timeout: 10_000 }).toBe(true);
    // the page's other idle prefetches (App.tsx: the sign-in pages) are done too: no new script for 1 s
    const scriptCount = () => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length);
    let last = -1;
    await expect.poll(async () => {
      const n = await scriptCount();
      const quiet = n === last;
      last = n;
      return quiet;
    }, { timeout: 15_000, interval: 1_000 }).toBe(true);
    const scripts: string[] = [];
    const onRequest = (r: { url(): string; resourceType(): string }) => { if (r.resourceType() === 'script') scripts.push(r.url()); };
    page.on('request', onRequest);
    await panel(page).getByRole('tab', { name: 'Trade History' }).click();
    await page.locator('[data-testid="trade-history"]').waitFor();
    page.off('request', onRequest);
    expect(scripts).toEqual([]);
  });

  it('should list closed orders for 7 days by default, then 3 months, and hide cancelled ones', async () => {
    await panel(page).getByRole('tab', { name: 'Order History' }).click();
    await expect.poll(() => ids(page, 'order-history', 'data-order-id'), { timeout: 5_000 }).toEqual([String(cancelledId), String(filledId)]);
    const span = (b: { startTime: number; endTime: number }) => b.endTime - b.startTime + 1;
    expect(span(historyBodies.at(-1)!)).toBe(7 * DAY);
    expect(historyBodies.at(-1)!.endTime).toBeGreaterThan(Date.now());
    const list = page.locator('[data-testid="order-history"]');
    expect(await list.locator(`tr[data-order-id="${filledId}"] td`).nth(8).textContent()).toBe('Filled');
    expect(await list.locator(`tr[data-order-id="${cancelledId}"] td`).nth(8).textContent()).toBe('Cancelled');
    // the average price shows for the filled order only
    expect(await list.locator(`tr[data-order-id="${filledId}"] td`).nth(4).textContent()).toMatch(/^\d+\.\d{2}$/);
    expect(await list.locator(`tr[data-order-id="${cancelledId}"] td`).nth(4).textContent()).toBe('--');

    await list.getByRole('combobox', { name: 'Date range' }).selectOption('3m');
    await expect.poll(() => span(historyBodies.at(-1)!)).toBe(90 * DAY);
    await expect.poll(() => ids(page, 'order-history', 'data-order-id')).toEqual([String(cancelledId), String(filledId)]);

    await list.getByRole('checkbox', { name: 'Hide cancelled' }).check();
    await expect.poll(() => ids(page, 'order-history', 'data-order-id')).toEqual([String(filledId)]);
    await expect.poll(() => historyBodies.at(-1)!.excludeCanceled).toBe(true);
    expect(span(historyBodies.at(-1)!)).toBe(90 * DAY);
    await list.getByRole('checkbox', { name: 'Hide cancelled' }).uncheck();
    await expect.poll(() => ids(page, 'order-history', 'data-order-id')).toEqual([String(cancelledId), String(filledId)]);
  });

  it('should expand a filled order into its fills with their role, and copy its id', async () => {
    const row = page.locator(`[data-testid="order-history"] tr[data-order-id="${filledId}"]`);
    await row.getByRole('button', { name: 'Show fills' }).click();
    const fills = page.getByRole('table', { name: 'Fills' });
    await fills.waitFor();
    const api_fills = (await api.post<{ tradeId: number; price: string; tradeRole: string }[]>('/gw-api/entrust-gateway/client/order-trades', { orderId: filledId })).data;
    expect(api_fills.length).toBeGreaterThan(0);
    const cells = await fills.locator('tbody tr').first().locator('td').allTextContents();
    expect(cells[1]).toBe(api_fills[0].price);
    expect(cells[5]).toBe('Taker');
    expect(await fills.locator('tbody tr').count()).toBe(api_fills.length);
    await row.getByRole('button', { name: 'Hide fills' }).click();
    await expect.poll(() => fills.count()).toBe(0);

    // the id (short ids show whole) with a tooltip holding the full id and a copy button
    const id = row.locator('[data-full-id]');
    expect(await id.getAttribute('data-full-id')).toBe(String(filledId));
    await id.hover();
    const tip = row.getByRole('tooltip');
    await tip.waitFor();
    expect(await tip.textContent()).toContain(String(filledId));
    await tip.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => page.getByText('Copied', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(filledId));
  });

  it('should list the fills in trade history', async () => {
    await panel(page).getByRole('tab', { name: 'Trade History' }).click();
    const fills = (await api.post<{ tradeId: number }[]>('/gw-api/entrust-gateway/client/order-trades', { orderId: filledId })).data;
    await expect.poll(() => ids(page, 'trade-history', 'data-trade-id'), { timeout: 5_000 }).toEqual(fills.map((f) => String(f.tradeId)).sort((a, b) => Number(b) - Number(a)));
    const row = page.locator('[data-testid="trade-history"] tbody tr').first();
    const cells = await row.locator('td').allTextContents();
    expect(cells[0]).toBe('BTC/USDT');
    expect(cells[2]).toBe('Buy');
    expect(cells[7]).toBe('Taker');
    expect(await row.locator('[data-full-id]').textContent()).toBe(String(filledId));
  });

  it('should list funds with the pair\'s coins first, hide zero balances and sort by column', async () => {
    await panel(page).getByRole('tab', { name: 'Funds' }).click();
    const wallets = (await api.get<{ walletList: Wallet[] }>('/gw-api/asset-gateway/spot/balance')).data.walletList;
    const rest = wallets.filter((w) => w.coinType !== 'BTC' && w.coinType !== 'USDT' && Number(w.totalBalance) !== 0);
    expect(wallets.some((w) => Number(w.totalBalance) === 0)).toBe(true); // listed coins the user never held
    const coins = () => ids(page, 'spot-funds', 'data-coin');
    const firstPage = (list: Wallet[]) => ['BTC', 'USDT', ...list.map((w) => w.coinType)].slice(0, 10);
    await expect.poll(coins, { timeout: 5_000 }).toEqual(firstPage(rest));

    const total = page.locator('[data-testid="spot-funds"] th', { hasText: 'Total' });
    await total.getByRole('button').click();
    expect(await total.getAttribute('aria-sort')).toBe('ascending');
    const ascending = [...rest].sort((a, b) => Number(a.totalLocalBalance) - Number(b.totalLocalBalance));
    await expect.poll(coins).toEqual(firstPage(ascending));
    await total.getByRole('button').click();
    expect(await total.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(coins).toEqual(firstPage([...rest].sort((a, b) => Number(b.totalLocalBalance) - Number(a.totalLocalBalance))));
    await total.getByRole('button').click();
    expect(await total.getAttribute('aria-sort')).toBe('none');
    await expect.poll(coins).toEqual(firstPage(rest));

    // the second page holds the rest; the trade action switches the pair and re-pins its coins
    const list = page.locator('[data-testid="spot-funds"]');
    if (rest.length + 2 > 10) {
      await list.getByRole('button', { name: 'Next page' }).click();
      await expect.poll(coins).toEqual(['BTC', 'USDT', ...rest.map((w) => w.coinType)].slice(10, 20));
      await list.getByRole('button', { name: 'Page 1', exact: true }).click();
    }
    await list.getByRole('combobox', { name: 'Trade ETH' }).selectOption('ETH_USDC');
    await expect.poll(() => page.locator('h1').textContent()).toBe('ETH/USDC');
    await expect.poll(async () => (await coins()).slice(0, 2)).toEqual(['ETH', 'USDC']);
  });
});
