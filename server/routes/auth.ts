import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { Code } from '../engine/codes';
import { clientIp } from '../http/client-ip';
import { requestCookie } from '../http/headers';
import { SALT_COOKIE, SESSION_COOKIE, SESSION_TTL_MS } from '../http/cookies';
import type { GatewayEnv } from '../http/env';
import { readJson } from '../http/input';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../http/password';
import { createLoginThrottle, type LoginThrottle } from '../http/throttle';
import { toHex } from '../../src/protocol/sign';
import { ok, refuse } from './respond';
import { DEFAULT_FLAGS, openPaperAccount } from './account-setup';

const Credentials = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('not a valid email address')),
  password: z.string().min(8, 'password must be at least 8 characters').max(128, 'password must be at most 128 characters'),
});

const WRONG = 'email or password is wrong';

/**
 * POST /auth/register, /auth/login, /auth/logout (mounted under /gw-api). Register and login
 * open a session: HttpOnly `session` cookie plus a readable `accessSalt` cookie (the key of
 * signed requests). `throttle` is injectable for tests; one per app otherwise. Logout ends the
 * session: its user-socket tokens are revoked and their sockets closed (`sessionEnded`).
 */
export function authRoutes(
  deps: GatewayDeps,
  throttle: LoginThrottle = createLoginThrottle(),
  /** Told the token of a session that ended, so what it opened closes too (user sockets: ws-token.ts). */
  sessionEnded: (sessionToken: string) => void = () => {},
): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();

  app.post('/auth/register', async (c) => {
    const input = await readJson(c, Credentials);
    if (!input.ok) return input.answer;
    const { email, password } = input.data;
    if (deps.store.userByEmail(email) !== undefined) return refuse(c, Code.EMAIL_TAKEN, 'this email is already registered');
    const passwordHash = await hashPassword(password, deps.randomBytes);
    let userId: number;
    try {
      userId = deps.store.createUser({ ...DEFAULT_FLAGS, email, passwordHash, createdAt: deps.now() });
    } catch (err) {
      // two registrations of one email racing past the check above: the store's unique key wins
      if (deps.store.userByEmail(email) !== undefined) return refuse(c, Code.EMAIL_TAKEN, 'this email is already registered');
      throw err;
    }
    openPaperAccount(deps, deps.store.userById(userId)!);
    deps.commit();
    openSession(c, deps, userId);
    return ok(c, { userId });
  });

  app.post('/auth/login', async (c) => {
    const input = await readJson(c, Credentials);
    if (!input.ok) return input.answer;
    const { email, password } = input.data;
    const keys = [`email:${email}`, `ip:${clientIp(c)}`];
    const now = deps.now();
    const wait = Math.max(...keys.map((k) => throttle.retryAfter(k, now)));
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      c.header('Retry-After', String(seconds));
      return refuse(c, Code.RATE_LIMITED, `too many failed logins, retry in ${seconds} s`, 429);
    }
    const user = deps.store.userByEmail(email);
    // verify against a dummy hash for unknown emails so both failures take as long
    const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (user === undefined || !valid) {
      for (const k of keys) throttle.fail(k, now);
      return refuse(c, Code.AUTH_FAILED, WRONG);
    }
    throttle.clear(keys[0]); // the IP key is not cleared: one good account must not reset it
    openSession(c, deps, user.userId);
    return ok(c, { userId: user.userId });
  });

  app.post('/auth/logout', (c) => {
    const token = requestCookie(c, SESSION_COOKIE);
    if (token) {
      deps.store.deleteSession(token);
      sessionEnded(token);
    }
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    deleteCookie(c, SALT_COOKIE, { path: '/' });
    return ok(c, null);
  });

  return app;
}

/** Creates a session in the store and sets both cookies. */
function openSession(c: Context, deps: GatewayDeps, userId: number): void {
  const token = toHex(deps.randomBytes(32));
  const accessSalt = toHex(deps.randomBytes(16));
  const expiresAt = deps.now() + SESSION_TTL_MS;
  deps.store.createSession({ token, userId, accessSalt, expiresAt });
  const secure = new URL(c.req.url).protocol === 'https:';
  const maxAge = Math.floor(SESSION_TTL_MS / 1000);
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: '/', secure, maxAge });
  setCookie(c, SALT_COOKIE, accessSalt, { httpOnly: false, sameSite: 'Lax', path: '/', secure, maxAge });
}
