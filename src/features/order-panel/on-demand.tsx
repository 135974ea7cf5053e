/**
 * What of the order panel the first paint does not show: the tabs after Open Orders, the edit
 * dialog and Cancel All's question. Out of the trade page's initial chunk (issue 19,
 * docs/perf.md "Load budget"); fetched in idle time after the book paints
 * (prefetchOrderPanel, OrderPanel.tsx), so that no click waits on the network.
 */
import { lazy, type ComponentType } from 'react';
import { prefetchWhenIdle } from '../../app/idle-prefetch';

type Parts = typeof import('./on-demand-parts');

/** One chunk for all of them (on-demand-parts.ts says why). */
let loaded: Parts | undefined;
let loading: Promise<Parts> | undefined;
const loadParts = (): Promise<Parts> => (loading ??= import('./on-demand-parts').then(
  (m) => (loaded = m),
  (err: unknown) => {
    loading = undefined; // the next click asks again
    throw err;
  },
));

/**
 * A lazy part of the chunk. Code already fetched is handed over as a thenable that calls back
 * at once: React.lazy then reads it in the same render, so a prefetched tab or dialog shows in
 * the click's own frame, without a Suspense fallback first.
 */
function part<P extends object>(pick: (m: Parts) => ComponentType<P>): ComponentType<P> {
  return lazy(() => {
    if (loaded === undefined) return loadParts().then((m) => ({ default: pick(m) }));
    const value = { default: pick(loaded) };
    return { status: 'fulfilled', value, then: (ok: (v: typeof value) => void) => ok(value) } as unknown as Promise<typeof value>;
  });
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
  void prefetchWhenIdle(after, [loadParts]);
}
