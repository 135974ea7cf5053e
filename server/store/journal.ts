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
  /**
   * request memory: [key, answer JSON | null, expiresAt] (request-memory.ts): the signatures
   * and request numbers of the calls whose events this batch holds. Absent when none (and in
   * rows written before it existed).
   */
  m?: unknown[][];
}

/** Something that takes an entry's rows, list by list (see visitRows). */
export interface RowVisitor {
  account(row: unknown[]): void;
  order(row: unknown[]): void;
  fill(row: unknown[]): void;
  balance(row: unknown[]): void;
  loan(row: unknown[]): void;
  price(row: unknown[]): void;
  memory(row: unknown[]): void;
}

/** Hands every row of an entry to `v`: accounts, orders, fills, balances, loans, prices, request memory. */
export function visitRows(e: JournalEntry, v: RowVisitor): void {
  for (const r of e.a) v.account(r);
  for (const r of e.o) v.order(r);
  for (const r of e.f) v.fill(r);
  for (const r of e.b) v.balance(r);
  for (const r of e.l) v.loan(r);
  for (const r of e.p) v.price(r);
  if (e.m !== undefined) for (const r of e.m) v.memory(r);
}

/** Collects rows by key (the last row of a key wins; fills add up) into one entry. */
class EntryBuilder implements RowVisitor {
  private readonly orders = new Map<unknown, unknown[]>();
  private readonly balances = new Map<string, unknown[]>();
  private readonly loans = new Map<string, unknown[]>();
  private readonly accounts = new Map<unknown, unknown[]>();
  private readonly prices = new Map<unknown, unknown[]>();
  private readonly memories = new Map<unknown, unknown[]>();
  private readonly fills: unknown[][] = [];
  private seq = 0;

  order(row: unknown[]): void {
    this.orders.set(row[0], row);
  }
  /** Keeps the highest order seq seen. */
  raiseSeq(seq: number): void {
    if (seq > this.seq) this.seq = seq;
  }
  fill(row: unknown[]): void {
    this.fills.push(row);
  }
  /** balances and loans are keyed by [accountId, coin] */
  balance(row: unknown[]): void {
    this.balances.set(`${row[0] as number}:${row[1] as string}`, row);
  }
  loan(row: unknown[]): void {
    this.loans.set(`${row[0] as number}:${row[1] as string}`, row);
  }
  account(row: unknown[]): void {
    this.accounts.set(row[0], row);
  }
  price(row: unknown[]): void {
    this.prices.set(row[0], row);
  }
  memory(row: unknown[]): void {
    this.memories.set(row[0], row);
  }

  entry(): JournalEntry {
    const e: JournalEntry = {
      o: [...this.orders.values()],
      f: this.fills,
      b: [...this.balances.values()],
      l: [...this.loans.values()],
      a: [...this.accounts.values()],
      p: [...this.prices.values()],
      s: this.seq,
    };
    if (this.memories.size > 0) e.m = [...this.memories.values()];
    return e;
  }
}

/**
 * The rows of one batch of events, in the order applying them gives the batch's end state,
 * with the request memory committed beside them (`memory`: rows of `m`).
 */
export function toEntry(events: readonly EngineEvent[], memory: readonly unknown[][] = []): JournalEntry {
  const out = new EntryBuilder();
  for (const r of memory) out.memory(r);
  for (const e of events) {
    switch (e.kind) {
      case 'order':
        out.order(orderArgs(e.order));
        out.raiseSeq(e.order.seq);
        break;
      case 'fill':
        out.fill(fillArgs(e.fill, e.counterOrderId));
        break;
      case 'balance': {
        const b = e.balance;
        out.balance([b.accountId, b.coin, b.available, b.frozen]);
        break;
      }
      case 'loan': {
        const l = e.loan;
        out.loan([l.accountId, l.coin, l.principal, l.interest, l.accruedTo]);
        break;
      }
      case 'account': {
        const a = e.account;
        out.account([a.accountId, a.userId, a.kind, a.symbol ?? null]);
        break;
      }
      case 'lastPrice':
        out.price([e.symbol, e.price, e.time]);
        break;
    }
  }
  return out.entry();
}

/**
 * Several entries as one, oldest first: the last row of each key wins, fills add up. Applying
 * the merge equals applying the entries one after the other, with one row write per key.
 */
export function mergeEntries(entries: readonly JournalEntry[]): JournalEntry {
  if (entries.length === 1) return entries[0];
  const out = new EntryBuilder();
  for (const e of entries) {
    visitRows(e, out);
    out.raiseSeq(e.s);
  }
  return out.entry();
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
  if (v.m !== undefined && (!Array.isArray(v.m) || !v.m.every(Array.isArray))) throw new Error('journal entry: "m" is not a list of rows');
  return v as JournalEntry;
}
