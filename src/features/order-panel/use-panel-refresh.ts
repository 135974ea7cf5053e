/**
 * When the panel reloads (spec order-panel sections 4 and 9), wired to the page: the page's one
 * refresh queue (src/state/account.ts lastRefresh: pushed order events and changes made on the
 * page, coalesced there with the spec's debounce), the 30 s poll while the tab is visible and
 * the return to a visible tab. The decisions are the core's (refresh.ts); this hook hands out
 * reload counters that the lists put in their effect dependencies.
 */
import { effect } from '@preact/signals-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  PUSH_WARN_MS, planOfBurst, pollDue, pushUpdateLate, reloadOnVisible, type PanelView, type RefreshPlan,
} from '../../core/order-panel/refresh';
import { account, lastRefresh } from '../../state/account';
import { reportWarning } from '../../net/monitor';

/** Counters: a change of one asks its lists to load again (at their current page). */
export interface Reloads {
  list: number;
  counts: number;
  wallet: number;
  /** Margin mode's extra refresh signal: positions and margin funds. */
  margin: number;
}

const ALL: RefreshPlan = { list: true, counts: true, wallet: true, margin: true };
const POLL_CHECK_MS = 1_000;

/**
 * The panel's (or the order center's) view is read when a refresh runs, from a ref, so a tab or
 * page change does not resubscribe. Returns the counters and `onLoaded`, which the active list
 * calls after each load with its page (a pushed event refreshes only page 1; the 5 s monitoring
 * of pushed events is reported as a warning to error reporting: src/net/monitor.ts).
 */
export function usePanelRefresh(shown: Omit<PanelView, 'page'>): { reloads: Reloads; onLoaded(page: number): void } {
  const { loggedIn, mode, tab } = shown;
  const view = useRef<PanelView>({ loggedIn, mode, tab, page: 1 });
  useEffect(() => {
    view.current = { ...view.current, loggedIn, mode, tab };
  }, [loggedIn, mode, tab]);
  const [reloads, setReloads] = useState<Reloads>({ list: 0, counts: 0, wallet: 0, margin: 0 });
  const lastLoad = useRef(Date.now());
  const listUpdatedAt = useRef<number | null>(null);

  const apply = useCallback((p: RefreshPlan) => {
    lastLoad.current = Date.now();
    setReloads((r) => ({
      list: r.list + Number(p.list),
      counts: r.counts + Number(p.counts),
      wallet: r.wallet + Number(p.wallet),
      margin: r.margin + Number(p.margin),
    }));
  }, []);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let seen = lastRefresh.peek();
    const stop = effect(() => {
      const burst = lastRefresh.value;
      if (burst === seen || burst === null) return;
      seen = burst;
      const plan = planOfBurst(burst, view.current);
      if (plan.list || plan.counts || plan.wallet || plan.margin) apply(plan);
      if (!plan.list || burst.pushed.length === 0) return;
      const at = burst.startedAtMs;
      const id = setTimeout(() => {
        timers.delete(id);
        if (pushUpdateLate(at, listUpdatedAt.current, Date.now())) {
          reportWarning('panel.push-late', 'a pushed order event was not reflected in the list within 5 s', { event: burst.pushed[0]!.event });
        }
      }, Math.max(0, at + PUSH_WARN_MS - Date.now()));
      timers.add(id);
    });

    const full = () => apply({ ...ALL, margin: view.current.mode === 'margin' });
    const poll = setInterval(() => {
      if (pollDue(account.peek() != null, document.visibilityState === 'visible', lastLoad.current, Date.now())) full();
    }, POLL_CHECK_MS);
    let wasVisible = document.visibilityState === 'visible';
    const onVisibility = () => {
      const visible = document.visibilityState === 'visible';
      if (reloadOnVisible(wasVisible, visible, account.peek() != null)) full();
      wasVisible = visible;
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      clearInterval(poll);
      for (const id of timers) clearTimeout(id);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [apply, view]);

  const onLoaded = useCallback((page: number) => {
    view.current = { ...view.current, page };
    listUpdatedAt.current = Date.now();
  }, []);
  return { reloads, onLoaded };
}
