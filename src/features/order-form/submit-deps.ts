/**
 * The real effects of a submit (submit-flow.ts SubmitDeps) for a page's order: analytics, the
 * book's best opposite price, the pair's last price, the margin check, the signed submit, the
 * clock and error reporting. The order form and the chart's quick orders both submit through
 * them; each passes its own way of asking a dialog and of keeping a "don't show again".
 */
import type { Dialog } from '../../core/order-form/confirm-chain';
import { reportWarning } from '../../net/monitor';
import { bestOppositePrice } from '../../state/book';
import { track } from '../analytics/analytics';
import { submitOrder } from './form-api';
import { lastPrice } from './form-pair';
import type { DialogAnswer, SubmitDeps } from './submit-flow';
import type { PrefKey } from './prefs';

export function liveSubmitDeps(
  symbol: string,
  checkMargin: SubmitDeps['checkMargin'],
  ask: (dialog: Dialog) => Promise<DialogAnswer>,
  savePref: (key: PrefKey, value: boolean) => void,
): SubmitDeps {
  return {
    track,
    marketPrice: async (draft) => bestOppositePrice(draft.side, symbol),
    lastPrice,
    checkMargin,
    ask,
    savePref,
    send: submitOrder,
    now: Date.now,
    random: Math.random,
    reportWarning,
  };
}
