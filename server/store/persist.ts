import type Database from 'better-sqlite3';
import type { EngineEvent } from '../engine/types';
import { type JournalEntry, type RowVisitor, mergeEntries, parseEntry, toEntry, visitRows } from './journal';
import { REQUEST_MEMORY_UPSERT_SQL, createRequestMemoryQueries, type RememberedRequest } from './request-memory';
import { FILL_INSERT_SQL, ORDER_UPSERT_SQL } from './rows';

export interface PersisterOptions {
  /**
   * Journal each batch and write the tables every this many ms (the gateway's setting).
   * Unset: every batch goes straight into the tables in its own transaction.
   */
  applyEveryMs?: number;
  /** Clock of request-memory expiry (Date.now by default). */
  now?: () => number;
}

export interface Persister {
  /**
   * Durable when it returns: the batch is in the WAL, as journal row or as table rows, with
   * every request remembered since the last persist. Writes nothing when both are empty.
   */
  persist(events: readonly EngineEvent[]): void;
  /** Queues a request row for the next persist (request-memory.ts): it commits with the events it protects. */
  remember(row: RememberedRequest): void;
  /** Writes every journalled batch into the tables; readers call it first. */
  flush(): void;
  /** Stops the apply timer (flush first to leave no journal behind). */
  stop(): void;
}

/**
 * Writes engine events, one batch per transaction.
 *
 * Hot path: every order call and every simulator slice commits a batch, a thousand times a
 * second and more. A batch is first coalesced (journal.ts): orders, balances, loans, accounts
 * and last prices are upserts, so only the last state of each key is written; fills are all
 * inserted. The result equals applying every event in order. Statements are prepared once.
 *
 * Why a journal: a commit writes every B-tree page it touches to the WAL, two write calls a
 * page. A lone order submit touched eight pages (orders and its two indexes, balances,
 * high_water); one JSON row in `journal` touches one. With `applyEveryMs` set, a batch is
 * appended to the journal (durable at once), and a timer writes all journalled batches into
 * the tables in one transaction, merged, then deletes them from the journal. Readers flush
 * first, so they never see the tables behind. At open, a journal left by a killed process is
 * applied before anything reads.
 *
 * Request memory (used signatures, answers of request numbers) rides in the same entry as the
 * events of the call it belongs to (`m`), so it is committed with them or not at all.
 */
export function createPersister(db: Database.Database, options: PersisterOptions = {}): Persister {
  const upsertOrder = db.prepare(ORDER_UPSERT_SQL);
  const insertFill = db.prepare(FILL_INSERT_SQL);
  const upsertBalance = db.prepare(
    'INSERT INTO balances (account_id, coin, available, frozen) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT (account_id, coin) DO UPDATE SET available = excluded.available, frozen = excluded.frozen',
  );
  const upsertLoan = db.prepare(
    'INSERT INTO loans (account_id, coin, principal, interest, accrued_to) VALUES (?, ?, ?, ?, ?) ' +
      'ON CONFLICT (account_id, coin) DO UPDATE SET principal = excluded.principal, ' +
      'interest = excluded.interest, accrued_to = excluded.accrued_to',
  );
  const upsertAccount = db.prepare(
    'INSERT INTO accounts (account_id, user_id, kind, symbol) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT (account_id) DO UPDATE SET user_id = excluded.user_id, kind = excluded.kind, symbol = excluded.symbol',
  );
  const upsertPrice = db.prepare(
    'INSERT INTO last_prices (symbol, price, time) VALUES (?, ?, ?) ' +
      'ON CONFLICT (symbol) DO UPDATE SET price = excluded.price, time = excluded.time',
  );
  // seq is not monotonic per row (amend renumbers), so its high-water mark is kept apart
  const raiseSeq = db.prepare(
    "INSERT INTO high_water (name, value) VALUES ('seq', ?) " +
      'ON CONFLICT (name) DO UPDATE SET value = max(value, excluded.value)',
  );
  const upsertMemory = db.prepare(REQUEST_MEMORY_UPSERT_SQL);
  const { purgeRequests } = createRequestMemoryQueries(db);
  const now = options.now ?? Date.now;
  const appendJournal = db.prepare('INSERT INTO journal (entry) VALUES (?)');
  const clearJournal = db.prepare('DELETE FROM journal WHERE seq <= ?');
  const journalRows = db.prepare('SELECT seq, entry FROM journal ORDER BY seq');

  const tables: RowVisitor = {
    account: (r) => upsertAccount.run(r),
    order: (r) => upsertOrder.run(r),
    fill: (r) => insertFill.run(r),
    balance: (r) => upsertBalance.run(r),
    loan: (r) => upsertLoan.run(r),
    price: (r) => upsertPrice.run(r),
    memory: (r) => upsertMemory.run(r),
  };
  const writeRows = (e: JournalEntry) => {
    visitRows(e, tables);
    if (e.o.length > 0) raiseSeq.run(e.s);
  };
  const writeBatch = db.transaction(writeRows);
  const applyJournal = db.transaction((entries: readonly JournalEntry[], lastRow: number) => {
    const merged = mergeEntries(entries);
    writeRows(merged);
    clearJournal.run(lastRow);
    // Expired request memory goes in the same transaction, at least as fast as it comes in (a
    // signature lives 60 s): a few hundred rows each 100 ms under load, not a minute's at once.
    purgeRequests(now(), 2 * (merged.m?.length ?? 0) + 100);
  });

  replayJournal();

  let pending: JournalEntry[] = [];
  let lastRow = 0;
  // request rows remembered since the last persist: [key, answer, expiresAt]
  let remembered: unknown[][] = [];
  const flush = () => {
    if (pending.length === 0) return;
    applyJournal(pending, lastRow);
    pending = [];
  };
  const timer =
    options.applyEveryMs === undefined
      ? undefined
      : setInterval(() => {
          try {
            flush();
          } catch (err) {
            // the batches stay in the journal and in `pending`: nothing is lost, the next tick retries
            console.error('applying the order journal failed:', err);
          }
        }, options.applyEveryMs).unref();

  return {
    persist(events) {
      if (events.length === 0 && remembered.length === 0) return;
      const memory = remembered;
      remembered = [];
      const entry = toEntry(events, memory);
      try {
        if (timer === undefined) {
          writeBatch(entry);
          return;
        }
        lastRow = Number(appendJournal.run(JSON.stringify(entry)).lastInsertRowid);
      } catch (err) {
        remembered = memory.concat(remembered); // the caller keeps its events for the next try
        throw err;
      }
      pending.push(entry);
    },
    remember(row) {
      remembered.push([row.key, row.answer, row.expiresAt]);
    },
    flush,
    stop: () => clearInterval(timer),
  };

  /** Batches a killed process journalled but never applied: into the tables, before any read. */
  function replayJournal(): void {
    const rows = journalRows.all() as Array<{ seq: number; entry: string }>;
    if (rows.length === 0) return;
    const entries = rows.map((r) => {
      try {
        return parseEntry(r.entry);
      } catch (err) {
        throw new Error(`journal row ${r.seq} cannot be read: ${(err as Error).message}`, { cause: err });
      }
    });
    applyJournal(entries, rows[rows.length - 1].seq);
  }
}
