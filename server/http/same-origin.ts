import type { Context } from 'hono';
import { Code } from '../engine/codes';
import { refuse } from '../routes/respond';
import { requestHeader } from './headers';

const SAFE_METHOD = /^(GET|HEAD|OPTIONS)$/;
/** The content types a cross-site HTML form (or a no-cors fetch) can send without a preflight. */
const FORM_TYPE = /^\b(application\/x-www-form-urlencoded|multipart\/form-data|text\/(?:plain|ping))\b/i;

/**
 * Cross-site request forgery guard, the rule of Hono's `csrf()` with its defaults: a state-
 * changing request with a form content type (or none) must come from this origin, shown by
 * `Sec-Fetch-Site: same-origin` or an `Origin` equal to the request's own; otherwise 403
 * (code 30032, in the {success, code, msg, data} shape like every /gw-api answer).
 * JSON posts pass: a cross-site page cannot send them without a CORS preflight, which the
 * gateway never grants. Answers the 403 to return, or undefined when the request may go on.
 *
 * Our own, not Hono's, only to read the headers through requestHeader (see headers.ts), which
 * on the hot path of every signed order saves building a WHATWG Request.
 */
export function crossSiteRefusal(c: Context): Response | undefined {
  if (SAFE_METHOD.test(c.req.method)) return undefined;
  if (!FORM_TYPE.test(requestHeader(c, 'content-type') || 'text/plain')) return undefined;
  if (requestHeader(c, 'sec-fetch-site') === 'same-origin') return undefined;
  const origin = requestHeader(c, 'origin');
  if (origin !== undefined && origin === new URL(c.req.url).origin) return undefined;
  return refuse(c, Code.FORBIDDEN, 'cross-site form post refused: send JSON, or post from this site', 403);
}
