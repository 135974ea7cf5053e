import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { ISOLATION_HEADER_LIST } from './isolation-headers';
import { shellPage, type ShellFacts } from './shell/shell-page';

/** Hashed asset names never change content: browsers keep them a year without asking. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets from dist/assets (cached for a year) and the app
 * shell (dist/index.html) for every page route, all with the isolation headers
 * (isolation-headers.ts; a worker script needs them as much as the page).
 *
 * Compression: the build writes a brotli and a gzip twin beside each text and Wasm file that
 * pays for it (scripts/precompress.ts); serveStatic's `precompressed` picks br, then gzip, by
 * the request's Accept-Encoding (a listed coding; q-values are not weighed, and a coding
 * given with one is not taken), and names the one sent in Content-Encoding. Nothing is
 * compressed per request. `npm start` rebuilds first.
 */
export function webRoutes(distDir: string, options: { localesDir?: string; facts?: ShellFacts } = {}): Hono {
  const web = new Hono();
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`no web app build in ${distDir}: run "npm run build" (npm start does it for you)`);
  }
  web.use('*', async (c, next) => {
    await next();
    for (const [name, value] of ISOLATION_HEADER_LIST) c.header(name, value);
  });
  web.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', ASSET_CACHE);
  });
  web.use('/assets/*', varyOnEncoding, serveStatic({ root: distDir, rewriteRequestPath: (p) => p, precompressed: true }));
  // a page's answer is tagged with a hash of its body, and a browser that shows the tag of its copy
  // gets 304 and no body (the trade page tags its own text, before compressing it: shell-page.ts):
  // on a repeat visit the trade page's 13 KB of first screen, inlined styles and texts (the same
  // for the same pair, locale, theme and build) come from its cache
  const pageTag = etag();
  // read from disk per request, as the assets: a rebuild under a running gateway serves its new shell
  const page = [pageTag, varyOnEncoding, serveStatic({ root: distDir, path: 'index.html', precompressed: true })] as const;
  for (const route of ['/login', '/register']) web.get(route, ...page);
  // the trade page comes with its first screen laid out in the HTML (shell/shell-page.ts), made and compressed per request
  const tradePage = shellPage(distDir, options.localesDir ?? join(distDir, '..', 'locales'), options.facts);
  for (const route of ['/trade', '/trade/:locale']) web.get(route, tradePage); // tagged before it is compressed
  // the order center (spec order-panel section 2, links out): the same shell routes it (src/app/main.tsx)
  for (const route of ['/orders-spot', '/orders-spot/:locale', '/orders-margin', '/orders-margin/:locale']) web.get(route, ...page);
  // the markets page (spec trade page section 2: /markets/{locale}?type=SPOT&tag={tagId}, a pair's tag leads there): routed by the same shell
  for (const route of ['/markets', '/markets/:locale']) web.get(route, ...page);
  web.get('/', (c) => c.redirect('/trade/en?symbol=BTC_USDT'));
  return web;
}

/**
 * Vary: Accept-Encoding on every file that has compressed twins, the identity answer too:
 * serveStatic names it only on a compressed answer, and a shared cache that stored the
 * identity one unmarked would hand it to every client.
 */
const varyOnEncoding: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status !== 200 || c.res.headers.has('Vary')) return;
  const type = c.res.headers.get('Content-Type') ?? '';
  if (/^(?:text\/|application\/(?:javascript|json|wasm)|image\/svg)/.test(type)) c.header('Vary', 'Accept-Encoding');
};
