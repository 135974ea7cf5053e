import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatUnits } from '../../src/core/units';
import type { ApiClient } from './client';
import { limitBody, marketBody, placeOrder } from './order-bodies';
import { bookOf, fieldError, until } from './page-probes';
import { useTradeEnv } from './trade-env';

/**
 * The edit-order modal against the live gateway (spec order-panel "Edit-order modal", section 5
 * "Edit modal …", section 8 "Edit-order codes"): opened from the open-orders list, a resting
 * limit order's price and size edited and seen in the gateway's order list and public book, a
 * trigger order's trigger price edited, refusals on the right field (the form's own rule and
 * the gateway's 33124 / 33126), and no closing by Escape or an outside click.
 *
 * SIM_RATE 0: the seeded book stands still, so a level's size changes only by this user's orders.
 */

type Row = [number, number, number];
interface OpenRow { orderId: number; price: string; triggerPrice: string; size: string; tradeSide: number; tradeType: string }

const LOTS = 1_000_000; // BTC_USDT count precision 6
const price = (ticks: number) => formatUnits(ticks, 2);

const levelSize = (rows: Row[], ticks: number) => rows.find((r) => r[0] === ticks)?.[1] ?? 0;

/** The English text of an 'order' namespace key, when the order form's file has it. */
function orderText(key: string, params: Record<string, string> = {}): string | null {
  const file = join(import.meta.dirname, '../../locales/en/order.json');
  if (!existsSync(file)) return null;
  const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], JSON.parse(readFileSync(file, 'utf8')));
  return typeof text === 'string' ? text.replace(/{{\s*(\w+)\s*}}/g, (_m, name: string) => params[name] ?? '') : null;
}

describe('edit-order modal', () => {
  const env = useTradeEnv({ simRate: 0 });
  let page: Page;
  const api = { client: null as unknown as ApiClient };
  let limitId = 0;
  let triggerId = 0;
  let p1 = 0; // the limit order's first price, ticks
  let p2 = 0; // its edited price
  let trigger1 = 0;
  let base1 = 0; // seeded sizes at p1 and p2, lots
  let base2 = 0;

  const openOrders = async (tradeType: string) => {
    const answer = await api.client.post<OpenRow[]>('/gw-api/entrust-gateway/client/open-orders', { orderMode: 'spot', tradeType, symbol: 'BTC_USDT', limit: 50, lastPid: null, side: null });
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    return answer.data;
  };
  const dialog = (p: Page) => p.getByRole('dialog', { name: 'Edit Order' });
  /** Clicks Edit on the order's row of the open-orders list (kind sub-tab first) and waits for the pre-filled form. */
  async function openEdit(p: Page, orderId: number, kind: RegExp, firstField: string) {
    await p.locator('[data-widget="panel"]').getByRole('tab', { name: kind }).click();
    const row = p.locator(`[data-testid="open-orders"] tr[data-order-id="${orderId}"]`);
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: /^Edit/ }).click();
    const d = dialog(p);
    await d.waitFor();
    await expect.poll(() => d.getByLabel(firstField, { exact: true }).inputValue(), { timeout: 10_000 }).not.toBe('');
    return d;
  }

  beforeAll(async () => {
    page = await env.openTrade({ viewport: { width: 1440, height: 900 } });
    const { email } = await env.signUp(page, 'edit');
    api.client = await env.login(email);
    // one small market buy gives the pair a last price, which the trigger side is chosen against
    await placeOrder(api.client, marketBody('buy', { notional: '10', marketAmountType: 1 }));

    await page.reload();
    const b = await until(() => bookOf(page), (v) => v.info.synced && v.bids.length > 10 && v.asks.length > 0, 'the book');
    p1 = b.bids[3][0];
    p2 = b.bids[8][0];
    base1 = levelSize(b.bids, p1);
    base2 = levelSize(b.bids, p2);
    trigger1 = b.asks[0][0] + 500_000; // 5000.00 above the best ask: never fires on a still market
    limitId = await placeOrder(api.client, limitBody('buy', price(p1), '0.01'));
    await until(async () => levelSize((await bookOf(page)).bids, p1), (v) => v === base1 + 0.01 * LOTS, 'the order in the book');
    triggerId = await placeOrder(api.client, limitBody('buy', price(trigger1 + 10_000), '0.01', { planType: 2, triggerPrice: price(trigger1), tradeSide: 1 }));
  });

  it('should edit a resting limit order\'s price and size, seen in the gateway\'s order list and public book', async () => {
    const d = await openEdit(page, limitId, /^Limit\/Market/, 'Price');
    // pre-filled from the order; the total is price × amount × (1 + the larger fee rate)
    expect(await d.getByLabel('Price', { exact: true }).inputValue()).toBe(price(p1));
    expect(await d.getByLabel('Amount', { exact: true }).inputValue()).toBe('0.010000');
    expect(Number(await d.getByLabel('Total', { exact: true }).inputValue())).toBeGreaterThanOrEqual((p1 / 100) * 0.01);
    expect(await d.getByLabel('Trigger Price', { exact: true }).count()).toBe(0);

    // must be answered: neither Escape (Chromium lets a second one through a refused first one
    // unless the key itself is stopped) nor a click on the backdrop closes it
    for (const step of ['Escape', 'Escape', 'click', 'Escape', 'Escape'] as const) {
      if (step === 'click') await page.mouse.click(8, 8);
      else await page.keyboard.press('Escape');
      await page.waitForTimeout(150);
      expect(await d.isVisible(), `after ${step}`).toBe(true);
    }
    expect(await page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.edit-order-dialog')?.open)).toBe(true);

    await d.getByLabel('Price', { exact: true }).fill(price(p2));
    await d.getByLabel('Amount', { exact: true }).fill('0.02');
    await expect.poll(() => d.getByLabel('Total', { exact: true }).inputValue()).not.toBe('');
    await d.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dialog(page).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => page.getByText('Order updated').count()).toBeGreaterThan(0);

    const rows = await openOrders('spot_market');
    expect(rows.map((r) => [r.price, r.size])).toEqual([[price(p2), '0.020000']]);
    // the public book: the old level lost the order, the new one holds 0.02 more
    await expect.poll(async () => {
      const now = await bookOf(page);
      return [levelSize(now.bids, p1), levelSize(now.bids, p2)];
    }, { timeout: 10_000 }).toEqual([base1, base2 + 0.02 * LOTS]);
    // the list shows the edited row by push
    const listed = page.locator(`[data-testid="open-orders"] tr[data-order-id="${rows[0].orderId}"]`);
    await expect.poll(() => listed.textContent(), { timeout: 10_000 }).toContain(price(p2));
    limitId = rows[0].orderId;
  });

  it('should edit a trigger order\'s trigger price', async () => {
    const trigger2 = trigger1 + 100_000;
    const d = await openEdit(page, triggerId, /^Trigger Order/, 'Trigger Price');
    expect(await d.getByLabel('Trigger Price', { exact: true }).inputValue()).toBe(price(trigger1));
    expect(await d.getByLabel('Price', { exact: true }).inputValue()).toBe(price(trigger1 + 10_000));
    expect(await d.getByLabel('Amount', { exact: true }).inputValue()).toBe('0.010000');
    await d.getByLabel('Trigger Price', { exact: true }).fill(price(trigger2));
    await d.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dialog(page).count(), { timeout: 10_000 }).toBe(0);

    const rows = await openOrders('spot_trigger');
    expect(rows).toHaveLength(1);
    // above the last price: fires as the price rises (updateTradeSide 1)
    expect(rows[0]).toMatchObject({ triggerPrice: price(trigger2), price: price(trigger1 + 10_000), size: '0.010000', tradeSide: 1 });
  });

  it('should show a refused amount on the Amount field: the form\'s minimum first, then the gateway\'s 33124 and 33126', async () => {
    // the form's own rule: below the pair's minimum count (0.00001 BTC), nothing is sent
    let d = await openEdit(page, limitId, /^Limit\/Market/, 'Price');
    await d.getByLabel('Amount', { exact: true }).fill('0.000001');
    await d.getByRole('button', { name: 'Confirm' }).click();
    const amount = d.getByLabel('Amount', { exact: true });
    await expect.poll(() => fieldError(amount)).not.toBeNull();
    const want = orderText('validation.lessThanAmount', { min: '0.00001', unit: 'BTC' });
    if (want !== null) expect(await fieldError(amount)).toBe(want);
    expect(await fieldError(d.getByLabel('Price', { exact: true }))).toBeNull();
    await d.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);

    // a page whose pair list carries lower minimums lets the gateway's own checks answer
    const other = await page.context().newPage();
    await other.route((url) => url.pathname === '/gw-api/ds/pairs', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Record<string, unknown>[] };
      for (const p of body.data) if (p.symbol === 'BTC_USDT') Object.assign(p, { minBuyCount: '0.000001', minBuyAmount: '0.01' });
      await route.fulfill({ response: res, json: body });
    });
    await other.goto(env.tradeUrl());
    d = await openEdit(other, limitId, /^Limit\/Market/, 'Price');
    await d.getByLabel('Amount', { exact: true }).fill('0.000005');
    await d.getByRole('button', { name: 'Confirm' }).click();
    const otherAmount = d.getByLabel('Amount', { exact: true });
    await expect.poll(() => fieldError(otherAmount), { timeout: 10_000 }).not.toBeNull();
    const e33124 = orderText('e_33124');
    if (e33124 !== null) expect(await fieldError(otherAmount)).toBe(e33124);
    expect(await fieldError(d.getByLabel('Total', { exact: true }))).toBeNull();

    // enough lots, too little money: 33126 on Total, and the amount's message goes with the change
    await otherAmount.fill('0.00005');
    await expect.poll(() => fieldError(otherAmount)).toBeNull();
    await d.getByRole('button', { name: 'Confirm' }).click();
    const total = d.getByLabel('Total', { exact: true });
    await expect.poll(() => fieldError(total), { timeout: 10_000 }).not.toBeNull();
    const e33126 = orderText('e_33126');
    if (e33126 !== null) expect(await fieldError(total)).toBe(e33126);
    expect(await d.isVisible()).toBe(true);
    await d.getByRole('button', { name: 'Cancel' }).click();
    await other.close();

    // nothing changed at the gateway
    expect((await openOrders('spot_market')).map((r) => [r.orderId, r.price, r.size])).toEqual([[limitId, price(p2), '0.020000']]);
  });

  it('should say a post-only order edited to a price that would take was cancelled, not updated', async () => {
    await page.reload();
    const postOnly = await placeOrder(api.client, limitBody('buy', price(p1), '0.001', { type: 'limit_maker' }));
    const d = await openEdit(page, postOnly, /^Limit\/Market/, 'Price');
    // the best ask: a buy there would take, which a post-only order never does
    const ask = (await bookOf(page)).asks[0][0];
    await d.getByLabel('Price', { exact: true }).fill(price(ask));
    await expect.poll(() => d.getByLabel('Total', { exact: true }).inputValue()).not.toBe('');
    await d.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dialog(page).count(), { timeout: 10_000 }).toBe(0);
    const toasts = () => page.locator('.toasts').textContent();
    await expect.poll(toasts).toContain(orderText('form.postOnlyCancelled') ?? 'Post-only order cancelled');
    expect(await toasts()).not.toContain('Order updated');
    // gone from the gateway's list and from the page's
    expect((await openOrders('spot_market')).map((r) => r.orderId)).toEqual([limitId]);
    await expect.poll(() => page.locator(`[data-testid="open-orders"] tr[data-order-id="${postOnly}"]`).count(), { timeout: 10_000 }).toBe(0);
  });
});
