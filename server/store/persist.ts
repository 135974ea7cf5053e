import type Database from 'better-sqlite3';
import type { Account, Balance, EngineEvent, Loan, Order } from '../engine/types';
import { FILL_INSERT_SQL, ORDER_UPSERT_SQL, fillArgs, orderArgs } from './rows';

/**
 * Writes engine events, one batch per transaction.
 *
 * Hot path: the simulator emits thousands of events a second. A batch is first coalesced in
 * memory: orders, balances, loans, accounts and last prices are upserts, so only the last
 * state of each key in the batch is written (a fill changes the fee account's balance and
 * its orders several times; one row write each is enough). Fills are all inserted. The result
 * equals applying every event in order. Statements are prepared once.
 */
export function createPersister(db: Database.Database): (events: readonly EngineEvent[]) => void {
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

  const write = db.transaction((events: readonly EngineEvent[]) => {
    const orders = new Map<number, Order>();
    const balances = new Map<string, Balance>();
    const loans = new Map<string, Loan>();
    const accounts = new Map<number, Account>();
    const prices = new Map<string, { price: number; time: number }>();
    let maxSeq = 0;
    for (const e of events) {
      switch (e.kind) {
        case 'order':
          orders.set(e.order.orderId, e.order);
          if (e.order.seq > maxSeq) maxSeq = e.order.seq;
          break;
        case 'fill':
          insertFill.run(fillArgs(e.fill, e.counterOrderId));
          break;
        case 'balance':
          balances.set(`${e.balance.accountId}:${e.balance.coin}`, e.balance);
          break;
        case 'loan':
          loans.set(`${e.loan.accountId}:${e.loan.coin}`, e.loan);
          break;
        case 'account':
          accounts.set(e.account.accountId, e.account);
          break;
        case 'lastPrice':
          prices.set(e.symbol, { price: e.price, time: e.time });
          break;
      }
    }
    for (const a of accounts.values()) upsertAccount.run(a.accountId, a.userId, a.kind, a.symbol ?? null);
    for (const o of orders.values()) upsertOrder.run(orderArgs(o));
    for (const b of balances.values()) upsertBalance.run(b.accountId, b.coin, b.available, b.frozen);
    for (const l of loans.values()) upsertLoan.run(l.accountId, l.coin, l.principal, l.interest, l.accruedTo);
    for (const [symbol, p] of prices) upsertPrice.run(symbol, p.price, p.time);
    if (orders.size > 0) raiseSeq.run(maxSeq);
  });

  return (events) => {
    if (events.length > 0) write(events);
  };
}
