import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, RTL_LOCALES, type Locale } from '../../src/i18n/locales';
import { waitForBook } from './page-probes';
import { useTradeEnv } from './trade-env';

/**
 * The trade page in every locale (issue 20, "Right-to-left and every locale"): each of the 15
 * shows the whole page at 1440x900 with nothing pushing the document wider than the window
 * (a long German label, the hidden screen-reader mirrors placed off screen), and Arabic lays
 * the page out mirrored: its panels where English has them, seen in a mirror, all in view.
 */

const VIEWPORT = { width: 1440, height: 900 };

/** One panel of the page: its name (widget-book, nav, …) and its box in viewport px. */
interface Box { name: string; x: number; y: number; width: number; height: number }

/** What a locale's page looks like once loaded, read in one task. */
interface Layout {
  dir: string;
  scrollWidth: number;
  innerWidth: number;
  clientWidth: number;
  scrollX: number;
  boxes: Box[];
  /** Widgets whose centre (when on screen) hits something outside them: covered or not drawn there. */
  hidden: string[];
  /** The hidden screen-reader mirrors (book, trades) that overlap the window: they must not. */
  mirrorsInView: number;
  /** The mirrors found (their count, so a renamed class cannot make the check above vacuous). */
  mirrors: number;
  /** The direction the canvases of the widgets and the book's column heads are laid out in. */
  canvasDirections: string[];
}

function readLayout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const name = (e: Element) => (e as HTMLElement).dataset.module ?? [...e.classList].find((c) => c.startsWith('widget-')) ?? e.classList[0] ?? e.tagName;
    // the navigator bar, each module of the grid and each widget in them
    const panels = [...document.querySelectorAll('.nav, .grid [data-module], .brief, .widget')].filter((e) => e.closest('.a11y-mirror') === null);
    const boxes = panels.map((e) => {
      const r = e.getBoundingClientRect();
      return { name: name(e), x: r.x, y: r.y, width: r.width, height: r.height };
    });
    const hidden = panels.filter((e) => {
      const r = e.getBoundingClientRect();
      const cx = r.x + r.width / 2;
      const cy = r.y + Math.min(r.height / 2, 20);
      if (cy >= window.innerHeight) return false; // below the fold (the order panel): the page scrolls down to it
      const hit = document.elementFromPoint(cx, cy);
      return hit === null || !e.contains(hit);
    }).map(name);
    const mirrors = [...document.querySelectorAll('.a11y-mirror')];
    const mirrorsInView = mirrors.filter((e) => {
      const r = e.getBoundingClientRect();
      return r.right > 0 && r.left < window.innerWidth;
    }).length;
    const canvasDirections = [...document.querySelectorAll('.widget canvas, .book-columns, .trades-head')].map((e) => getComputedStyle(e).direction);
    const root = document.documentElement;
    return { dir: root.dir, scrollWidth: root.scrollWidth, innerWidth: window.innerWidth, clientWidth: root.clientWidth, scrollX: window.scrollX,
      boxes, hidden, mirrors: mirrors.length, mirrorsInView, canvasDirections };
  });
}

describe('trade page in every locale', () => {
  const env = useTradeEnv({ simRate: 200 });
  const layouts = new Map<Locale, Layout>();

  /** Opens the page of `locale`, waits for the book, the form and the panel, and reads its layout. */
  async function open(locale: Locale): Promise<Layout> {
    const page = await env.openTrade({ locale, viewport: VIEWPORT });
    try {
      await waitForBook(page, 'BTC_USDT');
      // the second wave (form, panel) comes after the book's first paint: its texts count too
      await page.locator('[data-widget="form"] input').first().waitFor();
      await page.locator('[data-widget="panel"]').waitFor();
      // and the draggable grid, which takes over from the static one after the book's paint
      await page.locator('.grid-live [data-module="chart"]').waitFor();
      // and every module's content (the favourites bar, market list, trade info load after the book)
      await expect.poll(() => page.locator('.grid-live .widget-empty').count(), { timeout: 15_000 }).toBe(0);
      const layout = await readLayout(page);
      layouts.set(locale, layout);
      return layout;
    } finally {
      await page.context().close();
    }
  }

  it.each(LOCALES)('should show the whole trade page in %s, no wider than the window', async (locale) => {
    const l = await open(locale);
    expect(l.dir).toBe(RTL_LOCALES.has(locale) ? 'rtl' : 'ltr');
    expect(l.scrollWidth, `document ${l.scrollWidth} px wide in a ${l.innerWidth} px window`).toBeLessThanOrEqual(l.innerWidth);
    expect(l.scrollX).toBe(0);
    const names = l.boxes.map((b) => b.name);
    expect(names).toEqual(expect.arrayContaining(['nav', 'brief', 'widget-book', 'widget-depth', 'widget-trades', 'widget-form', 'widget-panel',
      'favorite', 'ticket', 'market', 'chart', 'orderPanel', 'orderBook', 'marketTrades', 'tradeMaker', 'tradeInfo']));
    for (const b of l.boxes) {
      expect(b.width, b.name).toBeGreaterThan(0);
      expect(b.x, `${b.name} starts left of the window`).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width, `${b.name} ends right of the window`).toBeLessThanOrEqual(l.clientWidth + 0.5);
    }
    expect(l.hidden).toEqual([]);
    // off screen (so Chrome skips their layout, app.css) without widening the page
    expect(l.mirrors).toBe(2);
    expect(l.mirrorsInView).toBe(0);
    // book, depth chart and trades: their numbers read left to right in every locale
    expect(l.canvasDirections.length).toBeGreaterThanOrEqual(5);
    expect(new Set(l.canvasDirections)).toEqual(new Set(['ltr']));
  });

  describe('right-to-left', () => {
    beforeAll(async () => {
      // the it.each above usually read both already; read them here when run alone (-t)
      for (const locale of ['en', 'ar'] as const) if (!layouts.has(locale)) await open(locale);
    });

    it('should mirror the English page in Arabic', () => {
      const en = layouts.get('en')!;
      const ar = layouts.get('ar')!;
      const book = ar.boxes.find((b) => b.name === 'widget-book')!;
      // English: the book at the left; Arabic: at the right, the form at the left
      expect(en.boxes.find((b) => b.name === 'widget-book')!.x + book.width).toBeLessThan(en.clientWidth / 2);
      expect(book.x).toBeGreaterThan(ar.clientWidth / 2);
      expect(ar.boxes.find((b) => b.name === 'widget-form')!.x).toBeLessThan(ar.clientWidth / 2);
      // every module and widget is where the English one is, seen in a mirror (the same size, the
      // same row); within a pixel: the grid rounds each edge to a whole px from its own side
      const names = en.boxes.map((b) => b.name).filter((n) => n !== 'nav');
      expect(names.length).toBeGreaterThanOrEqual(15);
      for (const name of names) {
        const e = en.boxes.find((b) => b.name === name)!;
        const a = ar.boxes.find((b) => b.name === name);
        expect(a, name).toBeDefined();
        expect(Math.abs(a!.x - (en.clientWidth - e.x - e.width)), `${name} x`).toBeLessThanOrEqual(1);
        expect(Math.abs(a!.width - e.width), `${name} width`).toBeLessThanOrEqual(1);
        expect(Math.round(a!.y), name).toBe(Math.round(e.y));
      }
    });
  });

  it('should fit a 375 px phone in every locale, the navigator bar\'s buttons and notices inside it', async () => {
    // one page for all: each locale's page loaded in turn (a fresh context each would cost ~1 s more apiece)
    const page = await env.newPage({ width: 375, height: 800 });
    const overflow: string[] = [];
    for (const locale of LOCALES) {
      await page.goto(env.tradeUrl({ locale, symbol: 'PEPE_USDT' }));
      // the second wave's chrome (the pair's notice, the status bar) is in: the widest the bar gets
      await page.getByTestId('symbol-notice').waitFor({ timeout: 15_000 });
      await page.getByTestId('status-bar').waitFor({ timeout: 15_000 });
      const fit = await page.evaluate(() => {
        const root = document.documentElement;
        const out = [...document.querySelectorAll('.nav > *, .nav button, .nav a')].filter((e) => {
          const r = e.getBoundingClientRect();
          return r.width > 0 && (r.left < -0.5 || r.right > root.clientWidth + 0.5);
        }).map((e) => e.className || e.tagName);
        const notices = [...document.querySelectorAll<HTMLElement>('.nav .global-notice-item, .nav .symbol-notice')].map((e) => e.getBoundingClientRect().width);
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, out, notices };
      });
      if (fit.scrollWidth > fit.clientWidth || fit.out.length > 0) overflow.push(`${locale}: ${fit.scrollWidth} px, ${fit.out.join(' ')}`);
      // both notices readable: each a good part of the row, not squeezed to nothing
      for (const w of fit.notices) expect(w, `${locale} notice width`).toBeGreaterThan(100);
    }
    expect(overflow).toEqual([]);
    await page.context().close();
  });
});
