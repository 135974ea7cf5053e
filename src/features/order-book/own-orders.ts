/**
 * The signed-in user's open orders for the book's own-order markers (spec "Order book":
 * mark_your_order_price; section 9: refreshed with an 800 ms debounce; section 8: a failed call
 * clears the markers). Read from POST /gw-api/entrust-gateway/client/order/buy-sell
 * (docs/api-trading.md), refreshed whenever the user's orders may have changed (ordersTick:
 * pushed order events, and changes made on the page, such as an amend, which pushes nothing
 * for an open order that did not fill).
 *
 * The network, the sign-in test and the timers are injected so the wiring is tested in Node;
 * grouping into rows and the 50-a-side cap are src/core/own-order-markers.ts, at paint time.
 */
import { effect } from '@preact/signals-react';
import { createDebouncedRefresh, type OwnOrder } from '../../core/own-order-markers';
import { parseUnits } from '../../core/units';
import { callTurns } from '../../net/call-turns';

interface InfoRow { price?: unknown; orderId?: unknown; entrustIdStr?: unknown }

/** The buy-sell answer's data as own orders in ticks; rows with an unreadable price are skipped. */
export function parseOwnOrders(data: unknown, pricePrecision: number): OwnOrder[] {
  if (typeof data !== 'object' || data === null) return [];
  const d = data as { buyInfoList?: unknown; sellInfoList?: unknown };
  const out: OwnOrder[] = [];
  const take = (list: unknown, side: 'buy' | 'sell') => {
    if (!Array.isArray(list)) return;
    for (const row of list as InfoRow[]) {
      if (typeof row?.price !== 'string') continue;
      const price = parseUnits(row.price, pricePrecision);
      if (!price.ok) continue;
      out.push({ orderId: String(row.entrustIdStr ?? row.orderId ?? ''), price: price.value, side });
    }
  };
  take(d.buyInfoList, 'buy');
  take(d.sellInfoList, 'sell');
  return out;
}

export interface OwnOrdersDeps {
  /** The call's `data`, or null when it failed (network, not signed in, success false). */
  fetchOrders(symbol: string): Promise<unknown>;
  signedIn(): boolean;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export interface OwnOrdersSource {
  /** Reads the signals that trigger a refresh: the symbol, the setting, the order events. */
  symbol(): string;
  pricePrecision(): number | undefined;
  enabled(): boolean;
  events(): unknown;
}

export interface OwnOrdersFeed {
  /** The orders of the current symbol (empty while off, signed out, loading or failed). */
  readonly orders: readonly OwnOrder[];
  /** Bumped whenever `orders` is replaced (the painter compares it). */
  readonly version: number;
  stop(): void;
}

/** Keeps the user's open orders of the current symbol, refreshed (debounced) on every trigger. */
export function followOwnOrders(source: OwnOrdersSource, deps: OwnOrdersDeps, onChange: () => void): OwnOrdersFeed {
  let orders: readonly OwnOrder[] = [];
  let version = 0;
  let asked = 0; // answers to an older request are dropped
  const replace = (next: readonly OwnOrder[]) => {
    if (next.length === 0 && orders.length === 0) return;
    orders = next;
    version++;
    onChange();
  };
  const refresh = createDebouncedRefresh(() => {
    const symbol = source.symbol();
    const pp = source.pricePrecision();
    if (!source.enabled() || !deps.signedIn() || pp === undefined) return replace([]);
    const ticket = ++asked;
    void deps.fetchOrders(symbol).then((data) => {
      if (ticket !== asked) return;
      replace(data === null ? [] : parseOwnOrders(data, pp));
    });
  }, deps);
  let lastSymbol = '';
  const stopEffect = effect(() => {
    const symbol = source.symbol();
    const on = source.enabled();
    source.pricePrecision();
    source.events();
    if (symbol !== lastSymbol || !on) {
      asked++; // an answer still on its way belongs to the old pair or setting
      replace([]);
    }
    lastSymbol = symbol;
    if (on) refresh.request();
    else refresh.cancel();
  });
  return {
    get orders() { return orders; },
    get version() { return version; },
    stop() {
      stopEffect();
      refresh.cancel();
      asked++;
    },
  };
}

/** The browser's fetch of the call; `orderMode` follows the page type (spot or iso_margin). */
export async function fetchBuySell(symbol: string, orderMode: 'spot' | 'iso_margin'): Promise<unknown> {
  try {
    await callTurns.take(); // with the panel's and the form's reloads of the same fill (call-turns.ts)
    const res = await fetch('/gw-api/entrust-gateway/client/order/buy-sell', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderMode, symbol }),
    });
    const answer = (await res.json()) as { success?: boolean; data?: unknown };
    return answer.success === true ? answer.data ?? null : null;
  } catch {
    return null;
  }
}

/** The page is signed in when it carries the readable salt cookie (server/http/cookies.ts). */
export function hasSession(): boolean {
  return /(?:^|;\s*)accessSalt=/.test(document.cookie);
}
