import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForBook } from './page-probes';
import { useTradeEnv } from './trade-env';
import { choosePair, marketDialog, openSelector } from './market-list.helpers';

/**
 * The trade page's route (spec 001 section 2, "Routes"; src/app/trade-route.ts): a pair the list
 * does not offer leaves the address by replacement, layout and theme cookies, the title, the end
 * of the market streams on leaving, and the reload after a day hidden.
 */

const DAY_MS = 86_400_000;

/** The search parameters of the page's address now. */
const query = (page: Page) => new URL(page.url()).searchParams;

/** Pretends the tab was hidden, the page's clock moved `ms` on (Date.now replaced: page-life.ts's test hook), and it is shown again. */
async function hideFor(page: Page, ms: number): Promise<void> {
  await page.evaluate((ms) => {
    let state: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
    const realNow = Date.now.bind(Date);
    Date.now = () => realNow() + ms;
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
  }, ms);
}

describe('trade page routes', () => {
  const env = useTradeEnv({ simRate: 200 });

  it('should drop an unknown pair from the address by replacement and show the default pair, with the selector to choose another', async () => {
    const page = await env.newPage();
    // the history's length before any script of the page ran
    await page.addInitScript(() => { (window as unknown as { entriesAtStart: number }).entriesAtStart = history.length; });
    await page.goto(env.url('/trade/en?symbol=FOO_BAR&type=margin&layout=pro'));
    const entries = await page.evaluate(() => (window as unknown as { entriesAtStart: number }).entriesAtStart);
    await expect.poll(() => query(page).has('symbol'), { timeout: 15_000 }).toBe(false);
    // the rest of the route stays, and no history entry was added
    expect(query(page).get('type')).toBe('margin');
    expect(query(page).get('layout')).toBe('pro');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    const book = await waitForBook(page, 'BTC_USDT');
    expect(book.bids.length + book.asks.length).toBeGreaterThan(0);
    await expect.poll(() => page.locator('h1.brief-name').textContent()).toBe('BTC/USDT');
    expect(await page.title()).toBe('Trade BTC/USDT');
    // every way to choose another pair is there: the pair selector lists the offered pairs
    await openSelector(page);
    await expect.poll(() => marketDialog(page).locator('[data-symbol]').count()).toBeGreaterThan(1);
    await choosePair(page, 'ETH/USDT');
    await waitForBook(page, 'ETH_USDT');
    expect(query(page).get('symbol')).toBe('ETH_USDT');
    expect(await page.evaluate(() => history.length)).toBe(entries + 1); // a chosen pair is a new entry
    await expect.poll(() => page.title()).toBe('Trade ETH/USDT');
    // Back leads to the replaced entry, which shows the default pair, not the unknown one
    await page.goBack();
    await expect.poll(() => page.locator('h1.brief-name').textContent()).toBe('BTC/USDT');
    expect(query(page).has('symbol')).toBe(false);
    await page.context().close();
  });

  it('should drop a malformed pair as well, and keep a listed one written in lower case', async () => {
    const page = await env.newPage();
    await page.goto(env.url('/trade/de-DE?symbol=btc-usdt'));
    await expect.poll(() => query(page).has('symbol'), { timeout: 15_000 }).toBe(false);
    await waitForBook(page, 'BTC_USDT');
    await page.goto(env.url('/trade/de-DE?symbol=eth_usdt'));
    await waitForBook(page, 'ETH_USDT');
    expect(query(page).get('symbol')).toBe('eth_usdt');
    expect(await page.title()).toBe('ETH/USDT handeln');
    await page.context().close();
  });

  it('should write the layout and theme cookies from the route and read them back on a route without them', async () => {
    const page = await env.openTrade({ query: { layout: 'basic', theme: 'light' } });
    const cookie = async (name: string) => (await page.context().cookies()).find((c) => c.name === name);
    await expect.poll(async () => (await cookie('layout'))?.value).toBe('basic');
    const written = await cookie('theme');
    expect(written).toMatchObject({ value: 'light', path: '/', sameSite: 'Lax' });
    // a long max-age: a year, give or take the seconds the test took
    expect(written!.expires * 1000 - Date.now()).toBeGreaterThan(364 * DAY_MS);

    // a route without them: the cookies decide, from the first HTML on
    await page.goto(env.tradeUrl({ symbol: 'ETH_USDT' }));
    await waitForBook(page, 'ETH_USDT');
    expect(await page.locator('.app').getAttribute('data-layout')).toBe('basic');
    expect(await page.locator('.app').getAttribute('data-theme')).toBe('light');

    // a route naming one rewrites that one only; a value the page does not know changes nothing
    await page.goto(env.tradeUrl({ query: { theme: 'dark', layout: 'grid' } }));
    await waitForBook(page, 'BTC_USDT');
    expect(await page.locator('.app').getAttribute('data-theme')).toBe('dark');
    expect(await page.locator('.app').getAttribute('data-layout')).toBe('basic');
    expect((await cookie('theme'))?.value).toBe('dark');
    expect((await cookie('layout'))?.value).toBe('basic');

    // the header's switch: the theme changes and the address forgets its ?theme=, so a reload keeps the choice
    await page.locator('.theme-switch').click();
    await expect.poll(() => page.locator('.app').getAttribute('data-theme')).toBe('light');
    expect(new URL(page.url()).searchParams.has('theme')).toBe(false);
    expect(new URL(page.url()).searchParams.get('layout')).toBe('grid');
    await page.reload();
    await waitForBook(page, 'BTC_USDT');
    expect(await page.locator('.app').getAttribute('data-theme')).toBe('light');
    await page.context().close();
  });

  it('should fall back to the SEO title when the pair list names no pair', async () => {
    const page = await env.newPage();
    await page.route('**/gw-api/ds/pairs*', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: false, code: -1, msg: 'down', data: null }) }));
    await page.goto(env.tradeUrl({ symbol: 'ETH_USDT' }));
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Crypto Spot and Margin Trading: Buy and Sell Bitcoin and Altcoins');
    // nothing to judge the pair by: the address keeps it
    expect(query(page).get('symbol')).toBe('ETH_USDT');
    await page.context().close();
  });

  it('should end the market streams when the page is left', async () => {
    const page = await env.newPage();
    const sockets: { url: string; closed: boolean }[] = [];
    page.on('websocket', (ws) => {
      const seen = { url: ws.url(), closed: false };
      sockets.push(seen);
      ws.on('close', () => { seen.closed = true; });
    });
    await page.goto(env.tradeUrl({}));
    await waitForBook(page, 'BTC_USDT');
    const market = page.workers().find((w) => w.url().includes('market'));
    expect(market).toBeDefined();
    const ended = new Promise<void>((resolve) => market!.once('close', () => resolve()));
    const marketSocket = sockets.find((s) => new URL(s.url).pathname === '/ws/market');
    expect(marketSocket).toMatchObject({ closed: false });
    // the chart's kline socket too (the main thread's own, with the second wave)
    await expect.poll(() => sockets.filter((s) => new URL(s.url).pathname === '/ws/market' && !s.closed).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    // what the browser sends as the page goes (a navigation, a closed tab, the back-forward cache)
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
    await ended; // the worker holding the market socket and its subscriptions is gone
    expect(page.workers().some((w) => w.url().includes('market'))).toBe(false);
    // the market socket (the gateway's subscriptions are per socket) closed with it, and every other one
    await expect.poll(() => marketSocket!.closed).toBe(true);
    await expect.poll(() => sockets.every((s) => s.closed)).toBe(true);
    // and none opens again (a stopped link does not reconnect)
    const count = sockets.length;
    await page.waitForTimeout(1_500);
    expect(sockets.length).toBe(count);
    await page.context().close();
  });

  it('should reload a tab shown again after more than a day hidden, and keep one hidden less', async () => {
    const page = await env.openTrade({ symbol: 'ETH_USDT', waitForBook: true });
    await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });
    await hideFor(page, DAY_MS - 60_000);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    const reloaded = page.waitForEvent('load');
    await hideFor(page, DAY_MS + 60_000);
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(query(page).get('symbol')).toBe('ETH_USDT');
    await waitForBook(page, 'ETH_USDT');
    await page.context().close();
  });
});
