import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { ISOLATION_HEADER_LIST } from '../isolation-headers';
import { coinIconSvg } from '../market/coin-icon';

/** The files under /media: fixed names (not hashed), so browsers keep them a day, then ask again. */
const MEDIA: Record<string, string> = { 'ding.mp3': 'audio/mpeg' };
const MEDIA_CACHE = 'public, max-age=86400';

/**
 * GET /media/<name>: the page's sounds (the trade notifications' chime, spec trade page
 * section 7 "Sound file GET /media/ding.mp3"), read from server/media once and kept in memory.
 * Only listed names are served; anything else is 404.
 */
export function mediaRoutes(dir = join(import.meta.dirname, '..', 'media')): Hono {
  const app = new Hono();
  const cache = new Map<string, Promise<Uint8Array>>();
  app.get('/media/:name', async (c) => {
    const name = c.req.param('name');
    const type = MEDIA[name];
    if (type === undefined) return c.text('not found', 404);
    let body = cache.get(name);
    if (body === undefined) {
      const read = readFile(join(dir, name)).then((b) => new Uint8Array(b)); // a copy: its buffer is its own
      cache.set(name, (body = read));
      read.catch(() => cache.delete(name)); // a missing file is asked again next time
    }
    let bytes: Uint8Array;
    try {
      bytes = await body;
    } catch {
      return c.text('not found', 404);
    }
    for (const [h, v] of ISOLATION_HEADER_LIST) c.header(h, v);
    c.header('Cache-Control', MEDIA_CACHE);
    return c.body(bytes.buffer as ArrayBuffer, 200, { 'Content-Type': type, 'Content-Length': String(bytes.byteLength) });
  });
  return app;
}

/**
 * GET /static/coins/<coin>.svg: the icon a coin detail names (server/market/coin-icon.ts), for
 * the coins `known` holds (lower-case in the path, as the detail writes it); anything else is 404.
 * Kept a day by browsers, like the media.
 */
export function coinIconRoutes(known: (coin: string) => boolean): Hono {
  const app = new Hono();
  app.get('/static/coins/:file', (c) => {
    const m = /^([a-z0-9]{1,12})\.svg$/.exec(c.req.param('file'));
    const coin = m?.[1].toUpperCase();
    if (coin === undefined || !known(coin)) return c.text('not found', 404);
    for (const [h, v] of ISOLATION_HEADER_LIST) c.header(h, v);
    c.header('Cache-Control', MEDIA_CACHE);
    return c.body(coinIconSvg(coin), 200, { 'Content-Type': 'image/svg+xml' });
  });
  return app;
}
