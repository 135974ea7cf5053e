import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { limitBody, marketBody, placeOrder } from './order-bodies';
import { useTradeEnv } from './trade-env';

/**
 * The order center (spec order-panel section 2, links out): /orders-spot/{locale} with its
 * ?type=ORDER_HISTORY and ?type=TRADE_HISTORY, and /orders-margin/{locale}. Before, both were
 * the gateway's plain-text 404. Served by the app shell, built from the panel's lists: reached
 * from the panel's "View all" link, the user's orders in larger cursor pages, the tab from the
 * address, a custom date range, margin history on the margin page, and a visitor's placeholder.
 */

const ADMIN = 'center-admin-token';
const center = (p: Page) => p.locator('[data-widget="order-center"]');
const ids = (p: Page, list: string) => p.locator(`[data-testid="${list}"] tbody tr[data-order-id]`)
  .evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset.orderId)));

/** Each order-history row's Trigger Price cell, by order id (the column found by its heading). */
async function triggerCells(box: Locator): Promise<Record<number, string>> {
  return box.getByTestId('order-history').evaluate((list) => {
    const col = [...list.querySelectorAll('thead th')].findIndex((th) => th.textContent === 'Trigger Price');
    const out: Record<number, string> = {};
    if (col < 0) return out;
    for (const tr of list.querySelectorAll<HTMLTableRowElement>('tbody tr[data-order-id]')) out[Number(tr.dataset.orderId)] = tr.cells[col]?.textContent ?? '';
    return out;
  });
}

describe('order center', () => {
  const env = useTradeEnv({ simRate: 0, adminToken: ADMIN });
  let page: Page;
  let api: ApiClient;
  const open: number[] = []; // newest first
  let cancelled = 0;
  let marginCancelled = 0;

  beforeAll(async () => {
    page = await env.newPage({ width: 1400, height: 900 });
  });

  it('should serve a visitor the page with the sign-in placeholder and no list call', async () => {
    const calls: string[] = [];
    page.on('request', (r) => { if (/\/entrust-gateway\/client\//.test(r.url())) calls.push(r.url()); });
    for (const path of ['/orders-spot/en', '/orders-spot/en?type=ORDER_HISTORY', '/orders-margin/de-DE']) {
      const res = await page.goto(env.url(path));
      expect(res?.status(), path).toBe(200);
      expect(res?.headers()['content-type'], path).toMatch(/^text\/html/);
      await center(page).getByTestId('panel-signin').waitFor();
    }
    await expect.poll(() => page.title()).toBe('Margin-Orderzentrum');
    expect(await page.locator('h1').textContent()).toBe('Margin-Orderzentrum');
    await page.waitForTimeout(500);
    expect(calls).toEqual([]);
    page.removeAllListeners('request');
  });

  it('should open from the panel\'s "View all" link and page the user\'s open orders by cursor', async () => {
    await env.openTrade({ page });
    const { email } = await env.signUp(page, 'center');
    await env.setFlags(email, { kycLevel: 2 });
    api = await env.login(email);
    for (let i = 0; i < 25; i++) open.unshift(await placeOrder(api, limitBody('buy', String(20000 + i), '0.001')));
    // a fill for trade history, and a cancelled order for order history
    await placeOrder(api, marketBody('buy', { notional: '10', marketAmountType: 1 }));
    cancelled = await placeOrder(api, limitBody('buy', '19000', '0.001'));
    expect((await api.signedPost('/gw-api/order/spot/cancel', { orderId: cancelled, reqSource: 2, orderModeCode: 'normal_order', planType: null })).success).toBe(true);
    await page.reload();
    await page.locator('[data-widget="panel"] [data-testid="open-orders"]').waitFor();
    await page.locator('[data-widget="panel"]').getByRole('link', { name: 'View all in the order center' }).click();
    await page.waitForURL(/\/orders-spot\/en\?symbol=BTC_USDT$/);
    await expect.poll(() => page.title()).toBe('Spot order center');
    expect(await center(page).getByRole('tab', { name: /^Open Orders/ }).getAttribute('aria-selected')).toBe('true');

    // 20 a page (the panel shows what its height holds), the next page by the last row's pid
    await expect.poll(() => ids(page, 'open-orders'), { timeout: 10_000 }).toEqual(open.slice(0, 20));
    // every record is reachable here: no "latest 100" notice pointing to this very page
    expect(await center(page).getByText('Only the latest 100 records are shown.').count()).toBe(0);
    const list = center(page).getByTestId('open-orders');
    await list.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => ids(page, 'open-orders')).toEqual(open.slice(20));
    expect(await list.getAttribute('data-page')).toBe('2');
    expect(await list.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    // 50 a page: all 25 on page 1
    await center(page).getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
    await expect.poll(() => ids(page, 'open-orders')).toEqual(open);
    expect(await list.getAttribute('data-page')).toBe('1');
  });

  it('should cancel from the order center', async () => {
    const [top, ...rest] = open;
    await center(page).locator(`tr[data-order-id="${top}"]`).getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => ids(page, 'open-orders'), { timeout: 5_000 }).toEqual(rest);
    open.shift();
  });

  it('should select the tab of ?type=, keep a chosen tab in the address, and offer a custom range', async () => {
    await page.goto(env.url('/orders-spot/en?type=ORDER_HISTORY'));
    expect(await center(page).getByRole('tab', { name: 'Order History' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => ids(page, 'order-history'), { timeout: 10_000 }).toContain(cancelled);
    // the custom range: today only still holds today's orders; the days stay within 3 months
    const range = center(page).getByRole('combobox', { name: 'Date range' });
    await range.selectOption('custom');
    const from = center(page).getByLabel('From', { exact: true });
    const to = center(page).getByLabel('To', { exact: true });
    const today = await to.inputValue();
    expect(await from.inputValue()).toBe(today);
    const min = await from.getAttribute('min');
    expect((Date.parse(today) - Date.parse(min!)) / 86_400_000).toBe(89);
    await expect.poll(() => ids(page, 'order-history')).toContain(cancelled);
    // a range that ended before today has none of them
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    await from.fill(min!);
    await to.fill(yesterday);
    await expect.poll(() => center(page).getByTestId('order-history').getByText('No data').count()).toBe(1);

    await page.goto(env.url('/orders-spot/en?type=TRADE_HISTORY'));
    expect(await center(page).getByRole('tab', { name: 'Trade History' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => center(page).locator('[data-testid="trade-history"] tbody tr[data-trade-id]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await center(page).getByRole('tab', { name: /^Open Orders/ }).click();
    await page.waitForURL(/\/orders-spot\/en$/);
    await center(page).getByRole('tab', { name: 'Order History' }).click();
    await page.waitForURL(/\/orders-spot\/en\?type=ORDER_HISTORY$/);
  });

  it('should show margin order history on the margin page, linked from the panel in margin mode', async () => {
    const transfer = await api.signedPost('/gw-api/asset-gateway/leverage/transfer', { symbol: 'BTC_USDT', coin: 'USDT', amount: '1000', direction: 'in' });
    expect(transfer.success, JSON.stringify(transfer)).toBe(true);
    // a trigger limit order and a plain one, both cancelled: margin history lists every kind in one table
    const marginTrigger = await placeOrder(api, limitBody('buy', '200001', '0.01', { orderModeCode: 'lever_order', planType: 2, triggerPrice: '200000', tradeSide: 1 }));
    marginCancelled = await placeOrder(api, limitBody('buy', '20000', '0.01', { orderModeCode: 'lever_order' }));
    for (const orderId of [marginTrigger, marginCancelled]) {
      const c = await api.signedPost('/gw-api/order/spot/cancel', { orderId, reqSource: 2, orderModeCode: 'lever_order', planType: null });
      expect(c.success, JSON.stringify(c)).toBe(true);
    }

    await env.openTrade({ page, query: { type: 'margin' } });
    // the panel's margin Order History shows the trigger price, '--' on the plain order
    const panelBox = page.locator('[data-widget="panel"]');
    await panelBox.getByRole('tab', { name: 'Order History' }).click();
    await expect.poll(() => triggerCells(panelBox), { timeout: 10_000 }).toEqual({ [marginCancelled]: '--', [marginTrigger]: '200000.00' });
    await page.locator('[data-widget="panel"]').getByRole('link', { name: 'Margin order history' }).click();
    await page.waitForURL(/\/orders-margin\/en\?symbol=BTC_USDT$/);
    await expect.poll(() => page.title()).toBe('Margin order center'); // set once the order center's script has run
    const tabs = await center(page).getByRole('tab').allTextContents();
    expect(tabs).toEqual(['Open Orders', 'Order History']);
    expect(await center(page).getByRole('tab', { name: 'Order History' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => ids(page, 'order-history'), { timeout: 10_000 }).toEqual([marginCancelled, marginTrigger]);
    expect(await triggerCells(center(page))).toEqual({ [marginCancelled]: '--', [marginTrigger]: '200000.00' });
  });

  it('should offer margin\'s Cancel All in the header of the margin open orders and cancel them all', async () => {
    const resting = [
      await placeOrder(api, limitBody('buy', '20000', '0.01', { orderModeCode: 'lever_order' })),
      await placeOrder(api, limitBody('buy', '20001', '0.01', { orderModeCode: 'lever_order' })),
    ].reverse();
    await page.goto(env.url('/orders-margin/en?type=OPEN_ORDERS'));
    await expect.poll(async () => (await ids(page, 'open-orders')).slice(0, 2), { timeout: 10_000 }).toEqual(resting);
    // the open-orders table's action column has no Cancel All in margin: it lives in the header
    expect(await center(page).getByTestId('open-orders').getByRole('button', { name: 'Cancel All' }).count()).toBe(0);
    const button = center(page).locator('.panel-head').getByRole('button', { name: 'Cancel All' });
    expect(await button.isEnabled()).toBe(true);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel orders' });
    expect(await dialog.textContent()).toContain('Cancel all open orders?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => ids(page, 'open-orders'), { timeout: 5_000 }).toEqual([]);
    const open = await api.post<unknown[]>('/gw-api/entrust-gateway/client/open-orders', { orderMode: 'iso_margin', limit: 50, lastPid: null });
    expect(open.data).toEqual([]);
    // order history has no Cancel All
    await center(page).getByRole('tab', { name: 'Order History' }).click();
    expect(await center(page).locator('.panel-head').getByRole('button', { name: 'Cancel All' }).count()).toBe(0);
  });

  it('should lead margin\'s "View all" to the margin order center, and "Back to trading" to the pair and mode the trader came from', async () => {
    await env.openTrade({ page, symbol: 'ETH_USDT', query: { type: 'margin' } });
    const panelBox = page.locator('[data-widget="panel"]');
    await panelBox.getByRole('link', { name: 'View all in the order center' }).click();
    await page.waitForURL(/\/orders-margin\/en\?type=OPEN_ORDERS&symbol=ETH_USDT$/);
    await expect.poll(() => page.title()).toBe('Margin order center'); // set once the order center's script has run
    expect(await center(page).getByRole('tab', { name: 'Open Orders' }).getAttribute('aria-selected')).toBe('true');
    // a tab switch keeps the pair in the address (a reload still knows the way back)
    await center(page).getByRole('tab', { name: 'Order History' }).click();
    await page.waitForURL(/\/orders-margin\/en\?symbol=ETH_USDT$/);
    await page.reload();
    await page.getByRole('link', { name: 'Back to trading' }).click();
    await page.waitForURL(/\/trade\/en\?symbol=ETH_USDT&type=margin$/);
    await expect.poll(() => panelBox.getAttribute('data-mode')).toBe('margin');
  });
});
