import { describe, expect, it } from 'vitest';
import { waitForBook } from './page-probes';
import { useTradeEnv } from './trade-env';

describe('trade page shell', () => {
  const ADMIN = 'shell-admin';
  const env = useTradeEnv({ simRate: 200, adminToken: ADMIN });

  it('should serve /trade/en with the pair and its live last price', async () => {
    const page = await env.openTrade();
    await expect.poll(() => page.locator('h1').textContent()).toBe('BTC/USDT');
    // the price arrives with the pair list or the first trade: poll, do not read it once
    await expect.poll(async () => Number(await page.getByTestId('last-price').textContent()), { timeout: 15_000 }).toBeGreaterThan(1000);
    expect(await page.title()).toBe('Trade BTC/USDT');
    // live: it follows the trades (written by a signal effect, not by React) — it moves off the
    // first price, and at some moment shows the same price as the newest market trade
    const first = await page.getByTestId('last-price').textContent();
    await expect
      .poll(() => page.evaluate((first) => {
        const brief = document.querySelector('[data-testid="last-price"]')?.textContent ?? '';
        const newest = document.querySelector('[data-testid="market-trades"] tbody tr .trade-price')?.textContent ?? '';
        return brief !== first && brief === newest;
      }, first), { timeout: 30_000 })
      .toBe(true);
    await page.close();
  });

  it('should get its shell, scripts, styles and wasm compressed, cached a year and cross-origin isolated', async () => {
    const page = await env.newPage();
    const seen: { url: string; headers: Record<string, string> }[] = [];
    page.on('response', (r) => { seen.push({ url: new URL(r.url()).pathname, headers: r.headers() }); });
    await page.goto(env.tradeUrl({}));
    await waitForBook(page, 'BTC_USDT');
    // the overlay worker starts with the first drawn layer
    await expect.poll(() => seen.filter((r) => r.url.includes('.worker-')).length).toBe(2);
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    // the trade page is made per request (its first screen in its language, server/shell) and compressed
    const shell = seen.find((r) => r.url === '/trade/en')!;
    expect(shell.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', 'cache-control': 'no-cache' });
    // the draggable grid's chunk and its stylesheet come after the book's paint (the page's own
    // stylesheets are inlined in the HTML): a stylesheet over the wire to check
    await page.locator('.grid-live').waitFor();
    const assets = seen.filter((r) => /^\/assets\/.+\.(?:js|css|wasm)$/.test(r.url));
    // the entry, a stylesheet, both workers and the book's wasm at least
    expect(assets.map((a) => a.url.split('.').pop())).toEqual(expect.arrayContaining(['js', 'css', 'wasm']));
    for (const a of assets) {
      // a chunk too small to pay for compression goes as it is (scripts/precompress.ts)
      if (a.headers['content-encoding'] === undefined) expect(Number(a.headers['content-length']), a.url).toBeLessThan(1024);
      else expect(a.headers['content-encoding'], a.url).toBe('br');
      expect(a.headers, a.url).toMatchObject({ vary: 'Accept-Encoding', 'cache-control': 'public, max-age=31536000, immutable',
        'cross-origin-embedder-policy': 'require-corp', 'cross-origin-opener-policy': 'same-origin', 'cross-origin-resource-policy': 'same-origin' });
    }
    // what the trade page does not show is not loaded with it: other locales' texts, the HUD
    const chunks = () => seen.map((r) => /^\/assets\/([A-Za-z-]+?)-[\w-]{8}\.js$/.exec(r.url)?.[1]).filter((n) => n !== undefined);
    // (the page's first texts come in its HTML, src/i18n/page-texts.ts; only its locale's late ones
    // are fetched, after the book has painted: src/i18n/late-namespaces.ts)
    const locales = chunks().filter((n) => n.startsWith('locale-'));
    expect(locales).toEqual(['locale-en-late']);
    expect(chunks()).not.toContain('Hud');
    // on the canvas path Pixi's WebGL and WebGPU renderers and its browser extensions stay on the
    // server; its canvas renderer is one chunk (vite.config.ts), fetched only after the book has
    // painted: every layer of the widgets is drawn off-thread (src/render/pixi/pixi-scene.ts)
    await expect.poll(chunks, { timeout: 10_000 }).toContain('pixi');
    for (const unused of ['WebGLRenderer', 'WebGPURenderer', 'browserAll']) expect(chunks()).not.toContain(unused);
    const [painted, pixiAsked] = await page.evaluate(() => [performance.getEntriesByName('book-painted')[0]?.startTime,
      performance.getEntriesByType('resource').find((r) => /\/assets\/pixi-[\w-]{8}\.js$/.test(r.name))?.startTime]);
    expect(pixiAsked).toBeGreaterThan(painted!);
    // the sign-in pages' code is fetched once the book is painted and the page idle: a click never waits for it
    await expect.poll(chunks, { timeout: 10_000 }).toEqual(expect.arrayContaining(['LoginPage', 'RegisterPage', 'AuthForm']));
    // the pair list, the largest answer the page asks for at once, comes gzipped
    expect(seen.find((r) => r.url === '/gw-api/ds/pairs')?.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    await page.close();
  });

  it('should lay out its panels from the HTML alone, where the widgets and the draggable grid then keep them', async () => {
    const boxes = (page: import('playwright-core').Page) => page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.nav, .grid [data-module]')].map((e) => {
        const r = e.getBoundingClientRect();
        return `${e.dataset.module ?? e.className} ${r.x},${r.y} ${r.width}x${r.height}`;
      }));
    // no script at all: what the first paint shows, in the route's language
    const bare = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const still = await bare.newPage();
    await still.goto(env.tradeUrl({ locale: 'de-DE', symbol: 'ETH_USDT' }));
    expect(await still.locator('h1.brief-name').textContent()).toBe('ETH/USDT');
    expect(await still.locator('.chart-tab').allTextContents()).toEqual(['Kursdiagramm', 'Info', 'Markttiefe']);
    expect(await still.locator('[data-module="orderBook"] .module-title').textContent()).toBe('Orderbuch');
    expect(await still.title()).toBe('ETH/USDT handeln');
    const first = await boxes(still);
    expect(first.map((b) => b.split(' ')[0])).toEqual(['nav', 'favorite', 'ticket', 'market', 'chart', 'orderPanel', 'orderBook', 'marketTrades', 'tradeMaker', 'tradeInfo', 'coinInfo']);
    // every module has a size of its own, inside the window's width
    for (const b of first.slice(1)) expect(b, b).toMatch(/ \d+(\.\d+)?,\d+(\.\d+)? [1-9]\d*(\.\d+)?x[1-9]\d*(\.\d+)?$/);
    await bare.close();
    // the running page, once the draggable grid has taken over (after the book's paint): every
    // panel where the HTML put it, and no layout shift on the way
    const page = await env.openTrade({ locale: 'de-DE', symbol: 'ETH_USDT', viewport: { width: 1440, height: 900 } });
    await waitForBook(page, 'ETH_USDT');
    await expect.poll(() => page.locator('.widget-form input').count()).toBeGreaterThan(0);
    await page.locator('.grid-live [data-module="chart"]').waitFor();
    expect(await boxes(page)).toEqual(first);
    const shifted = await page.evaluate(() => new Promise<number>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0)))
        .observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve(0), 500); // no entry at all: nothing moved
    }));
    expect(shifted).toBeLessThan(0.01);
    await page.close();
  });

  it('should speak the locale of the route and fall back to English', async () => {
    const page = await env.openTrade({ locale: 'de-DE', symbol: 'ETH_USDT', query: { theme: 'light' } });
    await expect.poll(() => page.getByText('Letzter Preis').count()).toBe(1);
    expect(await page.locator('.app').getAttribute('class')).toContain('theme-light');
    await page.goto(env.tradeUrl({ locale: 'ar', symbol: 'ETH_USDT' }));
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.goto(env.tradeUrl({ locale: 'zz', symbol: 'ETH_USDT' }));
    await expect.poll(() => page.getByText('Last Price').count()).toBe(1);
    await page.close();
  });

  it('should send the page\'s warning reports to the gateway, which stores them', async () => {
    // window.__terminal comes with the market client, after the first render (its texts load first)
    const page = await env.openTrade({ waitForBook: true });
    await page.evaluate(() =>
      (window as unknown as { __terminal: { report(e: string, m: string): Promise<unknown> } }).__terminal.report('e2e.shell', 'a report from the page'));
    type Row = { event: string; level: string; page: string; message: string; userId: number | null };
    const stored = async () => {
      const res = await fetch(env.url('/gw-api/admin/client-reports?limit=50'), { headers: { 'X-Admin-Token': ADMIN } });
      return (await res.json() as { data: Row[] }).data.find((r) => r.event === 'e2e.shell');
    };
    await expect.poll(stored, { timeout: 10_000 }).toMatchObject({ level: 'warning', message: 'a report from the page', page: '/trade/en?symbol=BTC_USDT', userId: null });
    await page.close();
  });

  it('should report a script error no code caught as page_js_error, swallow it, and keep the page working', async () => {
    const page = await env.openTrade({ waitForBook: true });
    const printed: string[] = [];
    page.on('pageerror', (e) => printed.push(e.message));
    // thrown from a task of the page's own, and a promise rejected with nobody waiting on it
    await page.evaluate(() => {
      setTimeout(() => { throw new TypeError('e2e thrown in a task'); }, 0);
      void Promise.reject(new Error('e2e rejected'));
    });
    type Row = { event: string; level: string; message: string };
    const stored = async () => {
      const res = await fetch(env.url('/gw-api/admin/client-reports?limit=50'), { headers: { 'X-Admin-Token': ADMIN } });
      return (await res.json() as { data: Row[] }).data.filter((r) => r.event === 'page_js_error' && r.message.includes('e2e')).map((r) => [r.level, r.message]).sort();
    };
    await expect.poll(stored, { timeout: 10_000 }).toEqual([['error', 'Error: e2e rejected'], ['error', 'TypeError: e2e thrown in a task']]);
    // swallowed: the browser reported no uncaught error; and the book still moves
    expect(printed).toEqual([]);
    await waitForBook(page, 'BTC_USDT');
    await page.close();
  });
});
