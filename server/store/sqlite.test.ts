import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EngineEvent } from '../engine/types';
import { MIGRATIONS, SCHEMA_VERSION } from './schema';
import { type SqliteStore, StoreOpenError, openStore, storePath } from './sqlite';
import { T0, accountEv, fill, fillEv, order, orderEv } from './test-fixtures';

/** A small but complete engine history: accounts, balances, a loan, orders in every kind of state. */
function history(): EngineEvent[] {
  return [
    accountEv({ accountId: 0, userId: 0, kind: 'fee' }),
    accountEv({ accountId: 11, userId: 1, kind: 'spot' }),
    accountEv({ accountId: 12, userId: 1, kind: 'iso_margin', symbol: 'BTC_USDT' }),
    { kind: 'balance', balance: { accountId: 11, coin: 'USDT', available: 1_000_000_000_000_000, frozen: 60_000_000 } },
    { kind: 'balance', balance: { accountId: 0, coin: 'BTC', available: 1, frozen: 0 } },
    { kind: 'loan', loan: { accountId: 12, coin: 'USDT', principal: 500_000_000, interest: 2_250, accruedTo: T0 + 3_600_000 } },
    orderEv(order({ orderId: 1, state: 'COMPLETE', filledSize: 1_000, filledNotional: 60_000_000, frozen: 0 })),
    orderEv(order({ orderId: 2, seq: 9 })), // amended: its seq moved behind order 3
    orderEv(order({ orderId: 3, side: 'sell', state: 'PARTIAL_COMPLETE', filledSize: 400, frozenCoin: 'BTC', frozen: 600 })),
    orderEv(order({ orderId: 4, state: 'CANCELLED', frozen: 0 })),
    orderEv(order({ orderId: 5, planType: 2, tradeType: 'spot_trigger', triggerPrice: 5_900_000, tradeSide: 2, frozen: 0 })),
    orderEv(order({ orderId: 6, planType: 1, tradeType: 'spot_stop', state: 'COMPLETE', childOrderId: 7, triggerPrice: 5_800_000, tradeSide: 2 })),
    orderEv(order({ orderId: 7, parentOrderId: 6, state: 'SYSTEM_CANCELED', frozen: 0 })),
    fillEv(fill({ tradeId: 1, orderId: 1 }), 3),
    fillEv(fill({ tradeId: 2, orderId: 3, side: 'sell', role: 'maker' }), 1),
    { kind: 'lastPrice', symbol: 'BTC_USDT', price: 6_000_000, time: T0 },
    { kind: 'lastPrice', symbol: 'ETH_USDT', price: 260_000, time: T0 },
  ];
}

describe('SQLite store', () => {
  let store: SqliteStore;
  beforeEach(() => {
    store = openStore(':memory:');
  });
  afterEach(() => store.close());

  it('should load an empty snapshot from a new database', () => {
    expect(store.loadSnapshot()).toEqual({
      accounts: [], balances: [], loans: [], openOrders: [], lastPrices: [], feeRates: [],
      maxOrderId: 0, maxTradeId: 0, maxAccountId: 0, maxSeq: 0,
    });
  });

  it('should round-trip events into a snapshot with open orders in seq order', () => {
    const events = history();
    store.persist(events);
    const snap = store.loadSnapshot();
    expect(snap.accounts).toEqual([
      { accountId: 0, userId: 0, kind: 'fee' },
      { accountId: 11, userId: 1, kind: 'spot' },
      { accountId: 12, userId: 1, kind: 'iso_margin', symbol: 'BTC_USDT' },
    ]);
    expect(snap.balances).toHaveLength(2);
    expect(snap.balances).toContainEqual({ accountId: 11, coin: 'USDT', available: 1e15, frozen: 60_000_000 });
    expect(snap.loans).toEqual([{ accountId: 12, coin: 'USDT', principal: 500_000_000, interest: 2_250, accruedTo: T0 + 3_600_000 }]);
    expect(snap.openOrders.map((o) => o.orderId)).toEqual([3, 5, 2]);
    const byId = (id: number) => (events.find((e) => e.kind === 'order' && e.order.orderId === id) as { order: unknown }).order;
    expect(snap.openOrders).toEqual([byId(3), byId(5), byId(2)]);
    expect(snap.lastPrices).toEqual([{ symbol: 'BTC_USDT', price: 6_000_000 }, { symbol: 'ETH_USDT', price: 260_000 }]);
    expect(snap).toMatchObject({ feeRates: [], maxOrderId: 7, maxTradeId: 2, maxAccountId: 12, maxSeq: 9 });
  });

  it('should keep the last state of an upserted order, balance, loan and price', () => {
    const o = order({ orderId: 1 });
    store.persist([orderEv(o), { kind: 'balance', balance: { accountId: 11, coin: 'USDT', available: 10, frozen: 5 } }]);
    store.persist([
      orderEv({ ...o, state: 'PARTIAL_COMPLETE', filledSize: 100, updateTime: o.updateTime + 1 }),
      orderEv({ ...o, state: 'COMPLETE', filledSize: 1_000, frozen: 0, updateTime: o.updateTime + 2 }),
      { kind: 'balance', balance: { accountId: 11, coin: 'USDT', available: 7, frozen: 0 } },
      { kind: 'loan', loan: { accountId: 12, coin: 'BTC', principal: 5, interest: 0, accruedTo: T0 } },
      { kind: 'loan', loan: { accountId: 12, coin: 'BTC', principal: 0, interest: 0, accruedTo: T0 + 1 } },
      { kind: 'lastPrice', symbol: 'BTC_USDT', price: 1, time: T0 },
      { kind: 'lastPrice', symbol: 'BTC_USDT', price: 2, time: T0 + 1 },
    ]);
    const snap = store.loadSnapshot();
    expect(snap.openOrders).toEqual([]);
    expect(snap.balances).toEqual([{ accountId: 11, coin: 'USDT', available: 7, frozen: 0 }]);
    expect(snap.loans).toEqual([{ accountId: 12, coin: 'BTC', principal: 0, interest: 0, accruedTo: T0 + 1 }]);
    expect(snap.lastPrices).toEqual([{ symbol: 'BTC_USDT', price: 2 }]);
    const [saved] = store.historyOrders({ userId: 1, mode: 'spot', startTime: 0, endTime: T0 * 2, closedOnly: true, excludeCanceled: false, limit: 10 });
    expect(saved).toEqual({ ...o, state: 'COMPLETE', filledSize: 1_000, frozen: 0, updateTime: o.updateTime + 2 });
  });

  it('should write a batch all or nothing: a repeated fill fails the whole batch', () => {
    store.persist([fillEv(fill({ tradeId: 1, orderId: 1 }))]);
    expect(() => store.persist([orderEv(order({ orderId: 2 })), fillEv(fill({ tradeId: 1, orderId: 1 }))])).toThrow(/UNIQUE/);
    expect(store.loadSnapshot()).toMatchObject({ openOrders: [], maxOrderId: 0, maxTradeId: 1 });
  });

  it('should store both sides of a trade under one tradeId, each with its counter order', () => {
    const buy = fill({ tradeId: 7, orderId: 1, role: 'taker' });
    const sell = fill({ tradeId: 7, orderId: 2, userId: 2, accountId: 21, side: 'sell', role: 'maker' });
    store.persist([orderEv(order({ orderId: 1 })), orderEv(order({ orderId: 2, userId: 2, accountId: 21 })), fillEv(buy, 2), fillEv(sell, 1)]);
    expect(store.orderFills(1, 1)).toEqual([buy]);
    expect(store.orderFills(2, 2)).toEqual([sell]);
    expect(store.loadSnapshot().maxTradeId).toBe(7);
  });
});

describe('SQLite store on disk', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('should give the same snapshot after reopening the file', () => {
    const path = storePath(join(dir, 'data'));
    const first = openStore(path);
    first.persist(history());
    const before = first.loadSnapshot();
    first.close();
    const again = openStore(path);
    expect(again.loadSnapshot()).toEqual(before);
    again.close();
  });

  it('should keep every committed batch when the process is killed with SIGKILL', () => {
    const path = join(dir, 'killed.db');
    // the child commits two batches, then dies without closing the database
    const child = `
      import { openStore } from ${JSON.stringify(resolve('server/store/sqlite.ts'))};
      import { order, orderEv } from ${JSON.stringify(resolve('server/store/test-fixtures.ts'))};
      const store = openStore(${JSON.stringify(path)});
      store.persist([orderEv(order({ orderId: 1 }))]);
      store.persist([orderEv(order({ orderId: 2, state: 'PARTIAL_COMPLETE', filledSize: 10 }))]);
      process.kill(process.pid, 'SIGKILL');
    `;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child], { encoding: 'utf8' });
    expect(r.signal, r.stderr).toBe('SIGKILL');
    const store = openStore(path);
    expect(store.loadSnapshot().openOrders).toEqual([order({ orderId: 1 }), order({ orderId: 2, state: 'PARTIAL_COMPLETE', filledSize: 10 })]);
    store.close();
  });

  it('should refuse a file that is not a database with a clear error', () => {
    const path = join(dir, 'garbage.db');
    writeFileSync(path, 'this is not an SQLite database, just text that is long enough '.repeat(100));
    expect(() => openStore(path)).toThrow(StoreOpenError);
    expect(() => openStore(path)).toThrow(/garbage\.db: not an exchange database or corrupt/);
  });

  it('should refuse an SQLite database of another application', () => {
    const path = join(dir, 'other.db');
    const db = new Database(path);
    db.exec('CREATE TABLE photos (id INTEGER PRIMARY KEY)');
    db.close();
    expect(() => openStore(path)).toThrow(/not an exchange database \(no schema_version table\)/);
  });

  it('should refuse a database written by a newer schema version', () => {
    const path = join(dir, 'newer.db');
    openStore(path).close();
    const db = new Database(path);
    db.prepare('UPDATE schema_version SET version = ?').run(SCHEMA_VERSION + 1);
    db.close();
    expect(() => openStore(path)).toThrow(new RegExp(`schema version ${SCHEMA_VERSION + 1} is newer than this build supports`));
  });

  it('should bring a database of an older schema up to date, keeping what it holds', () => {
    const path = join(dir, 'v2.db');
    // a database as the build before the client reports left it: migrations 1 and 2 only
    const old = new Database(path);
    old.exec('CREATE TABLE schema_version (version INTEGER NOT NULL)');
    for (const m of MIGRATIONS.slice(0, 2)) old.exec(m);
    old.prepare('INSERT INTO schema_version (version) VALUES (2)').run();
    old.prepare("INSERT INTO prefs (user_id, key, value) VALUES (7, 'theme', 'light')").run();
    old.close();
    const store = openStore(path);
    expect(store.getPref(7, 'theme')).toBe('light');
    store.addClientReports([{ level: 'warning', event: 'e', message: 'm', detail: {}, page: '/', at: 1 }], { ip: 'x', userId: null, receivedAt: 2 });
    expect(store.clientReports(10)).toHaveLength(1);
    store.close();
    const db = new Database(path);
    expect(db.prepare('SELECT version FROM schema_version').pluck().get()).toBe(SCHEMA_VERSION);
    db.close();
  });

  it('should leave the file in WAL mode (journal mode persists in the file)', () => {
    const path = join(dir, 'wal.db');
    openStore(path).close();
    const db = new Database(path);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });
});
