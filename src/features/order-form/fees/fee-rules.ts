/**
 * Pure rules of the fee display (spec order-placement sections 2, 6 and 9): where fees are
 * shown at all, who may switch fee deduction on, and how a rate reads as a percent.
 */
import { formatDown, mul, ratio, readExact, scaleOf } from '../../../core/order-form/exact';

/**
 * Fees are shown only in spot mode and for whitelisted countries: the user's KYC country,
 * else the IP country, must be on the list (GET /ds/trade-config feeWhitelistCountries). A
 * visitor or a user of unknown country sees none (server/market/refdata-content.ts).
 */
export function feeShown(mode: 'spot' | 'margin', user: { kycCountry: string; ipCountry: string } | null, whitelist: readonly string[]): boolean {
  if (mode !== 'spot' || user === null) return false;
  const country = user.kycCountry !== '' ? user.kycCountry : user.ipCountry;
  return country !== '' && whitelist.includes(country);
}

/** Pro (1) and special-rate svip (2) users cannot switch fee deduction on (spec 4 and 6). */
export function deductionRefused(userRateType: number): boolean {
  return userRateType !== 0;
}

/** A rate string as a percent, exactly, without trailing zeros: '0.0025' → '0.25%', '0.00075' → '0.075%'. */
export function ratePercent(rate: string): string {
  const r = readExact(rate);
  if (r === null) return '--';
  const decimals = Math.max(0, scaleOf(rate) - 2);
  const text = formatDown(mul(r, ratio(100, 0)), decimals);
  return `${text.includes('.') ? text.replace(/\.?0+$/, '') : text}%`;
}
