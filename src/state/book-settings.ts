/**
 * The order book's settings (spec "trade page and market widgets", "Order book": the view and
 * the custom settings display_average, switch_buy_sell, display_buy_sell,
 * mark_your_order_price and display_total_amount_base / _market), kept in local storage under
 * the order-book settings version of section 9 (2.0.0): a stored set of another version is
 * dropped, and each stored field that is not a valid value falls back to its default alone.
 *
 * `readBookSettings` / `writeBookSettings` take the storage as a parameter so tests drive them
 * without a browser; the signal is loaded once at module start in the browser.
 */
import { effect, signal } from '@preact/signals-react';
import { localStore } from '../ui/page-storage';

export type BookViewMode = 'both' | 'sell' | 'buy';
export type BookTotals = 'base' | 'quote';

export interface BookSettings {
  view: BookViewMode;
  /** display_average: hovering rows shows their average price and total. */
  displayAverage: boolean;
  /** switch_buy_sell (pro layout only): bids above the middle strip, asks below it. */
  switchBuySell: boolean;
  /** display_buy_sell: the buy/sell ratio bar under the book. */
  displayBuySell: boolean;
  /** mark_your_order_price: markers on rows holding the user's open orders. */
  markOwnOrders: boolean;
  /** display_total_amount_base ('base') or display_total_amount_market ('quote'). */
  totals: BookTotals;
}

/** Section 9: order-book settings version; a stored set of another version is ignored. */
export const BOOK_SETTINGS_VERSION = '2.0.0';
export const BOOK_SETTINGS_KEY = 'orderBookSettings';

export const DEFAULT_BOOK_SETTINGS: Readonly<BookSettings> = Object.freeze({
  view: 'both',
  displayAverage: true,
  switchBuySell: false,
  displayBuySell: true,
  markOwnOrders: true,
  totals: 'base',
});

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const VIEWS: readonly string[] = ['both', 'sell', 'buy'];
const TOTALS: readonly string[] = ['base', 'quote'];

/** The stored settings, each field validated on its own; defaults for anything unreadable. */
export function readBookSettings(store: Store | undefined): BookSettings {
  const out: BookSettings = { ...DEFAULT_BOOK_SETTINGS };
  let raw: unknown;
  try {
    raw = JSON.parse(store?.getItem(BOOK_SETTINGS_KEY) ?? 'null');
  } catch {
    return out; // not JSON: a hand-edited or foreign value
  }
  if (typeof raw !== 'object' || raw === null) return out;
  const r = raw as Record<string, unknown>;
  if (r.version !== BOOK_SETTINGS_VERSION) return out;
  if (typeof r.view === 'string' && VIEWS.includes(r.view)) out.view = r.view as BookViewMode;
  if (typeof r.totals === 'string' && TOTALS.includes(r.totals)) out.totals = r.totals as BookTotals;
  for (const k of ['displayAverage', 'switchBuySell', 'displayBuySell', 'markOwnOrders'] as const) {
    if (typeof r[k] === 'boolean') out[k] = r[k];
  }
  return out;
}

/** Stores `settings` with the version; storage failures (quota, private mode) are ignored. */
export function writeBookSettings(store: Store | undefined, settings: BookSettings): void {
  try {
    store?.setItem(BOOK_SETTINGS_KEY, JSON.stringify({ version: BOOK_SETTINGS_VERSION, ...settings }));
  } catch {
    // the settings still apply for this page; they are just not remembered
  }
}

/** The page's local storage; none where the browser blocks it (the settings then last for the page). */
function browserStore(): Store | undefined {
  return localStore() ?? undefined;
}

/** The current settings; change them through updateBookSettings. */
export const bookSettings = signal<BookSettings>(readBookSettings(browserStore()));

/** Changes some settings; they are persisted by the effect below. */
export function updateBookSettings(patch: Partial<BookSettings>): void {
  bookSettings.value = { ...bookSettings.value, ...patch };
}

// Persist every change (the first run writes what was loaded back, normalised).
effect(() => writeBookSettings(browserStore(), bookSettings.value));
