import { signal } from '@preact/signals-react';
import { useSyncExternalStore } from 'react';
import type { Side } from '../../core/order-form/types';
import { MOBILE_BELOW } from './grid-spec';
import type { ChartTabModule } from './mobile-modules';

const MOBILE_QUERY = `(max-width: ${MOBILE_BELOW - 0.02}px)`;

/** True while the viewport is narrower than 960 px (the same test as the grid's CSS). */
export function useMobile(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(MOBILE_QUERY);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(MOBILE_QUERY).matches,
  );
}

/** A module's host element lent to the chart area as one of its tabs. */
export interface LentTab {
  id: ChartTabModule;
  host: HTMLElement;
}

/**
 * The hosts the chart area shows as tabs: empty outside mobile mode. Lent by the mobile drawer's
 * component (MobileTrade.tsx, a chunk loaded in mobile mode only) for as long as it is mounted.
 */
export const chartTabHosts = signal<readonly LentTab[]>([]);

/**
 * The mobile drawer's side for the order form: the one its Buy {coin} or Sell {coin} button
 * chose while the drawer is open, undefined while it is closed (so the next opening is a change
 * even on the same side). The order form's module (TradeMakerModule.tsx) hands it to the form.
 */
export const drawerSide = signal<Side | undefined>(undefined);

/** Counts the orders the order form placed (its onPlaced): the drawer closes on a new one. */
export const placedOrders = signal(0);
