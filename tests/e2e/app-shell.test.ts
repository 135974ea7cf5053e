import { describe, expect, it } from 'vitest';
import { useTradeEnv } from './trade-env';

describe('trade page shell', () => {
  const ADMIN = 'shell-admin';
  const env = useTradeEnv({ simRate: 200, adminToken: ADMIN });

  it('should serve /trade/en with the pair and its live last price', async () => {
    const page = await env.openTrade();
    await expect.poll(() => page.locator('h1').textContent()).toBe('BTC/USDT');
    // the price arrives with the pair list or the first trade: poll, do not read it once
    await expect.poll(async () => Number(await page.getByTestId('last-price').textContent()), { timeout: 15_000 }).toBeGreaterThan(1000);
    expect(await page.title()).toBe('Trade BTC/USDT');
    // live: it follows the trades (written by a signal effect, not by React) — it moves off the
    // first price, and at some moment shows the same price as the newest market trade
    const first = await page.getByTestId('last-price').textContent();
    await expect
      .poll(() => page.evaluate((first) => {
        const brief = document.querySelector('[data-testid="last-price"]')?.textContent ?? '';
        const newest = document.querySelector('[data-testid="market-trades"] tbody tr .trade-price')?.textContent ?? '';
        return brief !== first && brief === newest;
      }, first), { timeout: 30_000 })
      .toBe(true);
    await page.close();
  });

  it('should speak the locale of the route and fall back to English', async () => {
    const page = await env.openTrade({ locale: 'de-DE', symbol: 'ETH_USDT', query: { theme: 'light' } });
    await expect.poll(() => page.getByText('Letzter Preis').count()).toBe(1);
    expect(await page.locator('.app').getAttribute('class')).toContain('theme-light');
    await page.goto(env.tradeUrl({ locale: 'ar', symbol: 'ETH_USDT' }));
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.goto(env.tradeUrl({ locale: 'zz', symbol: 'ETH_USDT' }));
    await expect.poll(() => page.getByText('Last Price').count()).toBe(1);
    await page.close();
  });

  it('should send the page\'s warning reports to the gateway, which stores them', async () => {
    const page = await env.openTrade();
    await page.evaluate(() =>
      (window as unknown as { __terminal: { report(e: string, m: string): Promise<unknown> } }).__terminal.report('e2e.shell', 'a report from the page'));
    type Row = { event: string; level: string; page: string; message: string; userId: number | null };
    const stored = async () => {
      const res = await fetch(env.url('/gw-api/admin/client-reports?limit=50'), { headers: { 'X-Admin-Token': ADMIN } });
      return (await res.json() as { data: Row[] }).data.find((r) => r.event === 'e2e.shell');
    };
    await expect.poll(stored, { timeout: 10_000 }).toMatchObject({ level: 'warning', message: 'a report from the page', page: '/trade/en?symbol=BTC_USDT', userId: null });
    await page.close();
  });
});
