/**
 * Spot or isolated margin for the trade page (the `type` query of /trade/{locale}), switched in
 * place: the order form, book and panel follow the signal, and the address bar is replaced (no
 * new history entry, as the mode tabs of spec order-placement section 2 are a view switch, not
 * a page). Before, the switch reloaded the page: the book resynced and the socket reconnected.
 */
import { signal } from '@preact/signals-react';
import type { TradeMode } from '../core/order-form/types';

export const tradeMode = signal<TradeMode>('spot');

/** This page's address with `type` set to `mode` (spot drops the parameter). */
export function modeHref(mode: TradeMode, here: { pathname: string; search: string } = location): string {
  const q = new URLSearchParams(here.search);
  if (mode === 'margin') q.set('type', 'margin');
  else q.delete('type');
  const qs = q.toString();
  return `${here.pathname}${qs ? `?${qs}` : ''}`;
}

export function switchTradeMode(mode: TradeMode): void {
  if (mode === tradeMode.value) return;
  tradeMode.value = mode;
  if (typeof history !== 'undefined') history.replaceState(null, '', modeHref(mode));
}
