import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { GatewayDeps } from '../deps';
import { Code } from '../engine/codes';
import { notLoggedIn, refuse } from '../routes/respond';
import { canonicalQuery, signingMessage } from '../../src/protocol/sign';
import type { GatewayEnv } from './env';
import { requestHeader } from './headers';
import { KEY_ONLY, RequestMemory } from './request-memory';

/** A signed request is accepted while |now - X-Timestamp| is at most this. */
export const SIGNATURE_WINDOW_MS = 30_000;
/** How long an accepted signature is remembered: its timestamp may be a window ahead or behind. */
export const SEEN_FOR_MS = 2 * SIGNATURE_WINDOW_MS;
/** Signatures kept in memory (60 s at 1,600 signed calls a second); older ones are read from the store. */
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
 * Accepted signatures are remembered for two windows (a timestamp may be up to one window in
 * the future) in memory and in the store (request-memory.ts): the row is committed with the
 * events of the call it signed, so after a restart, kill -9 included, a replay is still
 * refused. Create one per app and use it for every signed path.
 */
export function signatureCheck(deps: GatewayDeps): (c: Context<GatewayEnv>, body: string) => Response | undefined {
  const seen = new RequestMemory(deps.store, 'sig:', SEEN_FOR_MS, MAX_SEEN, KEY_ONLY, deps.now());

  return (c, body) => {
    const salt = c.get('accessSalt');
    if (c.get('userId') === undefined || salt === undefined) return notLoggedIn(c);
    const ts = requestHeader(c, 'x-timestamp') ?? '';
    const sig = (requestHeader(c, 'x-signature') ?? '').toLowerCase();
    const now = deps.now();
    const refused = checkSignature(salt, ts, sig, body, now, 'X-Timestamp / X-Signature');
    if (refused !== undefined) return refuse(c, refused.code, refused.msg, 401);
    if (seen.get(sig, now) !== undefined) return refuse(c, Code.REPLAYED, 'request already received (replay)', 401);
    seen.remember(sig, true, now);
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
