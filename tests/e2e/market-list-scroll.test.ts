import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { marketDialog, openSelector } from './market-list.helpers';
import { useTradeEnv } from './trade-env';

/**
 * The market list's pooled rows (issue 22, src/features/market-list/rows-frame.ts): after a
 * scroll the rows on screen are the list's rows of that place, each where its index puts it, and
 * they show the figures of the last push, a push landing while the list scrolls included (its
 * rows are rewritten a few at a time in the frames that move the rows, or after 300 ms); while it
 * scrolls its rows take no pointer (hover-pause.ts), and at rest a click chooses a row's pair.
 */
describe('market list rows while scrolling and ticking', () => {
  const env = useTradeEnv({ simRate: 200, env: { MARKET_PAIRS: '300' } });

  /** Every pair's ticker, price `n.iiii` for catalog index i (the page's own ticker entry point). */
  const push = (page: Page, n: number) =>
    page.evaluate((n) => {
      const probe = (window as unknown as { __marketList: { symbols(): string[]; applyTickers(rows: object[]): void } }).__marketList;
      probe.applyTickers(probe.symbols().map((symbol, i) => ({ symbol, c: (n + i / 10000).toFixed(4), v: String(1000 + i), fluctuation: '0.0100' })));
    }, n);

  /** The trade page with the selector open, every pair ticked once (push 1) and listed. */
  const listOfAll = async () => {
    const page = await env.openTrade();
    await openSelector(page);
    await page.waitForFunction('window.__marketList !== undefined && window.__marketList.symbols().length >= 300');
    await push(page, 1);
    // the list shows the pairs with a volume, ordered when its options change: through another tab and back
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await marketDialog(page).getByRole('tab', { name: 'Favorites' }).click();
    await marketDialog(page).getByRole('tab', { name: 'Spot' }).click();
    await expect.poll(() => page.evaluate(() => document.querySelector('[role="dialog"] [data-testid="market-rows"]')!.scrollHeight)).toBeGreaterThan(54 * 250);
    return page;
  };

  type Shown = { symbol: string; price: string; index: number; top: number };
  /** The rows in the scroller's box, top to bottom, with the price each should show after push `n`. */
  const shown = (page: Page, n: number) =>
    page.evaluate((n) => {
      const el = document.querySelector<HTMLElement>('[role="dialog"] [data-testid="market-rows"]')!;
      const box = el.getBoundingClientRect();
      const symbols = (window as unknown as { __marketList: { symbols(): string[] } }).__marketList.symbols();
      const rows: Shown[] = [...el.querySelectorAll<HTMLElement>('[role="row"][data-symbol]')]
        .map((r) => ({ symbol: r.dataset.symbol!, price: r.querySelector('.ml-col-price')!.textContent!, index: Number(r.getAttribute('aria-rowindex')) - 2, top: r.getBoundingClientRect().top - box.top + el.scrollTop }))
        .filter((r) => r.top + 54 > el.scrollTop && r.top < el.scrollTop + el.clientHeight)
        .sort((a, b) => a.top - b.top);
      const want = (s: string) => (n + symbols.indexOf(s) / 10000).toFixed(4);
      return { scrollTop: el.scrollTop, height: el.clientHeight, rows, stale: rows.filter((r) => r.price !== want(r.symbol)).map((r) => r.symbol) };
    }, n);

  it('should show the rows of the scrolled place, each at its index, with the last push\'s figures, a push during the scroll included', async () => {
    const page = await listOfAll();

    await page.evaluate(() => (document.querySelector('[role="dialog"] [data-testid="market-rows"]')!.scrollTop = 100 * 54));
    await expect.poll(async () => (await shown(page, 1)).rows[0]?.index).toBe(100);
    const at100 = await shown(page, 1);
    expect(at100.scrollTop).toBe(100 * 54);
    // each row where its index puts it, consecutive, filling the scroller, with push 1's price
    at100.rows.forEach((r, k) => {
      expect(r.index).toBe(100 + k);
      expect(Math.round(r.top)).toBe((100 + k) * 54);
    });
    expect(at100.rows.length).toBeGreaterThanOrEqual(Math.floor(at100.height / 54));
    expect(new Set(at100.rows.map((r) => r.symbol)).size).toBe(at100.rows.length);
    expect(at100.stale).toEqual([]);

    // push 2 lands on the fifth of 40 scrolled frames (20 px each)
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const el = document.querySelector<HTMLElement>('[role="dialog"] [data-testid="market-rows"]')!;
          const probe = (window as unknown as { __marketList: { symbols(): string[]; applyTickers(rows: object[]): void } }).__marketList;
          let frame = 0;
          const step = () => {
            el.scrollTop += 20;
            if (++frame === 5) probe.applyTickers(probe.symbols().map((symbol, i) => ({ symbol, c: (2 + i / 10000).toFixed(4), v: String(1000 + i), fluctuation: '0.0100' })));
            if (frame < 40) requestAnimationFrame(step);
            else done();
          };
          requestAnimationFrame(step);
        }),
    );
    await expect.poll(async () => (await shown(page, 2)).stale, { timeout: 5_000 }).toEqual([]);
    const after = await shown(page, 2);
    expect(after.scrollTop).toBe(100 * 54 + 40 * 20);
    expect(after.rows[0].index).toBe(Math.floor(after.scrollTop / 54));
    after.rows.forEach((r, k) => expect(r.index).toBe(after.rows[0].index + k));
    await page.context().close();
  });

  it('should give the rows no pointer while the list scrolls, and give it back once the list rests', async () => {
    const page = await listOfAll();

    type Hit = { row: string | null; scroller: boolean; scrolling: boolean };
    // what the pointer would meet at the scroller's middle: a row's pair, or the scroller itself
    // (installed once: read from here and from inside the page's scroll frames)
    await page.evaluate(() => {
      (window as unknown as { __hitMiddle: () => Hit }).__hitMiddle = () => {
        const el = document.querySelector<HTMLElement>('[role="dialog"] [data-testid="market-rows"]')!;
        const box = el.getBoundingClientRect();
        const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { row: at?.closest<HTMLElement>('[role="row"]')?.dataset.symbol ?? null, scroller: at === el, scrolling: el.hasAttribute('data-scrolling') };
      };
    });
    const hit = () => page.evaluate(() => (window as unknown as { __hitMiddle: () => Hit }).__hitMiddle());
    expect(await hit()).toMatchObject({ scroller: false, scrolling: false });
    expect((await hit()).row).not.toBeNull();

    // scrolled a frame at a time, as a wheel scrolls it: the point meets the scroller, no row
    const during = await page.evaluate(
      () =>
        new Promise<Hit>((done) => {
          const el = document.querySelector<HTMLElement>('[role="dialog"] [data-testid="market-rows"]')!;
          let frame = 0;
          const step = () => {
            el.scrollTop += 25;
            if (++frame < 10) {
              requestAnimationFrame(step);
              return;
            }
            // the scroll events of the frames before came before this callback
            done((window as unknown as { __hitMiddle: () => Hit }).__hitMiddle());
          };
          requestAnimationFrame(step);
        }),
    );
    expect(during).toEqual({ row: null, scroller: true, scrolling: true });

    // at rest the rows take the pointer again, and a click chooses the row's pair
    await expect.poll(hit, { timeout: 5_000 }).toMatchObject({ scroller: false, scrolling: false });
    const symbol = (await hit()).row!;
    expect(symbol).not.toBeNull();
    // the pointer at the point tested: the scroller's middle
    const box = (await marketDialog(page).getByTestId('market-rows').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => new URL(page.url()).searchParams.get('symbol')).toBe(symbol);
    await page.context().close();
  });
});
