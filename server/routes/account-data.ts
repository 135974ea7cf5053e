import type { ExchangeEngine } from '../engine/api';
import type { Balance, Fill, OrderMode } from '../engine/types';
import type { Store } from '../store/api';

/**
 * Reads shared by the asset calls: an account's balances by coin, and a user's fills oldest
 * first for the cost figures.
 */

/** Fills read per store query, and at most this many in all (the newest ones): cost figures of
 * a very active account then start from that point, which keeps one call's work bounded. */
const FILL_PAGE = 1000;
export const MAX_COST_FILLS = 20_000;

/** Every fill of the user in `mode` (optionally one pair), oldest first, up to MAX_COST_FILLS. */
export function costFills(store: Store, userId: number, mode: OrderMode, now: number, symbol?: string): Fill[] {
  const out: Fill[] = [];
  let lastPid: number | undefined;
  while (out.length < MAX_COST_FILLS) {
    const page = store.fills({ userId, mode, symbol, startTime: 0, endTime: now, limit: FILL_PAGE, lastPid });
    out.push(...page);
    if (page.length < FILL_PAGE) break;
    lastPid = page[page.length - 1].tradeId;
  }
  return out.reverse();
}

/** The account's balances by coin (coins never used are absent). */
export function balanceMap(engine: ExchangeEngine, accountId: number): Map<string, Balance> {
  return new Map(engine.balances(accountId).map((b) => [b.coin, b]));
}

/** available + frozen per coin. */
export function holdingsOf(balances: ReadonlyMap<string, Balance>): Map<string, number> {
  return new Map([...balances].map(([coin, b]) => [coin, b.available + b.frozen]));
}

export const ZERO_BALANCE = (accountId: number, coin: string): Balance => ({ accountId, coin, available: 0, frozen: 0 });
