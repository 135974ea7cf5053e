import type { Page } from 'playwright-core';
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { formatAmount, formatQuoteTotal } from '../../src/core/book-format';
import { formatUnits } from '../../src/core/units';
import { layoutBook, rowTop } from '../../src/features/order-book/book-layout';
import type { BookView, Side } from '../../src/render/book-scene';
import { limitBody, placeOrder } from './order-bodies';
import { bookOf, type TerminalBook } from './page-probes';
import { useTradeEnv } from './trade-env';
import { drag, waitForLiveGrid } from './grid-hand';

/**
 * The canvas order book against the live gateway: the hover tooltip's figures equal the book's
 * own rows (window.__terminal.book(), read in the same task as the tooltip), click-to-fill,
 * the view buttons, grouping, persisted settings, the theme and own-order markers.
 */

type Row = TerminalBook['bids'][number];
const section = (page: Page) => page.evaluate(() => ({ ...document.querySelector<HTMLElement>('[data-widget="book"]')!.dataset }));
const tooltip = (page: Page) => page.evaluate(() => {
  const el = document.querySelector<HTMLElement>('[data-testid="book-tooltip"]')!;
  return { hidden: el.hidden === true, ...el.dataset } as { hidden: boolean } & Record<string, string | undefined>;
});

/** Viewport point at the middle of row `index` of `side`, from the shared layout (default settings). */
async function rowPoint(page: Page, side: Side, index: number, view: BookView = 'both') {
  const host = page.getByTestId('book-canvas');
  const box = (await host.boundingBox())!;
  const size = await host.evaluate((el) => ({ width: el.clientWidth, height: el.clientHeight }));
  const y = rowTop(layoutBook({ ...size, view, switched: false, ratioBar: true }), side, index);
  if (y === null) throw new Error(`row ${side} ${index} is not drawn`);
  return { x: box.x + size.width / 2, y: box.y + y + 10, box, size };
}

/** What the tooltip must show over rows 0..k of a side, computed here from the book's integers. */
function expectedSweep(rows: Row[], k: number, pp: number, cp: number) {
  const take = rows.slice(0, k + 1);
  const size = take.reduce((s, r) => s + BigInt(r[1]), 0n);
  const notional = take.reduce((s, r) => s + BigInt(r[0]) * BigInt(r[1]), 0n);
  const average = (2n * notional + size) / (2n * size); // half up
  return { rows: String(take.length), average: formatUnits(Number(average), pp), amount: formatAmount(Number(size), cp), total: formatQuoteTotal(notional, pp, cp, 'USDT') };
}

describe('order book (canvas)', () => {
  const env = useTradeEnv({ simRate: 200 });
  let page: Page;
  beforeEach(async () => {
    // a fresh page (and context: no stored settings) a test, its book synced
    page = await env.openTrade({ viewport: { width: 1280, height: 800 }, waitForBook: true });
    await expect.poll(async () => Number((await section(page)).askRows), { timeout: 10_000 }).toBeGreaterThan(5);
  });
  afterEach(async () => {
    await page?.context().close();
  });

  it.each([['ask', 3], ['bid', 5]] as const)('should show the average price and totals of %s rows 0..%s on hover', async (side, k) => {
    const p = await rowPoint(page, side, k);
    await page.mouse.move(p.x, p.y);
    await expect.poll(async () => { const t = await tooltip(page); return `${t.hidden} ${t.side} ${t.rows}`; }).toBe(`false ${side} ${k + 1}`);
    // beside the book (room on its right here), placed by the canvas's box from the first hover on
    const at = await page.evaluate(() => ({
      tip: document.querySelector('[data-testid="book-tooltip"]')!.getBoundingClientRect().left,
      bookRight: document.querySelector('[data-testid="book-canvas"]')!.getBoundingClientRect().right,
    }));
    expect(Math.abs(at.tip - (at.bookRight + 6))).toBeLessThanOrEqual(1);
    for (let i = 0; i < 4; i++) {
      // one task: the tooltip and the book as of the same painted frame
      const snap = await page.evaluate(() => ({
        tip: { ...document.querySelector<HTMLElement>('[data-testid="book-tooltip"]')!.dataset },
        book: (window as unknown as { __terminal: { book(): TerminalBook } }).__terminal.book(),
      }));
      const { pricePrecision: pp, countPrecision: cp } = snap.book.info;
      const want = expectedSweep(side === 'ask' ? snap.book.asks : snap.book.bids, k, pp, cp);
      expect({ rows: snap.tip.rows, average: snap.tip.average, amount: snap.tip.amount, total: snap.tip.total }).toEqual(want);
      await page.waitForTimeout(200);
    }
    await page.mouse.move(p.box.x - 40, p.y); // leave
    await expect.poll(async () => (await tooltip(page)).hidden).toBe(true);
    await page.mouse.move(p.x, p.y);
    await expect.poll(async () => (await tooltip(page)).hidden).toBe(false);
    await page.mouse.wheel(0, 120); // scroll
    await expect.poll(async () => (await tooltip(page)).hidden).toBe(true);
  });

  it('should fill the order form with the clicked row, side reversed', async () => {
    const p = await rowPoint(page, 'bid', 2);
    // a click dispatched and read in one task: the exact row the click hit
    const snap = await page.evaluate(({ x, y }) => {
      const host = document.querySelector('[data-testid="book-canvas"]')!;
      host.dispatchEvent(new MouseEvent('click', { clientX: x, clientY: y, bubbles: true }));
      return {
        fill: { ...document.querySelector<HTMLElement>('[data-widget="book"]')!.dataset },
        book: (window as unknown as { __terminal: { book(): TerminalBook } }).__terminal.book(),
      };
    }, { x: p.x, y: p.y });
    const row = snap.book.bids[2];
    expect(snap.fill).toMatchObject({
      fillSide: 'sell', fillSymbol: 'BTC_USDT',
      fillPrice: formatUnits(row[0], snap.book.info.pricePrecision), fillAmount: formatUnits(row[2], snap.book.info.countPrecision),
    });
    // a real click on an ask fills a buy
    const a = await rowPoint(page, 'ask', 0);
    await page.mouse.click(a.x, a.y);
    await expect.poll(async () => (await section(page)).fillSide).toBe('buy');
    expect((await section(page)).fillPrice).toMatch(/^\d+\.\d{2}$/);
  });

  it('should draw one side only in the sell and buy views', async () => {
    const both = await section(page);
    expect(both.view).toBe('both');
    const sell = page.getByRole('button', { name: 'Sell orders' });
    await sell.click();
    await expect.poll(async () => (await section(page)).bidRows).toBe('0');
    expect(Number((await section(page)).askRows)).toBeGreaterThan(Number(both.askRows));
    expect(await sell.getAttribute('aria-pressed')).toBe('true');
    // hovering in the sell view still sweeps from the best ask
    const p = await rowPoint(page, 'ask', 1, 'sell');
    await page.mouse.move(p.x, p.y);
    await expect.poll(async () => { const t = await tooltip(page); return `${t.side} ${t.rows}`; }).toBe('ask 2');
    await page.getByRole('button', { name: 'Buy orders' }).click();
    await expect.poll(async () => (await section(page)).askRows).toBe('0');
    expect(Number((await section(page)).bidRows)).toBeGreaterThan(Number(both.bidRows));
    await page.getByRole('button', { name: 'Order book', exact: true }).click();
    await expect.poll(async () => (await section(page)).view).toBe('both');
    expect(Number((await section(page)).bidRows)).toBe(Number(both.bidRows));
  });

  it('should fill a tall one-side view with as many rows as it has room for (more than 30)', async () => {
    // a module's height is the grid's rows, not a share of the window: make the book taller by hand
    await page.setViewportSize({ width: 1280, height: 1600 });
    await waitForLiveGrid(page);
    await drag(page, '[data-module="orderBook"] .react-resizable-handle', 0, 500);
    await page.getByRole('button', { name: 'Sell orders' }).click();
    const room = await page.getByTestId('book-canvas').evaluate((el) => ({ width: el.clientWidth, height: el.clientHeight }));
    const rows = layoutBook({ ...room, view: 'sell', switched: false, ratioBar: true }).rowsPerSide;
    expect(rows).toBeGreaterThan(30);
    // the worker publishes up to that many (the simulated book holds 40-50 levels a side, more
    // than the 30 it published before), and every one published is drawn
    await expect.poll(async () => Number((await section(page)).askRows), { timeout: 10_000 }).toBeGreaterThan(30);
    await expect.poll(async () => {
      const drawn = Number((await section(page)).askRows);
      const published = (await bookOf(page)).asks.length;
      return drawn === published && published <= rows;
    }).toBe(true);
  });

  it('should group prices to the chosen step', async () => {
    const grouping = page.getByRole('combobox', { name: 'Price grouping' });
    expect(await grouping.inputValue()).toBe('2');
    for (const [val, step] of [['0', 100], ['-1', 1000]] as const) {
      await grouping.selectOption(val);
      await expect.poll(async () => { const i = (await bookOf(page)).info; return i.synced && i.precision; }, { timeout: 15_000 }).toBe(Number(val));
      const b = await bookOf(page);
      expect(b.info.step).toBe(step);
      expect(b.bids.length + b.asks.length).toBeGreaterThan(4);
      for (const [price] of [...b.bids, ...b.asks]) expect(price % step).toBe(0);
      // the hovered average stays at the pair's price precision
      const p = await rowPoint(page, 'bid', 0);
      await page.mouse.move(p.x, p.y);
      await expect.poll(async () => (await tooltip(page)).average ?? '').toMatch(/^\d+\.\d{2}$/);
      await page.mouse.move(p.box.x - 40, p.y);
    }
  });

  it('should keep its settings across a reload and ignore a bad stored value', async () => {
    await page.getByRole('button', { name: 'Order book settings' }).click();
    await page.getByRole('radio', { name: 'Total in quote coin (USDT)' }).check();
    await page.getByRole('checkbox', { name: 'Show buy/sell ratio' }).uncheck();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sell orders' }).click();
    await expect.poll(() => page.locator('.book-col-total').textContent()).toBe('Total (USDT)');
    await page.reload();
    await expect.poll(async () => (await section(page)).view, { timeout: 10_000 }).toBe('sell');
    expect(await page.locator('.book-col-total').textContent()).toBe('Total (USDT)');
    await page.getByRole('button', { name: 'Order book settings' }).click();
    expect(await page.getByRole('checkbox', { name: 'Show buy/sell ratio' }).isChecked()).toBe(false);
    await page.evaluate(() => localStorage.setItem('orderBookSettings', '{"version":"2.0.0","view":"upside-down","totals":"quote"}'));
    await page.reload();
    await expect.poll(async () => (await section(page)).view, { timeout: 10_000 }).toBe('both');
    expect(await page.locator('.book-col-total').textContent()).toBe('Total (USDT)'); // the valid field is kept
  });

  it('should draw the rows\' text off the main thread, over the bars', async () => {
    // ink (opaque pixels) in the price column of the first ask rows, read back from each canvas
    const ink = (selector: string) => page.getByTestId('book-canvas').evaluate((host, sel) => {
      const src = host.querySelector<HTMLCanvasElement>(sel);
      if (src === null) return -1;
      const c = document.createElement('canvas');
      c.width = src.width;
      c.height = src.height;
      const g = c.getContext('2d')!;
      g.drawImage(src, 0, 0);
      const r = src.width / host.clientWidth;
      // the price column: 8 px from the left, the rows below the header strip
      const d = g.getImageData(Math.floor(8 * r), Math.floor(30 * r), Math.floor(60 * r), Math.floor(100 * r)).data;
      let n = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i] > 128) n++;
      return n;
    }, selector);
    const renderer = await page.evaluate(() => (window as unknown as { __terminal: { frameStats(): { renderer: string } } }).__terminal.frameStats().renderer);
    if (renderer !== 'canvas') return; // the off-thread text layer is the canvas renderer's
    // the worker's canvas carries the text: glyph pixels, the rest transparent
    await expect.poll(() => ink('canvas.stage-overlay'), { timeout: 10_000 }).toBeGreaterThan(50);
    // and it keeps being drawn as the book moves
    await page.waitForTimeout(500);
    expect(await ink('canvas.stage-overlay')).toBeGreaterThan(50);
    // the stage's own canvas (background, hover band) is hidden while there is no band: the
    // panel's CSS colour shows the same, and Chromium does not copy it into every commit
    const own = () => page.getByTestId('book-canvas').evaluate((host) => getComputedStyle(host.querySelector('canvas:not(.stage-overlay)')!).visibility);
    expect(await own()).toBe('hidden');
    const p = await rowPoint(page, 'ask', 2);
    await page.mouse.move(p.x, p.y);
    await expect.poll(own).toBe('visible');
    await page.mouse.move(p.box.x - 40, p.y);
    await expect.poll(own).toBe('hidden');
  });

  it('should repaint in the light theme', async () => {
    // a blank pixel right of the spread text, in the middle strip
    const pixel = () => page.getByTestId('book-canvas').evaluate((host) => {
      const canvas = host.querySelector('canvas')!;
      const ctx = canvas.getContext('2d');
      if (ctx === null) return 'webgl';
      const r = canvas.width / host.clientWidth;
      const both = host.clientHeight - 24; // ratio bar
      const stripY = Math.floor((both - 40) / 2 / 20) * 20;
      const d = ctx.getImageData(Math.floor((host.clientWidth - 4) * r), Math.floor((stripY + 36) * r), 1, 1).data;
      return `#${[d[0], d[1], d[2]].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    });
    // what shows where the stage's canvas is hidden (no hover band): the panel's own background
    const panel = () => page.getByTestId('book-canvas').evaluate((host) => getComputedStyle(host.closest('.widget')!).backgroundColor);
    // the canvas is drawn only while seen: a hover shows it
    const p = await rowPoint(page, 'bid', 1);
    await page.mouse.move(p.x, p.y);
    await expect.poll(async () => (await tooltip(page)).hidden).toBe(false);
    // drawn once Pixi's part has loaded: on a fresh page the first hover waits for its fetch
    await expect.poll(pixel, { timeout: 10_000 }).toMatch(/^(?:webgl|#161a21)$/);
    if ((await pixel()) === 'webgl') return; // the pixel read needs the canvas renderer (the default here)
    expect(await panel()).toBe('rgb(22, 26, 33)'); // #161a21
    await page.mouse.move(p.box.x - 40, p.y); // leave: the canvas is hidden again
    await page.getByRole('button', { name: 'Light' }).click();
    await expect.poll(panel).toBe('rgb(255, 255, 255)');
    // repainted in the new theme when a hover shows it again
    await page.mouse.move(p.x, p.y);
    await expect.poll(pixel).toBe('#ffffff');
  });

  it('should mark the rows of the signed-in user\'s open orders', async () => {
    const { email } = await env.signUp(page, 'book');
    await page.reload();
    await expect.poll(async () => Number((await section(page)).bidRows), { timeout: 15_000 }).toBeGreaterThan(5);
    expect((await section(page)).markedBids ?? '0').toBe('0');
    const api = await env.login(email);
    const stillOpen = async (id: number) => {
      const a = await api.post<{ orderId: number }[]>('/gw-api/entrust-gateway/client/open-orders', { orderMode: 'spot', symbol: 'BTC_USDT', limit: 50 });
      expect(a.success, JSON.stringify(a)).toBe(true);
      return a.data.some((o) => o.orderId === id);
    };
    // a buy a tick above the 7th bid: inside the drawn rows, and deep enough not to be filled by
    // the simulator at once. The simulated market may still reach it (a fill ends the order and
    // its marker) or rise until its row is no longer drawn (the CI run of 418aec2 saw no marker
    // in 10 s once): then it is cancelled and another placed where the book is now. An open
    // order at a drawn bid's price with no marker fails the test.
    for (let attempt = 1; ; attempt++) {
      const seventh = (await bookOf(page)).bids[6][0];
      const id = await placeOrder(api, limitBody('buy', formatUnits(seventh + 1, 2), '0.01'));
      try {
        // the order event arrives on the notify channel; the markers refresh 800 ms later
        await expect.poll(async () => Number((await section(page)).markedBids), { timeout: 10_000 }).toBe(1);
        break;
      } catch (err) {
        const drawn = (await bookOf(page)).bids.slice(0, Number((await section(page)).bidRows)).some(([price]) => price === seventh + 1);
        if (attempt === 3 || ((await stillOpen(id)) && drawn)) throw err;
        await api.signedPost('/gw-api/order/spot/cancel', { orderId: id, reqSource: 2, orderModeCode: 'normal_order', planType: 0 });
      }
    }
    await page.getByRole('button', { name: 'Order book settings' }).click();
    await page.getByRole('checkbox', { name: 'Mark my order prices' }).uncheck();
    await expect.poll(async () => (await section(page)).markedBids).toBe('0');
  });
});
