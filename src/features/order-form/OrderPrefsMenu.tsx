/**
 * The order form's preferences (order placement spec, "User settings": skip the order
 * confirmation per order type, skip the price-deviation warning): a menu beside the mode tabs,
 * for a signed-in trader, where a confirmation turned off by "Don't show again" (in the form or
 * on the chart) is turned back on. Each box is the page's one copy (prefs-store.ts), saved to
 * the gateway at once. Until the trader's preferences have loaded the boxes wait, disabled (they
 * would show every confirmation on); a failed load says so and is tried again from the menu.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { OrderKind } from '../../core/order-form/types';
import { useDismiss } from '../../ui/use-dismiss';
import { ORDER_CONFIRM_PREF, type PrefKey } from './prefs';
import { loadOrderPrefs, orderPrefs, orderPrefsState, setOrderPref } from './prefs-store';

/** The order kinds in the order the form's type tabs and menu list them. */
const KINDS: readonly OrderKind[] = ['limit', 'market', 'trigger', 'stop_limit', 'ioc', 'limit_maker'];

export function OrderPrefsMenu() {
  useSignals();
  const { t } = useTranslation('order');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  useDismiss(open, root, () => setOpen(false));
  const prefs = orderPrefs.value;
  const state = orderPrefsState.value;
  const toggle = () => {
    if (!open) void loadOrderPrefs(); // loaded: nothing; failed before: tried again
    setOpen(!open);
  };
  // every preference is on unless turned off (a missing key asks)
  const box = (key: PrefKey, label: string) => (
    <label key={key}>
      <input type="checkbox" checked={prefs[key] !== false} onChange={(e) => setOrderPref(key, e.target.checked)} />
      {label}
    </label>
  );
  return (
    <div className="of-prefs" ref={root}>
      <button type="button" className="of-prefs-button" aria-label={t('prefs.open')} title={t('prefs.open')}
        aria-expanded={open} aria-controls={open ? id : undefined} onClick={toggle}>
        <span aria-hidden="true">⚙</span>
      </button>
      {open && (
        <div className="of-prefs-menu" id={id} role="group" aria-label={t('prefs.open')} aria-busy={state === 'loading'}>
          {state === 'failed' && (
            <p className="of-prefs-failed" role="alert">
              {t('prefs.loadFailed')}{' '}
              <button type="button" onClick={() => void loadOrderPrefs()}>{t('prefs.retry')}</button>
            </p>
          )}
          <fieldset disabled={state !== 'loaded'}>
            <legend>{t('prefs.confirmOrders')}</legend>
            {KINDS.map((k) => box(ORDER_CONFIRM_PREF[k], t(`kind.${k}`)))}
          </fieldset>
          <fieldset disabled={state !== 'loaded'}>
            <legend>{t('prefs.warnings')}</legend>
            {box('THRESHOLD_CONFIRM', t('prefs.threshold'))}
            {box('MARKET_OFFSET_CONFIRM', t('prefs.marketOffset'))}
          </fieldset>
        </div>
      )}
    </div>
  );
}
