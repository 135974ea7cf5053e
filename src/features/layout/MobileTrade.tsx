/**
 * Mobile mode's order form (spec 001 "Mobile pro mode"): below 960 px the form is not in the
 * grid but in a bottom drawer, opened by the Buy {coin} and Sell {coin} buttons of a bar fixed at
 * the bottom, and closed by its close button or when an order is placed (a 0.375 s slide). The
 * drawer adopts the order form's host, so the form is the grid's one, moved, not a second one.
 * A chunk of its own, loaded in mobile mode only (use-mobile.ts tells).
 */
import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPair, currentSymbol } from '../../state/market';
import { toasts } from '../../ui/toast';
import { ModuleBody } from './ModuleFrame';

export function MobileTrade({ host }: { host: HTMLElement }) {
  useSignals();
  const { t, i18n } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const coin = currentPair.value?.coinName ?? currentSymbol.value.split('_')[0];

  // an order placed from the drawer closes it: the form says so with its "Order placed" toast
  // (the form has no event of its own for it yet)
  useEffect(() => {
    if (!open) return;
    const placed = i18n.t('order:form.placed');
    let seen = new Set(toasts.peek().map((x) => x.id));
    return effect(() => {
      const fresh = toasts.value.filter((x) => !seen.has(x.id));
      seen = new Set(toasts.value.map((x) => x.id));
      if (fresh.some((x) => x.kind === 'success' && x.text === placed)) setOpen(false);
    });
  }, [open, i18n]);

  const choose = (side: 'buy' | 'sell') => {
    // the form's own side tab picks the side (the form takes no side from outside)
    host.querySelector<HTMLElement>(`.of-side-tab-${side}`)?.click();
    setOpen(true);
  };

  return (
    <>
      <div className="trade-drawer" data-open={open} data-testid="trade-drawer" aria-hidden={!open} inert={!open}>
        <button type="button" className="trade-drawer-close" aria-label={t('mobile.close')} onClick={() => setOpen(false)}>×</button>
        <ModuleBody host={host} />
      </div>
      <div className="trade-bar">
        <button type="button" className="trade-bar-buy" onClick={() => choose('buy')}>{t('mobile.buy', { coin })}</button>
        <button type="button" className="trade-bar-sell" onClick={() => choose('sell')}>{t('mobile.sell', { coin })}</button>
      </div>
    </>
  );
}
