/**
 * The country and identity-verification check the spec requires before a margin order (spec
 * order-placement sections 4 and 6): GET /user/info (kycLevel, kycCountry, ipCountry) and GET
 * /ds/risk-limit (pairs not offered in some countries), judged by marginVerdict in the gateway's
 * own order. On a refusal the spec's dialog opens, margin/kyc/country_failed is tracked, and
 * the caller sends nothing.
 */
import { apiGet } from '../../../net/api';
import { currentSymbol } from '../../../state/market';
import { pairRow, userFlags } from './account-flags';
import { marginSymbol } from './margin-api';
import { marginVerdict, type MarginVerdict, type RiskLimit } from './margin-rules';
import { loadOnDemand } from '../on-demand';
import { trackMarginRefusal } from './margin-track';

interface RiskLimitAnswer {
  riskLimitList: RiskLimit[];
  kycCountryCode: string;
  ipCountryCode: string;
}

/**
 * 'ok' when a margin order (or a borrow) on `symbol` (default: the page's pair) may be sent;
 * 'kyc' or 'country' after showing the refusal dialog and tracking it. Flags are asked afresh
 * each time, so a verification finished in another tab counts at once. A visitor gets 'ok': the
 * form sends visitors to login before this check, and the gateway answers -6 anyway.
 */
export async function checkMarginAllowed(symbol: string = currentSymbol.peek()): Promise<MarginVerdict> {
  const [flags, limits] = await Promise.all([userFlags(true), apiGet<RiskLimitAnswer>('/ds/risk-limit')]);
  if (flags === null) return 'ok';
  const symbolId = pairRow(symbol)?.symbolId ?? (await marginSymbol(symbol))?.symbolId ?? -1;
  // Without the list (a failed call) only KYC is judged here; the gateway still refuses 33122.
  const list = limits.success && limits.data !== null ? limits.data.riskLimitList : [];
  const verdict = marginVerdict(flags.kycLevel, [flags.kycCountry, flags.ipCountry], symbolId, list);
  if (verdict !== 'ok') {
    trackMarginRefusal(verdict, symbol);
    (await loadOnDemand()).showMarginRefusal(verdict, symbol);
  }
  return verdict;
}
