/**
 * Tells the two causes of an `ordersTick` bump apart (src/state/account.ts): a pushed order
 * event (followNotifications bumps the tick once per change of `notifications`) or a widget
 * of this page that changed orders itself (refreshOrdersAndWallet). Pushes obey the spec's
 * refresh rule (page 1 and matching mode only, refresh.ts onPushEvent); a local change reloads
 * whatever is on screen.
 *
 * The two signals' effects may run in either order, so the split counts: every change of the
 * notifications list accounts for one tick, and only ticks beyond those are local.
 */
import type { NotifyPayload } from '../../protocol/messages';

export interface TickSplitter {
  /**
   * Feed the current values (from one effect run). Returns the push events new since the last
   * call (newest first) and whether a local bump happened.
   */
  observe(list: readonly NotifyPayload[], tick: number): { pushed: NotifyPayload[]; local: boolean };
}

/** Starts from the values as they are now: nothing before counts. */
export function createTickSplitter(list0: readonly NotifyPayload[], tick0: number): TickSplitter {
  let seen = list0;
  let changes = 0;
  let localMax = 0;
  return {
    observe(list, tick) {
      let pushed: NotifyPayload[] = [];
      if (list !== seen) {
        changes += 1;
        pushed = newSince(list, seen);
        seen = list;
      }
      const localCount = tick - tick0 - changes;
      const local = localCount > localMax;
      if (local) localMax = localCount;
      return { pushed, local };
    },
  };
}

/** Entries of `list` (newest first) above the newest entry of `before`, by uuid. */
export function newSince(list: readonly NotifyPayload[], before: readonly NotifyPayload[]): NotifyPayload[] {
  const top = before[0]?.uuid;
  const i = top === undefined ? -1 : list.findIndex((n) => n.uuid === top);
  return i < 0 ? [...list] : list.slice(0, i);
}
