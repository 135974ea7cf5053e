import type { EngineEvent } from '../engine/types';
import { fillArgs, orderArgs } from './rows';

/**
 * One committed batch of engine events as the rows it writes: every list holds statement
 * arguments in column order (rows.ts and persist.ts), already coalesced within the batch
 * (only the last state of an order, balance, loan, account or last price is kept; fills are
 * all kept). Stored as JSON in the `journal` table: every value is an integer, a string or
 * null, so the text round-trips exactly.
 */
export interface JournalEntry {
  /** orders: ORDER_UPSERT_SQL arguments */
  o: unknown[][];
  /** fills: FILL_INSERT_SQL arguments */
  f: unknown[][];
  /** balances: [accountId, coin, available, frozen] */
  b: unknown[][];
  /** loans: [accountId, coin, principal, interest, accruedTo] */
  l: unknown[][];
  /** accounts: [accountId, userId, kind, symbol | null] */
  a: unknown[][];
  /** last prices: [symbol, price, time] */
  p: unknown[][];
  /** highest order seq in the batch (0: none) */
  s: number;
}

/** The rows of one batch of events, in the order applying them gives the batch's end state. */
export function toEntry(events: readonly EngineEvent[]): JournalEntry {
  const orders = new Map<number, unknown[]>();
  const balances = new Map<string, unknown[]>();
  const loans = new Map<string, unknown[]>();
  const accounts = new Map<number, unknown[]>();
  const prices = new Map<string, unknown[]>();
  const fills: unknown[][] = [];
  let seq = 0;
  for (const e of events) {
    switch (e.kind) {
      case 'order':
        orders.set(e.order.orderId, orderArgs(e.order));
        if (e.order.seq > seq) seq = e.order.seq;
        break;
      case 'fill':
        fills.push(fillArgs(e.fill, e.counterOrderId));
        break;
      case 'balance': {
        const b = e.balance;
        balances.set(`${b.accountId}:${b.coin}`, [b.accountId, b.coin, b.available, b.frozen]);
        break;
      }
      case 'loan': {
        const l = e.loan;
        loans.set(`${l.accountId}:${l.coin}`, [l.accountId, l.coin, l.principal, l.interest, l.accruedTo]);
        break;
      }
      case 'account': {
        const a = e.account;
        accounts.set(a.accountId, [a.accountId, a.userId, a.kind, a.symbol ?? null]);
        break;
      }
      case 'lastPrice':
        prices.set(e.symbol, [e.symbol, e.price, e.time]);
        break;
    }
  }
  return {
    o: [...orders.values()],
    f: fills,
    b: [...balances.values()],
    l: [...loans.values()],
    a: [...accounts.values()],
    p: [...prices.values()],
    s: seq,
  };
}

/**
 * Several entries as one, oldest first: the last row of each key wins, fills add up. Applying
 * the merge equals applying the entries one after the other, with one row write per key.
 */
export function mergeEntries(entries: readonly JournalEntry[]): JournalEntry {
  if (entries.length === 1) return entries[0];
  const orders = new Map<unknown, unknown[]>();
  const balances = new Map<string, unknown[]>();
  const loans = new Map<string, unknown[]>();
  const accounts = new Map<unknown, unknown[]>();
  const prices = new Map<unknown, unknown[]>();
  const fills: unknown[][] = [];
  let seq = 0;
  for (const e of entries) {
    for (const r of e.o) orders.set(r[0], r);
    for (const r of e.f) fills.push(r);
    for (const r of e.b) balances.set(`${r[0] as number}:${r[1] as string}`, r);
    for (const r of e.l) loans.set(`${r[0] as number}:${r[1] as string}`, r);
    for (const r of e.a) accounts.set(r[0], r);
    for (const r of e.p) prices.set(r[0], r);
    if (e.s > seq) seq = e.s;
  }
  return {
    o: [...orders.values()],
    f: fills,
    b: [...balances.values()],
    l: [...loans.values()],
    a: [...accounts.values()],
    p: [...prices.values()],
    s: seq,
  };
}

const LISTS = ['o', 'f', 'b', 'l', 'a', 'p'] as const;

/** An entry read back from the journal table; throws on anything that is not one. */
export function parseEntry(text: string): JournalEntry {
  const v = JSON.parse(text) as Partial<JournalEntry> | null;
  if (v === null || typeof v !== 'object' || typeof v.s !== 'number') throw new Error('journal entry without a seq');
  for (const k of LISTS) {
    const list = v[k];
    if (!Array.isArray(list) || !list.every(Array.isArray)) throw new Error(`journal entry: "${k}" is not a list of rows`);
  }
  return v as JournalEntry;
}
