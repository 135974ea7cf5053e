import { Hono } from 'hono';
import type { GatewayDeps } from '../deps';
import type { GatewayEnv } from '../http/env';
import { DEFAULT_COUNTRY_HEADER, ipCountryOf } from '../http/ip-country';
import { RISK_LIMITS } from '../market/refdata';
import { badInput, ok } from './respond';

/**
 * GET /ds/risk-limit (the spec's setTradeRiskLimitInfo; path ours): the pairs not offered in
 * some countries, with the caller's KYC country and IP country, '' when unknown.
 *
 * - kycCountryCode: the signed-in account's verified country; '' for a visitor.
 * - ipCountryCode: the country of this request's address, from the edge's header
 *   (http/ip-country.ts); without one, the account's recorded IP country; else ''.
 *
 * The client shows the trade page's risk tip when the KYC country (else the IP country) is
 * listed for the pair. A malformed country header is refused (400, 30001), never guessed at.
 */
export function riskLimitRoutes(deps: GatewayDeps): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  const headerName = deps.countryHeader ?? DEFAULT_COUNTRY_HEADER;

  app.get('/ds/risk-limit', (c) => {
    const ip = ipCountryOf(c, headerName);
    if (!ip.ok) return badInput(c, ip.msg);
    const userId = c.get('userId');
    const user = userId === undefined ? undefined : deps.store.userById(userId);
    return ok(c, {
      riskLimitList: RISK_LIMITS,
      kycCountryCode: user?.kycCountry ?? '',
      ipCountryCode: ip.country !== '' ? ip.country : (user?.ipCountry ?? ''),
    });
  });

  return app;
}
