/**
 * When the panel reloads (spec order-panel sections 4 and 9), wired to the page: pushed order
 * events (notifications), local changes (ordersTick / walletTick bumps by other widgets), the
 * 30 s poll while the tab is visible and the return to a visible tab. The decisions are the
 * core's (refresh.ts); this hook owns the timers and hands out reload counters that the lists
 * put in their effect dependencies.
 */
import { effect } from '@preact/signals-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CALL_DELAY_MS, DEBOUNCE_MS, PUSH_WARN_MS, debounceLeading, onPushEvent, pollDue, pushUpdateLate, reloadOnVisible, type PanelView,
} from '../../core/order-panel/refresh';
import { account, ordersTick, walletTick } from '../../state/account';
import { notifications } from '../../state/connection';
import { createTickSplitter } from './tick-split';
import { reportWarning } from '../../net/monitor';

/** Counters: a change of one asks its lists to load again (at their current page). */
export interface Reloads {
  list: number;
  counts: number;
  wallet: number;
}

type Plan = { list: boolean; counts: boolean; wallet: boolean };
const ALL: Plan = { list: true, counts: true, wallet: true };
const POLL_CHECK_MS = 1_000;

/**
 * `view` is read when an event arrives (a ref, so a tab or page change does not resubscribe).
 * Returns the counters and `listUpdated`, which the active list calls after each load (the
 * 5 s monitoring of pushed events, reported as a warning to error reporting: src/net/monitor.ts).
 */
export function usePanelRefresh(view: { current: PanelView }): { reloads: Reloads; listUpdated(): void } {
  const [reloads, setReloads] = useState<Reloads>({ list: 0, counts: 0, wallet: 0 });
  const lastLoad = useRef(Date.now());
  const listUpdatedAt = useRef<number | null>(null);

  const apply = useCallback((p: Plan) => {
    lastLoad.current = Date.now();
    setReloads((r) => ({ list: r.list + Number(p.list), counts: r.counts + Number(p.counts), wallet: r.wallet + Number(p.wallet) }));
  }, []);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (ms: number, f: () => void) => {
      const id = setTimeout(() => { timers.delete(id); f(); }, ms);
      timers.add(id);
    };
    // the spec's debounce (leading edge, then a 500 ms wait); a dropped request is not lost:
    // one trailing reload follows the burst, so the list never waits for the 30 s poll
    let pending: Plan | null = null;
    let lastRequest: number | null = null;
    let trailing: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      if (pending !== null) apply(pending);
      pending = null;
    };
    const request = (p: Plan) => {
      pending = pending === null ? p : { list: pending.list || p.list, counts: pending.counts || p.counts, wallet: pending.wallet || p.wallet };
      const d = debounceLeading(lastRequest, Date.now());
      lastRequest = d.lastRequestAtMs;
      if (trailing !== null) clearTimeout(trailing);
      if (d.accept) later(CALL_DELAY_MS, flush);
      else trailing = setTimeout(flush, DEBOUNCE_MS);
    };

    const splitter = createTickSplitter(notifications.peek(), ordersTick.peek());
    const stopOrders = effect(() => {
      const { pushed, local } = splitter.observe(notifications.value, ordersTick.value);
      for (const ev of pushed) {
        const plan = onPushEvent(ev, view.current);
        if (plan.list || plan.counts || plan.wallet) request(plan);
        if (plan.list) {
          const at = Date.now();
          later(PUSH_WARN_MS, () => {
            if (pushUpdateLate(at, listUpdatedAt.current, Date.now())) {
              reportWarning('panel.push-late', 'a pushed order event was not reflected in the list within 5 s', { event: ev.event });
            }
          });
        }
      }
      if (local && view.current.loggedIn) request(ALL);
    });
    let firstWallet = true;
    const stopWallet = effect(() => {
      void walletTick.value;
      if (firstWallet) firstWallet = false;
      else if (view.current.loggedIn) request({ list: false, counts: false, wallet: true });
    });

    const poll = setInterval(() => {
      if (pollDue(account.peek() != null, document.visibilityState === 'visible', lastLoad.current, Date.now())) apply(ALL);
    }, POLL_CHECK_MS);
    let wasVisible = document.visibilityState === 'visible';
    const onVisibility = () => {
      const visible = document.visibilityState === 'visible';
      if (reloadOnVisible(wasVisible, visible, account.peek() != null)) apply(ALL);
      wasVisible = visible;
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopOrders();
      stopWallet();
      clearInterval(poll);
      if (trailing !== null) clearTimeout(trailing);
      for (const id of timers) clearTimeout(id);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [apply, view]);

  const listUpdated = useCallback(() => {
    listUpdatedAt.current = Date.now();
  }, []);
  return { reloads, listUpdated };
}
