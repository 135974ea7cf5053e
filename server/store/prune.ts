import type Database from 'better-sqlite3';

/** What one prune call removed. */
export interface PruneResult {
  orders: number;
  fills: number;
  sessions: number;
  /** expired used signatures and request numbers (request-memory.ts) */
  requests: number;
}

const MODES = ['spot', 'iso_margin'] as const;

/**
 * Housekeeping for the simulator's history, which would otherwise grow without bound (its
 * accounts trade thousands of times a minute and nobody reads their closed orders).
 *
 * Deletes, for accounts whose userId has no row in `users` (simulator, treasury, fee and
 * other system accounts): closed orders created before `before`, and fills before `before`.
 * Registered users' orders and fills are never touched, and open orders never are. Expired
 * sessions go too, and up to `maxRows` expired request-memory rows. At most `maxRows` orders and as many fills go per call, in one short
 * transaction, so a call never holds the write lock for long; call again while the result
 * says rows were removed up to the limit.
 *
 * Ids must never be reused: the highest orderId and tradeId are recorded in `high_water`
 * before rows are deleted, and loadSnapshot reads them back.
 */
export function createPruner(db: Database.Database, purgeSessions: () => number, purgeRequests: (maxRows: number) => number) {
  const systemUsers = db.prepare(
    'SELECT DISTINCT a.user_id AS userId FROM accounts a WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.user_id = a.user_id)',
  );
  const raise = db.prepare(
    'INSERT INTO high_water (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = max(value, excluded.value)',
  );
  const maxOrderId = db.prepare('SELECT coalesce(max(order_id), 0) AS v FROM orders');
  const maxTradeId = db.prepare('SELECT coalesce(max(trade_id), 0) AS v FROM fills');
  // walks the (user_id, mode, create_time) index from the oldest row
  const deleteOrders = db.prepare(`DELETE FROM orders WHERE order_id IN (
    SELECT order_id FROM orders WHERE user_id = ? AND mode = ? AND create_time < ?
      AND state NOT IN ('SUCCESS', 'PARTIAL_COMPLETE') LIMIT ?)`);
  // by (trade_id, order_id): the counterparty's side of the trade shares the trade_id
  const deleteFills = db.prepare(`DELETE FROM fills WHERE (trade_id, order_id) IN (
    SELECT trade_id, order_id FROM fills WHERE user_id = ? AND time < ? LIMIT ?)`);

  const run = db.transaction((before: number, maxRows: number): PruneResult => {
    raise.run('orderId', (maxOrderId.get() as { v: number }).v);
    raise.run('tradeId', (maxTradeId.get() as { v: number }).v);
    let orders = 0;
    let fills = 0;
    for (const { userId } of systemUsers.all() as Array<{ userId: number }>) {
      for (const mode of MODES) {
        if (orders < maxRows) orders += deleteOrders.run(userId, mode, before, maxRows - orders).changes;
      }
      if (fills < maxRows) fills += deleteFills.run(userId, before, maxRows - fills).changes;
    }
    return { orders, fills, sessions: purgeSessions(), requests: purgeRequests(maxRows) };
  });

  return (before: number, maxRows = 20_000): PruneResult => run(before, maxRows);
}
