/**
 * The form's submit: runs submit-flow.ts with the real effects (analytics, the book's best
 * opposite price, the margin check, the dialogs, the signed submit) and shows the outcome: messages on
 * their fields, a refusal dialog, a redirect to login, or on success a cleared form, "Order
 * placed" and, 500 ms later (section 9), the wallet and open orders refreshed. A post-only order
 * the engine cancelled at once (it would have taken) is said so, and its fields are kept for
 * another price.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { SUCCESS_CALLBACK_DELAY_MS, type TradeRules } from '../../core/order-form/constants';
import type { Dialog as ChainDialog } from '../../core/order-form/confirm-chain';
import type { Refusal } from '../../core/order-form/error-codes';
import type { Side, SubMode, TradeMode } from '../../core/order-form/types';
import { account, refreshOrdersAndWallet } from '../../state/account';
import { showToast } from '../../ui/toast';
import type { PendingConfirm } from './ConfirmDialog';
import { loadOrderPrefs, setOrderPref } from './prefs-store';
import type { FormPair } from './form-pair';
import { clearSide, withErrors, type SideState } from './form-state';
import { loginHref } from './login-href';
import { loadOnDemand } from './on-demand';
import { orderKey } from './order-keys';
import { confirmPrefs, type Prefs } from './prefs';
import type { RefusalState } from './RefusalDialog';
import { prefsForSubmit } from './submit-prefs';
import type { DialogAnswer } from './submit-flow';
import { liveSubmitDeps } from './submit-deps';

export interface SubmitContext {
  pair: FormPair;
  mode: TradeMode;
  locale: string;
  prefs: Prefs;
  /** The side's current state, what it may spend and its margin sub-mode. */
  sideOf(side: Side): { state: SideState; available: string; subMode: SubMode };
  updateSide(side: Side, next: (s: SideState) => SideState): void;
  rates: { maker: string; taker: string };
  rules: TradeRules;
}

export function useOrderSubmit(ctx: SubmitContext) {
  const { t } = useTranslation('order');
  const [busy, setBusy] = useState<Side | null>(null);
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const [refusal, setRefusal] = useState<RefusalState | null>(null);

  function showRefusal(side: Side, r: Refusal) {
    if (r.kind === 'login') location.assign(loginHref(ctx.locale));
    else if (r.kind === 'field') ctx.updateSide(side, (s) => withErrors(s, [{ field: r.field, messageKey: r.messageKey, params: r.params }]));
    else if (r.kind === 'dialog') setRefusal({ dialog: r.dialog, coin: side === 'buy' ? ctx.pair.marketCoinName : ctx.pair.coinName, pairName: ctx.pair.name });
    else showToast(t(orderKey(r.messageKey), { defaultValue: t('form.refused') }), 'error');
  }

  async function submit(side: Side) {
    if (account.peek() === null) {
      location.assign(loginHref(ctx.locale));
      return;
    }
    if (account.peek() === undefined || busy !== null) return;
    const { state, available, subMode } = ctx.sideOf(side);
    setBusy(side);
    try {
      // the submit's code is fetched in idle time after the book paints (on-demand.ts); the
      // trader's confirm preferences, if the page has not loaded them yet, are waited for
      // (submit-prefs.ts): a confirm the trader turned off is never shown
      const [{ runSubmit, checkMarginAllowed }, prefs] = await Promise.all([loadOnDemand(), prefsForSubmit(state.draft.kind, ctx.prefs, loadOrderPrefs)]);
      const outcome = await runSubmit(
        { draft: state.draft, pair: ctx.pair, rates: ctx.rates, available, mode: ctx.mode, subMode, prefs, confirmPrefs: confirmPrefs(prefs), rules: ctx.rules },
        liveSubmitDeps(
          ctx.pair.symbol,
          () => checkMarginAllowed(ctx.pair.symbol),
          (dialog: ChainDialog) => new Promise<DialogAnswer>((resolve) => setPending({ dialog, draft: state.draft, pair: ctx.pair, answer: (a) => { setPending(null); resolve(a); } })),
          setOrderPref,
        ),
      );
      if (outcome.kind === 'invalid') ctx.updateSide(side, (s) => withErrors(s, outcome.errors));
      else if (outcome.kind === 'refused') showRefusal(side, outcome.refusal);
      else if (outcome.kind === 'placed') {
        ctx.updateSide(side, clearSide);
        showToast(t('form.placed'), 'success');
        setTimeout(refreshOrdersAndWallet, SUCCESS_CALLBACK_DELAY_MS);
      } else if (outcome.kind === 'postOnlyCancelled') {
        showToast(t('form.postOnlyCancelled'), 'error');
      }
    } finally {
      setBusy(null);
    }
  }

  return { submit, busy, pending, refusal, closeRefusal: () => setRefusal(null) };
}
