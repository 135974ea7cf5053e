import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedTwins } from '../scripts/precompress';
import { LATE_NAMESPACES } from '../src/i18n/late-namespaces';
import { readPageTexts } from '../src/i18n/page-texts';
import { ISOLATION_HEADERS } from './isolation-headers';
import { ASSET_CACHE, webRoutes } from './web';
import { earlyProbeScript } from '../src/render/early-probe';

// A dist/ as the build leaves it: an entry with its .br/.gz twins, a shell with its twins, a small file without
const ENTRY = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const SHELL = `<!doctype html><html lang="en"><head><title>Trade</title><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><script type="module" src="/assets/index-abc.js"></script>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
const TINY = 'export const a = 1;\n';
const CSS = '.grid { display: grid; }';
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', src: 'index.html', isEntry: true },
  'src/app/boot.ts': { file: 'assets/boot-12345678.js', src: 'src/app/boot.ts', isEntry: true, assets: ['assets/market.worker-abcdefgh.js'] },
  '_locale-de-DE-abcdefgh.js': { file: 'assets/locale-de-DE-abcdefgh.js' },
};
let dist: string;
let web: ReturnType<typeof webRoutes>;

async function writeWithTwins(path: string, text: string): Promise<void> {
  writeFileSync(path, text);
  const twins = await compressedTwins(Buffer.from(text));
  if (twins === null) return;
  writeFileSync(`${path}.br`, twins.br);
  writeFileSync(`${path}.gz`, twins.gz);
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-'));
  mkdirSync(join(dist, 'assets'));
  await writeWithTwins(join(dist, 'assets/index-abc.js'), ENTRY);
  await writeWithTwins(join(dist, 'index.html'), SHELL);
  await writeWithTwins(join(dist, 'assets/tiny-abc.js'), TINY);
  writeFileSync(join(dist, 'assets/index-abc.css'), CSS);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  web = webRoutes(dist, { localesDir: join(import.meta.dirname, '..', 'locales'), facts: { bookPrecision: (symbol) => (symbol === 'ETH_USDT' ? 2 : undefined) } });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const fetchWith = (path: string, acceptEncoding?: string) => web.request(path, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });

/** The body as text, decoded by its Content-Encoding. */
async function text(res: Response): Promise<string> {
  const raw = Buffer.from(await res.arrayBuffer());
  const coding = res.headers.get('Content-Encoding');
  if (coding === 'br') return brotliDecompressSync(raw).toString();
  if (coding === 'gzip') return gunzipSync(raw).toString();
  expect(coding).toBeNull();
  return raw.toString();
}

describe('webRoutes: compressed assets by content negotiation', () => {
  it('should send the brotli twin to a browser that takes br, with the JS content type and a smaller body', async () => {
    const res = await fetchWith('/assets/index-abc.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toMatch(/^(?:text|application)\/javascript/);
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(Number(res.headers.get('Content-Length'))).toBeLessThan(ENTRY.length / 3);
    expect(await text(res)).toBe(ENTRY);
  });

  it('should fall back to gzip when br is not offered', async () => {
    const res = await fetchWith('/assets/index-abc.js', 'gzip, deflate');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await text(res)).toBe(ENTRY);
  });

  it('should send the file as it is, still marked Vary, when neither is offered', async () => {
    for (const accept of [undefined, 'identity', 'deflate']) {
      const res = await fetchWith('/assets/index-abc.js', accept);
      expect(res.headers.get('Content-Encoding')).toBeNull();
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      expect(Number(res.headers.get('Content-Length'))).toBe(ENTRY.length);
      expect(await text(res)).toBe(ENTRY);
    }
  });

  it('should send a file too small to pay for compression as it is', async () => {
    const res = await fetchWith('/assets/tiny-abc.js', 'gzip, br');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await text(res)).toBe(TINY);
  });

  it('should keep the year-long cache and the isolation headers on every variant', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const res = await fetchWith('/assets/index-abc.js', accept);
      expect(res.headers.get('Cache-Control')).toBe(ASSET_CACHE);
      for (const [name, value] of Object.entries(ISOLATION_HEADERS)) expect(res.headers.get(name)).toBe(value);
    }
  });

  it('should serve the shell compressed on every page route, as HTML, with the isolation headers and no year-long cache', async () => {
    for (const path of ['/orders-spot/fr-FR', '/login', '/markets/fr-FR?type=SPOT&tag=2', '/markets']) {
      const res = await fetchWith(path, 'gzip, deflate, br');
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(res.headers.get('Content-Encoding')).toBe('br');
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      expect(res.headers.get('Cache-Control')).toBeNull();
      for (const [name, value] of Object.entries(ISOLATION_HEADERS)) expect(res.headers.get(name)).toBe(value);
      expect(await text(res)).toBe(SHELL);
    }
  });

  it('should serve the trade page with its first screen, compressed whole per request, never cached without asking', async () => {
    const res = await web.request('/trade/de-DE?symbol=eth_usdt&type=margin', { headers: { 'Accept-Encoding': 'gzip, deflate, br', Cookie: 'theme=light' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(Number(res.headers.get('Content-Length'))).toBeGreaterThan(0);
    for (const [coding, expected] of [['gzip;q=1, br;q=0', 'gzip'], ['identity', null]] as const) {
      const other = await web.request('/trade/en', { headers: { 'Accept-Encoding': coding } });
      expect(other.headers.get('Content-Encoding')).toBe(expected);
      expect(await text(other)).toContain('<h1 class="brief-name">BTC/USDT</h1>');
    }
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    for (const [name, value] of Object.entries(ISOLATION_HEADERS)) expect(res.headers.get(name)).toBe(value);
    const html = await text(res);
    expect(html).toContain('<html lang="de-DE" dir="ltr">');
    expect(html).toContain('<title>ETH/USDT handeln</title>'); // locales/de-DE/trade.json shell.title
    expect(html).toContain('<h1 class="brief-name">ETH/USDT</h1>');
    expect(html).toContain('class="app theme-light" data-layout="pro" data-type="margin"');
    // the boot module first, the page's texts in it (no locale chunk to fetch), the stylesheet inlined, the entry kept
    expect(html.indexOf('src="/assets/boot-12345678.js"')).toBeLessThan(html.indexOf('src="/assets/index-abc.js"'));
    expect(html).not.toContain('locale-de-DE-abcdefgh.js');
    const texts = readPageTexts(/<script type="application\/json" id="page-texts">([^<]*)<\/script>/.exec(html)?.[1], 'de-DE');
    expect(texts?.trades).toEqual(JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'de-DE', 'trades.json'), 'utf8')));
    for (const ns of LATE_NAMESPACES) expect(texts?.[ns], ns).toBeUndefined();
    expect(Object.keys(texts ?? {})).toContain('order');
    expect(html).toContain(`<style>${CSS}</style>`);
    // the pair's finest grouping, ahead of the boot module that subscribes with it
    expect(html).toContain('<script type="application/json" id="boot-facts">{"symbol":"ETH_USDT","precision":2}</script>');
    // the renderer probe inline, after the first screen's markup (the frame that paints it comes first)
    expect(html.indexOf(`<script>${earlyProbeScript()}</script>`)).toBeGreaterThan(html.indexOf('<h1 class="brief-name">ETH/USDT</h1>'));
    // the stylesheet's link stays only disabled (not fetched), for Vite's preload helper to find
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc.css" disabled>');
    expect(html.match(/index-abc\.css/g)).toHaveLength(1);
  });

  it('should answer a page asked again with the tag of its copy with 304 and no body, and a changed page in full', async () => {
    for (const path of ['/trade/de-DE?symbol=ETH_USDT', '/login']) {
      const first = await web.request(path, { headers: { 'Accept-Encoding': 'br' } });
      const tag = first.headers.get('ETag');
      expect(tag).toMatch(/^"[0-9a-f]+"$/);
      const again = await web.request(path, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': tag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(tag);
      expect(again.headers.get('Vary')).toBe('Accept-Encoding');
      for (const [name, value] of Object.entries(ISOLATION_HEADERS)) expect(again.headers.get(name)).toBe(value);
    }
    const trade = await web.request('/trade/de-DE?symbol=ETH_USDT', { headers: { 'Accept-Encoding': 'br' } });
    const tag = trade.headers.get('ETag')!;
    expect(trade.headers.get('Cache-Control')).toBe('no-cache'); // the browser asks every time, with the tag
    // another pair, another coding: another body, sent whole
    for (const [path, coding] of [['/trade/de-DE?symbol=BTC_USDT', 'br'], ['/trade/de-DE?symbol=ETH_USDT', 'gzip']] as const) {
      const other = await web.request(path, { headers: { 'Accept-Encoding': coding, 'If-None-Match': tag } });
      expect(other.status).toBe(200);
      expect(other.headers.get('ETag')).not.toBe(tag);
      expect(await text(other)).toContain('<h1 class="brief-name">');
    }
  });

  it("should show the default pair in the first screen of a pair the gateway does not list, with no facts for the boot", async () => {
    const html = await text(await web.request('/trade/en?symbol=FOO_BAR', { headers: { 'Accept-Encoding': 'br' } }));
    expect(html).toContain('<h1 class="brief-name">BTC/USDT</h1>');
    expect(html).not.toContain('FOO');
    expect(html).not.toContain('boot-facts');
  });

  it('should answer a missing asset with 404', async () => {
    const res = await fetchWith('/assets/none-abc.js', 'br');
    expect(res.status).toBe(404);
  });
});
