/**
 * Request signing shared by the gateway and the browser client.
 *
 * A signed POST carries `X-Timestamp` (ms since epoch) and `X-Signature`: the lowercase hex
 * HMAC-SHA256, keyed by the session's access salt (UTF-8), of `${timestamp}#${rawBody}`.
 * Uses Web Crypto only, so it runs unchanged in browsers, workers and Node 20.
 */

/**
 * GET paths under /gw-api whose query is signed (spec 001 section 7: queryUserFee carries
 * `timestamp` and `signature`, "derived from a salt cookie"): the same HMAC, over
 * `${timestamp}#${canonicalQuery(params)}`, sent as the `signature` parameter.
 */
export const SIGNED_QUERY_PATHS: readonly string[] = ['/spot-fee/queryUserFee'];

/** The signed text of a query: every parameter but `signature`, sorted by name, URL-encoded. */
export function canonicalQuery(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((k) => k !== 'signature')
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(params[k])}`)
    .join('&');
}

/** The exact bytes that are signed, as a string. */
export function signingMessage(timestamp: number | string, rawBody: string): string {
  return `${timestamp}#${rawBody}`;
}

/** Lowercase hex of a byte array. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** HMAC-SHA256(key, message) as lowercase hex; both strings are encoded as UTF-8. */
export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  const enc = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    enc.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', cryptoKey, enc.encode(message));
  return toHex(new Uint8Array(mac));
}

/** The X-Signature value of a request body signed at `timestamp` with the session's salt. */
export function signBody(accessSalt: string, timestamp: number | string, rawBody: string): Promise<string> {
  return hmacSha256Hex(accessSalt, signingMessage(timestamp, rawBody));
}

/**
 * A query of SIGNED_QUERY_PATHS ready to send: `query` with `timestamp` (ms) and its
 * `signature` (the HMAC of the POSTs, over `${timestamp}#${canonicalQuery(...)}`).
 */
export async function signedQuery(accessSalt: string, query: Readonly<Record<string, string>>, timestamp: number): Promise<Record<string, string>> {
  const params: Record<string, string> = { ...query, timestamp: String(timestamp) };
  params.signature = await hmacSha256Hex(accessSalt, signingMessage(params.timestamp, canonicalQuery(params)));
  return params;
}
