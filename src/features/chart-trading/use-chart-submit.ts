/**
 * A chart quick order's submit (the quick market panel's and the limit popup's): a visitor is
 * sent to login; a margin order passes the identity and country check first, then the chart's
 * own rule (src/core/chart-trading/chart-gate.ts: its message shown, the failure tracked);
 * then the order form's flow runs (the order confirm by the trader's preference, waited for when
 * the page has not loaded it yet: order-form/submit-prefs.ts; the signed submit, refusals) and its outcome
 * is told as a toast.
 * After a placed order the wallet and open orders refresh (the chart's lines with them).
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { chartGate } from '../../core/chart-trading/chart-gate';
import type { QuickProblem } from '../../core/chart-trading/quick-order';
import type { Dialog as ChainDialog } from '../../core/order-form/confirm-chain';
import { SUCCESS_CALLBACK_DELAY_MS } from '../../core/order-form/constants';
import type { OrderDraft, TradeMode } from '../../core/order-form/types';
import { account, refreshOrdersAndWallet } from '../../state/account';
import { track } from '../analytics/analytics';
import { showToast } from '../../ui/toast';
import type { PendingConfirm } from '../order-form/ConfirmDialog';
import { loadOrderPrefs, setOrderPref } from '../order-form/prefs-store';
import type { FormPair } from '../order-form/form-pair';
import { loginHref } from '../order-form/login-href';
import { loadOnDemand } from '../order-form/on-demand';
import { orderKey } from '../order-form/order-keys';
import { confirmPrefs } from '../order-form/prefs';
import { liveSubmitDeps } from '../order-form/submit-deps';
import type { DialogAnswer } from '../order-form/submit-flow';
import type { FormData } from '../order-form/use-form-data';
import { prefsForSubmit } from '../order-form/submit-prefs';

export interface ChartOrder {
  draft: OrderDraft;
  /** What the order's side may spend (quote for a buy, base for a sell). */
  available: string;
  /** The chart's own rule, checked first: null passes. */
  check: () => QuickProblem | null;
}

export function useChartSubmit(pair: FormPair | undefined, mode: TradeMode, locale: string, data: FormData) {
  const { t } = useTranslation('chartTrade');
  const { t: tOrder } = useTranslation('order');
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingConfirm | null>(null);

  // e_33124 is the gateway code's text (the order namespace) followed by the minimum count
  const problem = (q: QuickProblem) => (q.key === 'e_33124' ? t('error.e_33124', { reason: tOrder('e_33124'), ...q.params }) : t(`error.${q.key}`, q.params));

  /** Submits `order` (built when asked, so the check reads the inputs of the click); true once placed. */
  async function submit(order: () => ChartOrder): Promise<boolean> {
    if (account.peek() === null) {
      location.assign(loginHref(locale));
      return false;
    }
    if (account.peek() === undefined || busy || pair === undefined) return false;
    const { draft, available, check } = order();
    setBusy(true);
    try {
      // a margin order's identity and country check (its own dialog and event), then the chart's rule
      const gate = await chartGate(mode, draft.kind, check, {
        checkMargin: async () => (await loadOnDemand()).checkMarginAllowed(pair.symbol),
        track,
      });
      if (gate.kind === 'blocked') {
        // the check's dialog tells why; the country refusal's needs no second word
        if (gate.reason === 'kyc') showToast(t('marginBlocked'), 'error');
        return false;
      }
      if (gate.kind === 'invalid') {
        showToast(problem(gate.problem), 'error');
        return false;
      }
      const [{ runSubmit }, prefs] = await Promise.all([loadOnDemand(), prefsForSubmit(draft.kind, data.prefs, loadOrderPrefs)]);
      const outcome = await runSubmit(
        { draft, pair, rates: data.rates, available, mode, subMode: 'normal', prefs, confirmPrefs: confirmPrefs(prefs), rules: data.rules },
        liveSubmitDeps(
          pair.symbol,
          // passed just above: asked once a submit
          () => Promise.resolve('ok' as const),
          (dialog: ChainDialog) => new Promise<DialogAnswer>((resolve) => setPending({ dialog, draft, pair, answer: (a) => { setPending(null); resolve(a); } })),
          setOrderPref,
        ),
      );
      switch (outcome.kind) {
        case 'placed':
          showToast(t('placed'), 'success');
          setTimeout(refreshOrdersAndWallet, SUCCESS_CALLBACK_DELAY_MS);
          return true;
        case 'invalid':
          showToast(tOrder(orderKey(outcome.errors[0].messageKey), { ...outcome.errors[0].params, defaultValue: tOrder('form.refused') }), 'error');
          return false;
        case 'refused': {
          const r = outcome.refusal;
          if (r.kind === 'login') location.assign(loginHref(locale));
          else showToast(tOrder(orderKey(r.messageKey), { ...('params' in r ? r.params : {}), defaultValue: tOrder('form.refused') }), 'error');
          return false;
        }
        default:
          return false;
      }
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy, pending };
}
