import type { Context } from 'hono';
import { requestHeader } from './headers';

/**
 * The country of the caller's IP address, as the edge in front of the gateway tells it.
 *
 * The gateway does no geolocation of its own: in a deployment the proxy or CDN in front of it
 * looks the client address up and sets one request header (Cloudflare's CF-IPCountry, a
 * load balancer's X-Country …), overwriting whatever the client sent. The header's name is
 * GatewayDeps.countryHeader (DEFAULT_COUNTRY_HEADER when unset; '' turns the reading off).
 * Without such an edge a client can send any value: that only decides whether the trade page
 * shows its risk tip, which a client could skip anyway; orders are judged on the account's
 * stored countries (routes/trading-refs.ts tradableCheck).
 */
export const DEFAULT_COUNTRY_HEADER = 'X-Country';

/** What geolocation edges send for "no country": unknown (XX) and Tor exits (T1). */
const NO_COUNTRY = new Set(['XX', 'T1']);

export type CountryReading = { ok: true; country: string } | { ok: false; msg: string };

/**
 * A header value read as an ISO 3166-1 alpha-2 code, upper-cased; '' when absent, empty or an
 * edge's "no country" marker. Anything else is a misconfigured edge: refused, not guessed.
 */
export function readCountry(value: string | undefined, headerName = DEFAULT_COUNTRY_HEADER): CountryReading {
  const v = (value ?? '').trim().toUpperCase();
  if (v === '' || NO_COUNTRY.has(v)) return { ok: true, country: '' };
  if (/^[A-Z]{2}$/.test(v)) return { ok: true, country: v };
  return { ok: false, msg: `${headerName}: must be an ISO 3166-1 alpha-2 country code like "DE", got ${JSON.stringify(value?.slice(0, 16))}` };
}

/** The request's IP country from `headerName` (see readCountry); '' when the name is ''. */
export function ipCountryOf(c: Context, headerName: string): CountryReading {
  if (headerName === '') return { ok: true, country: '' };
  return readCountry(requestHeader(c, headerName), headerName);
}
