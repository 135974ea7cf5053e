import { Hono } from 'hono';
import { WS_TOKEN_TTL_MS } from '../../src/protocol/channels';
import type { GatewayEnv } from '../http/env';
import { userOnly } from '../http/session';
import { toHex } from '../../src/protocol/sign';
import { ok } from './respond';

/** Live tokens kept at most; beyond it the oldest are dropped (they are cheap to refetch). */
const MAX_TOKENS = 10_000;

/**
 * Short-lived tokens that open a user's notify channel on /ws/user. The websocket cannot rely
 * on the session cookie being sent (and must not keep a session alive), so a signed-in page
 * fetches a token over REST and subscribes with it. Random (128 bits), kept in memory only:
 * a gateway restart invalidates them and clients refetch on -8105. Reusable until expiry, so a
 * reconnect within the TTL needs no new token; a subscription outlives its token.
 */
export class WsTokens {
  private readonly tokens = new Map<string, { userId: number; expiresAt: number }>();

  constructor(
    private readonly now: () => number,
    private readonly randomBytes: (size: number) => Uint8Array,
    readonly ttlMs = WS_TOKEN_TTL_MS,
  ) {}

  issue(userId: number): { token: string; expiresAt: number } {
    const now = this.now();
    if (this.tokens.size >= MAX_TOKENS) this.prune(now);
    const token = toHex(this.randomBytes(16));
    const expiresAt = now + this.ttlMs;
    this.tokens.set(token, { userId, expiresAt });
    return { token, expiresAt };
  }

  /** The token's user, or undefined when unknown or expired (-8105). */
  verify(token: string): number | undefined {
    const t = this.tokens.get(token);
    if (t === undefined) return undefined;
    if (t.expiresAt <= this.now()) {
      this.tokens.delete(token);
      return undefined;
    }
    return t.userId;
  }

  private prune(now: number): void {
    for (const [token, t] of this.tokens) if (t.expiresAt <= now) this.tokens.delete(token);
    // still full: drop the oldest (Map keeps insertion order)
    for (const token of this.tokens.keys()) {
      if (this.tokens.size < MAX_TOKENS) break;
      this.tokens.delete(token);
    }
  }
}

/**
 * GET /user/ws-token (signed in; 401 -6 otherwise) -> data {token, expiresAt, ttlMs}: the token
 * for ['notify', {token}] on /ws/user. docs/protocol.md, "User socket".
 */
export function wsTokenRoutes(tokens: WsTokens): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  app.get('/user/ws-token', userOnly, (c) => {
    const { token, expiresAt } = tokens.issue(c.get('userId')!);
    c.header('Cache-Control', 'no-store');
    return ok(c, { token, expiresAt, ttlMs: tokens.ttlMs });
  });
  return app;
}
