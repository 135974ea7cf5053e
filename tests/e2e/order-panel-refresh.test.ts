import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { limitBody, placeOrder } from './order-bodies';
import { until } from './page-probes';
import { drag, waitForLiveGrid } from './grid-hand';
import { useTradeEnv } from './trade-env';

/**
 * One refresh per change (spec order-panel section 9: "Debounce 800 ms on the leading edge with
 * a 500 ms delay before the call"; section 4: after a cancel, refresh the wallet and reload the
 * list and counts). A cancel is heard twice (its answer and its pushed CANCEL_ENTRUST), an edit
 * by its answer, a Cancel All of n orders n + 1 times: each must load the open orders, the
 * counters and the order form's balance once. Counted from the page's own requests.
 */

const CALLS = {
  list: /\/gw-api\/entrust-gateway\/client\/open-orders$/,
  counts: /\/gw-api\/entrust-gateway\/client\/order-count$/,
  balance: /\/gw-api\/asset-gateway\/spot\/balance\/trade\?/,
} as const;
type Counts = Record<keyof typeof CALLS, number>;
const ONCE: Counts = { list: 1, counts: 1, balance: 1 };
/** Long past the 500 ms call delay and the 800 ms debounce: anything a change sets off has been sent. */
const SETTLE_MS = 2_500;

const rowIds = (p: Page) => p.locator('[data-testid="open-orders"] tbody tr[data-order-id]')
  .evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset.orderId)));

describe('order panel: one refresh per change', () => {
  const env = useTradeEnv({ simRate: 0 });
  let page: Page;
  let api: ApiClient;
  let seq = 0;
  let counts: Counts = { list: 0, counts: 0, balance: 0 };
  const place = () => placeOrder(api, limitBody('buy', String(20000 + ++seq), '0.001'));
  /** Counts from now on, after the page has been quiet for a while. */
  async function countFromHere() {
    await page.waitForTimeout(SETTLE_MS);
    counts = { list: 0, counts: 0, balance: 0 };
  }

  beforeAll(async () => {
    page = await env.openTrade({ viewport: { width: 1920, height: 1400 } });
    const { email } = await env.signUp(page, 'refresh');
    api = await env.login(email);
    await page.reload();
    await page.locator('[data-testid="open-orders"]').waitFor();
    // the order panel's module made taller by hand, so that every order placed here is a row it draws
    await waitForLiveGrid(page);
    await drag(page, '[data-module="orderPanel"] .react-resizable-handle', 0, 400);
    page.on('request', (r) => {
      // the panel's spot list asks one kind (tradeType); the chart's order lines ask every kind
      // (src/features/chart-trading/chart-orders.ts), their own load, not the panel's
      if (CALLS.list.test(r.url()) && (JSON.parse(r.postData() ?? '{}') as { tradeType?: unknown }).tradeType == null) return;
      for (const [k, re] of Object.entries(CALLS)) if (re.test(r.url())) counts[k as keyof Counts] += 1;
    });
    // orders until the user socket is up (one's push heard), then a few more
    for (let tries = 0; tries < 10; tries++) {
      await place();
      const heard = await page.waitForFunction(() => (window as unknown as { __terminal: { notifications(): unknown[] } }).__terminal.notifications().length > 0, null, { timeout: 2_000 }).then(() => true, () => false);
      if (heard) break;
    }
    for (let i = 0; i < 4; i++) await place();
    await until(() => rowIds(page), (r) => r.length === seq, 'the orders listed');
  });

  it('should load the list, the counters and the balance once after a row\'s Cancel', async () => {
    await countFromHere();
    const [top, ...rest] = await rowIds(page);
    await page.locator(`[data-testid="open-orders"] tr[data-order-id="${top}"]`).getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => rowIds(page), { timeout: 3_000 }).toEqual(rest);
    await page.waitForTimeout(SETTLE_MS);
    expect(counts).toEqual(ONCE);
  });

  it('should load them once after an edit', async () => {
    const [top] = await rowIds(page);
    await page.locator(`[data-testid="open-orders"] tr[data-order-id="${top}"]`).getByRole('button', { name: /^Edit/ }).click();
    const d = page.getByRole('dialog', { name: 'Edit Order' });
    await expect.poll(() => d.getByLabel('Price', { exact: true }).inputValue(), { timeout: 10_000 }).not.toBe('');
    await d.getByLabel('Price', { exact: true }).fill('19000');
    await countFromHere(); // the modal's own balance and fee load are not the edit's refresh
    await d.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => d.count(), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => page.locator('[data-testid="open-orders"] tbody').textContent(), { timeout: 3_000 }).toContain('19000.00');
    await page.waitForTimeout(SETTLE_MS);
    expect(counts).toEqual(ONCE);
  });

  it('should load them once after a Cancel All of several orders', async () => {
    const n = (await rowIds(page)).length;
    expect(n).toBeGreaterThanOrEqual(4);
    await page.locator('[data-testid="open-orders"]').getByRole('button', { name: 'Cancel All' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel orders' });
    await dialog.waitFor();
    await countFromHere();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => rowIds(page), { timeout: 3_000 }).toEqual([]);
    await page.waitForTimeout(SETTLE_MS);
    expect(counts).toEqual(ONCE);
    // every cancel was pushed: the counter followed them all
    const tab = page.locator('[data-widget="panel"]').getByRole('tab', { name: /^Open Orders/ });
    expect(await tab.textContent()).toBe('Open Orders(0)');
  });
});
