import type { Fill, Order } from '../engine/types';

/**
 * Mapping between engine records and table rows. Reads alias every column to its field name
 * (`order_id AS orderId`), so a row comes back already shaped as the record; writes bind
 * positional arguments in column order, the cheapest binding better-sqlite3 offers (persist
 * runs it thousands of times a second).
 */

/** [column, field] of the orders table, in column order. */
const ORDER_COLUMNS: ReadonlyArray<readonly [string, keyof Order]> = [
  ['order_id', 'orderId'], ['user_id', 'userId'], ['account_id', 'accountId'], ['mode', 'mode'],
  ['sub_mode', 'subMode'], ['symbol', 'symbol'], ['side', 'side'], ['type', 'type'],
  ['plan_type', 'planType'], ['trade_type', 'tradeType'], ['price', 'price'], ['size', 'size'],
  ['notional', 'notional'], ['market_amount_type', 'marketAmountType'], ['trigger_price', 'triggerPrice'],
  ['trade_side', 'tradeSide'], ['filled_size', 'filledSize'], ['filled_notional', 'filledNotional'],
  ['fee', 'fee'], ['fee_coin', 'feeCoin'], ['frozen', 'frozen'], ['frozen_coin', 'frozenCoin'],
  ['state', 'state'], ['create_time', 'createTime'], ['update_time', 'updateTime'], ['seq', 'seq'],
  ['child_order_id', 'childOrderId'], ['parent_order_id', 'parentOrderId'], ['req_no', 'reqNo'],
];

/** [column, field] of the fills table, counter_order_id excluded (not part of Fill). */
const FILL_COLUMNS: ReadonlyArray<readonly [string, keyof Fill]> = [
  ['trade_id', 'tradeId'], ['order_id', 'orderId'], ['user_id', 'userId'], ['account_id', 'accountId'],
  ['symbol', 'symbol'], ['side', 'side'], ['role', 'role'], ['price', 'price'], ['size', 'size'],
  ['notional', 'notional'], ['fee', 'fee'], ['fee_coin', 'feeCoin'], ['time', 'time'],
];

const aliased = (cols: ReadonlyArray<readonly [string, string]>, table: string) =>
  cols.map(([c, f]) => `${table}.${c} AS ${f}`).join(', ');

/** SELECT list of an order row as an Order (table alias `o`). */
export const ORDER_SELECT = aliased(ORDER_COLUMNS, 'o');
/**
 * ORDER_SELECT with some fields read from other SQL expressions (the history's folded fired
 * plan orders read their child's figures, table alias `c`).
 */
export function orderSelectWith(over: Partial<Record<keyof Order, string>>): string {
  return ORDER_COLUMNS.map(([c, f]) => `${over[f] ?? `o.${c}`} AS ${f}`).join(', ');
}
/** SELECT list of a fill row as a Fill (table alias `f`). */
export const FILL_SELECT = aliased(FILL_COLUMNS, 'f');
/** FILL_SELECT with some fields read from other SQL expressions (as orderSelectWith). */
export function fillSelectWith(over: Partial<Record<keyof Fill, string>>): string {
  return FILL_COLUMNS.map(([c, f]) => `${over[f] ?? `f.${c}`} AS ${f}`).join(', ');
}

const orderCols = ORDER_COLUMNS.map(([c]) => c);

/** Upsert of one order by orderId: every column but the key takes the new value. */
export const ORDER_UPSERT_SQL =
  `INSERT INTO orders (${orderCols.join(', ')}) VALUES (${orderCols.map(() => '?').join(', ')}) ` +
  `ON CONFLICT (order_id) DO UPDATE SET ${orderCols.slice(1).map((c) => `${c} = excluded.${c}`).join(', ')}`;

/** Insert of one side of a trade; the same (tradeId, orderId) twice fails the batch. */
export const FILL_INSERT_SQL =
  `INSERT INTO fills (${[...FILL_COLUMNS.map(([c]) => c), 'counter_order_id'].join(', ')}) ` +
  `VALUES (${[...FILL_COLUMNS, 0].map(() => '?').join(', ')})`;

/** Arguments of ORDER_UPSERT_SQL, in ORDER_COLUMNS order. */
export function orderArgs(o: Order): unknown[] {
  return [
    o.orderId, o.userId, o.accountId, o.mode, o.subMode, o.symbol, o.side, o.type, o.planType,
    o.tradeType, o.price, o.size, o.notional, o.marketAmountType, o.triggerPrice, o.tradeSide,
    o.filledSize, o.filledNotional, o.fee, o.feeCoin, o.frozen, o.frozenCoin, o.state,
    o.createTime, o.updateTime, o.seq, o.childOrderId ?? null, o.parentOrderId ?? null, o.reqNo,
  ];
}

/** Arguments of FILL_INSERT_SQL. */
export function fillArgs(f: Fill, counterOrderId: number): unknown[] {
  return [
    f.tradeId, f.orderId, f.userId, f.accountId, f.symbol, f.side, f.role, f.price, f.size,
    f.notional, f.fee, f.feeCoin, f.time, counterOrderId,
  ];
}

/** A row read with ORDER_SELECT as an Order: absent links are left out, not null. */
export function toOrder(row: Record<string, unknown>): Order {
  if (row.childOrderId === null) delete row.childOrderId;
  if (row.parentOrderId === null) delete row.parentOrderId;
  return row as unknown as Order;
}

export const toFill = (row: unknown): Fill => row as Fill;
