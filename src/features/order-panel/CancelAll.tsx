import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  cancelAllBody, cancelAllClick, cancelAllEnabled, cancelAllLoading, cancelAllVariant, preferenceOnConfirm, type CancelAllContext,
} from '../../core/order-panel/cancel-all';
import { showToast } from '../../ui/toast';
import { confirmCancelAll, turnCancelAllConfirmOff } from './cancel-pref';
import { CancelAllDialog } from './on-demand';
import { cancelAllOrders } from './panel-api';

/**
 * "Cancel All" (spec sections 2, 4, 5): disabled while the spot sub-tab's counter is 0; asks
 * first while the CANCEL_ALL preference is on (ticking "do not ask again" turns it off), else
 * cancels at once. The variant (all, limit, trigger, TP/SL, by symbol) picks the question and
 * the call's body. `onDone` is the one refresh after it (the list, the counters, the balances),
 * asked after a refusal too: some orders may have closed meanwhile.
 */
export function CancelAll({ ctx, onDone }: { ctx: CancelAllContext; onDone(): void }) {
  useSignals();
  const { t } = useTranslation('panel');
  const [asking, setAsking] = useState(false);
  const [doNotAsk, setDoNotAsk] = useState(false);
  const [pending, setPending] = useState(false);
  const confirmPref = confirmCancelAll.value;
  const variant = cancelAllVariant(ctx);

  async function run() {
    setPending(true);
    const ok = await cancelAllOrders(cancelAllBody(ctx));
    setPending(false);
    if (ok) showToast(t('cancelAll.success'), 'success'); // spec section 8: a refusal is silent
    onDone();
  }

  function click() {
    const action = cancelAllClick(ctx, confirmPref);
    if (action === 'confirm') {
      setDoNotAsk(false);
      setAsking(true);
    } else if (action === 'cancel') void run();
  }

  async function confirm() {
    setAsking(false);
    if (preferenceOnConfirm(doNotAsk) !== null) await turnCancelAllConfirmOff();
    await run();
  }

  const busy = cancelAllLoading(pending, confirmPref);
  return (
    <>
      <button
        type="button"
        className="panel-cancel-all"
        disabled={!cancelAllEnabled(ctx) || busy}
        aria-busy={busy}
        data-variant={variant}
        onClick={click}
      >
        {t('cancelAll.button')}
      </button>
      {/* mounted only while asking: no idle <dialog> left in the page; its code loads on demand */}
      {asking && (
        <Suspense fallback={null}>
          <CancelAllDialog
            variant={variant}
            symbolFilter={ctx.symbolFilter}
            doNotAsk={doNotAsk}
            onDoNotAsk={setDoNotAsk}
            onNo={() => setAsking(false)}
            onYes={() => void confirm()}
          />
        </Suspense>
      )}
    </>
  );
}
