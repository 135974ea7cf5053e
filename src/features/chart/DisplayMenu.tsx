import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limitOrderTrade, marketOrderTrade, quickEditOrder, readPref, showOrderHistory, showOrders, writePref, type Pref, type Store } from './chart-prefs';

const store = (): Store | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);
const FLAGS = { limitOrderTrade, marketOrderTrade, showOrders, quickEditOrder, showOrderHistory } as const;
type Flag = keyof typeof FLAGS;

/**
 * The display-config popover (spec "Chart area"): limit-order trading, market-order trading,
 * show open orders (with the quick-edit-orders switch and its tip) and show order history (with
 * its tip). Only kept for now (chart-prefs.ts): their effects come with trading on the chart.
 */
export function DisplayMenu() {
  const { t } = useTranslation('chart');
  const [open, setOpen] = useState(false);
  const [flags, setFlags] = useState(() => Object.fromEntries(Object.entries(FLAGS).map(([k, p]) => [k, readPref(store(), p as Pref<boolean>)])) as Record<Flag, boolean>);
  const flip = (k: Flag) => {
    const next = !flags[k];
    if (writePref(store(), FLAGS[k], next).ok) setFlags({ ...flags, [k]: next });
  };
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
          <p className="display-tip">{t('display.later')}</p>
        </div>
      )}
    </div>
  );
}
