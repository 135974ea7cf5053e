import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatUnits } from '../../src/core/units';
import type { ApiClient } from './client';
import { limitBody, marketBody, placeOrder } from './order-bodies';
import { bookOf, until } from './page-probes';
import { useTradeEnv } from './trade-env';
import { dragLine, openPopup, orderLine as line, priceChart, toastsOf, withDisplay } from './chart-trading.helpers';

/**
 * Trading on the chart (issue 24), the lines, against the live gateway in Chromium, acting by
 * accessible names: an order cancelled from its line (the gateway's open orders lose it, its
 * line goes), a cancel the gateway refuses told with its reason, a signed-out trader's cancel
 * sent to login; with quick edit off, a dragged line asks first (Keep puts it back and sends
 * nothing, Move moves the order); a drag the gateway refuses (not the chart's own last-price
 * rule) puts the line back with the failed-edit message; a horizontal line drawn from the
 * limit popup, kept for its pair over a reload, and removed. The first flows (a line at its
 * price, a drag that moves, the market-line rule) are in chart-trading.test.ts.
 *
 * BTC_USDT: price precision 2; a new user holds 100,000 USDT and 2 BTC. SIM_RATE 0: the seeded
 * book stands still, so the chart's price scale only moves with these orders.
 */

interface OpenRow { orderId: number; price: string; triggerPrice: string; type: string; tradeType: string }
interface Wallet { coinType: string; availableBalance: string }

const VIEWPORT = { width: 1440, height: 900 };
const price = (ticks: number) => formatUnits(ticks, 2);
const UPDATE = '/gw-api/order/spot/update';
const CANCEL = '/gw-api/order/spot/cancel';

/** A line's cancel button, by its accessible name. */
const cancelButton = (page: Page, orderId: number, at: string) => line(page, orderId).getByRole('button', { name: `Cancel the Buy order at ${at}` });

/** Counts the requests to `path` `page` sends from now on. */
function countRequests(page: Page, path: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (r) => {
    if (r.url().endsWith(path)) counter.count++;
  });
  return counter;
}

interface Answer { success: boolean; code: number }

/**
 * Holds the page's next request to `path` until `first` ran (another device acting just before
 * it lands), lets it through and answers the gateway's answer, read before the page may leave.
 */
async function nextAnswer(page: Page, path: string, first: () => Promise<void> = () => Promise.resolve()): Promise<{ answer: Promise<Answer> }> {
  let settle!: (a: Answer | Error) => void;
  const answer = new Promise<Answer | Error>((resolve) => { settle = resolve; });
  await page.route(`**${path}`, async (route) => {
    let failed: Error | null = null;
    try {
      await first();
    } catch (e) {
      failed = e as Error;
    }
    const res = await route.fetch();
    settle(failed ?? ((await res.json()) as Answer));
    await route.fulfill({ response: res });
  }, { times: 1 });
  // in an object: a promise returned as is would be awaited with the route set
  return {
    answer: answer.then((a) => {
      if (a instanceof Error) throw a;
      return a;
    }),
  };
}

describe('trading on the chart: order lines and horizontal lines', () => {
  const env = useTradeEnv({ simRate: 0 });
  let page: Page;
  let api: ApiClient;
  let bestBid = 0;

  const openOrders = async (client = api) => {
    const a = await client.post<OpenRow[]>('/gw-api/entrust-gateway/client/open-orders', { orderMode: 'spot', symbol: 'BTC_USDT', limit: 50 });
    expect(a.success, JSON.stringify(a)).toBe(true);
    return a.data;
  };
  const openPrice = async (id: number, client = api) => (await openOrders(client)).find((o) => o.orderId === id)?.price;

  async function openChart(p: Page, symbol = 'BTC_USDT'): Promise<void> {
    await p.goto(env.tradeUrl({ symbol }));
    await until(() => bookOf(p), (v) => v.info.synced && v.info.symbol === symbol && v.bids.length > 5 && v.asks.length > 5, 'the book');
    await priceChart(p).locator('.ct-layer').waitFor({ timeout: 20_000 });
  }

  /** A new trader in a new browser context, its chart open with every display choice on (quick edit as given). */
  async function newTrader(prefix: string, quickEdit: boolean): Promise<{ page: Page; api: ApiClient }> {
    const p = await env.newPage(VIEWPORT);
    await withDisplay(p, quickEdit);
    await p.goto(env.tradeUrl({}));
    const { email } = await env.signUp(p, prefix);
    const client = await env.login(email);
    await openChart(p);
    return { page: p, api: client };
  }

  /** Places a resting limit buy of 0.01 BTC `under` ticks below the best bid and waits for its line. */
  async function restingBuy(p: Page, client: ApiClient, under: number): Promise<{ id: number; at: string }> {
    const at = price(bestBid - under);
    const id = await placeOrder(client, limitBody('buy', at, '0.01'));
    await line(p, id).waitFor({ timeout: 10_000 });
    expect(await line(p, id).getAttribute('data-price')).toBe(at);
    return { id, at };
  }

  beforeAll(async () => {
    page = await env.newPage(VIEWPORT);
    await withDisplay(page);
    await page.goto(env.tradeUrl({}));
    const { email } = await env.signUp(page, 'chart-lines');
    api = await env.login(email);
    // a small market buy gives the pair a last price
    await placeOrder(api, marketBody('buy', { notional: '10', marketAmountType: 1 }));
    await openChart(page);
    bestBid = (await bookOf(page)).bids[0][0];
  });

  it('should cancel an order from its line: the gateway\'s open orders lose it and its line goes', async () => {
    const { id, at } = await restingBuy(page, api, 20_000);
    const shown = await toastsOf(page, () => cancelButton(page, id, at).click());
    expect(shown).toEqual(['Order cancelled']);
    await expect.poll(async () => (await openOrders()).some((o) => o.orderId === id), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => line(page, id).count(), { timeout: 10_000 }).toBe(0);
  });

  it('should tell a cancel the gateway refuses, with its reason, when the order closed just before', async () => {
    const { id, at } = await restingBuy(page, api, 25_000);
    // the order is cancelled elsewhere (another device) while the line's cancel is on its way
    const { answer } = await nextAnswer(page, CANCEL, async () => {
      const elsewhere = await api.signedPost(CANCEL, { orderId: id, reqSource: 2, orderModeCode: 'normal_order', planType: 0 });
      expect(elsewhere.success, JSON.stringify(elsewhere)).toBe(true);
    });
    const shown = await toastsOf(page, () => cancelButton(page, id, at).click());
    expect(await answer).toMatchObject({ success: false, code: 30003 });
    expect(shown).toEqual(['The order could not be cancelled: The order is no longer open']);
    // the closed order leaves the chart
    await expect.poll(() => line(page, id).count(), { timeout: 10_000 }).toBe(0);
  });

  it('should send a trader whose session ended to login from a line\'s cancel, leaving the order open', async () => {
    const trader = await newTrader('chart-lines-ended', true);
    try {
      const { id, at } = await restingBuy(trader.page, trader.api, 20_000);
      const button = cancelButton(trader.page, id, at);
      await button.waitFor();
      // the session ends on the gateway's side: the page keeps its signing key, the gateway answers -6
      const context = trader.page.context();
      const kept = (await context.cookies()).filter((c) => c.name !== 'session');
      await context.clearCookies();
      await context.addCookies(kept);
      const { answer } = await nextAnswer(trader.page, CANCEL);
      await button.click();
      expect(await answer).toMatchObject({ success: false, code: -6 });
      await trader.page.waitForURL(/\/login\?/, { timeout: 10_000 });
      const url = new URL(trader.page.url());
      expect(url.pathname).toBe('/login');
      expect(url.searchParams.get('goto')).toBe('/trade/en?symbol=BTC_USDT');
      expect(url.searchParams.get('lang')).toBe('en');
      expect(await openPrice(id, trader.api)).toBe(at);
    } finally {
      await trader.page.context().close();
    }
  });

  it('should ask before moving a dragged line with quick edit off: Keep puts the line back and sends nothing, Move moves the order', async () => {
    const trader = await newTrader('chart-lines-ask', false);
    try {
      const p = trader.page;
      const updates = countRequests(p, UPDATE);
      const { id, at } = await restingBuy(p, trader.api, 20_000);
      const label = line(p, id).getByRole('slider');
      const before = (await label.boundingBox())!;
      const dialog = p.getByRole('dialog', { name: 'Change the order' });

      await dragLine(p, id, 40); // lower on the chart: a lower price
      await dialog.waitFor();
      const asked = /^Move the Buy order from (\S+) to (\S+)\?$/.exec((await dialog.locator('p').textContent()) ?? '');
      expect(asked?.[1]).toBe(at);
      expect(Number(asked?.[2])).toBeLessThan(Number(at));
      // while it asks, the line stands where it was dropped
      expect(await line(p, id).locator('.ct-line-price').textContent()).toBe(asked?.[2]);
      await dialog.getByRole('button', { name: 'Keep' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      // back at the order's price, where it was drawn
      expect(await line(p, id).locator('.ct-line-price').textContent()).toBe(at);
      expect(await line(p, id).getAttribute('data-price')).toBe(at);
      expect(Math.abs((await label.boundingBox())!.y - before.y)).toBeLessThanOrEqual(1);
      expect(await openPrice(id, trader.api)).toBe(at);

      await dragLine(p, id, 40);
      await dialog.waitFor();
      const to = /to (\S+)\?$/.exec((await dialog.locator('p').textContent()) ?? '')![1];
      const shown = await toastsOf(p, () => dialog.getByRole('button', { name: 'Move' }).click());
      expect(shown).toEqual(['Order changed']);
      await expect.poll(() => openPrice(id, trader.api), { timeout: 10_000 }).toBe(to);
      await expect.poll(() => line(p, id).getAttribute('data-price'), { timeout: 10_000 }).toBe(to);
      // Keep sent nothing: the one update is Move's
      expect(updates.count).toBe(1);
    } finally {
      await trader.page.context().close();
    }
  });

  it('should put a line back with the failed-edit message when the gateway refuses the drag', async () => {
    const { id, at } = await restingBuy(page, api, 30_000);
    const label = line(page, id).getByRole('slider');
    const before = (await label.boundingBox())!;
    const usdt = async () => (await api.get<{ walletList: Wallet[] }>('/gw-api/asset-gateway/spot/balance')).data.walletList.find((w) => w.coinType === 'USDT')!.availableBalance;
    let moved = '';
    try {
      // as the move lands, every free USDT goes to the margin account: a higher buy price has nothing to freeze
      const { answer } = await nextAnswer(page, UPDATE, async () => {
        const free = await usdt();
        const transfer = await api.signedPost('/gw-api/asset-gateway/leverage/transfer', { symbol: 'BTC_USDT', coin: 'USDT', amount: free, direction: 'in' });
        expect(transfer.success, JSON.stringify(transfer)).toBe(true);
        moved = free;
      });
      const shown = await toastsOf(page, () => dragLine(page, id, -30)); // higher on the chart: a higher price
      // the gateway refused it (the chart's own rule only stops market-type lines)
      expect(await answer).toMatchObject({ success: false, code: 33102 });
      expect(shown).toEqual(['The order could not be changed: Insufficient balance']);
      expect(await line(page, id).locator('.ct-line-price').textContent()).toBe(at);
      expect(await line(page, id).getAttribute('data-price')).toBe(at);
      expect(Math.abs((await label.boundingBox())!.y - before.y)).toBeLessThanOrEqual(1);
      expect(await openPrice(id)).toBe(at);
    } finally {
      if (moved !== '') {
        const back = await api.signedPost('/gw-api/asset-gateway/leverage/transfer', { symbol: 'BTC_USDT', coin: 'USDT', amount: moved, direction: 'out' });
        expect(back.success, JSON.stringify(back)).toBe(true);
      }
    }
  });

  it('should draw a horizontal line from the limit popup, keep it for its pair over a reload, and remove it', async () => {
    const layer = (await priceChart(page).locator('.ct-layer').boundingBox())!;
    const at = 0.35;
    const { popup, price: drawnAt } = await openPopup(page, at);
    await popup.getByRole('button', { name: `Draw a line at ${drawnAt}` }).click();
    await expect.poll(() => popup.count()).toBe(0);
    const drawn = priceChart(page).locator(`.ct-hline[data-price="${drawnAt}"]`);
    const remove = priceChart(page).getByRole('button', { name: `Remove the line at ${drawnAt}` });
    await drawn.waitFor();
    expect(await drawn.locator('.ct-hline-price').textContent()).toBe(drawnAt);
    // at the height it was drawn at
    expect(Math.abs((await drawn.boundingBox())!.y - (layer.y + layer.height * at))).toBeLessThanOrEqual(2);
    expect(await remove.isVisible()).toBe(true);

    // kept over a reload
    await openChart(page);
    await drawn.waitFor({ timeout: 10_000 });
    expect(await drawn.isVisible()).toBe(true);
    // for its pair only
    await openChart(page, 'ETH_USDT');
    await expect.poll(() => priceChart(page).locator('.ct-hline').count()).toBe(0);
    await openChart(page);
    await drawn.waitFor({ timeout: 10_000 });

    await remove.click();
    await expect.poll(() => drawn.count()).toBe(0);
    // removed for good (the drawn lines render with the layer)
    await openChart(page);
    expect(await drawn.count()).toBe(0);
  });
});
