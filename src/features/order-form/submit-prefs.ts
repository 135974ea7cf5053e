/**
 * The confirm preferences an order's submit reads (the order form's, the quick market panel's, the limit
 * popup's). The page loads the trader's preferences once signed in (order-form/use-form-data.ts),
 * and until they arrive it knows none, which means "ask": a click in that first second showed
 * the order-confirm dialog to a trader who had turned it off, which a real exchange never does.
 * The gateway answers every preference (defaults filled in), so a preference the submit needs
 * and the page lacks means the answer has not come (or failed): the submit then waits for the
 * page's load (prefs-store.ts loadOrderPrefs, tried again after a failure), which fills the
 * page's copy for every later submit. What the trader changed on this page since ("don't ask
 * again") wins over the answer. A failed load leaves the defaults: every question asked.
 */
import type { OrderKind } from '../../core/order-form/types';
import { ORDER_CONFIRM_PREF, type PrefKey, type Prefs } from './prefs';

/** The preferences the confirmation chain reads for an order of `kind` (order-form/prefs.ts). */
export function prefsRead(kind: OrderKind): PrefKey[] {
  return [ORDER_CONFIRM_PREF[kind], 'THRESHOLD_CONFIRM', 'MARKET_OFFSET_CONFIRM'];
}

/** `shown` (the page's preferences) when it holds every one `kind` needs; else loaded, then `shown` on top. */
export async function prefsForSubmit(kind: OrderKind, shown: Prefs, load: () => Promise<Prefs>): Promise<Prefs> {
  if (prefsRead(kind).every((key) => shown[key] !== undefined)) return shown;
  let loaded: Prefs = {};
  try {
    loaded = await load();
  } catch {
    // unreadable: the defaults (ask) stay
  }
  return { ...loaded, ...shown };
}
