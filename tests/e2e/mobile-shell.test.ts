import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmDialog, field, form, formReady, lastPrice, priceAt } from './order-form.helpers';
import { waitForBook } from './page-probes';
import { useTradeEnv } from './trade-env';
import { waitForLiveGrid } from './grid-hand';

/**
 * The shell's mobile mode and page chrome (issue 20): below 960 px the order book, market trades
 * and trading data are tabs of the chart area (the modules' own contents, moved, not mounted
 * twice), the drawer's Buy / Sell buttons choose the form's side and a placed order closes it;
 * the status bar at the bottom; the symbol notice banner above the grid.
 */

const MOBILE = { width: 800, height: 900 };
const WIDE = { width: 1440, height: 900 };

/** The modules the grid frames. */
function gridModules(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.grid [data-module]')]
    .filter((e) => e.closest('.chart-area') === null)
    .map((e) => e.dataset.module!).sort());
}

/** The size of the first element matching `selector`, `WxH` (0x0 when hidden). */
function sizeOf(page: Page, selector: string): Promise<string> {
  return page.evaluate((s) => {
    const r = document.querySelector(s)!.getBoundingClientRect();
    return `${Math.round(r.width)}x${Math.round(r.height)}`;
  }, selector);
}

describe('mobile shell', () => {
  const env = useTradeEnv({ simRate: 200 });

  it('should show the order book, market trades and trading data as tabs of the chart area at 800 px, each module mounted once', async () => {
    const page = await env.openTrade({ viewport: MOBILE });
    await waitForBook(page, 'BTC_USDT');
    await waitForLiveGrid(page);
    const area = page.locator('.chart-area');
    const tabs = area.getByRole('tab');
    await expect.poll(() => tabs.allTextContents()).toEqual(['Chart', 'Info', 'Depth', 'Order Book', 'Market Trades', 'Trading Data']);
    // the modules are not panels of the one column any more
    expect(await gridModules(page)).not.toContain('orderBook');
    expect(await gridModules(page)).not.toContain('marketTrades');
    expect(await gridModules(page)).not.toContain('tradeInfo');
    // the book painted though its tab was not open (the second wave did not wait for it)
    expect(await page.evaluate(() => performance.getEntriesByName('book-painted').length)).toBe(1);

    // Order Book: the book widget, in the chart area, with a canvas of a real size
    await area.getByRole('tab', { name: 'Order Book' }).click();
    const book = area.locator('[data-widget="book"]');
    await expect.poll(() => book.isVisible()).toBe(true);
    const [bookW, bookH] = (await sizeOf(page, '.chart-area [data-testid="book-canvas"]')).split('x').map(Number);
    expect(bookW).toBeGreaterThan(700);
    expect(bookH).toBeGreaterThan(200);
    await page.evaluate(() => {
      (document.querySelector('[data-testid="book-canvas"] canvas') as HTMLCanvasElement & { mark?: boolean }).mark = true;
    });
    expect(await area.getByRole('tab', { name: 'Order Book' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('[data-widget="book"]').count()).toBe(1);

    // Market Trades: the trades of the pair, as rows
    await area.getByRole('tab', { name: 'Market Trades' }).click();
    const trades = area.getByTestId('market-trades');
    await expect.poll(() => trades.isVisible()).toBe(true);
    expect(await book.isVisible()).toBe(false);
    await expect.poll(() => trades.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('market-trades').count()).toBe(1);

    // Trading Data: the trade-info module, its figures of the pair
    await area.getByRole('tab', { name: 'Trading Data' }).click();
    const info = area.locator('.trade-info');
    await expect.poll(() => info.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await info.getByRole('tab', { name: 'Trading Data' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => info.getByTestId('td-current').textContent(), { timeout: 15_000 }).toMatch(/^[\d,.]+$/);
    expect(await page.locator('.trade-info').count()).toBe(1);

    // back to the chart: the chart's pane shows, the lent modules do not
    await area.getByRole('tab', { name: 'Chart' }).click();
    expect(await info.isVisible()).toBe(false);

    // wide again: the tabs go, the modules are the grid's again, the book the same canvas
    await page.setViewportSize(WIDE);
    await expect.poll(() => tabs.allTextContents()).toEqual(['Chart', 'Info', 'Depth']);
    await expect.poll(() => gridModules(page)).toEqual(expect.arrayContaining(['orderBook', 'marketTrades', 'tradeInfo', 'tradeMaker']));
    expect(await page.evaluate(() => (document.querySelector('[data-module="orderBook"] [data-testid="book-canvas"] canvas') as HTMLCanvasElement & { mark?: boolean }).mark)).toBe(true);
    expect(await sizeOf(page, '[data-module="orderBook"] [data-testid="book-canvas"]')).not.toBe('0x0');
    await page.context().close();
  });

  it('should keep the chart, and with it the order book\'s tab, at 800 px after it was closed on a wide screen', async () => {
    const page = await env.openTrade({ viewport: WIDE, waitForBook: true });
    await waitForLiveGrid(page);
    await page.locator('[data-module="chart"] .module-close').click();
    await expect.poll(() => gridModules(page)).not.toContain('chart');
    await page.setViewportSize(MOBILE);
    // the chart area is back, the book one of its tabs, and its close button does nothing here
    const area = page.locator('.chart-area');
    await expect.poll(() => area.getByRole('tab').allTextContents()).toEqual(['Chart', 'Info', 'Depth', 'Order Book', 'Market Trades', 'Trading Data']);
    expect(await page.locator('[data-module="chart"] .module-close').isDisabled()).toBe(true);
    await area.getByRole('tab', { name: 'Order Book' }).click();
    await expect.poll(() => area.locator('[data-widget="book"]').isVisible()).toBe(true);
    // wide again: closed, as the trader left it
    await page.setViewportSize(WIDE);
    await expect.poll(() => gridModules(page)).not.toContain('chart');
    await page.context().close();
  });

  it('should open the drawer on the side of its button, and close it once the order is placed', async () => {
    const page = await env.newPage(MOBILE);
    await page.goto(env.url('/trade/en?symbol=BTC_USDT'));
    const user = await env.signUp(page, 'mshell');
    const api = await env.login(user.email, user.password);
    await page.goto(env.tradeUrl({}));
    await waitForBook(page, 'BTC_USDT');
    const drawer = page.getByTestId('trade-drawer');
    const bar = page.locator('.trade-bar');
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('false');
    const sideTab = (name: 'Buy' | 'Sell') => form(page).getByRole('tab', { name, exact: true });

    await bar.getByRole('button', { name: 'Sell BTC' }).click();
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('true');
    await formReady(page, false);
    await expect.poll(() => sideTab('Sell').getAttribute('aria-selected')).toBe('true');
    // the form's own switch still switches; the drawer's next opening on Sell shows Sell again
    await sideTab('Buy').click();
    expect(await sideTab('Buy').getAttribute('aria-selected')).toBe('true');
    await drawer.getByRole('button', { name: 'Close the order form' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await bar.getByRole('button', { name: 'Sell BTC' }).click();
    await expect.poll(() => sideTab('Sell').getAttribute('aria-selected')).toBe('true');
    await drawer.getByRole('button', { name: 'Close the order form' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);

    await bar.getByRole('button', { name: 'Buy BTC' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expect.poll(() => sideTab('Buy').getAttribute('aria-selected')).toBe('true');
    await formReady(page);
    const price = priceAt(await lastPrice(api), 0.9);
    await field(page, 'Price').fill(price.typed);
    await field(page, 'Amount').fill('0.001');
    const answer = page.waitForResponse((r) => r.url().endsWith('/gw-api/order/spot/submit'), { timeout: 20_000 });
    await drawer.getByRole('button', { name: 'Buy BTC', exact: true }).click();
    await confirmDialog(page, 'Confirm order');
    expect(((await (await answer).json()) as { success: boolean }).success).toBe(true);
    // placed: the drawer slides away (0.375 s) and is hidden
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('false');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.trade-drawer')!).transitionDuration)).toContain('0.375s');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.context().close();
  });

  it('should put the basic layout in one column at 800 px, its book and trades as chart tabs and one form in the drawer', async () => {
    const page = await env.openTrade({ viewport: MOBILE, query: { layout: 'basic' }, waitForBook: true });
    const area = page.locator('.chart-area');
    await expect.poll(() => area.getByRole('tab').allTextContents()).toEqual(['Chart', 'Info', 'Depth', 'Order Book', 'Market Trades', 'Trading Data']);
    await expect.poll(() => gridModules(page)).toEqual(['brief', 'chart', 'orderPanel']);
    // the Trading Data tab of spec 001's mobile chart area, though basic has no such module
    await area.getByRole('tab', { name: 'Trading Data' }).click();
    const info = area.locator('.trade-info');
    await expect.poll(() => info.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await info.getByRole('tab', { name: 'Trading Data' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.trade-info').count()).toBe(1);
    // one column: every module of the grid spans the page's width, one under another
    const boxes = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.grid > [data-module]')]
      .filter((e) => getComputedStyle(e).display !== 'none')
      .map((e) => { const r = e.getBoundingClientRect(); return { left: r.left, width: r.width, top: r.top, bottom: r.bottom }; })
      .sort((a, b) => a.top - b.top));
    expect(boxes).toHaveLength(3);
    for (const b of boxes) expect([Math.round(b.left), Math.round(b.width)]).toEqual([0, 800]);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i].top).toBeGreaterThanOrEqual(boxes[i - 1].bottom - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);

    // the book is the chart area's tab, painting in it
    await area.getByRole('tab', { name: 'Order Book' }).click();
    await expect.poll(() => area.locator('[data-widget="book"]').isVisible()).toBe(true);

    // the buy and sell forms: one at a time in the drawer, with the side its button chose
    const drawer = page.getByTestId('trade-drawer');
    await page.locator('.trade-bar').getByRole('button', { name: 'Sell BTC' }).click();
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('true');
    await formReady(page, false);
    const sideTab = (name: 'Buy' | 'Sell') => form(page).getByRole('tab', { name, exact: true });
    await expect.poll(() => sideTab('Sell').getAttribute('aria-selected')).toBe('true');
    expect(await form(page).locator('.of-both').count()).toBe(0);
    await drawer.getByRole('button', { name: 'Close the order form' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);

    // wide again: the basic grid as it is, with its two forms side by side
    await page.setViewportSize(WIDE);
    await expect.poll(() => gridModules(page)).toEqual(['blockBasic', 'brief', 'chart', 'marketTrades', 'orderBook', 'orderPanel', 'tradeMaker']);
    await expect.poll(() => form(page).locator('.of-both').count()).toBe(1);
    expect(await page.locator('.trade-bar').count()).toBe(0);
    await page.context().close();
  });

  it('should show the status bar at the bottom with the connection, the order center and the local time', async () => {
    const page = await env.openTrade({ viewport: WIDE });
    const bar = page.getByTestId('status-bar');
    await expect.poll(() => bar.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => bar.getByTestId('connection-status').getAttribute('data-status')).toBe('stable');
    expect(await bar.getByTestId('connection-status').textContent()).toBe('Stable connection');
    expect(await page.getByTestId('connection-status').count()).toBe(1);
    expect(await bar.getByRole('link', { name: 'Order center' }).getAttribute('href')).toBe('/orders-spot/en');
    const clock = bar.getByTestId('status-clock');
    expect(await clock.textContent()).toMatch(/^\d\d:\d\d:\d\d UTC([+-]\d{1,2}(:\d\d)?)?$/);
    // it ticks
    const first = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 3_000 }).not.toBe(first);
    // at the bottom of the viewport
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(WIDE.height);
    await page.context().close();

    // in another locale, with its own texts; in mobile mode at the page's end, above the Buy / Sell bar
    const de = await env.openTrade({ viewport: MOBILE, locale: 'de-DE', query: { type: 'margin' } });
    const deBar = de.getByTestId('status-bar');
    await expect.poll(() => deBar.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await deBar.getByRole('link', { name: 'Orderübersicht' }).getAttribute('href')).toBe('/orders-margin/de-DE');
    await de.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    const barBox = (await deBar.boundingBox())!;
    const buyBox = (await de.locator('.trade-bar').boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(buyBox.y + 1);
    await de.context().close();
  });

  it('should show the pair\'s notices above the grid one at a time, and remember the closed ones', async () => {
    const page = await env.openTrade({ viewport: WIDE, symbol: 'PEPE_USDT' });
    const banner = page.getByTestId('symbol-notice');
    // the pair's own notice first, then the one for every pair
    await expect.poll(() => banner.getAttribute('data-notice-id'), { timeout: 15_000 }).toBe('9102');
    expect(await banner.textContent()).toContain('PEPE is a highly volatile meme token');
    expect(await banner.getByRole('link').getAttribute('href')).toBe('/support/risk-warning');
    // in the shell, over the grid, not in a widget
    expect(await page.evaluate(() => document.querySelector('[data-testid="symbol-notice"]')!.closest('[data-module], .widget') === null)).toBe(true);
    const gridTop = await page.evaluate(() => document.querySelector('.grid')!.getBoundingClientRect().top);
    const bannerBox = (await banner.boundingBox())!;
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(gridTop + 0.5);
    expect(await page.locator('.symbol-notice, [data-module] [data-notice-id]').count()).toBe(1);
    await banner.getByRole('button', { name: 'Close notice' }).click();
    await expect.poll(() => banner.getAttribute('data-notice-id')).toBe('9001');
    // a pair without notices of its own shows the one for every pair; closed, none shows, after a reload too
    await page.goto(env.tradeUrl({ symbol: 'BTC_USDT' }));
    await expect.poll(() => banner.getAttribute('data-notice-id'), { timeout: 15_000 }).toBe('9001');
    await banner.getByRole('button', { name: 'Close notice' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('closeNoticeList'))).toBe('[9102,9001]');
    await page.reload();
    await waitForBook(page, 'BTC_USDT');
    await expect.poll(() => page.getByTestId('status-bar').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await banner.count()).toBe(0);
    await page.context().close();
  });
});
