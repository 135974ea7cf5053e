import type Database from 'better-sqlite3';

/**
 * The database schema as forward-only migrations. Version N is reached by applying
 * MIGRATIONS[0..N-1] in order, each in its own transaction; `schema_version` holds one row
 * with the version reached. Never edit a released migration: append a new one.
 *
 * Money columns are INTEGER (ledger units, ticks, lots): SQLite stores 64-bit integers and
 * better-sqlite3 hands them back as numbers, exact because the engine keeps them safe.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: engine state, history, users
  `
  CREATE TABLE accounts (
    account_id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    symbol TEXT
  );
  CREATE TABLE balances (
    account_id INTEGER NOT NULL,
    coin TEXT NOT NULL,
    available INTEGER NOT NULL,
    frozen INTEGER NOT NULL,
    PRIMARY KEY (account_id, coin)
  ) WITHOUT ROWID;
  CREATE TABLE loans (
    account_id INTEGER NOT NULL,
    coin TEXT NOT NULL,
    principal INTEGER NOT NULL,
    interest INTEGER NOT NULL,
    accrued_to INTEGER NOT NULL,
    PRIMARY KEY (account_id, coin)
  ) WITHOUT ROWID;
  CREATE TABLE orders (
    order_id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL,
    account_id INTEGER NOT NULL,
    mode TEXT NOT NULL,
    sub_mode TEXT NOT NULL,
    symbol TEXT NOT NULL,
    side TEXT NOT NULL,
    type TEXT NOT NULL,
    plan_type INTEGER NOT NULL,
    trade_type TEXT NOT NULL,
    price INTEGER NOT NULL,
    size INTEGER NOT NULL,
    notional INTEGER NOT NULL,
    market_amount_type INTEGER NOT NULL,
    trigger_price INTEGER NOT NULL,
    trade_side INTEGER NOT NULL,
    filled_size INTEGER NOT NULL,
    filled_notional INTEGER NOT NULL,
    fee INTEGER NOT NULL,
    fee_coin TEXT NOT NULL,
    frozen INTEGER NOT NULL,
    frozen_coin TEXT NOT NULL,
    state TEXT NOT NULL,
    create_time INTEGER NOT NULL,
    update_time INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    child_order_id INTEGER,
    parent_order_id INTEGER,
    req_no TEXT NOT NULL
  );
  -- history lists and prune: one user, one mode, a time window (order_id rides along)
  CREATE INDEX orders_user_mode_time ON orders (user_id, mode, create_time);
  -- loadSnapshot: open orders only, in book priority; stays small however long history grows
  CREATE INDEX orders_open_seq ON orders (seq) WHERE state IN ('SUCCESS', 'PARTIAL_COMPLETE');
  -- one row per side of a trade: the engine gives both sides the same tradeId
  CREATE TABLE fills (
    trade_id INTEGER NOT NULL,
    order_id INTEGER NOT NULL,
    counter_order_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    account_id INTEGER NOT NULL,
    symbol TEXT NOT NULL,
    side TEXT NOT NULL,
    role TEXT NOT NULL,
    price INTEGER NOT NULL,
    size INTEGER NOT NULL,
    notional INTEGER NOT NULL,
    fee INTEGER NOT NULL,
    fee_coin TEXT NOT NULL,
    time INTEGER NOT NULL,
    PRIMARY KEY (trade_id, order_id)
  ) WITHOUT ROWID;
  CREATE INDEX fills_order ON fills (order_id);
  CREATE INDEX fills_user_time ON fills (user_id, time);
  CREATE TABLE last_prices (
    symbol TEXT PRIMARY KEY,
    price INTEGER NOT NULL,
    time INTEGER NOT NULL
  ) WITHOUT ROWID;
  -- highest ids ever handed out, recorded before prune deletes rows, so ids never repeat
  CREATE TABLE high_water (
    name TEXT PRIMARY KEY,
    value INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE users (
    user_id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    is_sub_account INTEGER NOT NULL,
    delegation_type INTEGER NOT NULL,
    copper INTEGER NOT NULL,
    kyc_country TEXT NOT NULL,
    kyc_level INTEGER NOT NULL,
    ip_country TEXT NOT NULL,
    fee_class TEXT NOT NULL,
    user_rate_type INTEGER NOT NULL,
    deduction INTEGER NOT NULL
  );
  CREATE TABLE sessions (
    token TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL,
    access_salt TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX sessions_expiry ON sessions (expires_at);
  CREATE TABLE prefs (
    user_id INTEGER NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
  ) WITHOUT ROWID;
  `,
  // 2: committed batches not yet written into the tables (persist.ts); empty after a clean stop
  `
  CREATE TABLE journal (
    seq INTEGER PRIMARY KEY,
    entry TEXT NOT NULL
  );
  `,
  // 3: the pages' warning and error reports (routes/monitor.ts), newest kept (client-reports.ts)
  `
  CREATE TABLE client_reports (
    id INTEGER PRIMARY KEY,
    received_at INTEGER NOT NULL,
    ip TEXT NOT NULL,
    user_id INTEGER,
    level TEXT NOT NULL,
    event TEXT NOT NULL,
    message TEXT NOT NULL,
    detail TEXT NOT NULL,
    page TEXT NOT NULL,
    client_at INTEGER NOT NULL
  );
  `,
  // 4: the market's history across restarts (market-history.ts, server/market/history.ts)
  `
  CREATE TABLE candles (
    symbol TEXT NOT NULL,
    interval TEXT NOT NULL,
    start INTEGER NOT NULL,
    open INTEGER NOT NULL,
    high INTEGER NOT NULL,
    low INTEGER NOT NULL,
    close INTEGER NOT NULL,
    volume INTEGER NOT NULL,
    PRIMARY KEY (symbol, interval, start)
  ) WITHOUT ROWID;
  CREATE TABLE minute_bars (
    symbol TEXT NOT NULL,
    minute INTEGER NOT NULL,
    open INTEGER NOT NULL,
    high INTEGER NOT NULL,
    low INTEGER NOT NULL,
    close INTEGER NOT NULL,
    volume INTEGER NOT NULL,
    notional INTEGER NOT NULL,
    PRIMARY KEY (symbol, minute)
  ) WITHOUT ROWID;
  -- per pair, the highest trade id its saved candles and minute bars count
  CREATE TABLE market_history_marks (
    symbol TEXT PRIMARY KEY,
    trade_id INTEGER NOT NULL
  ) WITHOUT ROWID;
  -- every trade at or below it is counted in its pair's saved rows (one row)
  CREATE TABLE market_history_floor (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    trade_id INTEGER NOT NULL
  );
  `,
  // 5: what the gateway must remember across restarts (request-memory.ts): used signatures
  // (answer NULL) and the answers of request numbers, each until it expires
  `
  CREATE TABLE request_memory (
    key TEXT PRIMARY KEY,
    answer TEXT,
    expires_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX request_memory_expiry ON request_memory (expires_at);
  `,
  // 6: where each pair's live market began (market-history.ts marketOrigins): the modelled past
  // before it (server/market/history-model.ts) is drawn from these, the same after every restart
  `
  CREATE TABLE market_origins (
    symbol TEXT PRIMARY KEY,
    time INTEGER NOT NULL,
    price INTEGER NOT NULL
  ) WITHOUT ROWID;
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** Why a file cannot be used as the exchange database. */
export class StoreOpenError extends Error {
  override name = 'StoreOpenError';
}

function tableNames(db: Database.Database): string[] {
  const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>;
  return rows.map((r) => r.name).filter((n) => !n.startsWith('sqlite_'));
}

/** The version a database is at: 0 when it is empty; throws when it is not ours. */
export function schemaVersion(db: Database.Database, path: string): number {
  const tables = tableNames(db);
  if (tables.length === 0) return 0;
  if (!tables.includes('schema_version')) {
    throw new StoreOpenError(`${path}: an SQLite database, but not an exchange database (no schema_version table)`);
  }
  const row = db.prepare('SELECT version FROM schema_version').get() as { version: number } | undefined;
  if (row === undefined || !Number.isInteger(row.version)) {
    throw new StoreOpenError(`${path}: schema_version table has no valid version row`);
  }
  return row.version;
}

/** Brings the database to SCHEMA_VERSION; refuses a file written by a newer build. */
export function migrate(db: Database.Database, path: string): void {
  const from = schemaVersion(db, path);
  if (from > SCHEMA_VERSION) {
    throw new StoreOpenError(
      `${path}: schema version ${from} is newer than this build supports (${SCHEMA_VERSION}); upgrade the gateway`,
    );
  }
  for (let v = from; v < SCHEMA_VERSION; v++) {
    db.transaction(() => {
      if (v === 0) db.exec('CREATE TABLE schema_version (version INTEGER NOT NULL)');
      db.exec(MIGRATIONS[v]);
      db.prepare('DELETE FROM schema_version').run();
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(v + 1);
    })();
  }
}
