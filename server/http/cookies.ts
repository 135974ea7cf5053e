/** Names of the two cookies a signed-in browser holds. */
export const SESSION_COOKIE = 'session';
/** Readable by page scripts: the HMAC key of signed requests (never enough to sign in). */
export const SALT_COOKIE = 'accessSalt';
/** How long a session lives after sign-in. */
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
