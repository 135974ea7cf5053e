import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTradeEnv } from './trade-env';
import type { Candle } from './chart-candles';

/**
 * A quiet market on the price chart (issue 21: "a new candle opens at the interval boundary"):
 * the gateway keeps no candle for a minute without trades, so the chart opens a flat one (the
 * last close, volume 0) at each boundary itself, as an exchange's chart has one candle every
 * interval. No trade runs here (sim rate 0); the page's clock, and the gateway's time as the page
 * learns it, run 5 minutes ahead (Date.now replaced, the page's only clock hook, and the up-state
 * answer's server time moved), so five quiet minutes have passed.
 */

interface Surface { chart?(): { symbol: string; interval: string; candles: number } | null; chartSeries(): Candle[] }

const AHEAD_MS = 5 * 60_000;
const series = (page: Page) => page.evaluate(() => (window as unknown as { __terminal: Surface }).__terminal.chartSeries());

describe('price chart, quiet market', () => {
  const env = useTradeEnv({ simRate: 0 });

  it('should open a flat candle at the last close for each minute without trades', async () => {
    const page = await env.newPage({ width: 1400, height: 800 });
    await page.addInitScript((ahead) => {
      const real = Date.now.bind(Date);
      Date.now = () => real() + ahead;
      localStorage.setItem('intervalConfig', JSON.stringify({ current: '1', shown: ['1', '15'] }));
    }, AHEAD_MS);
    // the gateway's clock as the page learns it (the up-state's server time) is 5 minutes ahead too
    await page.route('**/gw-api/ds/up-state?**', async (route) => {
      const res = await route.fetch();
      const body = await res.json() as { data: { serverTime: number } };
      body.data.serverTime += AHEAD_MS;
      await route.fulfill({ response: res, json: body });
    });
    await page.goto(env.tradeUrl({ symbol: 'ETH_USDT' }));
    await expect.poll(() => page.evaluate(() => {
      const c = (window as unknown as { __terminal?: Surface }).__terminal?.chart?.();
      return c !== undefined && c !== null && c.symbol === 'ETH_USDT' && c.interval === '1' && c.candles >= 200;
    }), { timeout: 20_000 }).toBe(true);
    // the gateway's newest candle, and what the chart holds after it
    const rest = await page.evaluate(async () => {
      const body = await (await fetch('/gw-api/quotation/kline?symbol=ETH_USDT&interval=1&limit=1')).json() as { data: { candles: [number, string, string, string, string, string][] } };
      return body.data.candles.map(([t, ...r]) => [t, ...r.map(Number)] as Candle)[0];
    });
    await expect.poll(async () => (await series(page)).filter((c) => c[0] > rest[0]).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    const mine = await series(page);
    const at = mine.findIndex((c) => c[0] === rest[0]);
    expect(mine[at]).toEqual(rest);
    const quiet = mine.slice(at + 1);
    // one a minute, up to the page's (shifted) minute, each flat at the gateway's last close
    quiet.forEach((c, i) => expect(c).toEqual([rest[0] + (i + 1) * 60_000, rest[4], rest[4], rest[4], rest[4], 0]));
    const pageMinute = Math.floor((await page.evaluate(() => Date.now())) / 60_000) * 60_000;
    expect(quiet[quiet.length - 1][0]).toBe(pageMinute);
    await page.context().close();
  });
});
