import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTradeEnv } from './trade-env';
import { ApiClient } from './client';
import { lastPrice } from './order-form.helpers';

/**
 * The pair ticker header's figures and tags, and the markets page they lead to (issue 22): the
 * strip's figures with their tooltips and scroll arrows, the tag dialog, a tag opening
 * /markets/{locale}?type=SPOT&tag={tagId} with the list filtered by it, and a pair chosen there
 * opening the trade page of that pair. Acts by accessible names.
 */
describe('pair header tags and the markets page', () => {
  const env = useTradeEnv({ simRate: 200 });

  /** The market list of the markets page (the table named 'Markets'). */
  const table = (page: Page) => page.getByRole('table', { name: 'Markets' });
  const symbols = (page: Page): Promise<string[]> =>
    table(page).locator('[role="row"][data-symbol]').evaluateAll((els) => els.map((e) => e.getAttribute('data-symbol')!));
  /** The pairs of the reference set tagged DeFi (tag 2, server/market/refdata-pairs.ts). */
  const DEFI = new Set(['LINK_USDT', 'UNI_USDT', 'INJ_USDT', 'AAVE_USDT', 'LINK_BTC', 'LINK_ETH', 'UNI_ETH', 'AAVE_ETH']);

  it('should show the pair figures with their tooltips, and scroll arrows when they do not fit', async () => {
    const page = await env.openTrade({ symbol: 'ETH_USDT', viewport: { width: 1440, height: 900 } });
    const figures = page.getByRole('region', { name: 'ETH/USDT' }).getByRole('definition').first();
    await figures.waitFor();
    const strip = page.locator('.brief dl[aria-label="Market figures"]');
    const terms = await strip.locator('dt').allTextContents();
    expect(terms).toEqual(['Last Price', '24h Change', '24h High', '24h Low', '24h Volume', '24h Turnover']);
    const tips = await strip.locator(':scope > div').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
    expect(tips).toEqual(['Price of the latest trade', 'Price change over the last 24 hours', 'Highest price in the last 24 hours', 'Lowest price in the last 24 hours',
      'Amount traded in the last 24 hours, in ETH', 'Value traded in the last 24 hours, in USDT']);
    // volumes shortened as the market list shortens them, the turnover in the quote coin (the ticker's qv)
    await expect.poll(() => strip.locator('[data-figure="turnover"] dd').textContent(), { timeout: 10_000 }).toMatch(/^\d+(\.\d+)?[KMB]?$/);
    // the change is coloured by its sign
    const change = await strip.locator('[data-figure="change"] dd').evaluate((e) => ({ text: e.textContent ?? '', cls: e.className }));
    expect(change.cls).toBe(change.text.startsWith('-') ? 'down' : change.text.startsWith('+') ? 'up' : '');

    // all of it fits at 1440 px; at 720 px it overflows, and its arrows show and scroll it
    expect(await page.getByRole('button', { name: 'Scroll on' }).count()).toBe(0);
    await page.setViewportSize({ width: 720, height: 900 });
    const on = page.getByRole('button', { name: 'Scroll on' });
    await on.waitFor();
    expect(await page.getByRole('button', { name: 'Scroll back' }).count()).toBe(0);
    await on.click();
    await page.getByRole('button', { name: 'Scroll back' }).waitFor();
    expect(await page.locator('.brief-strip .scroll-strip-track').evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
    await page.context().close();
  });

  it('should list the pair tags in a dialog, and a tag opens the markets page filtered by it', async () => {
    // without a search the list shows the pairs with a 24 h volume (list-model.ts): one not yet
    // traded since the gateway started is left out (LINK/USDT was, 1 run in 3 here and a CI try)
    await lastPrice(new ApiClient(env.gw.url), 'LINK_USDT');
    const page = await env.openTrade({ symbol: 'LINK_USDT' });
    const tags = page.getByRole('region', { name: 'LINK/USDT' }).getByRole('group', { name: 'Pair tags' });
    // both of its tags inline (two at most), as links to the markets page, once the pair list is in
    await expect.poll(() => tags.getByRole('link').allTextContents()).toEqual(['DeFi', 'Infrastructure']);
    await tags.getByRole('button', { name: 'All tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tags of LINK/USDT' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link').allTextContents()).toEqual(['DeFi', 'Infrastructure']);
    await dialog.getByRole('link', { name: 'DeFi' }).click();

    await page.waitForURL((u) => u.pathname === '/markets/en');
    const url = new URL(page.url());
    expect([url.searchParams.get('type'), url.searchParams.get('tag')]).toEqual(['SPOT', '2']);
    await page.getByRole('heading', { name: 'Markets' }).waitFor();
    await expect.poll(() => symbols(page).then((s) => s.length > 0 && s.every((x) => DEFI.has(x))), { timeout: 15_000 }).toBe(true);
    expect(await symbols(page)).toContain('LINK_USDT');
    expect(await page.getByRole('group', { name: 'Pair tags' }).getByRole('button', { name: 'DeFi' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('tab', { name: 'Spot' }).getAttribute('aria-selected')).toBe('true');
    await page.context().close();
  });

  it('should show two tags inline and every one in the dialog for a pair with four', async () => {
    await lastPrice(new ApiClient(env.gw.url), 'LINK_USDT');
    const page = await env.newPage();
    let four: { tagId: number; name: string; type: number }[] = [];
    // the reference set has no pair with more than two tags: LINK/USDT gets four, as listed elsewhere
    await page.route((url) => url.pathname === '/gw-api/ds/pairs', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: { symbol: string; ts: typeof four; tags: number[] }[] };
      const seen = new Map(body.data.flatMap((p) => p.ts).map((t) => [t.tagId, t]));
      four = [...seen.values()].sort((a, b) => a.tagId - b.tagId).slice(0, 4);
      const link = body.data.find((p) => p.symbol === 'LINK_USDT')!;
      link.ts = four;
      link.tags = four.map((t) => t.tagId);
      await route.fulfill({ response: res, json: body });
    });
    await page.goto(env.tradeUrl({ symbol: 'LINK_USDT' }));
    const tags = page.getByRole('region', { name: 'LINK/USDT' }).getByRole('group', { name: 'Pair tags' });
    await expect.poll(() => tags.getByRole('link').count(), { timeout: 15_000 }).toBe(2);
    expect(four).toHaveLength(4);
    expect(await tags.getByRole('link').allTextContents()).toEqual(four.slice(0, 2).map((t) => t.name));
    await tags.getByRole('button', { name: 'All tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tags of LINK/USDT' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link').allTextContents()).toEqual(four.map((t) => t.name));
    await page.context().close();
  });

  it('should name the tags in the page\'s language, in the ticket and in the list', async () => {
    await lastPrice(new ApiClient(env.gw.url), 'LINK_USDT');
    const page = await env.openTrade({ symbol: 'LINK_USDT', locale: 'de-DE' });
    // the pair's tags come with the pair list, asked in German: DeFi is a loanword, Infrastruktur is not
    const inline = page.getByRole('region', { name: 'LINK/USDT' }).locator('.brief-tags').getByRole('link');
    await expect.poll(() => inline.allTextContents(), { timeout: 15_000 }).toEqual(['DeFi', 'Infrastruktur']);
    await page.goto(env.url('/markets/de-DE?type=SPOT'));
    const chips = page.getByRole('group', { name: 'Paar-Tags' });
    await expect.poll(() => chips.getByRole('button').allTextContents(), { timeout: 15_000 }).toContain('Zahlungen');
    expect(await chips.getByRole('button').allTextContents()).not.toContain('Payments');
    expect(await page.getByRole('combobox', { name: 'Weitere Tags' }).locator('option').allTextContents()).toContain('Speicher');
    await page.context().close();
  });

  it('should open the trade page of a pair chosen on the markets page, margin when the page and the pair are', async () => {
    const page = await env.newPage();
    await page.goto(env.url('/markets/en?type=SPOT&tag=2'));
    await expect.poll(() => symbols(page).then((s) => s.includes('UNI_USDT')), { timeout: 15_000 }).toBe(true);
    await table(page).getByRole('button', { name: 'UNI/USDT', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/trade/en');
    expect(new URL(page.url()).searchParams.get('symbol')).toBe('UNI_USDT');
    expect(new URL(page.url()).searchParams.has('type')).toBe(false);
    await expect.poll(() => page.locator('h1.brief-name').textContent()).toBe('UNI/USDT');

    // the margin tab of the markets page, a pair with a margin ratio: the trade page opens in margin
    await page.goto(env.url('/markets/en?type=MARGIN'));
    expect(await page.getByRole('tab', { name: 'Margin' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('searchbox', { name: 'Search' }).fill('eth/usdt');
    await expect.poll(() => symbols(page), { timeout: 5_000 }).toEqual(['ETH_USDT']);
    await table(page).getByRole('button', { name: 'ETH/USDT', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/trade/en');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ symbol: 'ETH_USDT', type: 'margin' });
    await expect.poll(() => page.locator('.app').getAttribute('data-type')).toBe('margin');
    await page.context().close();
  });

  it('should follow the window into tight mode and out: the tag chips get their scroll arrows at 680 px or narrower', async () => {
    const page = await env.newPage({ width: 1200, height: 800 });
    await page.goto(env.url('/markets/en?type=SPOT'));
    await expect.poll(() => symbols(page).then((s) => s.length), { timeout: 15_000 }).toBeGreaterThan(3);
    const arrow = page.getByRole('button', { name: 'Later tags' });
    expect(await arrow.count()).toBe(0);
    await page.setViewportSize({ width: 600, height: 800 });
    await arrow.waitFor();
    await page.setViewportSize({ width: 1000, height: 800 });
    await arrow.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
