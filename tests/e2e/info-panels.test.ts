import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { limitBody, placeOrder } from './order-bodies';
import { useTradeEnv } from './trade-env';
import { uniqueEmail } from './users';

/**
 * The info panels of issue 23 on the trade page: the coin info (the chart area's Info tab), the
 * trade-info module's Trading Data and Top Movers. SIM_RATE 0 and SEED_BOOKS 0: the only
 * trades are this file's, so every figure is known from the trades the test made and must
 * also equal the gateway's answer.
 */

// the gateway's 5-minute window shortened (MOVERS_WINDOW_MS): the same rule, without a real 5-minute wait
const FIVE_MIN = 20_000;
const PERIODS = [
  ['hour', '1 Hour'],
  ['day', '24 Hours'],
  ['threeDay', '3 Days'],
  ['week', '7 Days'],
] as const;

/** Independent of the panel's code: 2 decimals cut, with K, M, B or T. */
function abbreviated(value: number): string {
  const units: Array<[number, string]> = [[1e12, 'T'], [1e9, 'B'], [1e6, 'M'], [1e3, 'K']];
  const cut = (v: number) => (Math.floor(v * 100 + 1e-7) / 100).toFixed(2);
  for (const [size, unit] of units) if (value >= size) return `${cut(value / size)}${unit}`;
  return cut(value);
}

describe('info panels', () => {
  const env = useTradeEnv({ simRate: 0, env: { SEED_BOOKS: '0', MOVERS_WINDOW_MS: String(FIVE_MIN) } });
  let seller: ApiClient;
  let buyer1: ApiClient;
  let buyer2: ApiClient;
  /** When the pairs first traded: a 5-minute rise can be made from then on. */
  let firstTrades = 0;

  async function user(prefix: string): Promise<ApiClient> {
    const api = new ApiClient(env.gw.url);
    await api.register(uniqueEmail(prefix));
    return api;
  }

  /** `maker` rests a limit order, `taker` takes it whole: one trade at `price`, taker on `side`. */
  async function trade(symbol: string, maker: ApiClient, taker: ApiClient, side: 'buy' | 'sell', price: string, size: string): Promise<void> {
    await placeOrder(maker, limitBody(side === 'buy' ? 'sell' : 'buy', price, size, { symbol }));
    await placeOrder(taker, limitBody(side, price, size, { symbol }));
  }

  beforeAll(async () => {
    [seller, buyer1, buyer2] = await Promise.all([user('info-seller'), user('info-buyer1'), user('info-buyer2')]);
    firstTrades = Date.now();
    await trade('BTC_USDT', seller, buyer1, 'buy', '60000', '0.01');
    await trade('BTC_USDT', seller, buyer2, 'buy', '60500', '0.02');
    await trade('BTC_USDT', buyer1, seller, 'sell', '59800', '0.01');
    await trade('ETH_USDT', seller, buyer1, 'buy', '3000', '0.1');
  });

  /** Where the coin info shows: the chart area's Info tab, and its own module of the pro grid. */
  type Place = 'the chart area\'s Info tab' | 'its own module';
  const PLACES: Place[] = ['the chart area\'s Info tab', 'its own module'];

  /** The coin info panel in `place`, once it shows a figure. */
  async function coinInfo(page: Page, place: Place = PLACES[0]): Promise<Locator> {
    let scope: Locator;
    if (place === PLACES[0]) {
      scope = page.locator('[data-widget="chart-area"]');
      await scope.getByRole('tab', { name: 'Info', exact: true }).click();
    } else {
      scope = page.locator('[data-module="coinInfo"]');
      await scope.scrollIntoViewIfNeeded();
    }
    const panel = scope.locator('section.coin-info[aria-label="Coin info"]');
    await panel.locator('[data-testid="coin-market-cap"]').waitFor({ timeout: 20_000 });
    return panel;
  }

  const tradeInfo = (page: Page) => page.locator('section.trade-info[aria-label="Trade Info"]');

  it.each(PLACES)('should show the base coin’s figures with market cap = rate x circulating and FDV = rate x max supply, in %s', async (place) => {
    const page = await env.openTrade();
    const panel = await coinInfo(page, place);
    const detail = (await (await fetch(`${env.gw.url}/gw-api/ds/pair/coin-detail?shortName=BTC&local=en`)).json()) as { data: { details: Record<string, string & string[]>; url: string } };
    const rates = (await (await fetch(`${env.gw.url}/gw-api/ds/coin-rate?coins=BTC`)).json()) as { data: Array<{ latestCoinRate: string }> };
    const d = detail.data.details;
    const rate = Number(rates.data[0].latestCoinRate);
    expect(rate).toBe(59800); // the last trade
    const text = (id: string) => panel.getByTestId(id).textContent();
    expect(await text('coin-market-cap')).toBe(`$${abbreviated(rate * Number(d.circulating))}`);
    expect(await text('coin-fdv')).toBe(`$${abbreviated(rate * Number(d.maxSupply))}`);
    expect(await text('coin-max-supply')).toBe(abbreviated(Number(d.maxSupply)));
    expect(await text('coin-total-supply')).toBe(abbreviated(Number(d.totalSupply)));
    expect(await text('coin-circulating-percent')).toBe(`${(Number(d.circulationProportion) * 100).toFixed(2)}%`);
    expect(await panel.locator('.coin-info-short').textContent()).toBe(d.shortName);
    expect(await panel.locator('.coin-info-full').textContent()).toBe(d.fullName);
    // the first explorer shown, the rest behind "More"
    const explorers = d.explorer as unknown as string[];
    expect(await panel.locator('[data-testid="coin-explorer"] > a').getAttribute('href')).toBe(explorers[0]);
    expect(await panel.locator('.coin-info-more li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(explorers.slice(1));
    expect(await panel.locator('.coin-info-intro').textContent()).toBe(d.projectDetailedIntroduction);
    // the coin's icon, as the detail names it, loads (the gateway draws it)
    const icon = panel.locator('.coin-info-icon');
    expect(await icon.getAttribute('src')).toBe(detail.data.url);
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.context().close();
  });

  it.each(PLACES)('should load the coin info again when the base coin changes, in %s', async (place) => {
    const page = await env.openTrade();
    const panel = await coinInfo(page, place);
    expect(await panel.getAttribute('data-coin')).toBe('BTC');
    await page.evaluate(() => history.pushState(null, '', location.href.replace('BTC_USDT', 'ETH_USDT')));
    await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
    await expect.poll(() => panel.getAttribute('data-coin'), { timeout: 10_000 }).toBe('ETH');
    await page.context().close();
  });

  it('should show, for each period, the trading data the gateway computes from its trades', async () => {
    const page = await env.openTrade({ viewport: { width: 1600, height: 1000 } });
    const panel = tradeInfo(page);
    await panel.waitFor({ timeout: 20_000 });
    for (const [period, label] of PERIODS) {
      const answered = page.waitForResponse((r) => r.url().includes('/gw-api/quotation/trade-info') && r.url().includes(`period=${period}`), { timeout: 10_000 });
      const radio = panel.getByRole('radio', { name: label });
      // the default day is asked on its own when the panel opens
      if ((await radio.getAttribute('aria-checked')) !== 'true') await radio.click();
      const answer = ((await (await answered).json()) as { data: Record<string, unknown> }).data;
      // what the trades made: buyers 1 and 2 took asks, the seller took a bid
      expect(answer).toMatchObject({ period, lowPrice: '59800.00', highPrice: '60500.00', curPrice: '59800.00', buyTrader: 2, sellTrader: 1, buyVolume: '0.030000', sellVolume: '0.010000', traderRatio: '2.00' });
      const figures = panel.locator(`[data-period="${period}"]`);
      await figures.waitFor();
      const text = (id: string) => figures.getByTestId(id).textContent();
      expect(await text('td-low')).toBe(answer.lowPrice);
      expect(await text('td-high')).toBe(answer.highPrice);
      expect(await text('td-current')).toBe(answer.curPrice);
      expect(await text('td-buy-traders')).toBe(String(answer.buyTrader));
      expect(await text('td-sell-traders')).toBe(String(answer.sellTrader));
      expect(await text('td-buy-volume')).toBe(`${String(answer.buyVolume)} BTC`);
      expect(await text('td-sell-volume')).toBe(`${String(answer.sellVolume)} BTC`);
      expect(await text('td-ratio')).toBe(answer.traderRatio);
      expect(await figures.locator('.trading-data-trend-bar').count()).toBe(12);
    }
    // the last choice (week) is kept across a reload
    await page.reload();
    await expect.poll(() => tradeInfo(page).getByRole('radio', { name: '7 Days' }).getAttribute('aria-checked'), { timeout: 20_000 }).toBe('true');
    await page.context().close();
  });

  it('should show a 5-minute rise made by trading a pair up in Top Movers within a second', { timeout: FIVE_MIN + 120_000 }, async () => {
    const page = await env.openTrade({ viewport: { width: 1600, height: 1000 } });
    const panel = tradeInfo(page);
    await panel.waitFor({ timeout: 20_000 });
    const moversTab = panel.getByRole('tab', { name: /^Top Movers/ });
    expect(await moversTab.getByTestId('top-movers-dot').count()).toBe(1);
    await moversTab.click();
    expect(await moversTab.getByTestId('top-movers-dot').count()).toBe(0);
    await panel.getByRole('tab', { name: '5min Rise' }).click();
    await expect.poll(() => panel.getByText('No record').count(), { timeout: 10_000 }).toBe(1);

    // 5 minutes after the first trades, both pairs traded 1 % and more up
    await page.waitForTimeout(Math.max(0, firstTrades + FIVE_MIN + 2_000 - Date.now()));
    await trade('BTC_USDT', seller, buyer2, 'buy', '60500', '0.01');
    const btcTraded = Date.now();
    const btc = panel.locator('li[data-type="RISE_5m"]', { hasText: 'BTC/USDT' });
    await btc.waitFor({ timeout: 1_000 });
    expect(Date.now() - btcTraded).toBeLessThan(1_000);
    // the gateway's record, as shown: a rise of at least 0.5 % over 5 minutes
    const record = ((await (await fetch(`${env.gw.url}/gw-api/quotation/query-market-change?limit=1&type=RISE_5m&symbolId=BTC_USDT`)).json()) as { data: Array<{ percent: string; price: string }> }).data[0];
    expect(record.price).toBe('60500.00');
    expect(Number(record.percent)).toBeGreaterThanOrEqual(0.5);
    expect(await btc.locator('.top-movers-percent').textContent()).toBe(`+${record.percent}%`);
    await trade('ETH_USDT', seller, buyer2, 'buy', '3050', '0.1');
    await panel.locator('li[data-type="RISE_5m"]', { hasText: 'ETH/USDT' }).waitFor({ timeout: 1_000 });
    // newest first (seq descending), as the gateway answers them
    const calls = (await (await fetch(`${env.gw.url}/gw-api/quotation/query-market-change?limit=20&type=RISE_5m`)).json()) as { data: Array<{ seq: number; symbolName: string }> };
    expect(await panel.locator('li').evaluateAll((lis) => lis.map((li) => Number((li as HTMLElement).dataset.seq)))).toEqual(calls.data.map((r) => r.seq));
    expect(calls.data.map((r) => r.symbolName)).toEqual(['ETH_USDT', 'BTC_USDT']);

    // only the current market: BTC's record alone
    await panel.getByLabel('Only display the current market').check();
    await expect.poll(() => panel.locator('li').allTextContents(), { timeout: 5_000 }).toHaveLength(1);
    expect(await panel.locator('li').textContent()).toContain('BTC/USDT');
    await panel.getByLabel('Only display the current market').uncheck();

    // a click on a record switches the pair
    await panel.locator('li', { hasText: 'ETH/USDT' }).getByRole('button').click();
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 10_000 }).toBe('ETH/USDT');
    expect(new URL(page.url()).searchParams.get('symbol')).toBe('ETH_USDT');

    // the dot stays gone for good
    await page.reload();
    await tradeInfo(page).waitFor({ timeout: 20_000 });
    expect(await tradeInfo(page).getByTestId('top-movers-dot').count()).toBe(0);
    await page.context().close();
  });
});
