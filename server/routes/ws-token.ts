import { Hono } from 'hono';
import { WS_TOKEN_TTL_MS } from '../../src/protocol/channels';
import type { GatewayEnv } from '../http/env';
import { userOnly } from '../http/session';
import { toHex } from '../../src/protocol/sign';
import { ok } from './respond';

/** Live tokens kept at most; beyond it the oldest are dropped (they are cheap to refetch). */
const MAX_TOKENS = 10_000;

/** What a token grants: the user's notify channel while the session that asked for it lasts. */
export interface WsGrant {
  userId: number;
  /** The session token it was issued under. */
  session: string;
  /** When that session ends (ms): nothing is pushed under the grant from then on. */
  sessionEndsAt: number;
}

/** A socket subscribed under a grant: told when the grant's session ends (logout). */
export interface GrantHolder {
  endSession(): void;
}

/**
 * Short-lived tokens that open a user's notify channel on /ws/user. The websocket cannot rely
 * on the session cookie being sent (and must not keep a session alive), so a signed-in page
 * fetches a token over REST and subscribes with it. Random (128 bits), kept in memory only:
 * a gateway restart invalidates them and clients refetch on -8105. Reusable until expiry, so a
 * reconnect within the TTL needs no new token; a subscription outlives its token, never its
 * session: logout revokes the session's tokens and closes the sockets they opened
 * (revokeSession), and a socket whose session has expired is closed at its next frame.
 */
export class WsTokens {
  private readonly tokens = new Map<string, WsGrant & { expiresAt: number }>();
  /** session token -> the sockets subscribed under it */
  private readonly holders = new Map<string, Set<GrantHolder>>();

  constructor(
    private readonly now: () => number,
    private readonly randomBytes: (size: number) => Uint8Array,
    readonly ttlMs = WS_TOKEN_TTL_MS,
  ) {}

  issue(userId: number, session: { token: string; expiresAt: number }): { token: string; expiresAt: number } {
    const now = this.now();
    if (this.tokens.size >= MAX_TOKENS) this.prune(now);
    const token = toHex(this.randomBytes(16));
    const expiresAt = Math.min(now + this.ttlMs, session.expiresAt);
    this.tokens.set(token, { userId, session: session.token, sessionEndsAt: session.expiresAt, expiresAt });
    return { token, expiresAt };
  }

  /** The token's grant, or undefined when unknown, expired or revoked (-8105). */
  verify(token: string): WsGrant | undefined {
    const t = this.tokens.get(token);
    if (t === undefined) return undefined;
    if (t.expiresAt <= this.now()) {
      this.tokens.delete(token);
      return undefined;
    }
    return { userId: t.userId, session: t.session, sessionEndsAt: t.sessionEndsAt };
  }

  /** `holder` is subscribed under `grant`: revokeSession of its session ends it. */
  hold(grant: WsGrant, holder: GrantHolder): void {
    let set = this.holders.get(grant.session);
    if (set === undefined) this.holders.set(grant.session, (set = new Set()));
    set.add(holder);
  }

  release(grant: WsGrant, holder: GrantHolder): void {
    const set = this.holders.get(grant.session);
    if (set === undefined) return;
    set.delete(holder);
    if (set.size === 0) this.holders.delete(grant.session);
  }

  /** The session ended (logout): its tokens stop working and its sockets are told, now. */
  revokeSession(session: string): void {
    for (const [token, t] of this.tokens) if (t.session === session) this.tokens.delete(token);
    const set = this.holders.get(session);
    this.holders.delete(session);
    for (const holder of set ?? []) holder.endSession();
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
 * for ['notify', {token}] on /ws/user, valid until the earlier of its TTL and the session's end.
 * docs/protocol.md, "User socket".
 */
export function wsTokenRoutes(tokens: WsTokens): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  app.get('/user/ws-token', userOnly, (c) => {
    const { token, expiresAt } = tokens.issue(c.get('userId')!, c.get('session')!);
    c.header('Cache-Control', 'no-store');
    return ok(c, { token, expiresAt, ttlMs: tokens.ttlMs });
  });
  return app;
}
