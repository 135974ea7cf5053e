/**
 * The display-config choices (spec "Chart area": limit-order trading, market-order trading, show
 * open orders with quick edit, show order history) as signals: the popover sets them (and keeps
 * them in local storage, chart-prefs.ts), the chart's trading layers follow them at once.
 */
import { signal } from '@preact/signals-react';
import { limitOrderTrade, marketOrderTrade, quickEditOrder, readPref, showOrderHistory, showOrders, writePref, type Pref, type Store } from '../chart/chart-prefs';
import { localStore } from '../../ui/page-storage';

export const DISPLAY_PREFS = { limitOrderTrade, marketOrderTrade, showOrders, quickEditOrder, showOrderHistory } as const;
export type DisplayFlag = keyof typeof DISPLAY_PREFS;
export type DisplayFlags = Readonly<Record<DisplayFlag, boolean>>;

const store = (): Store | undefined => localStore() ?? undefined;

const read = (): DisplayFlags => Object.fromEntries(Object.entries(DISPLAY_PREFS).map(([k, p]) => [k, readPref(store(), p as Pref<boolean>)])) as Record<DisplayFlag, boolean>;

export const displayFlags = signal<DisplayFlags>(read());

/** Sets one choice and keeps it; false when storage refused it (the choice then does not change). */
export function setDisplayFlag(flag: DisplayFlag, on: boolean): boolean {
  if (!writePref(store(), DISPLAY_PREFS[flag], on).ok) return false;
  displayFlags.value = { ...displayFlags.peek(), [flag]: on };
  return true;
}
