/**
 * What of the order panel the first paint does not show: the tabs after Open Orders, the edit
 * dialog and Cancel All's question. Out of the trade page's initial chunk (issue 19,
 * docs/perf.md "Load budget"); fetched in idle time after the book paints
 * (prefetchOrderPanel, OrderPanel.tsx), so that no click waits on the network.
 */
import type { ComponentType } from 'react';
import { prefetchWhenIdle } from '../../app/idle-prefetch';
import { fetchOnce, settledLazy } from '../../ui/lazy-part';

type Parts = typeof import('./on-demand-parts');

/** One chunk for all of them (on-demand-parts.ts says why). */
const chunk = fetchOnce<Parts>(() => import('./on-demand-parts'));

/** A lazy part of the chunk: once fetched, it shows in the click's own frame (src/ui/lazy-part.tsx). */
function part<P extends object>(pick: (m: Parts) => ComponentType<P>): ComponentType<P> {
  return settledLazy(chunk.fetch, chunk.fetched, pick);
}

export const CancelAllDialog = part((m) => m.CancelAllDialog);
export const EditOrderModal = part((m) => m.EditOrderModal);
export const OrderHistory = part((m) => m.OrderHistory);
export const TradeHistory = part((m) => m.TradeHistory);
export const SpotFunds = part((m) => m.SpotFunds);
export const MarginFunds = part((m) => m.MarginFunds);
export const Positions = part((m) => m.Positions);

/** The code of all of them in idle time after `after` (idle-prefetch.ts); fetched once however often asked. */
export function prefetchOrderPanel(after: Promise<void>): void {
  void prefetchWhenIdle(after, [chunk.fetch]);
}
