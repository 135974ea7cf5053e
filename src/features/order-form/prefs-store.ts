/**
 * The trader's confirm preferences, one copy for the page: the order form, the chart's quick
 * panel and limit popup, and the preferences menu read and change the same one. Each used to
 * load its own copy, so a "don't ask again" on the chart left the order form asking until a
 * reload, and a preference turned back on in one place did not reach the others.
 *
 * Loaded once per signed-in user (GET /user/preferences); what the trader changed on this page
 * since wins over that answer (the answer may have left before the change). A visitor has none:
 * every question is asked.
 */
import { signal } from '@preact/signals-react';
import { loadPrefs, savePref } from './form-api';
import type { PrefKey, Prefs } from './prefs';

export const orderPrefs = signal<Prefs>({});

let loadedFor: number | null = null;
let changed: Prefs = {};

/** Follows who is on the page: a user's preferences are loaded once, a visitor has none. */
export function followOrderPrefs(userId: number | null, load: () => Promise<Prefs> = loadPrefs): void {
  if (userId === loadedFor) return;
  loadedFor = userId;
  changed = {};
  orderPrefs.value = {};
  if (userId === null) return;
  void load().then((answer) => {
    if (loadedFor === userId) orderPrefs.value = { ...answer, ...changed };
  }, () => {
    // unreadable: the defaults (ask) stay
  });
}

/** Turns one preference on or off, on the page at once and on the gateway. */
export function setOrderPref(key: PrefKey, on: boolean, save: (key: PrefKey, on: boolean) => Promise<void> = savePref): void {
  changed = { ...changed, [key]: on };
  orderPrefs.value = { ...orderPrefs.peek(), [key]: on };
  void save(key, on).catch(() => {
    // not saved: it holds on this page; the next page asks the gateway again
  });
}
