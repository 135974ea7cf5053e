import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EngineEvent } from '../engine/types';
import { mergeEntries, parseEntry, toEntry } from './journal';
import { StoreOpenError, openStore, storePath, type SqliteStore } from './sqlite';
import { accountEv, fill, fillEv, order, orderEv } from './test-fixtures';

const balanceEv = (accountId: number, coin: string, available: number, frozen = 0): EngineEvent => ({
  kind: 'balance',
  balance: { accountId, coin, available, frozen },
});

/** A deterministic stream of batches: orders opened, filled, cancelled; balances moving; fills; prices. */
function batches(count: number, seed = 7): EngineEvent[][] {
  let s = seed;
  const rnd = (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s % n;
  };
  const out: EngineEvent[][] = [];
  let nextOrder = 1;
  let nextTrade = 1;
  const open: number[] = [];
  for (let i = 0; i < count; i++) {
    const b: EngineEvent[] = [];
    if (i % 17 === 0) b.push(accountEv({ accountId: 20 + (i % 5), userId: 2 + (i % 5), kind: 'spot' }));
    for (let k = rnd(4); k >= 0; k--) {
      const roll = rnd(10);
      if (roll < 5 || open.length === 0) {
        const id = nextOrder++;
        open.push(id);
        b.push(orderEv(order({ orderId: id, price: 6_000_000 + rnd(500), seq: id })));
      } else if (roll < 8) {
        const id = open.splice(rnd(open.length), 1)[0];
        b.push(orderEv(order({ orderId: id, state: 'COMPLETE', filledSize: 1_000, frozen: 0 })));
        b.push(fillEv(fill({ tradeId: nextTrade++, orderId: id }), 0));
        b.push({ kind: 'lastPrice', symbol: 'BTC_USDT', price: 6_000_000 + rnd(500), time: i });
      } else {
        const id = open.splice(rnd(open.length), 1)[0];
        b.push(orderEv(order({ orderId: id, state: 'CANCELLED', frozen: 0 })));
      }
      b.push(balanceEv(11, 'USDT', 1e12 - i * 10 - k, rnd(1000)), balanceEv(0, 'BTC', i * 3 + k));
    }
    if (i % 29 === 0) b.push({ kind: 'loan', loan: { accountId: 12, coin: 'USDT', principal: 1000 + i, interest: i, accruedTo: i } });
    out.push(b);
  }
  return out;
}

/** Everything a store holds in its engine tables, in a fixed order. */
function dump(path: string) {
  const db = new Database(path, { readonly: true });
  try {
    const all = (sql: string) => db.prepare(sql).all();
    return {
      orders: all('SELECT * FROM orders ORDER BY order_id'),
      fills: all('SELECT * FROM fills ORDER BY trade_id, order_id'),
      balances: all('SELECT * FROM balances ORDER BY account_id, coin'),
      loans: all('SELECT * FROM loans ORDER BY account_id, coin'),
      accounts: all('SELECT * FROM accounts ORDER BY account_id'),
      prices: all('SELECT * FROM last_prices ORDER BY symbol'),
      highWater: all('SELECT * FROM high_water ORDER BY name'),
      journal: all('SELECT count(*) AS n FROM journal'),
    };
  } finally {
    db.close();
  }
}

describe('journal entries', () => {
  it('should keep the last state of each key within a batch and every fill', () => {
    const e = toEntry([
      orderEv(order({ orderId: 1, seq: 4 })),
      balanceEv(11, 'USDT', 10),
      fillEv(fill({ tradeId: 1, orderId: 1 }), 2),
      orderEv(order({ orderId: 1, state: 'COMPLETE', seq: 4 })),
      balanceEv(11, 'USDT', 7),
      fillEv(fill({ tradeId: 2, orderId: 1 }), 3),
    ]);
    expect(e.o).toHaveLength(1);
    expect(e.o[0]).toContain('COMPLETE');
    expect(e.b).toEqual([[11, 'USDT', 7, 0]]);
    expect(e.f.map((r) => r[0])).toEqual([1, 2]);
    expect(e.s).toBe(4);
  });

  it('should merge entries so that the newest row of a key wins', () => {
    const a = toEntry([orderEv(order({ orderId: 1, seq: 1 })), balanceEv(11, 'USDT', 10)]);
    const b = toEntry([orderEv(order({ orderId: 1, state: 'CANCELLED', seq: 1 })), orderEv(order({ orderId: 2, seq: 2 }))]);
    const m = mergeEntries([a, b]);
    expect(m.o.map((r) => [r[0], r[22]])).toEqual([[1, 'CANCELLED'], [2, 'SUCCESS']]);
    expect(m.b).toEqual([[11, 'USDT', 10, 0]]);
    expect(m.s).toBe(2);
  });

  it('should read back what it wrote and refuse text that is not an entry', () => {
    const e = toEntry(batches(3).flat());
    expect(parseEntry(JSON.stringify(e))).toEqual(e);
    expect(() => parseEntry('{"o":[]')).toThrow();
    expect(() => parseEntry('null')).toThrow(/without a seq/);
    expect(() => parseEntry('{"o":[],"f":[],"b":{},"l":[],"a":[],"p":[],"s":1}')).toThrow(/"b" is not a list of rows/);
  });
});

describe('journalled store', () => {
  let dir: string;
  const opened: SqliteStore[] = [];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'journal-'));
  });
  afterEach(() => {
    opened.splice(0).forEach((s) => s.close());
    rmSync(dir, { recursive: true, force: true });
  });
  const open = (name: string, journalApplyMs?: number) => {
    const s = openStore(join(dir, name), { journalApplyMs });
    opened.push(s);
    return s;
  };

  it('should leave the same tables as writing every batch straight in', () => {
    const all = batches(400);
    const direct = open('direct.db');
    const journalled = open('journalled.db', 3_600_000);
    for (const b of all) {
      direct.persist(b);
      journalled.persist(b);
    }
    // a read in the middle applies what is journalled so far; the rest is applied at close
    expect(journalled.historyOrders({ userId: 1, mode: 'spot', startTime: 0, endTime: 8.64e15, closedOnly: false, excludeCanceled: false, limit: 1000 }))
      .toEqual(direct.historyOrders({ userId: 1, mode: 'spot', startTime: 0, endTime: 8.64e15, closedOnly: false, excludeCanceled: false, limit: 1000 }));
    for (const b of batches(50, 99).map((b) => b.filter((e) => e.kind !== 'fill' && e.kind !== 'order'))) {
      direct.persist(b);
      journalled.persist(b);
    }
    opened.splice(0).forEach((s) => s.close());
    const a = dump(join(dir, 'direct.db'));
    const b = dump(join(dir, 'journalled.db'));
    expect(b).toEqual(a);
    expect(b.journal).toEqual([{ n: 0 }]);
    expect(a.orders.length).toBeGreaterThan(200);
  });

  it('should apply the journal on its timer and empty it', async () => {
    const s = open('timer.db', 20);
    s.persist(batches(5).flat());
    const path = join(dir, 'timer.db');
    const pending = () => (dump(path).journal[0] as { n: number }).n;
    expect(pending()).toBe(1); // journalled, not yet in the tables
    await expect.poll(pending, { timeout: 2000, interval: 20 }).toBe(0);
  });

  it('should apply a journal left by a killed process before anything reads', () => {
    const path = storePath(join(dir, 'killed'));
    const s = openStore(path, { journalApplyMs: 3_600_000 });
    const all = batches(60);
    for (const b of all) s.persist(b);
    // what a kill -9 leaves: the database and its WAL as they are, journal rows unapplied
    copyFileSync(path, join(dir, 'copy.db'));
    if (existsSync(`${path}-wal`)) copyFileSync(`${path}-wal`, join(dir, 'copy.db-wal'));
    s.close();
    expect(dump(join(dir, 'copy.db')).journal[0]).toEqual({ n: 60 });
    const reopened = openStore(join(dir, 'copy.db'));
    opened.push(reopened);
    const cleanly = openStore(path);
    opened.push(cleanly);
    expect(reopened.loadSnapshot()).toEqual(cleanly.loadSnapshot());
    expect(reopened.loadSnapshot().openOrders.length).toBeGreaterThan(5);
  });

  it('should write remembered requests into the journal row of the events they protect, and apply both after a kill', () => {
    const path = storePath(join(dir, 'memory'));
    const s = openStore(path, { journalApplyMs: 3_600_000, now: () => 0 });
    s.rememberRequest({ key: 'sig:ab', answer: null, expiresAt: 60_000 });
    s.persist([orderEv(order({ orderId: 1 }))]);
    const db = new Database(path, { readonly: true });
    const rows = db.prepare('SELECT entry FROM journal').all() as Array<{ entry: string }>;
    db.close();
    expect(rows).toHaveLength(1);
    const entry = parseEntry(rows[0].entry);
    expect(entry.m).toEqual([['sig:ab', null, 60_000]]);
    expect(entry.o.map((r) => r[0])).toEqual([1]);
    copyFileSync(path, join(dir, 'copy.db'));
    if (existsSync(`${path}-wal`)) copyFileSync(`${path}-wal`, join(dir, 'copy.db-wal'));
    s.close();
    const reopened = openStore(join(dir, 'copy.db'), { now: () => 0 });
    opened.push(reopened);
    expect(reopened.recallRequest('sig:ab', 1)).toEqual({ answer: null });
    expect(reopened.loadSnapshot().openOrders.map((o) => o.orderId)).toEqual([1]);
  });

  it('should delete expired request memory as it applies the journal', () => {
    const clock = { now: 0 };
    const s = openStore(join(dir, 'expiry.db'), { journalApplyMs: 3_600_000, now: () => clock.now });
    opened.push(s);
    s.rememberRequest({ key: 'sig:old', answer: null, expiresAt: 10 });
    s.persist([]);
    s.loadSnapshot(); // applies the journal
    clock.now = 20;
    s.rememberRequest({ key: 'sig:new', answer: null, expiresAt: 60_000 });
    s.persist([]);
    s.loadSnapshot();
    expect(s.recentRequests('sig:', 0, 10).map((r) => r.key)).toEqual(['sig:new']);
  });

  it('should refuse to open with a clear error when a journal row is not readable, changing nothing', () => {
    const path = join(dir, 'bad.db');
    const s = openStore(path, { journalApplyMs: 3_600_000 });
    s.persist([orderEv(order({ orderId: 1 }))]);
    s.close();
    const db = new Database(path);
    db.prepare("INSERT INTO journal (entry) VALUES ('{not json')").run();
    db.close();
    expect(() => openStore(path)).toThrow(StoreOpenError);
    expect(() => openStore(path)).toThrow(/bad\.db: journal row 1 cannot be read/);
    expect(dump(path).journal).toEqual([{ n: 1 }]);
  });

  it('should keep batches journalled when applying them fails, and say so', () => {
    const s = open('dup.db', 3_600_000);
    s.persist([fillEv(fill({ tradeId: 1, orderId: 1 }))]);
    s.persist([fillEv(fill({ tradeId: 1, orderId: 1 }))]); // the same side of a trade twice: an engine bug
    expect(() => s.fills({ userId: 1, mode: 'spot', startTime: 0, endTime: 8.64e15, limit: 10 })).toThrow(/UNIQUE/);
    expect(dump(join(dir, 'dup.db')).journal).toEqual([{ n: 2 }]);
  });
});
