import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Helpers of the chart-trading e2e files: the display config set before the page's scripts,
 * the quick market panel and the limit popup by their accessible names, every toast the page
 * showed (a log, so a message repeated within a toast's 3 s still counts as a new one), and
 * the order submits the page sent.
 */

/** Every display-config choice on (quick edit as given), and a log of the toasts, set before the page's scripts run. */
export async function withDisplay(page: Page, quickEdit = true): Promise<void> {
  await page.addInitScript((qe) => {
    for (const k of ['limitOrderTrade', 'marketOrderTrade', 'showOrders', 'showOrderHistory']) localStorage.setItem(k, 'true');
    localStorage.setItem('quickEditOrder', String(qe));
    const log: string[] = [];
    (window as unknown as { __toastLog: string[] }).__toastLog = log;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLElement && n.classList.contains('toast')) log.push(n.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  }, quickEdit);
}

/** The toasts shown since the page loaded, oldest first. */
export function toastLog(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toastLog?: string[] }).__toastLog ?? []);
}

/** Runs `act` and answers the toasts it raised (waiting until at least one came). */
export async function toastsOf(page: Page, act: () => Promise<void>): Promise<string[]> {
  const before = (await toastLog(page)).length;
  await act();
  await expect.poll(async () => (await toastLog(page)).length, { timeout: 10_000 }).toBeGreaterThan(before);
  return (await toastLog(page)).slice(before);
}

/** Counts the order submits `page` sends from now on. */
export function countSubmits(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (r) => {
    if (r.url().endsWith('/gw-api/order/spot/submit')) counter.count++;
  });
  return counter;
}

export const priceChart = (page: Page): Locator => page.locator('[data-testid="price-chart"]');
export const quickPanel = (page: Page): Locator => page.getByRole('group', { name: 'Quick market order' });
/** The panel's Buy or Sell button (its name carries the best price after the word). */
export const quickSide = (page: Page, side: 'Buy' | 'Sell'): Locator => quickPanel(page).getByRole('button', { name: new RegExp(`^${side}\\b`) });

/** Sets the quick panel's entry to `entry` (its toggle says which coin it switches to). */
export async function quickEntry(page: Page, entry: 'amount' | 'total', base = 'BTC', quote = 'USDT'): Promise<Locator> {
  const field = quickPanel(page).getByLabel(entry === 'amount' ? `Amount (${base})` : `Total (${quote})`);
  if ((await field.count()) === 0) await quickPanel(page).getByRole('button', { name: `Enter in ${entry === 'amount' ? base : quote}` }).click();
  await field.waitFor();
  return field;
}

/**
 * Hovers the plot at `at` of its height, presses the '+' and answers the opened popup and its
 * price (the hovered height's, rounded down to the pair's precision).
 */
export async function openPopup(page: Page, at = 0.6): Promise<{ popup: Locator; price: string }> {
  const layer = (await priceChart(page).locator('.ct-layer').boundingBox())!;
  await page.mouse.move(layer.x + layer.width / 2, layer.y + layer.height * at);
  await page.getByRole('button', { name: 'Trade at this price' }).click();
  const opened = page.getByRole('dialog', { name: /^Trade at / });
  await opened.waitFor();
  const price = (await opened.getAttribute('aria-label'))!.replace('Trade at ', '');
  return { popup: page.getByRole('dialog', { name: `Trade at ${price}` }), price };
}

/** The popup's order step: "Place an order at …", then its amount field. */
export async function popupOrder(popup: Locator, price: string, base = 'BTC'): Promise<Locator> {
  await popup.getByRole('button', { name: `Place an order at ${price}` }).click();
  const amount = popup.getByLabel(`Amount (${base})`);
  await amount.waitFor();
  return amount;
}

/** The popup's one order button: Buy at or under the last price, Sell above it. */
export const popupSubmit = (popup: Locator, price: string): Locator => popup.getByRole('button', { name: new RegExp(`^(Buy|Sell) at ${price.replace('.', '\\.')}$`) });

/** An open order's line on the price chart. */
export const orderLine = (page: Page, orderId: number): Locator => page.locator(`.ct-line[data-order-id="${orderId}"]`);

/** Drags a line's label (its slider) by `dy` px, in steps, the way a mouse does. */
export async function dragLine(page: Page, orderId: number, dy: number): Promise<void> {
  const box = (await orderLine(page, orderId).getByRole('slider').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(x, y + (dy * i) / 8);
  await page.mouse.up();
}
