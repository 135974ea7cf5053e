import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requestHeader } from './headers';

const SAFE_METHOD = /^(GET|HEAD|OPTIONS)$/;
/** The content types a cross-site HTML form (or a no-cors fetch) can send without a preflight. */
const FORM_TYPE = /^\b(application\/x-www-form-urlencoded|multipart\/form-data|text\/(?:plain|ping))\b/i;

/**
 * Cross-site request forgery guard, the rule of Hono's `csrf()` with its defaults: a state-
 * changing request with a form content type (or none) must come from this origin, shown by
 * `Sec-Fetch-Site: same-origin` or an `Origin` equal to the request's own; otherwise 403.
 * JSON posts pass: a cross-site page cannot send them without a CORS preflight, which the
 * gateway never grants.
 *
 * Our own, not Hono's, only to read the headers through requestHeader (see headers.ts), which
 * on the hot path of every signed order saves building a WHATWG Request.
 */
export const sameOrigin: MiddlewareHandler = createMiddleware(async (c, next) => {
  if (SAFE_METHOD.test(c.req.method)) return next();
  if (!FORM_TYPE.test(requestHeader(c, 'content-type') || 'text/plain')) return next();
  if (requestHeader(c, 'sec-fetch-site') === 'same-origin') return next();
  const origin = requestHeader(c, 'origin');
  if (origin !== undefined && origin === new URL(c.req.url).origin) return next();
  return c.text('Forbidden', 403);
});
