import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { limitBody, marketBody, placeOrder } from './order-bodies';
import { bookOf, fieldError, until } from './page-probes';
import { useTradeEnv } from './trade-env';

/**
 * The edit-order modal's own messages (spec order-panel section 5 "Edit modal, limit order" and
 * "Edit modal, trigger/stop orders", issue 17 item 11), each where the trader sees it: a price
 * or trigger price of 0 says "Enter a valid …" and one above 9999999999999999 says it exceeds
 * the maximum, as typed (Confirm stays disabled, so they cannot wait for it); a plan's market
 * child with nothing on the other side of the book gets "too high or too low" on Confirm.
 *
 * SEED_BOOKS=0 and SIM_RATE 0: BTC_USDT's book holds only this user's limit sell, so its bid
 * side has no depth at all.
 */

interface OpenRow { orderId: number; price: string; triggerPrice: string; size: string }

describe('edit-order modal messages', () => {
  const env = useTradeEnv({ simRate: 0, env: { SEED_BOOKS: '0' } });
  let page: Page;
  let api: ApiClient;
  let limitId = 0;
  let stopId = 0;

  const dialog = () => page.getByRole('dialog', { name: 'Edit Order' });
  const input = (label: string) => dialog().getByLabel(label, { exact: true });
  const confirm = () => dialog().getByRole('button', { name: 'Confirm' });

  async function openEdit(orderId: number, kind: RegExp, firstField: string) {
    await page.locator('[data-widget="panel"]').getByRole('tab', { name: kind }).click();
    const row = page.locator(`[data-testid="open-orders"] tr[data-order-id="${orderId}"]`);
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: /^Edit/ }).click();
    await dialog().waitFor();
    await expect.poll(() => input(firstField).inputValue(), { timeout: 10_000 }).not.toBe('');
  }

  async function closeEdit() {
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog().count()).toBe(0);
  }

  const openRows = async (tradeType: string) =>
    (await api.post<OpenRow[]>('/gw-api/entrust-gateway/client/open-orders', { orderMode: 'spot', tradeType, symbol: 'BTC_USDT', limit: 50, lastPid: null, side: null })).data;

  beforeAll(async () => {
    page = await env.openTrade({ viewport: { width: 1440, height: 900 } });
    const { email } = await env.signUp(page, 'editmsg');
    api = await env.login(email);
    // a limit sell: the asks get one level, the bids stay empty
    limitId = await placeOrder(api, limitBody('sell', '90000.00', '0.01'));
    // a stop-market sell of 0.002 BTC (registration funds 2 BTC): its child needs bids to sell into
    stopId = await placeOrder(api, marketBody('sell', { size: '0.002', marketAmountType: 2, planType: 1, triggerPrice: '40000.00', tradeSide: 2 }));
    await page.reload();
    await until(() => bookOf(page), (b) => b.info.synced && b.asks.length === 1 && b.bids.length === 0, 'the one-level book', 30_000);
  });

  it('should say "Enter a valid price" for a price of 0 and "exceeds" above the maximum, as typed', async () => {
    await openEdit(limitId, /^Limit\/Market/, 'Price');
    const price = input('Price');
    await price.fill('0');
    await expect.poll(() => fieldError(price)).toBe('Enter a valid price');
    expect(await confirm().isDisabled()).toBe(true);

    await price.fill('99999999999999999');
    await expect.poll(() => fieldError(price)).toBe('The order price or trigger price exceeds 9999999999999999');
    expect(await input('Total').inputValue()).toBe(''); // no total can be read at that price
    expect(await confirm().isDisabled()).toBe(true);

    await price.fill('91000');
    await expect.poll(() => fieldError(price)).toBeNull();
    expect(await confirm().isDisabled()).toBe(false);
    await closeEdit();
  });

  it('should say "Enter a valid trigger price" for a trigger price of 0, and that the book has no depth for a market child', async () => {
    await openEdit(stopId, /^TP\/SL|^Stop/, 'Trigger Price');
    const trigger = input('Trigger Price');
    await trigger.fill('0');
    await expect.poll(() => fieldError(trigger)).toBe('Enter a valid trigger price');
    expect(await confirm().isDisabled()).toBe(true);
    await trigger.fill('100000000000000000');
    await expect.poll(() => fieldError(trigger)).toBe('The order price or trigger price exceeds 9999999999999999');

    await trigger.fill('41000');
    await expect.poll(() => fieldError(trigger)).toBeNull();
    await confirm().click();
    // no bids at all: the sell's market child has nothing to match
    await expect.poll(() => fieldError(input('Amount'))).toBe('The price is too high or too low to find matching orders in the book');
    expect(await dialog().isVisible()).toBe(true);
    await closeEdit();
    // nothing was sent
    expect((await openRows('spot_stop')).map((r) => [r.orderId, r.triggerPrice])).toEqual([[stopId, '40000.00']]);
  });
});
