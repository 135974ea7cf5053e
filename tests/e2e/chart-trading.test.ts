import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatUnits } from '../../src/core/units';
import type { ApiClient } from './client';
import { limitBody, marketBody, placeOrder } from './order-bodies';
import { bookOf, until } from './page-probes';
import { useTradeEnv } from './trade-env';
import { dragLine, orderLine as line, priceChart } from './chart-trading.helpers';

/**
 * Trading on the chart (issue 24) against the live gateway: the display config turned on, a
 * trader's open limit order drawn as a line at its price and moved by dragging it (the gateway's
 * open orders show the new price), a market-type line dragged across the last price refused and
 * put back, a quick market buy by total filled and marked on its candle with the fill and fee in
 * the marker's dialog, the limit popup placing an order at the hovered price, the quick panel's
 * messages, and a visitor sent to login.
 *
 * SIM_RATE 0: the seeded book stands still, so the last price only moves by these orders.
 */

interface OpenRow { orderId: number; price: string; triggerPrice: string; type: string; tradeType: string }
interface FillRow { orderId: number; fee: string; feeCoinName: string; priceAvg?: string; price: string; size: string }

const VIEWPORT = { width: 1440, height: 900 };
const price = (ticks: number) => formatUnits(ticks, 2);

/** Every display-config choice on, quick edit on (no confirm before a line edit), set before the page's scripts run. */
async function withDisplay(page: Page, quickEdit = true): Promise<void> {
  await page.addInitScript((qe) => {
    for (const k of ['limitOrderTrade', 'marketOrderTrade', 'showOrders', 'showOrderHistory']) localStorage.setItem(k, 'true');
    localStorage.setItem('quickEditOrder', String(qe));
  }, quickEdit);
}

/** Answers the submit's confirm dialogs (the far-price one, then the order confirm) until none is left. */
async function confirmAll(page: Page): Promise<void> {
  const open = page.locator('dialog[open]');
  await open.first().waitFor({ timeout: 5_000 });
  for (let i = 0; i < 3 && (await open.count()) > 0; i++) {
    await open.first().getByRole('button', { name: 'Confirm' }).click();
    await page.waitForTimeout(300);
  }
}


/** Drags the quick market panel by its handle so that its middle is at the height of the line's label. */
async function panelOverLine(page: Page, orderId: number): Promise<void> {
  const panel = (await page.locator('.ct-quick').boundingBox())!;
  const handle = (await page.locator('.ct-quick-handle').boundingBox())!;
  const label = (await line(page, orderId).locator('.ct-line-label').boundingBox())!;
  const dy = label.y + label.height / 2 - (panel.y + panel.height / 2);
  const [x, y] = [handle.x + 20, handle.y + handle.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 4; i++) await page.mouse.move(x, y + (dy * i) / 4);
  await page.mouse.up();
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('trading on the chart', () => {
  const env = useTradeEnv({ simRate: 0 });
  let page: Page;
  const api = { client: null as unknown as ApiClient };
  let bestBid = 0;
  let bestAsk = 0;

  const openOrders = async () => {
    const a = await api.client.post<OpenRow[]>('/gw-api/entrust-gateway/client/open-orders', { orderMode: 'spot', symbol: 'BTC_USDT', limit: 50 });
    expect(a.success, JSON.stringify(a)).toBe(true);
    return a.data;
  };

  async function openChart(p: Page): Promise<void> {
    await p.goto(env.tradeUrl({}));
    await until(() => bookOf(p), (v) => v.info.synced && v.bids.length > 5 && v.asks.length > 5, 'the book');
    await priceChart(p).locator('.ct-layer').waitFor({ timeout: 20_000 });
  }

  beforeAll(async () => {
    page = await env.newPage(VIEWPORT);
    await withDisplay(page);
    await page.goto(env.tradeUrl({}));
    const { email } = await env.signUp(page, 'chart');
    api.client = await env.login(email);
    // a small market buy gives the pair a last price
    await placeOrder(api.client, marketBody('buy', { notional: '10', marketAmountType: 1 }));
    await openChart(page);
    const b = await bookOf(page);
    bestBid = b.bids[0][0];
    bestAsk = b.asks[0][0];
  });

  it('should draw an open limit order as a line at its price, and move the order by dragging the line', async () => {
    const at = bestBid - 20_000; // 200.00 under the best bid: in view, never filled
    const id = await placeOrder(api.client, limitBody('buy', price(at), '0.01'));
    await line(page, id).waitFor({ timeout: 10_000 });
    expect(await line(page, id).getAttribute('data-price')).toBe(price(at));
    expect(await line(page, id).isVisible()).toBe(true);
    // the quick panel moved over the line's row: the line's tag steps past it, readable and draggable
    await panelOverLine(page, id);
    const panel = (await page.locator('.ct-quick').boundingBox())!;
    const label = (await line(page, id).locator('.ct-line-label').boundingBox())!;
    expect(label.y + label.height > panel.y && label.y < panel.y + panel.height, 'the panel covers the line\'s row').toBe(true);
    await expect.poll(async () => overlaps((await line(page, id).locator('.ct-line-tag').boundingBox())!, panel)).toBe(false);
    expect((await line(page, id).locator('.ct-line-tag').boundingBox())!.x).toBeGreaterThan(panel.x + panel.width);
    await dragLine(page, id, 40); // lower on the chart: a lower price
    await expect.poll(async () => (await openOrders()).find((o) => o.orderId === id)?.price, { timeout: 10_000 }).not.toBe(price(at));
    const moved = (await openOrders()).find((o) => o.orderId === id)!;
    expect(Number(moved.price)).toBeLessThan(at / 100);
    // the line follows the order's new price
    await expect.poll(() => line(page, id).getAttribute('data-price'), { timeout: 10_000 }).toBe(moved.price);
  });

  it('should refuse a market-type line dragged across the last price and put it back', async () => {
    // a trigger buy with a market child, triggered on a fall under the last price
    const trigger = price(bestBid - 30_000);
    const id = await placeOrder(api.client, { ...marketBody('buy', { notional: '50', marketAmountType: 1 }), planType: 2, triggerPrice: trigger, tradeSide: 2 });
    await line(page, id).waitFor({ timeout: 10_000 });
    expect(await line(page, id).getAttribute('data-price')).toBe(trigger);
    const box = (await priceChart(page).locator('.ct-layer').boundingBox())!;
    const from = (await line(page, id).locator('.ct-line-label').boundingBox())!;
    await dragLine(page, id, box.y + 4 - from.y); // to the plot's top: far above the last price
    await expect.poll(() => page.getByText('The order could not be changed').count(), { timeout: 5_000 }).toBeGreaterThan(0);
    expect(await line(page, id).locator('.ct-line-price').textContent()).toBe(trigger);
    expect((await openOrders()).find((o) => o.orderId === id)?.triggerPrice).toBe(trigger);
  });

  it('should show the quick panel\'s messages for an empty total, a total under the minimum and one above the balance', async () => {
    const panel = page.getByRole('group', { name: 'Quick market order' });
    const total = panel.getByLabel('Total (USDT)');
    const buy = panel.locator('.ct-quick-buy');
    await total.fill('');
    await buy.click();
    await expect.poll(() => page.getByText('The amount is below the minimum').count()).toBeGreaterThan(0);
    await total.fill('5.01'); // 5.01 x (1 - the larger fee rate) is under 5 USDT
    await buy.click();
    await expect.poll(() => page.getByText('The total must be at least 5 USDT').count()).toBeGreaterThan(0);
    await total.fill('99999999');
    await buy.click();
    await expect.poll(() => page.getByText('Insufficient balance').count()).toBeGreaterThan(0);
  });

  it('should fill a quick market buy by total and mark it on its candle, with the fill and its fee in the marker\'s dialog', async () => {
    const panel = page.getByRole('group', { name: 'Quick market order' });
    await panel.getByLabel('Total (USDT)').fill('100');
    await panel.locator('.ct-quick-buy').click();
    // the order confirm of the trader's preference (on by default)
    const confirm = page.getByRole('dialog', { name: 'Confirm order' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText('Order placed').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // every fill of this trader, as the gateway lists them, newest first
    const trades = await until(async () => (await api.client.post<FillRow[]>('/gw-api/entrust-gateway/client/trades', { orderMode: 'spot', symbol: 'BTC_USDT', limit: 50 })).data, (d) => d.length >= 2, 'the fills');
    const newest = trades[0];
    // the markers count every fill once (the first buy's and this one's, on one candle or two)
    const markers = page.locator('.ct-marker-buy');
    const counted = async () => (await markers.evaluateAll((els) => els.map((e) => Number(/, fills: (\d+),/.exec(e.getAttribute('aria-label') ?? '')?.[1] ?? 0)))).reduce((a, b) => a + b, 0);
    await expect.poll(counted, { timeout: 10_000 }).toBe(trades.length);
    // the newest candle's marker: its dialog lists the newest fill with its fee
    const times = await markers.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-time'))));
    await page.locator(`.ct-marker-buy[data-time="${Math.max(...times)}"]`).click();
    const dialog = page.getByRole('dialog', { name: 'Filled orders' });
    await dialog.waitFor();
    const rows = await dialog.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows.map((r) => [r[2], r[4]])).toContainEqual([newest.size, `${newest.fee} ${newest.feeCoinName}`]);
    expect(Number(newest.fee)).toBeGreaterThan(0);
    // each fill's time as the order panel writes it, whatever the browser's language
    for (const r of rows) expect(r[0]).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('should place a limit order at the hovered price from the limit popup', async () => {
    const layer = (await priceChart(page).locator('.ct-layer').boundingBox())!;
    // hover over the plot, above the middle
    await page.mouse.move(layer.x + layer.width / 2, layer.y + layer.height * 0.6);
    const plus = page.getByRole('button', { name: 'Trade at this price' });
    await plus.waitFor();
    await plus.click();
    // the popup opens at the price of the height the pointer was at, rounded down to the pair's precision
    const dialogs = page.getByRole('dialog', { name: /^Trade at / });
    await dialogs.waitFor();
    const hovered = (await dialogs.getAttribute('aria-label'))!.replace('Trade at ', '');
    expect(hovered).toMatch(/^\d+\.\d{2}$/);
    const popup = page.getByRole('dialog', { name: `Trade at ${hovered}` });
    await popup.getByRole('button', { name: `Place an order at ${hovered}` }).click();
    // an amount whose total is at or below the pair's minimum (5 USDT) is warned of as it is typed
    const amount = popup.getByLabel('Amount (BTC)');
    await amount.fill('0.00001');
    const warning = popup.getByRole('status');
    await expect.poll(() => warning.textContent()).toMatch(/^Total \d+\.\d{2} USDT: at or below the minimum of 5 USDT$/);
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    await amount.fill('0.001');
    await expect.poll(() => warning.count()).toBe(0);
    // one button: Buy under the last price, Sell above it (a limit order that rests)
    // SIM_RATE 0: the last price is this trader's newest fill
    const fills = await api.client.post<FillRow[]>('/gw-api/entrust-gateway/client/trades', { orderMode: 'spot', symbol: 'BTC_USDT', limit: 1 });
    const last = Number(fills.data[0].price);
    const side = Number.isFinite(last) && Number(hovered) > last ? 'Sell' : 'Buy';
    await popup.getByRole('button', { name: `${side} at ${hovered}` }).click();
    await confirmAll(page);
    await expect.poll(async () => (await openOrders()).some((o) => o.price === hovered && o.type === 'limit'), { timeout: 10_000 }).toBe(true);
    // its line is drawn where the pointer was: the popup's price is the price at that height
    // (a tick is far under a pixel here), not a figure of its own
    const line = priceChart(page).locator(`.ct-line[data-price="${hovered}"]`);
    await line.waitFor();
    const hoveredY = layer.y + layer.height * 0.6;
    await expect.poll(async () => Math.abs((await line.boundingBox())!.y - hoveredY)).toBeLessThanOrEqual(2);
  });

  it('should send a visitor who presses Buy in the quick panel to login', async () => {
    const visitor = await env.newPage(VIEWPORT);
    await withDisplay(visitor);
    await openChart(visitor);
    const panel = visitor.getByRole('group', { name: 'Quick market order' });
    await panel.getByLabel('Total (USDT)').fill('100');
    await panel.locator('.ct-quick-buy').click();
    await visitor.waitForURL(/\/login\?goto=/, { timeout: 10_000 });
    await visitor.context().close();
    expect(bestAsk).toBeGreaterThan(bestBid);
  });
});
