import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { GatewayDeps } from '../deps';
import { Code } from '../engine/codes';
import { notLoggedIn, refuse } from '../routes/respond';
import { canonicalQuery, signingMessage } from '../../src/protocol/sign';
import type { GatewayEnv } from './env';
import { requestHeader } from './headers';

/** A signed request is accepted while |now - X-Timestamp| is at most this. */
export const SIGNATURE_WINDOW_MS = 30_000;
/** Upper bound of remembered signatures; beyond it the oldest are forgotten first. */
const MAX_SEEN = 100_000;
const TIMESTAMP = /^\d{1,16}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

/**
 * X-Signature of a body: the same formula as src/protocol/sign.ts (signBody), computed
 * synchronously with node:crypto. Exported for tests and server-side callers.
 */
export function signRequest(accessSalt: string, timestamp: number | string, rawBody: string): string {
  return createHmac('sha256', accessSalt).update(signingMessage(timestamp, rawBody)).digest('hex');
}

/**
 * The check of a signed POST, given its raw body; answers the refusal to return, or undefined.
 * Order of checks: signed in (-6), headers present and well formed (30020), timestamp within
 * 30 s (30021), HMAC matches (30020, constant time), signature not seen before (30022). Only
 * an accepted signature is remembered, so a forged one cannot block the genuine request.
 *
 * Create one per app and use it for every signed path: the replay set lives in it.
 */
export function signatureCheck(deps: GatewayDeps): (c: Context<GatewayEnv>, body: string) => Response | undefined {
  // signature -> time after which it can be forgotten. Insertion order is expiry order because
  // every entry gets now + 2 windows (a timestamp may be up to one window in the future).
  const seen = new Map<string, number>();

  function forgetExpired(now: number): void {
    for (const [sig, expiry] of seen) {
      if (expiry > now && seen.size <= MAX_SEEN) break;
      seen.delete(sig);
    }
  }

  return (c, body) => {
    const salt = c.get('accessSalt');
    if (c.get('userId') === undefined || salt === undefined) return notLoggedIn(c);
    const ts = requestHeader(c, 'x-timestamp') ?? '';
    const sig = (requestHeader(c, 'x-signature') ?? '').toLowerCase();
    const now = deps.now();
    const refused = checkSignature(salt, ts, sig, body, now, 'X-Timestamp / X-Signature');
    if (refused !== undefined) return refuse(c, refused.code, refused.msg, 401);
    forgetExpired(now);
    if (seen.has(sig)) return refuse(c, Code.REPLAYED, 'request already received (replay)', 401);
    seen.set(sig, now + 2 * SIGNATURE_WINDOW_MS);
    return undefined;
  };
}

/**
 * The check of a signed query (src/protocol/sign.ts SIGNED_QUERY_PATHS): `timestamp` and
 * `signature` parameters, the HMAC over the canonical query. The same refusals as a signed
 * POST but the replay check: a read may be repeated within the window (a retry, a second
 * widget asking at once) and changes nothing.
 */
export function queryCheck(deps: GatewayDeps): (c: Context<GatewayEnv>) => Response | undefined {
  return (c) => {
    const salt = c.get('accessSalt');
    if (c.get('userId') === undefined || salt === undefined) return notLoggedIn(c);
    // a name given twice would be signed once and read once: which one is not for us to guess
    if (Object.values(c.req.queries()).some((values) => values.length > 1)) {
      return refuse(c, Code.SIGNATURE_INVALID, 'a signed query may name each parameter once', 401);
    }
    const params = c.req.query();
    const refused = checkSignature(salt, params.timestamp ?? '', (params.signature ?? '').toLowerCase(), canonicalQuery(params), deps.now(), 'timestamp / signature parameters');
    return refused === undefined ? undefined : refuse(c, refused.code, refused.msg, 401);
  };
}

/**
 * What both checks share: the timestamp and signature well formed (30020), the timestamp within
 * 30 s of `now` (30021), the HMAC of `${ts}#${signed}` matching (30020, constant time).
 */
function checkSignature(salt: string, ts: string, sig: string, signed: string, now: number, fields: string): { code: number; msg: string } | undefined {
  if (!TIMESTAMP.test(ts) || !SIGNATURE.test(sig)) return { code: Code.SIGNATURE_INVALID, msg: `missing or malformed ${fields}` };
  if (Math.abs(now - Number(ts)) > SIGNATURE_WINDOW_MS) {
    return { code: Code.TIMESTAMP_EXPIRED, msg: 'request timestamp is more than 30 s away from server time' };
  }
  const expected = Buffer.from(signRequest(salt, ts, signed), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return { code: Code.SIGNATURE_INVALID, msg: 'signature does not match' };
  return undefined;
}
