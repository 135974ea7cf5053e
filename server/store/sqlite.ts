import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import type { Store } from './api';
import { createClientReports } from './client-reports';
import { type Persister, createPersister } from './persist';
import { createMarketHistory } from './market-history';
import { type PruneResult, createPruner } from './prune';
import { createQueries } from './queries';
import { createRequestMemoryQueries } from './request-memory';
import { StoreOpenError, migrate } from './schema';
import { createUsers } from './users';

export { StoreOpenError } from './schema';
export type { PruneResult } from './prune';

/** The SQLite store, with the housekeeping the gateway runs beside the Store contract. */
export interface SqliteStore extends Store {
  /**
   * Deletes closed orders and fills of unregistered (simulator and system) accounts older
   * than `before` (ms), at most `maxRows` of each, expired sessions and expired request
   * memory. See prune.ts.
   */
  prune(before: number, maxRows?: number): PruneResult;
}

export interface StoreOptions {
  /** Clock for session expiry; Date.now by default. */
  now?: () => number;
  /**
   * Checkpoint the WAL from a worker thread every this many ms instead of inside commits
   * (the gateway's setting; a file database only). Off by default: tests keep SQLite's own.
   */
  backgroundCheckpointMs?: number;
  /**
   * Journal committed batches and write them into the tables every this many ms (the
   * gateway's setting; see persist.ts). Off by default: each batch goes into the tables.
   */
  journalApplyMs?: number;
}

/**
 * Moves WAL checkpoints off the main thread: the main connection stops checkpointing on its
 * own and a worker runs PASSIVE checkpoints. If the worker ever stops, SQLite's automatic
 * checkpoints come back so the WAL cannot grow without bound. Returns a stop function.
 */
function checkpointInBackground(db: Database.Database, path: string, intervalMs: number): () => Promise<void> {
  db.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(new URL('./checkpointer.worker.mjs', import.meta.url), { workerData: { path, intervalMs } });
  let stopping = false;
  const fallBack = (why: string) => {
    if (stopping || !db.open) return;
    console.error(`WAL checkpointer stopped (${why}); SQLite checkpoints in commits again`);
    db.pragma('wal_autocheckpoint = 1000');
  };
  worker.on('message', (m: { kind: string; message?: string }) => {
    if (m.kind === 'error') console.error('WAL checkpoint failed:', m.message);
  });
  worker.on('error', (err) => fallBack(String(err)));
  worker.on('exit', (code) => fallBack(`exit ${code}`));
  worker.unref();
  return async () => {
    stopping = true;
    worker.postMessage('stop');
    await new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      setTimeout(() => void worker.terminate().then(() => resolve()), 2000).unref();
    });
  };
}

/** Where the gateway keeps its database inside its data directory. */
export function storePath(dataDir: string): string {
  return join(dataDir, 'exchange.db');
}

function openDatabase(path: string): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    // WAL + synchronous=NORMAL: a commit survives kill -9 of the process (only an OS crash
    // may lose the last transactions), and readers never block the writer
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 5000');
    db.pragma('cache_size = -65536'); // 64 MiB of page cache
    db.pragma('temp_store = MEMORY');
    // checkpoint every 16 MiB of WAL instead of 4: fewer fsyncs, about twice the persist rate
    // under the simulator's load, stalls of tens of ms (bench/store-persist.ts)
    db.pragma('wal_autocheckpoint = 4000');
    db.pragma('journal_size_limit = 67108864'); // keep the WAL file at most 64 MiB after checkpoints
    migrate(db, path);
    return db;
  } catch (err) {
    db.close();
    if (err instanceof StoreOpenError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
      throw new StoreOpenError(`${path}: not an exchange database or corrupt (${(err as Error).message})`, { cause: err });
    }
    throw err;
  }
}

/**
 * Opens (creating and migrating when needed) the exchange database at `path`, or an
 * in-memory one for ':memory:'. Throws StoreOpenError when the file is not an SQLite
 * database, is corrupt, or was written by a newer schema version.
 */
export function openStore(path: string, options: StoreOptions = {}): SqliteStore {
  const db = openDatabase(path);
  const users = createUsers(db, options.now ?? Date.now);
  const queries = createQueries(db);
  const reports = createClientReports(db);
  const marketHistory = createMarketHistory(db);
  const requests = createRequestMemoryQueries(db);
  let persister: Persister;
  try {
    persister = createPersister(db, { applyEveryMs: options.journalApplyMs, now: options.now });
  } catch (err) {
    db.close();
    throw new StoreOpenError(`${path}: ${(err as Error).message}`, { cause: err });
  }
  const { flush } = persister;
  /** Reads of engine tables see every committed batch: the journal goes in first. */
  const flushed =
    <A extends unknown[], R>(read: (...args: A) => R) =>
    (...args: A): R => {
      flush();
      return read(...args);
    };
  const now = options.now ?? Date.now;
  const prune = createPruner(db, users.purgeSessions, (maxRows) => requests.purgeRequests(now(), maxRows));
  const stopCheckpoints =
    options.backgroundCheckpointMs !== undefined && path !== ':memory:'
      ? checkpointInBackground(db, path, options.backgroundCheckpointMs)
      : undefined;
  return {
    persist: persister.persist,
    loadSnapshot: flushed(queries.loadSnapshot),
    rememberRequest: persister.remember,
    recallRequest: requests.recallRequest,
    recentRequests: flushed(requests.recentRequests),
    historyOrders: flushed(queries.historyOrders),
    orderFills: flushed(queries.orderFills),
    fills: flushed(queries.fills),
    createUser: users.createUser,
    userByEmail: users.userByEmail,
    userById: users.userById,
    userIds: users.userIds,
    updateUserFlags: users.updateUserFlags,
    createSession: users.createSession,
    session: users.session,
    deleteSession: users.deleteSession,
    getPref: users.getPref,
    setPref: users.setPref,
    saveMarketHistory: marketHistory.saveMarketHistory,
    loadMarketHistory: flushed(marketHistory.loadMarketHistory),
    marketOrigins: marketHistory.marketOrigins,
    candlesBefore: marketHistory.candlesBefore,
    addClientReports: reports.addClientReports,
    clientReports: reports.clientReports,
    prune: flushed(prune),
    close: () => {
      persister.stop();
      try {
        flush();
      } catch (err) {
        // the batches stay journalled: the next open applies them (or says why it cannot)
        console.error('applying the order journal at close failed:', err);
      }
      void stopCheckpoints?.();
      db.close();
    },
  };
}
