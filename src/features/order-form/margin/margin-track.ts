/**
 * Tracking of the margin check's refusals: the spec's event margin/kyc/country_failed (section
 * 4) through the terminal's one analytics module, with the result ('kyc' or 'country') and the
 * pair. Tests read it through window.__terminal.analytics().
 */
import { track } from '../../analytics/analytics';

export const MARGIN_CHECK_FAILED = 'margin/kyc/country_failed';

/** Tracks a refused margin check on `symbol`. */
export function trackMarginRefusal(result: 'kyc' | 'country', symbol: string): void {
  track(MARGIN_CHECK_FAILED, { result, symbol });
}
