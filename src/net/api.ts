import { SIGNED_QUERY_PATHS, signBody, signedQuery } from '../protocol/sign';
import { callTurns } from './call-turns';
import { apiUrl, takePrefetched } from './early-get';

/** The gateway's answer shape for every /gw-api call. */
export interface ApiAnswer<T> {
  success: boolean;
  code: number;
  msg: string;
  data: T | null;
}

/**
 * GET a /gw-api path; network failures come back as an answer with success false. A path with
 * a signed query (src/protocol/sign.ts SIGNED_QUERY_PATHS) gets `timestamp` and `signature`;
 * a visitor's is not sent (it answers -6, as the gateway would).
 */
export async function apiGet<T>(path: string, query: Record<string, string> = {}): Promise<ApiAnswer<T>> {
  try {
    let url = apiUrl(path, query);
    const early = takePrefetched(url); // asked by the boot module before this code loaded
    if (early !== undefined) return (await early) as ApiAnswer<T>;
    await callTurns.take(); // a burst's calls start one per task (call-turns.ts)
    if (SIGNED_QUERY_PATHS.includes(path)) {
      const salt = accessSalt();
      if (salt === null) return { success: false, code: -6, msg: 'not logged in', data: null };
      url = apiUrl(path, await signedQuery(salt, query, Date.now()));
    }
    const res = await fetch(url, { credentials: 'same-origin' });
    return (await res.json()) as ApiAnswer<T>;
  } catch (err) {
    return { success: false, code: -1, msg: String(err), data: null };
  }
}

/** The readable access-salt cookie of a signed-in page (server/http/cookies.ts); null for a visitor. */
export function accessSalt(): string | null {
  const m = /(?:^|;\s*)accessSalt=([^;]*)/.exec(typeof document === 'undefined' ? '' : document.cookie);
  return m === null ? null : decodeURIComponent(m[1]);
}

/**
 * A signed POST to a /gw-api path (src/protocol/sign.ts: X-Timestamp and an HMAC of the raw
 * body keyed by the session's access salt). A visitor's call is not sent: it answers code -6,
 * as the gateway would. Network failures come back as success false, code -1.
 */
export async function apiPostSigned<T>(path: string, body: unknown): Promise<ApiAnswer<T>> {
  const salt = accessSalt();
  if (salt === null) return { success: false, code: -6, msg: 'not logged in', data: null };
  await callTurns.take(); // a burst's calls start one per task (call-turns.ts)
  const raw = JSON.stringify(body);
  const ts = Date.now();
  try {
    const signature = await signBody(salt, ts, raw);
    const res = await fetch(`/gw-api${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-Timestamp': String(ts), 'X-Signature': signature },
      body: raw,
    });
    return (await res.json()) as ApiAnswer<T>;
  } catch (err) {
    return { success: false, code: -1, msg: String(err), data: null };
  }
}
