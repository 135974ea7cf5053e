import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Handler } from 'hono';
import { ISOLATION_HEADER_LIST } from './isolation-headers';


/**
 * Serves the built web app: hashed assets from dist/assets (cached for a year) and the app
 * shell for every page route, all with the isolation headers (isolation-headers.ts; a worker script needs them as
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
    for (const [name, value] of ISOLATION_HEADER_LIST) c.header(name, value);
  });
  web.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  web.use('/assets/*', serveStatic({ root: distDir, rewriteRequestPath: (p) => p }));
  const page: Handler = (c) => c.html(shell);
  web.get('/trade', page);
  web.get('/trade/:locale', page);
  // the order center (spec order-panel section 2, links out): the same shell routes it (src/app/main.tsx)
  web.get('/orders-spot', page);
  web.get('/orders-spot/:locale', page);
  web.get('/orders-margin', page);
  web.get('/orders-margin/:locale', page);
  web.get('/login', page);
  web.get('/register', page);
  web.get('/', (c) => c.redirect('/trade/en?symbol=BTC_USDT'));
  return web;
}
