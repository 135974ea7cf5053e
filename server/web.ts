import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Handler } from 'hono';

/**
 * Headers that make the terminal cross-origin isolated. COOP keeps other sites' windows from
 * scripting or probing the trading page (window.opener, named frames); COEP lets only
 * same-origin or explicitly shared resources load. Everything the app loads is ours (scripts,
 * workers, Wasm, fonts), so nothing breaks, and the page gets what isolation unlocks: fine
 * timers (performance.now and rAF times to 5 us instead of 100 us with jitter, so frame
 * intervals can be measured, bench/frames.ts) and SharedArrayBuffer for the workers.
 */
export const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/**
 * Serves the built web app: hashed assets from dist/assets (cached for a year) and the app
 * shell for every page route, all with the isolation headers (a worker script needs them as
 * much as the page). The shell is read once at start; `npm start` rebuilds first.
 */
export function webRoutes(distDir: string): Hono {
  const web = new Hono();
  let shell: string;
  try {
    shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  } catch {
    throw new Error(`no web app build in ${distDir}: run "npm run build" (npm start does it for you)`);
  }
  web.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(ISOLATION_HEADERS)) c.header(name, value);
  });
  web.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  web.use('/assets/*', serveStatic({ root: distDir, rewriteRequestPath: (p) => p }));
  const page: Handler = (c) => c.html(shell);
  web.get('/trade', page);
  web.get('/trade/:locale', page);
  web.get('/login', page);
  web.get('/register', page);
  web.get('/', (c) => c.redirect('/trade/en?symbol=BTC_USDT'));
  return web;
}
