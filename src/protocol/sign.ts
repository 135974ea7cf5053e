/**
 * Request signing shared by the gateway and the browser client.
 *
 * A signed POST carries `X-Timestamp` (ms since epoch) and `X-Signature`: the lowercase hex
 * HMAC-SHA256, keyed by the session's access salt (UTF-8), of `${timestamp}#${rawBody}`.
 * Uses Web Crypto only, so it runs unchanged in browsers, workers and Node 20.
 */

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
