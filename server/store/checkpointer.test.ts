import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, storePath, type SqliteStore } from './sqlite';
import { order, orderEv } from './test-fixtures';

/** Rows of the orders table in the main database file alone (its WAL left behind). */
function ordersInMainFile(dir: string): number {
  const copy = join(dir, 'main-only.db');
  copyFileSync(storePath(dir), copy);
  const db = new Database(copy, { readonly: true });
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'orders'").get();
    return table === undefined ? 0 : (db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('background WAL checkpoints', () => {
  const dirs: string[] = [];
  let store: SqliteStore | undefined;
  afterEach(() => {
    store?.close();
    dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  const open = (backgroundCheckpointMs?: number) => {
    const dir = mkdtempSync(join(tmpdir(), 'ckpt-'));
    dirs.push(dir);
    store = openStore(storePath(dir), { backgroundCheckpointMs });
    store.persist(Array.from({ length: 50 }, (_, i) => orderEv(order({ orderId: i + 1 }))));
    return dir;
  };

  it('should copy committed pages into the database file from the worker thread', async () => {
    const dir = open(20);
    await expect.poll(() => ordersInMainFile(dir), { timeout: 5000, interval: 50 }).toBe(50);
  });

  it('should leave small commits in the WAL without it (what the worker takes over)', async () => {
    const dir = open(undefined);
    await new Promise((r) => setTimeout(r, 100));
    expect(ordersInMainFile(dir)).toBe(0);
  });
});
