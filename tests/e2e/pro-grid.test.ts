import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmDialog, field, form, formReady, lastPrice, priceAt } from './order-form.helpers';
import { waitForBook } from './page-probes';
import { useTradeEnv } from './trade-env';
import { drag, waitForLiveGrid } from './grid-hand';

/**
 * The pro grid and the basic layout (issue 20): modules placed by the HTML, the draggable grid
 * (react-grid-layout, loaded after the book paints) taking over with nothing moved or remounted,
 * drag, resize, close, the settings drawer, reset, the stored layout per page type and its
 * version, and the basic layout that nothing moves in.
 */

const VIEWPORT = { width: 1440, height: 900 };
const PRO = ['favorite', 'ticket', 'market', 'chart', 'orderPanel', 'orderBook', 'marketTrades', 'tradeMaker', 'tradeInfo', 'coinInfo'];
const BASIC = ['brief', 'orderBook', 'tradeMaker', 'blockBasic', 'chart', 'marketTrades', 'orderPanel'];

type Boxes = Record<string, string>;

/** Each shown module's box, `x,y wxh` in px rounded. */
function boxes(page: Page): Promise<Boxes> {
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll<HTMLElement>('[data-module]')]
    .filter((e) => e.closest('.grid') !== null)
    .map((e) => {
      const r = e.getBoundingClientRect();
      return [e.dataset.module!, `${Math.round(r.x)},${Math.round(r.y + scrollY)} ${Math.round(r.width)}x${Math.round(r.height)}`];
    })));
}

/** Boxes once two reads 300 ms apart agree (the grid has settled after a change). */
async function settledBoxes(page: Page): Promise<Boxes> {
  let last = await boxes(page);
  for (;;) {
    await page.waitForTimeout(300);
    const now = await boxes(page);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
}

describe('pro grid', () => {
  const env = useTradeEnv({ simRate: 200 });

  async function openPro(page?: Page): Promise<Page> {
    const p = await env.openTrade({ page, viewport: VIEWPORT });
    await waitForBook(p, 'BTC_USDT');
    await waitForLiveGrid(p);
    return p;
  }

  it('should take over the HTML\'s places with nothing moved and the book\'s canvas the same node', async () => {
    const page = await env.newPage(VIEWPORT);
    // the first book canvas and every module's box at that moment (the static grid), read as it appears
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        const canvas = document.querySelector('[data-testid="book-canvas"] canvas');
        if (canvas === null) return;
        seen.disconnect();
        const w = window as unknown as Record<string, unknown>;
        w.__firstBookCanvas = canvas;
        w.__canvasInStaticGrid = canvas.closest('.grid-static') !== null;
        w.__staticBoxes = Object.fromEntries([...document.querySelectorAll<HTMLElement>('.grid [data-module]')].map((e) => {
          const r = e.getBoundingClientRect();
          return [e.dataset.module, `${Math.round(r.x)},${Math.round(r.y + scrollY)} ${Math.round(r.width)}x${Math.round(r.height)}`];
        }));
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await openPro(page);
    const before = await page.evaluate(() => (window as unknown as { __staticBoxes: Boxes }).__staticBoxes);
    expect(Object.keys(before).sort()).toEqual([...PRO].sort());
    expect(await boxes(page)).toEqual(before);
    expect(await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return { inStatic: w.__canvasInStaticGrid, same: document.querySelector('[data-testid="book-canvas"] canvas') === w.__firstBookCanvas };
    })).toEqual({ inStatic: true, same: true });
    // every module is a titled panel
    expect(await page.locator('[data-module="tradeInfo"] .module-title').textContent()).toBe('Trading Data');
    expect(await page.locator('[data-module="coinInfo"] .module-title').textContent()).toBe('Coin Info');
    // Market does not resize; the others do
    expect(await page.locator('[data-module="market"] .react-resizable-handle').isVisible()).toBe(false);
    expect(await page.locator('[data-module="orderBook"] .react-resizable-handle').isVisible()).toBe(true);
    await page.context().close();
  });

  it('should keep a dragged and a resized module where they were left, across a reload', async () => {
    const page = await openPro();
    const start = await settledBoxes(page);
    // the order book wider by three columns (30 px each at 1440), from its bottom-right corner
    await drag(page, '[data-module="orderBook"] .react-resizable-handle', 90, 0);
    // the trade info under the order panel's start: dropped at the grid's left
    await drag(page, '[data-module="tradeInfo"] .module-bar', -1100, 0);
    const moved = await settledBoxes(page);
    const width = (b: string) => Number(b.split(' ')[1].split('x')[0]);
    expect(width(moved.orderBook) - width(start.orderBook)).toBeGreaterThanOrEqual(85);
    expect(Number(moved.tradeInfo.split(',')[0])).toBeLessThan(Number(start.tradeInfo.split(',')[0]) - 500);
    const stored = await page.evaluate(() => [localStorage.getItem('layoutStorageVersion'), JSON.parse(localStorage.getItem('customLayoutConfig') ?? '{}')]);
    expect(stored[0]).toBe('2.1.2');
    expect(Object.keys(stored[1])).toEqual(['spot']);
    await page.reload();
    await waitForLiveGrid(page);
    expect(await settledBoxes(page)).toEqual(moved);
    // the margin page has a layout of its own: still the default
    await page.goto(env.tradeUrl({ query: { type: 'margin' } }));
    await waitForLiveGrid(page);
    expect(await settledBoxes(page)).toEqual(start);
    await page.context().close();
  });

  it('should close a module and bring it back from the settings drawer, then reset', async () => {
    const page = await openPro();
    const start = await settledBoxes(page);
    await page.locator('[data-module="tradeInfo"] .module-close').click();
    await expect.poll(() => page.locator('.grid [data-module="tradeInfo"]').count()).toBe(0);
    await page.reload();
    await waitForLiveGrid(page);
    expect(await page.locator('.grid [data-module="tradeInfo"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Layout', exact: true }).click();
    const drawer = page.getByTestId('layout-drawer');
    const box = drawer.getByRole('checkbox', { name: 'Trading Data' });
    expect(await box.isChecked()).toBe(false);
    expect(await drawer.getByRole('checkbox', { name: 'Chart' }).isChecked()).toBe(true);
    await box.check();
    await expect.poll(() => page.locator('.grid [data-module="tradeInfo"]').count()).toBe(1);
    expect(await settledBoxes(page)).toEqual(start);
    // a change, then reset: the default layout again, and nothing stored for the page type
    await drawer.getByRole('checkbox', { name: 'Markets' }).uncheck();
    await drag(page, '[data-module="chart"] .react-resizable-handle', -120, 0);
    expect(await settledBoxes(page)).not.toEqual(start);
    await drawer.getByRole('button', { name: 'Reset layout' }).click();
    expect(await settledBoxes(page)).toEqual(start);
    expect(await drawer.getByRole('button', { name: 'Reset layout' }).isDisabled()).toBe(true);
    expect(await page.evaluate(() => [localStorage.getItem('customLayoutConfig'), localStorage.getItem('customModuleSetting')])).toEqual([null, null]);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    await page.context().close();
  });

  it('should not close the chart while it is fullscreen', async () => {
    const page = await openPro();
    const close = page.locator('[data-module="chart"] .module-close');
    expect(await close.isDisabled()).toBe(false);
    await page.evaluate(() => document.querySelector('[data-module="chart"] .module-host')!.requestFullscreen());
    await expect.poll(() => close.isDisabled()).toBe(true);
    expect(await page.locator('[data-module="orderBook"] .module-close').isDisabled()).toBe(false);
    await page.evaluate(() => document.exitFullscreen());
    await expect.poll(() => close.isDisabled()).toBe(false);
    await page.context().close();
  });

  it('should not close the chart in its page-wide view either, when the browser refuses full screen', async () => {
    const page = await env.newPage(VIEWPORT);
    // an iframe or a policy: the Fullscreen API says no
    await page.addInitScript(() => { Element.prototype.requestFullscreen = () => Promise.reject(new TypeError('refused')); });
    await openPro(page);
    const close = page.locator('[data-module="chart"] .module-close');
    const chart = page.locator('[data-testid="price-chart"]');
    const before = await chart.boundingBox();
    await page.getByRole('button', { name: 'Full screen', exact: true }).click();
    await expect.poll(() => close.isDisabled()).toBe(true);
    // the page-wide view covers the window, not only the chart's module, and stays on top
    expect(await chart.boundingBox()).toEqual({ x: 0, y: 0, width: VIEWPORT.width, height: VIEWPORT.height });
    expect(await page.evaluate(({ width, height }) => document.elementFromPoint(width - 5, height - 5)?.closest('[data-testid="price-chart"]') !== null, VIEWPORT)).toBe(true);
    await page.getByRole('button', { name: 'Leave full screen', exact: true }).click();
    await expect.poll(() => close.isDisabled()).toBe(false);
    expect(await chart.boundingBox()).toEqual(before);
    await page.context().close();
  });

  it('should drop a stored layout of another version and keep the rest of the storage', async () => {
    const fresh = await openPro();
    const defaults = await settledBoxes(fresh);
    await fresh.context().close();
    const page = await env.newPage(VIEWPORT);
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded') !== null) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('layoutStorageVersion', '2.0.0');
      localStorage.setItem('customLayoutConfig', JSON.stringify({ spot: { '3xl': [{ i: 'chart', x: 0, y: 0, w: 10, h: 10 }] } }));
      localStorage.setItem('customModuleSetting', JSON.stringify({ spot: { hidden: ['orderBook'] } }));
      localStorage.setItem('depthTabSeen', '1');
    });
    await openPro(page);
    expect(await settledBoxes(page)).toEqual(defaults);
    expect(await page.evaluate(() => ['layoutStorageVersion', 'customLayoutConfig', 'customModuleSetting', 'depthTabSeen'].map((k) => localStorage.getItem(k))))
      .toEqual(['2.1.2', null, null, '1']);
    await page.context().close();
  });

  it('should mirror the pro grid in Arabic and resize it from the inline end', async () => {
    const en = await openPro();
    const ltr = await settledBoxes(en);
    await en.context().close();
    const page = await env.openTrade({ locale: 'ar', viewport: VIEWPORT });
    await waitForLiveGrid(page);
    const rtl = await settledBoxes(page);
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    for (const id of PRO) {
      const [[x, y], [w, h]] = ltr[id].split(' ').map((p) => p.split(/[,x]/).map(Number));
      const [[ax, ay], [aw, ah]] = rtl[id].split(' ').map((p) => p.split(/[,x]/).map(Number));
      expect(Math.abs(ax - (width - x - w)), id).toBeLessThanOrEqual(1);
      expect([ay, aw, ah], id).toEqual([y, w, h]);
    }
    // the book (at the right) resizes from its bottom-left corner, the inline end: wider to the left
    await drag(page, '[data-module="orderBook"] .react-resizable-handle', -90, 0);
    const wider = await settledBoxes(page);
    const [[bx], [bw]] = wider.orderBook.split(' ').map((p) => p.split(/[,x]/).map(Number));
    const [[ox], [ow]] = rtl.orderBook.split(' ').map((p) => p.split(/[,x]/).map(Number));
    expect(bw - ow).toBeGreaterThanOrEqual(85);
    expect(bx + bw).toBe(ox + ow);
    // stored unmirrored: the same layout an English page reads (the book at the start, wider)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('customLayoutConfig')!).spot['3xl']
      .find((m: { i: string }) => m.i === 'orderBook'));
    expect(stored).toMatchObject({ x: 0, w: 13 });
    await page.context().close();
  });
});

describe('basic layout', () => {
  const env = useTradeEnv({ simRate: 200 });

  it('should show its modules on 32 columns, with both order forms, and move nothing', async () => {
    const page = await env.openTrade({ viewport: VIEWPORT, query: { layout: 'basic' } });
    await waitForBook(page, 'BTC_USDT');
    expect(await page.locator('.grid [data-module]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.module))).toEqual(BASIC);
    expect(await page.locator('[data-module="blockBasic"] .empty-title').textContent()).toBe('Coin Info');
    // the buy and the sell form side by side
    await expect.poll(() => page.locator('[data-module="tradeMaker"] .of-both form, [data-module="tradeMaker"] .of-both > *').count(), { timeout: 10_000 }).toBe(2);
    // the symbol notice banner over the grid comes with the second wave: measure once it is there
    await page.getByTestId('symbol-notice').waitFor();
    const before = await settledBoxes(page);
    // at 1440 px: smd, 45 px a column: the book 8 columns wide
    expect(before.orderBook.split(' ')[1]).toBe(`${Math.round((8 * 1440) / 32 - (1440 - (await page.evaluate(() => document.documentElement.clientWidth))) / 4)}x840`);
    await page.waitForTimeout(1500); // well after the book's paint: no draggable grid comes
    expect(await page.locator('.react-grid-item, .module-bar, .react-resizable-handle').count()).toBe(0);
    await drag(page, '[data-module="chart"] .chart-tabs', 300, 200);
    expect(await boxes(page)).toEqual(before);
    expect(await page.getByRole('button', { name: 'Layout', exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('should switch between pro and basic from the header, each kept across a reload', async () => {
    // a visitor who came by a ?layout=basic link
    const page = await env.openTrade({ viewport: VIEWPORT, query: { layout: 'basic' } });
    const layout = () => page.locator('.app').getAttribute('data-layout');
    expect(await layout()).toBe('basic');
    await page.getByRole('button', { name: 'Switch to the pro layout' }).click();
    await expect.poll(layout, { timeout: 15_000 }).toBe('pro');
    expect(new URL(page.url()).searchParams.has('layout')).toBe(false);
    await page.goto(env.tradeUrl({}));
    expect(await layout()).toBe('pro');
    await page.getByRole('button', { name: 'Switch to the basic layout' }).click();
    await expect.poll(layout, { timeout: 15_000 }).toBe('basic');
    await page.reload();
    expect(await layout()).toBe('basic');
    expect(await page.locator('.grid [data-module]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.module))).toEqual(BASIC);
    await page.context().close();
  });
});

describe('mobile mode', () => {
  const env = useTradeEnv({ simRate: 200 });

  it('should lay the page out in one column at 800 px, with the order form in a bottom drawer that places an order and closes', async () => {
    const page = await env.newPage({ width: 800, height: 900 });
    await page.goto(env.url('/trade/en?symbol=BTC_USDT'));
    const user = await env.signUp(page, 'mobile');
    const api = await env.login(user.email, user.password);
    await page.goto(env.tradeUrl({}));
    await waitForBook(page, 'BTC_USDT');
    await waitForLiveGrid(page);
    // one column: every module of the grid as wide as the page; the order form (in the drawer) and
    // the book, trades and trade info (the chart area's tabs) not among them
    const all = await settledBoxes(page);
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(Object.keys(all).sort()).toEqual(PRO.filter((m) => !['tradeMaker', 'orderBook', 'marketTrades', 'tradeInfo', 'coinInfo'].includes(m)).sort());
    for (const [id, box] of Object.entries(all)) expect(box, id).toMatch(new RegExp(`^0,\\d+ ${width}x\\d+$`));
    // nothing drags in mobile mode
    await drag(page, '[data-module="orderPanel"] .module-bar', 0, 300);
    expect(await boxes(page)).toEqual(all);
    const drawer = page.getByTestId('trade-drawer');
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('false');
    expect(await drawer.isVisible()).toBe(false);
    // Sell opens it on the sell side, Buy on the buy side
    await page.locator('.trade-bar').getByRole('button', { name: 'Sell BTC' }).click();
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('true');
    await formReady(page, false);
    // polled, as mobile-shell.test.ts does: the side reaches the form through the drawer's effect,
    // a signal and the form's own effect, each a commit after the one that opened the drawer
    await expect.poll(() => form(page).getByRole('tab', { name: 'Sell', exact: true }).getAttribute('aria-selected')).toBe('true');
    await drawer.getByRole('button', { name: 'Close the order form' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.locator('.trade-bar').getByRole('button', { name: 'Buy BTC' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expect.poll(() => form(page).getByRole('tab', { name: 'Buy', exact: true }).getAttribute('aria-selected')).toBe('true');
    await formReady(page);
    const price = priceAt(await lastPrice(api), 0.9);
    await field(page, 'Price').fill(price.typed);
    await field(page, 'Amount').fill('0.001');
    const answer = page.waitForResponse((r) => r.url().endsWith('/gw-api/order/spot/submit'), { timeout: 20_000 });
    await drawer.getByRole('button', { name: 'Buy BTC', exact: true }).click();
    await confirmDialog(page, 'Confirm order');
    expect(((await (await answer).json()) as { success: boolean }).success).toBe(true);
    // closed once placed, after its 0.375 s slide
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('false');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.context().close();
  });
});
