import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { limitBody, placeOrder } from './order-bodies';
import { useTradeEnv } from './trade-env';

/**
 * The order panel in margin mode against the live gateway (spec order-panel): the margin tab set
 * and header extras, a position after a transfer and a borrow (made through the API client; the
 * rows with both positions zero stay hidden), the margin funds' loan columns, and a margin order
 * listed by push (a trigger order with its trigger price) and cancelled with the header's
 * Cancel All.
 */

const ADMIN = 'panel-admin-token';

const panel = (p: Page) => p.locator('[data-widget="panel"]');

describe('order panel: margin', () => {
  const env = useTradeEnv({ simRate: 0, adminToken: ADMIN });
  let page: Page;
  let api: ApiClient;

  beforeAll(async () => {
    // wide enough for the grid to give the order panel every tab in a row (narrower, the last ones fold into a menu)
    page = await env.openTrade({ query: { type: 'margin' }, viewport: { width: 1920, height: 1000 } });
    const { email } = await env.signUp(page, 'margin');
    await env.setFlags(email, { kycLevel: 2 }); // borrowing needs identity verification
    api = await env.login(email);
    await page.reload();
    await page.locator('[data-testid="open-orders"]').waitFor();
  });

  it('should show the margin tabs and header extras', async () => {
    const tabs = await panel(page).getByRole('tablist', { name: 'Order panel tabs' }).getByRole('tab').allTextContents();
    expect(tabs).toEqual(['Open Orders', 'Order History', 'Funds', 'Positions']);
    expect(await panel(page).getByRole('link', { name: 'Margin order history' }).getAttribute('href')).toBe('/orders-margin/en?symbol=BTC_USDT'); // the pair comes along (3c25f94)
    // margin's Cancel All sits in the header and is always allowed; no kind sub-tabs
    expect(await panel(page).locator('.panel-head').getByRole('button', { name: 'Cancel All' }).isEnabled()).toBe(true);
    expect(await panel(page).getByRole('tab', { name: /^Limit\/Market/ }).count()).toBe(0);
  });

  it('should show a position and the loan after a transfer and a borrow', async () => {
    const transfer = await api.signedPost('/gw-api/asset-gateway/leverage/transfer', { symbol: 'BTC_USDT', coin: 'USDT', amount: '1000', direction: 'in' });
    expect(transfer.success, JSON.stringify(transfer)).toBe(true);
    const loan = await api.signedPost('/gw-api/leverage-borrowing/leverage/borrowing/loan', {
      requestNo: `p${Date.now()}`.padEnd(16, '0').slice(0, 16), symbol: 'BTC_USDT', amount: '2000', coinId: 3, isolated: true, timestamp: Date.now(),
    });
    expect(loan.success, JSON.stringify(loan)).toBe(true);

    await panel(page).getByRole('tab', { name: /^Positions/ }).click();
    const rows = page.locator('[data-testid="positions"] tbody tr');
    await expect.poll(() => rows.count(), { timeout: 5_000 }).toBe(1);
    expect(await panel(page).getByRole('tab', { name: /^Positions/ }).textContent()).toBe('Positions(1)');
    const all = (await api.get<{ list: { symbolName: string }[] }>('/gw-api/asset-gateway/leverage/balance/position')).data.list;
    expect(all.length).toBeGreaterThan(1); // the other margin pairs' empty accounts are dropped
    expect(await rows.first().getAttribute('data-symbol')).toBe('BTC_USDT');
    const cells = await rows.first().locator('td').allTextContents();
    expect(cells[0]).toBe('BTC/USDT');
    expect(cells[2]).toBe('0.000000003000.000000'); // base position, then the quote position
    expect(cells[3]).toBe('0.003000.00');

    await panel(page).getByRole('tab', { name: 'Funds' }).click();
    const usdt = page.locator('[data-testid="margin-funds"] tr[data-coin="USDT"] td');
    await expect.poll(() => usdt.nth(1).textContent(), { timeout: 5_000 }).toBe('3000.000000');
    expect(await usdt.nth(4).textContent()).toBe('2000.000000');
    expect(Number(await usdt.nth(5).textContent())).toBeGreaterThan(0);
  });

  it('should list a margin order by push and cancel it with the header\'s Cancel All', async () => {
    await panel(page).getByRole('tab', { name: 'Open Orders' }).click();
    const orderId = await placeOrder(api, limitBody('buy', '20000', '0.01', { orderModeCode: 'lever_order' }));
    const row = page.locator(`[data-testid="open-orders"] tr[data-order-id="${orderId}"]`);
    await row.waitFor({ timeout: 35_000 }); // by push, or by the 30 s poll if the user socket was not up yet
    // margin rows have no Edit button
    expect(await row.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    // one table for every kind: a trigger order shows its trigger price there, a plain one '--'
    const triggerId = await placeOrder(api, limitBody('buy', '200001', '0.01', { orderModeCode: 'lever_order', planType: 2, triggerPrice: '200000', tradeSide: 1 }));
    const triggerRow = page.locator(`[data-testid="open-orders"] tr[data-order-id="${triggerId}"]`);
    await triggerRow.waitFor({ timeout: 35_000 });
    const heads = await page.locator('[data-testid="open-orders"] thead th').allTextContents();
    expect(heads).toContain('Trigger Price');
    expect((await triggerRow.locator('td').allTextContents())[heads.indexOf('Trigger Price')]).toBe('200000.00');
    expect((await row.locator('td').allTextContents())[heads.indexOf('Trigger Price')]).toBe('--');
    await panel(page).locator('.panel-head').getByRole('button', { name: 'Cancel All' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel orders' });
    expect(await dialog.textContent()).toContain('Cancel all open orders?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => row.count(), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => triggerRow.count(), { timeout: 5_000 }).toBe(0);
    const open = await api.post<unknown[]>('/gw-api/entrust-gateway/client/open-orders', { orderMode: 'iso_margin', limit: 50, lastPid: null });
    expect(open.data).toEqual([]);
  });
});
