import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTradeEnv } from './trade-env';

/**
 * The VIP flag on a pre-launch pair (spec section 4, "Market-open": the countdown stands in for
 * the chart and prices show `--` "unless the user is VIP"). The gateway's up-state answer carries
 * `vip`, true for a signed-in user of the svip grade (userRateType 2, set by the admin path;
 * docs/decisions.md "VIP flag"). NOVA_USDT counts down to the next UTC midnight on every fresh
 * gateway. A visitor and a user of another grade see the countdown; the svip user sees the chart
 * of the pair; the grade taken back brings the countdown again.
 */

const ADMIN = 'price-chart-vip-admin';
const PAIR = 'NOVA_USDT';

interface ChartState { symbol: string; candles: number }
interface UpState { openTime: number; serverTime: number; vip: boolean; upState: number }

const chart = (page: Page) => page.evaluate(() => (window as unknown as { __terminal?: { chart?(): ChartState | null } }).__terminal?.chart?.() ?? null);
/** The up-state answer as the page's session gets it (the VIP flag is the caller's). */
const upState = (page: Page) => page.evaluate(async (s) => ((await (await fetch(`/gw-api/ds/up-state?symbol=${s}`)).json()) as { data: UpState }).data, PAIR);

describe('price chart for a VIP user on a pair in its countdown', () => {
  const env = useTradeEnv({ simRate: 0, adminToken: ADMIN });
  let page: Page;
  let email = '';

  /** Opens the pair's trade page and waits for the chart area's answer: the countdown or the chart. */
  async function open(): Promise<'countdown' | 'chart'> {
    await page.goto(env.tradeUrl({ symbol: PAIR }));
    const shown = page.locator('[data-testid="chart-countdown"], [data-testid="price-chart"]:not(.is-checking)');
    await shown.first().waitFor({ timeout: 20_000 });
    return (await page.getByTestId('chart-countdown').count()) > 0 ? 'countdown' : 'chart';
  }

  beforeAll(async () => {
    page = await env.newPage({ width: 1440, height: 900 });
    await page.goto(env.tradeUrl({ symbol: PAIR }));
    ({ email } = await env.signUp(page, 'vip-chart'));
  });

  it('should show the countdown to a signed-in user who is not VIP', async () => {
    expect(await open()).toBe('countdown');
    const up = await upState(page);
    expect(up.vip).toBe(false);
    expect(up.openTime).toBeGreaterThan(up.serverTime);
    expect(await page.locator('[data-testid="price-chart"]').count()).toBe(0);
    expect(await page.getByTestId('chart-countdown').locator('.countdown-title').textContent()).toBe('NOVA/USDT opens in');
  });

  it('should show the svip user the chart of the pair, not the countdown', async () => {
    await env.setFlags(email, { userRateType: 2 });
    expect(await open()).toBe('chart');
    const up = await upState(page);
    expect(up.vip).toBe(true);
    // still counting down for everyone else: the flag, not the clock, opened it
    expect(up.openTime).toBeGreaterThan(up.serverTime);
    expect(await page.getByTestId('chart-countdown').count()).toBe(0);
    const root = page.getByTestId('price-chart');
    expect(await root.getAttribute('data-symbol')).toBe(PAIR);
    expect(await page.locator('.chart-canvas').isVisible()).toBe(true);
    expect(await page.locator('.chart-legend').isVisible()).toBe(true);
    await expect.poll(async () => (await chart(page))?.symbol, { timeout: 20_000 }).toBe(PAIR);
    // the chart loaded the pair's history (none before the launch: no trades yet) with no error
    await expect.poll(() => root.getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
    expect(await page.locator('.chart-status').count()).toBe(0);
    const kline = await page.evaluate(async (s) => ((await (await fetch(`/gw-api/quotation/kline?symbol=${s}&interval=15&limit=200`)).json()) as { data: { candles: unknown[] } }).data, PAIR);
    expect((await chart(page))!.candles).toBe(kline.candles.length);
  });

  it('should show the countdown again once the grade is no longer svip', async () => {
    await env.setFlags(email, { userRateType: 1 }); // pro: a grade, but not the VIP one
    expect(await open()).toBe('countdown');
    expect((await upState(page)).vip).toBe(false);
    expect(await page.locator('[data-testid="price-chart"]').count()).toBe(0);
  });
});
