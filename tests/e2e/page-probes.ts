import type { Locator, Page } from 'playwright-core';
import type { TerminalDebug } from '../../src/net/market-client';

/**
 * Reads of the page's state that several e2e files make: the worker's book and feed counters
 * through the debug surface (window.__terminal), the tracked analytics events, a field's error
 * message, and a poll that works in hooks too.
 */

/** The worker's book as window.__terminal.book() answers it: info, and [price, amount, cumulative] rows. */
export type TerminalBook = ReturnType<TerminalDebug['book']>;

/** The market feed's counters (src/market-feed/stats.ts). */
export type FeedCounters = ReturnType<TerminalDebug['stats']>;

/** One tracked analytics event (src/features/analytics). */
export interface TrackedEvent {
  event: string;
  params: Record<string, unknown>;
}

/**
 * The worker's book now, read in one JS task (never half a frame). Right after a (re)load,
 * window.__terminal may hold only what the analytics or the overlay put there: the book comes
 * when the market client starts, so this waits for it.
 */
export async function bookOf(page: Page): Promise<TerminalBook> {
  await page.waitForFunction(() => typeof (window as unknown as { __terminal?: Partial<TerminalDebug> }).__terminal?.book === 'function');
  return page.evaluate(() => (window as unknown as { __terminal: TerminalDebug }).__terminal.book());
}

/** The feed counters as of the last frame the page received (window.__terminal.stats()). */
export function feedStats(page: Page): Promise<FeedCounters> {
  return page.evaluate(() => (window as unknown as { __terminal: TerminalDebug }).__terminal.stats());
}

/** The worker's feed counters now, asked of the worker itself (window.__terminal.liveStats()). */
export function liveStats(page: Page): Promise<FeedCounters> {
  return page.evaluate(() => (window as unknown as { __terminal: TerminalDebug }).__terminal.liveStats());
}

/** The analytics events the page tracked so far (window.__terminal.analytics()). */
export function tracked(page: Page): Promise<TrackedEvent[]> {
  return page.evaluate(() => (window as unknown as { __terminal: { analytics(): TrackedEvent[] } }).__terminal.analytics());
}

/** The message tied to a field (aria-describedby), or null when the field is valid (not aria-invalid). */
export function fieldError(field: Locator): Promise<string | null> {
  return field.evaluate((el) => {
    const id = el.getAttribute('aria-describedby');
    if (el.getAttribute('aria-invalid') !== 'true' || id === null) return null;
    return document.getElementById(id)?.textContent ?? null;
  });
}

/**
 * Polls `read` every 100 ms until `ok` holds and answers that value; throws with the last value
 * after `timeout`. For hooks and fixtures: expect.poll belongs to a running test.
 */
export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string, timeout = 15_000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits (15 s at most) until the worker's book is synced for `symbol`, and answers it. */
export async function waitForBook(page: Page, symbol: string, timeout = 15_000): Promise<TerminalBook> {
  // window.__terminal's book() comes with the market client, started in an effect after the
  // first render, which waits for the locale's texts: right after page.goto it may not be there
  // yet (other modules may have made window.__terminal already), which is "not yet", not a failure
  const read = () => page.evaluate(() => (window as unknown as { __terminal?: Partial<TerminalDebug> }).__terminal?.book?.() ?? null);
  const book = await until(read, (b) => b !== null && b.info.synced && b.info.symbol === symbol, `the ${symbol} book`, timeout);
  return book!;
}

/**
 * The colour (#rrggbb) of a canvas's pixel `at` device px from its top left: the canvas is
 * copied into a 2D canvas and read back, which works for either renderer.
 */
export function canvasPixel(page: Page, selector: string, at = 2): Promise<string> {
  return page.evaluate(({ selector, at }) => {
    const src = document.querySelector(selector) as HTMLCanvasElement;
    const c = document.createElement('canvas');
    c.width = 1;
    c.height = 1;
    const g = c.getContext('2d')!;
    g.drawImage(src, at, at, 1, 1, 0, 0, 1, 1);
    const [r, gr, b] = g.getImageData(0, 0, 1, 1).data;
    return `#${[r, gr, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  }, { selector, at });
}
