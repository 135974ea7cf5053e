import type { MiddlewareHandler } from 'hono';
import type { GatewayDeps } from '../deps';
import type { GatewayEnv } from './env';
import { readBody } from './raw-body';
import { crossSiteRefusal } from './same-origin';
import { resolveSession } from './session';
import { queryCheck, signatureCheck } from './signature';

export interface GateOptions {
  /** Largest request body accepted (413 beyond). */
  maxBodyBytes: number;
  /** POST paths that must be signed: exact, or a prefix when ending in '/*'. */
  signedPaths: readonly string[];
  /** GET paths whose query must be signed (exact). */
  signedQueries?: readonly string[];
}

/**
 * What every /gw-api request passes before its handler, in this order:
 * 1. the body is read once (raw-body.ts; 413 when too large),
 * 2. cross-site form posts are refused (same-origin.ts; 403),
 * 3. the session cookie is resolved to a user (session.ts),
 * 4. POSTs to signed paths are checked (signature.ts; -6, 30020-30022), and GETs to paths
 *    with a signed query (-6, 30020-30021).
 *
 * One middleware, not four: each async middleware is a promise, a closure and two microtask
 * hops of Hono's compose per request, on the path of every order.
 */
export function apiGate(deps: GatewayDeps, options: GateOptions): MiddlewareHandler<GatewayEnv> {
  const verify = signatureCheck(deps);
  const verifyQuery = queryCheck(deps);
  const signedQueries = new Set(options.signedQueries ?? []);
  const exact = new Set(options.signedPaths.filter((p) => !p.endsWith('/*')));
  const prefixes = options.signedPaths.filter((p) => p.endsWith('/*')).map((p) => p.slice(0, -1));
  const isSigned = (path: string) => exact.has(path) || prefixes.some((p) => path.startsWith(p));

  return async (c, next) => {
    const method = c.req.method;
    let body = '';
    if (method !== 'GET' && method !== 'HEAD') {
      const read = await readBody(c, options.maxBodyBytes);
      if (typeof read !== 'string') return read;
      body = read;
    }
    const crossSite = crossSiteRefusal(c);
    if (crossSite !== undefined) return crossSite;
    resolveSession(c, deps);
    if (method === 'POST' && isSigned(c.req.path)) {
      const refused = verify(c, body);
      if (refused !== undefined) return refused;
    } else if ((method === 'GET' || method === 'HEAD') && signedQueries.has(c.req.path)) {
      const refused = verifyQuery(c);
      if (refused !== undefined) return refused;
    }
    await next();
  };
}
