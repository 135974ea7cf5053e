import type { Context } from 'hono';
import { nodeRequestOf } from './headers';

/**
 * The peer address of the request as @hono/node-server hands it over (c.env.incoming), or
 * 'local' when there is none (in-memory app.request() in tests). X-Forwarded-For is not
 * trusted: anyone can send it, which would defeat the per-IP login throttle.
 */
export function clientIp(c: Context): string {
  return nodeRequestOf(c)?.socket?.remoteAddress ?? 'local';
}
