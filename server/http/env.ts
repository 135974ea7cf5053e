/**
 * Hono environment of every /gw-api route. The request gate (gate.ts, resolveSession) sets
 * both variables for every request: the signed-in user's id and the access salt of the
 * session (the HMAC key of signed POSTs), or undefined for visitors.
 */
export type GatewayEnv = {
  Variables: {
    userId: number | undefined;
    accessSalt: string | undefined;
    /** The signed-in session's token and end (ms): what a user-socket token is tied to (ws-token.ts). */
    session?: { token: string; expiresAt: number };
  };
};
