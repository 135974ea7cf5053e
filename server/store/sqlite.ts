import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import type { Store } from './api';
import { createPersister } from './persist';
import { type PruneResult, createPruner } from './prune';
import { createQueries } from './queries';
import { StoreOpenError, migrate } from './schema';
import { createUsers } from './users';

export { StoreOpenError } from './schema';
export type { PruneResult } from './prune';

/** The SQLite store, with the housekeeping the gateway runs beside the Store contract. */
export interface SqliteStore extends Store {
  /**
   * Deletes closed orders and fills of unregistered (simulator and system) accounts older
   * than `before` (ms), at most `maxRows` of each, and expired sessions. See prune.ts.
   */
  prune(before: number, maxRows?: number): PruneResult;
}

export interface StoreOptions {
  /** Clock for session expiry; Date.now by default. */
  now?: () => number;
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
  const persist = createPersister(db);
  const prune = createPruner(db, users.purgeSessions);
  return {
    persist,
    loadSnapshot: queries.loadSnapshot,
    historyOrders: queries.historyOrders,
    orderFills: queries.orderFills,
    fills: queries.fills,
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
    prune,
    close: () => db.close(),
  };
}
