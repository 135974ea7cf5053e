/**
 * The currency the trader values holdings in (the order panel's average cost), kept in local
 * storage under `valuationCurrency` so the next visit keeps it. US dollars until chosen: the
 * gateway's own valuations are in dollars.
 */
import { effect, signal } from '@preact/signals-react';
import { DOLLAR } from '../core/order-panel/currency';
import { localStore } from '../ui/page-storage';

const KEY = 'valuationCurrency';

/** The page's local storage; none where it is blocked (the choice then lasts for this page). */
function store(): Storage | undefined {
  return localStore() ?? undefined;
}

/** The chosen currency's code (USD, EUR …). */
export const valuationCurrency = signal<string>(store()?.getItem(KEY) ?? DOLLAR.currency);

effect(() => {
  try {
    store()?.setItem(KEY, valuationCurrency.value);
  } catch {
    // quota or blocked storage: not remembered, still applied
  }
});
