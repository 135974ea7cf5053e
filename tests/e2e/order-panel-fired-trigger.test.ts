import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatUnits } from '../../src/core/units';
import type { ApiClient } from './client';
import { limitBody, marketBody, placeOrder } from './order-bodies';
import { bookOf, until } from './page-probes';
import { useTradeEnv } from './trade-env';

/**
 * A trigger limit order that fires, seen in the order panel (spec order-panel sections 2-4 and
 * 7, docs/decisions.md "A fired plan order"): the plan closes as triggered and its child, an
 * ordinary limit order partly filled, lists under Limit/Market with its plan's trigger price,
 * is edited as a limit order and cancelled by that sub-tab's Cancel All; order history shows
 * the plan once, with the price it filled at and its fills.
 *
 * SIM_RATE 0: the seeded book stands still, so only this file's orders trade.
 */

interface OpenRow { orderId: number; parentOrderId: number | null; price: string; size: string }

const price = (ticks: number) => formatUnits(ticks, 2);
const panel = (p: Page) => p.locator('[data-widget="panel"]');
const rowIds = (p: Page, testId: string) =>
  p.locator(`[data-testid="${testId}"] tbody tr[data-order-id]`).evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-order-id'))));

describe('order panel: a fired trigger limit order', () => {
  const env = useTradeEnv({ simRate: 0 });
  let page: Page;
  let api: ApiClient;
  let planId = 0;
  let childId = 0;
  let at = 0; // the child's price, ticks: inside the spread, where only the counterparty's 0.001 sits
  let trigger = 0;

  const openOrders = async () =>
    (await api.post<OpenRow[]>('/gw-api/entrust-gateway/client/open-orders', { orderMode: 'spot', tradeType: 'spot_market', symbol: 'BTC_USDT', limit: 50, lastPid: null, side: null })).data;

  beforeAll(async () => {
    page = await env.openTrade({ viewport: { width: 1440, height: 900 } });
    const { email } = await env.signUp(page, 'fired');
    api = await env.login(email);
    const other = await env.newPage();
    await other.goto(env.url('/'));
    const counterparty = await env.login((await env.signUp(other, 'counter')).email);
    await other.context().close();

    await page.reload();
    const b = await until(() => bookOf(page), (v) => v.info.synced && v.bids.length > 0 && v.asks.length > 0 && v.asks[0][0] - v.bids[0][0] > 1, 'a book with a spread');
    at = b.bids[0][0] + 1;
    trigger = b.asks[0][0] + 100_000;
    // a last price at the best ask, then 0.001 BTC offered at `at`
    await placeOrder(counterparty, marketBody('buy', { notional: '10', marketAmountType: 1 }));
    await placeOrder(counterparty, limitBody('sell', price(at), '0.001'));
    // due at once (last price <= trigger): its child buys 0.001 at `at` and rests 0.002 there
    planId = await placeOrder(api, limitBody('buy', price(at), '0.003', { planType: 2, triggerPrice: price(trigger), tradeSide: 2 }));
    const rows = await openOrders();
    expect(rows.map((r) => r.parentOrderId)).toEqual([planId]);
    childId = rows[0].orderId;
    await page.reload();
    await page.locator('[data-testid="open-orders"]').waitFor();
  });

  it('should list the resting child under Limit/Market with its plan\'s trigger price, not under Trigger Order', async () => {
    await expect.poll(() => panel(page).getByRole('tab', { name: /^Limit\/Market/ }).textContent(), { timeout: 10_000 }).toBe('Limit/Market(1)');
    expect(await panel(page).getByRole('tab', { name: /^Trigger Order/ }).textContent()).toBe('Trigger Order(0)');
    await expect.poll(() => rowIds(page, 'open-orders'), { timeout: 10_000 }).toEqual([childId]);
    const heads = await page.locator('[data-testid="open-orders"] thead th').allTextContents();
    const cells = await page.locator(`[data-testid="open-orders"] tr[data-order-id="${childId}"] td`).allTextContents();
    expect(cells[heads.indexOf('Trigger Price')]).toBe(price(trigger));
    expect(cells[heads.indexOf('Price')]).toBe(price(at));
    expect(cells[heads.indexOf('Status')]).toBe('Partially filled');
    expect(cells[heads.indexOf('Type')]).toBe('Limit');
  });

  it('should edit the child as a limit order', async () => {
    const row = page.locator(`[data-testid="open-orders"] tr[data-order-id="${childId}"]`);
    await row.getByRole('button', { name: /^Edit/ }).click();
    const d = page.getByRole('dialog', { name: 'Edit Order' });
    await d.waitFor();
    await expect.poll(() => d.getByLabel('Price', { exact: true }).inputValue(), { timeout: 10_000 }).toBe(price(at));
    expect(await d.getByLabel('Trigger Price', { exact: true }).count()).toBe(0);
    await d.getByLabel('Amount', { exact: true }).fill('0.004');
    await expect.poll(() => d.getByRole('button', { name: 'Confirm' }).isEnabled()).toBe(true);
    await d.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => d.count(), { timeout: 10_000 }).toBe(0);
    expect((await openOrders()).map((r) => [r.orderId, r.price, r.size])).toEqual([[childId, price(at), '0.004000']]);
  });

  it('should cancel the child with the Limit/Market Cancel All', async () => {
    const list = page.locator('[data-testid="open-orders"]');
    await list.getByRole('button', { name: 'Cancel All' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Cancel all open limit and market orders?' });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => rowIds(page, 'open-orders'), { timeout: 10_000 }).toEqual([]);
    await expect.poll(() => panel(page).getByRole('tab', { name: /^Limit\/Market/ }).textContent()).toBe('Limit/Market(0)');
    await expect.poll(() => list.getByRole('button', { name: 'Cancel All' }).isDisabled()).toBe(true);
    expect(await openOrders()).toEqual([]);
  });

  it('should show the fired plan once in order history, with the price it filled at and its fills', async () => {
    await panel(page).getByRole('tab', { name: 'Order History' }).click();
    await panel(page).getByRole('tab', { name: /^Trigger Order/ }).click();
    await expect.poll(() => rowIds(page, 'order-history'), { timeout: 10_000 }).toEqual([planId]);
    const heads = await page.locator('[data-testid="order-history"] thead th').allTextContents();
    const row = page.locator(`[data-testid="order-history"] tr[data-order-id="${planId}"]`);
    const cells = await row.locator('td').allTextContents();
    expect(cells[heads.indexOf('Trigger Price')]).toBe(price(trigger));
    expect(cells[heads.indexOf('Average Price')]).toBe(price(at));
    expect(cells[heads.indexOf('Filled / Amount')]).toBe('0.001000 / 0.003000');
    expect(cells[heads.indexOf('Status')]).toBe('Triggered');
    await row.getByRole('button', { name: 'Show fills' }).click();
    const fills = page.getByRole('table', { name: 'Fills' });
    await fills.waitFor();
    expect(await fills.locator('tbody tr').count()).toBe(1);
    const fill = await fills.locator('tbody tr td').allTextContents();
    expect([fill[1], fill[2], fill[5]]).toEqual([price(at), '0.001000', 'Taker']);

    // the child has no row of its own
    await panel(page).getByRole('tab', { name: /^Limit\/Market/ }).click();
    await expect.poll(() => rowIds(page, 'order-history'), { timeout: 10_000 }).not.toContain(childId);
  });
});
