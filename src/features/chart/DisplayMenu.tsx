import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { displayFlags, setDisplayFlag, type DisplayFlag as Flag } from '../chart-trading/display-flags';

/**
 * The display-config popover (spec "Chart area"): limit-order trading, market-order trading,
 * show open orders (with the quick-edit-orders switch and its tip) and show order history (with
 * its tip). Kept locally (chart-prefs.ts); chart trading's layers follow them (display-flags.ts).
 */
export function DisplayMenu() {
  useSignals();
  const { t } = useTranslation('chart');
  const [open, setOpen] = useState(false);
  const flags = displayFlags.value;
  const flip = (k: Flag) => setDisplayFlag(k, !flags[k]);
  const box = (k: Flag) => <label><input type="checkbox" name={k} checked={flags[k]} onChange={() => flip(k)} /> {t(`display.${k}`)}</label>;
  return (
    <div className="interval-menu display-menu">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>{t('toolbar.display')}</button>
      {open && (
        <div className="interval-menu-pop chart-form" role="dialog" aria-label={t('toolbar.display')}>
          {box('limitOrderTrade')}
          {box('marketOrderTrade')}
          {box('showOrders')}
          <div className="display-sub">
            <label className="switch"><input type="checkbox" role="switch" name="quickEditOrder" checked={flags.quickEditOrder} disabled={!flags.showOrders} onChange={() => flip('quickEditOrder')} /> {t('display.quickEditOrder')}</label>
            <p className="display-tip">{t('display.quickEditTip')}</p>
          </div>
          {box('showOrderHistory')}
          <p className="display-tip">{t('display.historyTip')}</p>
        </div>
      )}
    </div>
  );
}
