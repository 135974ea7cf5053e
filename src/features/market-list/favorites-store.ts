/**
 * Favourites on the page: a visitor's in local storage, a signed-in user's on the gateway
 * (spec section 6). At sign-in (the first page a signed-in user opens with a visitor's list
 * still stored) the visitor's pairs the account lacks are offered; adding them empties the
 * device's list of all the account took (the offer is then over), "Not now" hides it for the
 * browser session (session storage): a later session asks again, as long as the device's list
 * holds pairs the account lacks.
 */
import { effect, signal } from '@preact/signals-react';
import { account } from '../../state/account';
import { localStore, sessionStore } from '../../ui/page-storage';
import { FAVORITES_LATER_KEY, LOCAL_FAVORITES_KEY, parseLocalFavorites, toOffer, toggled } from './favorites';
import { changeServerFavorite, loadServerFavorites } from './market-api';

export const favorites = signal<ReadonlySet<string>>(new Set());
/** The visitor's pairs offered to the account ([] when nothing is offered). */
export const favoritesOffer = signal<string[]>([]);

const readLocal = () => parseLocalFavorites(localStore()?.getItem(LOCAL_FAVORITES_KEY) ?? null);
function writeLocal(list: readonly string[]): void {
  try {
    localStore()?.setItem(LOCAL_FAVORITES_KEY, JSON.stringify(list));
  } catch {
    // storage full or refused: the favourite holds for this page only
  }
}

let started = false;
/**
 * Favourites changed by the trader on this page: a server list asked for before one of them
 * answers with an older state, and must not overwrite what the change's own answer set.
 */
let edits = 0;

/** Resolves once the page knows who is on it (signed in or not): where a favourite goes depends on it. */
function accountKnown(): Promise<void> {
  return new Promise((resolve) => {
    const stop = effect(() => {
      if (account.value === undefined) return;
      resolve();
      queueMicrotask(() => stop());
    });
  });
}

/** Loads the favourites of whoever is on the page, and follows sign-in (once). */
export function followFavorites(): void {
  if (started) return;
  started = true;
  effect(() => {
    const user = account.value;
    if (user === undefined) return;
    if (user === null) {
      favorites.value = new Set(readLocal());
      return;
    }
    const asked = edits;
    void loadServerFavorites().then((list) => {
      if (list === null) return;
      if (edits === asked) favorites.value = new Set(list);
      const local = readLocal();
      if (sessionStore()?.getItem(FAVORITES_LATER_KEY) !== '1') favoritesOffer.value = toOffer(local, list);
    });
  });
}

export async function toggleFavorite(symbol: string): Promise<void> {
  // a star pressed before the page knows who is on it would go to the visitor's list and be lost
  // when the account's list arrives
  if (account.peek() === undefined) await accountKnown();
  edits++;
  const on = favorites.value.has(symbol);
  if (account.peek() === null) {
    const list = toggled([...favorites.value], symbol);
    writeLocal(list);
    favorites.value = new Set(list);
    return;
  }
  const next = await changeServerFavorite(symbol, on ? 'remove' : 'add');
  if (next !== null) favorites.value = new Set(next);
}

/** Answers the sign-in offer: `add` copies the offered pairs to the account and clears the visitor's list; else not now (this session). */
export async function answerOffer(add: boolean): Promise<void> {
  const offered = favoritesOffer.value;
  favoritesOffer.value = [];
  if (!add) {
    try {
      sessionStore()?.setItem(FAVORITES_LATER_KEY, '1');
    } catch {
      // refused: hidden on this page only
    }
    return;
  }
  edits++;
  let last: string[] | null = null;
  const failed: string[] = [];
  for (const s of offered) {
    const list = await changeServerFavorite(s, 'add');
    if (list === null) failed.push(s);
    else last = list;
  }
  if (last !== null) favorites.value = new Set(last);
  // the device keeps only what the account did not take: the offer is over once it is empty,
  // and a pair starred later on this device, signed out, is offered at the next sign-in
  writeLocal(failed);
}
