import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { GatewayDeps } from '../deps';
import { notLoggedIn } from '../routes/respond';
import type { GatewayEnv } from './env';
import { SESSION_COOKIE } from './cookies';
import { requestCookie } from './headers';

/**
 * Resolves the HttpOnly `session` cookie to a user for every request. Visitors (no cookie,
 * unknown token, expired session) get userId and accessSalt undefined; an expired session is
 * deleted on sight so the store does not keep dead tokens.
 */
export function resolveSession(c: Context<GatewayEnv>, deps: GatewayDeps): void {
  c.set('userId', undefined);
  c.set('accessSalt', undefined);
  c.set('session', undefined);
  const token = requestCookie(c, SESSION_COOKIE);
  if (token === undefined || token === '') return;
  const session = deps.store.session(token);
  if (session === undefined) return;
  if (session.expiresAt > deps.now()) {
    c.set('userId', session.userId);
    c.set('accessSalt', session.accessSalt);
    c.set('session', { token, expiresAt: session.expiresAt });
  } else {
    deps.store.deleteSession(token);
  }
}

/**
 * The signed-in user's id, or the notLoggedIn answer (401, code -6) to return as is:
 *   const user = requireUser(c); if (typeof user !== 'number') return user;
 */
export function requireUser(c: Context<GatewayEnv>): number | Response {
  const userId = c.get('userId');
  return userId === undefined ? notLoggedIn(c) : userId;
}

/** Middleware form of requireUser: refuses visitors with 401 code -6 before the handler runs. */
export const userOnly: MiddlewareHandler<GatewayEnv> = createMiddleware<GatewayEnv>(async (c, next) => {
  if (c.get('userId') === undefined) return notLoggedIn(c);
  await next();
});
