/**
 * Serves the trade page with its first screen in the HTML (shell-markup.ts): the built
 * dist/index.html, its stylesheets inlined (the first paint then waits for no request), the
 * boot module as an async script ahead of the entry (src/app/boot.ts: the market worker and
 * the first calls start while the entry downloads), the renderer probe inline
 * (src/render/early-probe.ts), and the page's texts as JSON (all but the late ones,
 * src/i18n/page-texts.ts): the entry starts i18next with them, with no request and no locale
 * chunk to compile. The build's manifest names the hashed files.
 *
 * The template is read again when dist/index.html changes (a rebuild under a running gateway
 * serves its new page); a locale's texts are read once.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { Context } from 'hono';
import { DEFAULT_SYMBOL, parseTradeRoute } from '../../src/app/route';
import { LATE_NAMESPACES } from '../../src/i18n/late-namespaces';
import type { Locale } from '../../src/i18n/locales';
import { pageTextsJson, PAGE_TEXTS_ID } from '../../src/i18n/page-texts';
import { earlyWorkerScript } from '../../src/net/early-worker';
import { earlyProbeScript } from '../../src/render/early-probe';
import { fillTemplate, shellParts, type LocaleTexts } from './shell-markup';
import { inlineStylesheets, pageAssets, type PageAssets } from './page-assets';

interface Built { mtimeMs: number; template: string; assets: PageAssets }

/** What the gateway knows that the page's boot module can use before any call. */
export interface ShellFacts {
  /** The pair's finest book grouping (its price precision), undefined for a pair it does not list. */
  bookPrecision(symbol: string): number | undefined;
}

export function shellPage(distDir: string, localesDir: string, facts?: ShellFacts): (c: Context) => Response {
  let built: Built | null = null;
  const texts = new Map<Locale, LocaleTexts>();
  const pageTexts = new Map<Locale, string>();

  const load = (): Built => {
    const indexFile = join(distDir, 'index.html');
    const mtimeMs = statSync(indexFile).mtimeMs;
    if (built?.mtimeMs === mtimeMs) return built;
    const manifestFile = join(distDir, '.vite/manifest.json');
    const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) as unknown : {};
    const read = (href: string) => {
      const file = join(distDir, href);
      return href.startsWith('/assets/') && existsSync(file) ? readFileSync(file, 'utf8') : null;
    };
    built = { mtimeMs, template: inlineStylesheets(readFileSync(indexFile, 'utf8'), read), assets: pageAssets(manifest) };
    return built;
  };

  const localeTexts = (locale: Locale): LocaleTexts => {
    let found = texts.get(locale);
    if (found === undefined) {
      found = {};
      const dir = join(localesDir, locale);
      for (const file of readdirSync(dir)) {
        if (file.endsWith('.json')) found[file.slice(0, -5)] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
      }
      texts.set(locale, found);
    }
    return found;
  };

  /** The page's texts for the entry: every namespace but the late ones (src/i18n/late-namespaces.ts). */
  const pageTextsOf = (locale: Locale): string => {
    let json = pageTexts.get(locale);
    if (json === undefined) {
      const all = localeTexts(locale);
      json = pageTextsJson(locale, Object.fromEntries(Object.entries(all).filter(([ns]) => !LATE_NAMESPACES.includes(ns))));
      pageTexts.set(locale, json);
    }
    return json;
  };

  return (c) => {
    const url = new URL(c.req.url);
    const asked = parseTradeRoute(url.pathname, url.search, c.req.header('Cookie') ?? '');
    const { template, assets } = load();
    const precision = facts?.bookPrecision(asked.symbol);
    // a pair the gateway does not list gives way to the default pair once the page has the pair
    // list (src/state/switch-symbol.ts settleSymbol): the first screen shows that pair already
    const route = facts !== undefined && precision === undefined ? { ...asked, symbol: DEFAULT_SYMBOL } : asked;
    const head = [
      // the market worker first of all, ahead of every other request (src/net/early-worker.ts)
      assets.marketWorker === null ? '' : `<script>${earlyWorkerScript(`/${assets.marketWorker}`)}</script>`,
      // first in line of the six connections HTTP/1.1 allows: the facts and the boot module (the
      // entry's chunks come after). Not the worker's script or wasm: preloaded from the page,
      // Chromium fetched the script a second time for the worker (+29 KB), and both took
      // bandwidth from the entry, which the first paint waits for more
      precision === undefined ? '' : `<script type="application/json" id="boot-facts">${bootFacts(route.symbol, precision)}</script>`,
      assets.boot === null ? '' : `<script type="module" async crossorigin fetchpriority="high" src="/${assets.boot}"></script>`,
    ].join('');
    // after the first screen's markup: the canvas widgets' renderer probe, a worker spawned as the
    // parser gets there, while the scripts are still on the wire (src/render/early-probe.ts); the
    // texts, ~20 KB that the first paint does not wait for (the entry, a module script, runs once
    // the document is parsed, and reads them then)
    const tail = `<script>${earlyProbeScript()}</script><script type="application/json" id="${PAGE_TEXTS_ID}">${pageTextsOf(route.locale)}</script>`;
    const html = Buffer.from(fillTemplate(template, shellParts(route, localeTexts(route.locale), head, tail)));
    const coding = pageCoding(c.req.header('Accept-Encoding'));
    // tagged by its text and coding before any compressing: a browser holding this copy (a
    // repeat visit) gets 304 and costs the gateway no compression
    const tag = `"${createHash('sha1').update(coding).update('\0').update(html).digest('hex')}"`;
    const kept = { ETag: tag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
    if (tagMatches(c.req.header('If-None-Match'), tag)) return c.body(null, 304, kept);
    // compressed whole, with its length, not streamed: Chromium parsed a streamed (chunked)
    // page in pieces, and its first paint then varied by hundreds of ms under the throttle
    const body = coding === 'br'
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
      : coding === 'gzip' ? gzipSync(html, { level: 6 }) : html;
    const headers: Record<string, string> = { ...kept, 'Content-Type': 'text/html; charset=UTF-8', 'Content-Length': String(body.length) };
    if (coding !== 'identity') headers['Content-Encoding'] = coding;
    return c.body(new Uint8Array(body), 200, headers);
  };
}

/** The boot module's facts as JSON that cannot close its script element (src/app/boot-precision.ts reads them). */
export function bootFacts(symbol: string, precision: number): string {
  return JSON.stringify({ symbol, precision }).replace(/</g, '\\u003c');
}

/** An If-None-Match header names `tag` (weak or strong, in a list, or `*`). */
export function tagMatches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((t) => {
    const named = t.trim();
    return named === '*' || named.replace(/^W\//, '') === tag;
  });
}

/** br, else gzip, else identity, by a request's Accept-Encoding (a listed coding; q=0 refuses it). */
export function pageCoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const offered = new Set((acceptEncoding ?? '').split(',').map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q\s*=\s*0(?:\.0*)?\s*$/.test(part)).map((part) => part.split(';')[0].trim()));
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return 'identity';
}
