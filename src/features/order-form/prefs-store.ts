/**
 * The trader's confirm preferences, one copy for the page: the order form, the chart's quick
 * panel and limit popup, and the preferences menu read and change the same one. Each used to
 * load its own copy, so a "don't ask again" on the chart left the order form asking until a
 * reload, and a preference turned back on in one place did not reach the others.
 *
 * Loaded once per signed-in user (GET /user/preferences); what the trader changed on this page
 * since wins over that answer (the answer may have left before the change). A failed load is
 * tried again when something needs the preferences (a submit, the menu opened), and whoever
 * waits for them waits for the one load in flight. A visitor has none: every question is asked.
 */
import { signal } from '@preact/signals-react';
import { loadPrefs, savePref } from './form-api';
import type { PrefKey, Prefs } from './prefs';

export const orderPrefs = signal<Prefs>({});
/** Where the page's copy stands: a visitor has none; a user's is loading, loaded or failed. */
export const orderPrefsState = signal<'visitor' | 'loading' | 'loaded' | 'failed'>('visitor');

let loadedFor: number | null = null;
let changed: Prefs = {};
let loader: () => Promise<Prefs> = loadPrefs;
let inFlight: Promise<Prefs> | null = null;

/** Follows who is on the page: a user's preferences are loaded once, a visitor has none. */
export function followOrderPrefs(userId: number | null, load: () => Promise<Prefs> = loadPrefs): void {
  if (userId === loadedFor) return;
  loadedFor = userId;
  changed = {};
  loader = load;
  inFlight = null;
  orderPrefs.value = {};
  orderPrefsState.value = userId === null ? 'visitor' : 'loading';
  if (userId !== null) void loadOrderPrefs();
}

/**
 * The page's preferences once the user's have loaded: the load in flight, or a new one when the
 * last failed. Never rejects: an unreadable answer leaves the defaults (ask), and the state says
 * 'failed' so that the next need tries again.
 */
export function loadOrderPrefs(): Promise<Prefs> {
  const userId = loadedFor;
  if (userId === null || orderPrefsState.peek() === 'loaded') return Promise.resolve(orderPrefs.peek());
  if (inFlight !== null) return inFlight;
  orderPrefsState.value = 'loading';
  const load: Promise<Prefs> = loader().then((answer) => {
    if (loadedFor !== userId) return orderPrefs.peek(); // another user since: theirs is loading
    inFlight = null;
    orderPrefs.value = { ...answer, ...changed };
    orderPrefsState.value = 'loaded';
    return orderPrefs.peek();
  }, () => {
    if (loadedFor !== userId) return orderPrefs.peek();
    inFlight = null;
    orderPrefsState.value = 'failed';
    return orderPrefs.peek();
  });
  inFlight = load;
  return load;
}

/** Turns one preference on or off, on the page at once and on the gateway. */
export function setOrderPref(key: PrefKey, on: boolean, save: (key: PrefKey, on: boolean) => Promise<void> = savePref): void {
  changed = { ...changed, [key]: on };
  orderPrefs.value = { ...orderPrefs.peek(), [key]: on };
  void save(key, on).catch(() => {
    // not saved: it holds on this page; the next page asks the gateway again
  });
}
