import type Database from 'better-sqlite3';
import type { EngineSnapshot } from '../engine/api';
import type { Account, Balance, Fill, Loan, Order } from '../engine/types';
import type { FillQuery, HistoryQuery } from './api';
import { fillSelectWith, ORDER_SELECT, orderSelectWith, toFill, toOrder } from './rows';

/** States an order is still live in (the engine's OPEN_STATES), as SQL. */
const OPEN_SQL = "('SUCCESS', 'PARTIAL_COMPLETE')";
/**
 * Cancelled without any fill; hide-cancelled keeps partially filled then cancelled orders. A
 * folded fired plan (COMPLETE, "triggered") is hidden by its child's state: a trigger whose
 * order was cancelled before anything filled traded nothing, as a cancelled order did.
 */
const CANCELED_SQL = "('CANCELLED', 'SYSTEM_CANCELED', 'STP_CANCELED')";
/** An order row where a folded fired plan order (see HistoryQuery.foldChildren) reads its child's figures. */
const FOLDED_SELECT = orderSelectWith({
  filledSize: 'coalesce(c.filled_size, o.filled_size)',
  filledNotional: 'coalesce(c.filled_notional, o.filled_notional)',
  fee: 'coalesce(c.fee, o.fee)',
  feeCoin: 'coalesce(c.fee_coin, o.fee_coin)',
});
/**
 * A fill row as the user's lists give it (table alias `o`: the fill's order): a fired plan
 * order's child has no order-history row of its own, so its fills carry the plan's id, the one
 * order history shows (docs/decisions.md, "A fired plan order").
 */
const PLACED_FILL_SELECT = fillSelectWith({ orderId: 'coalesce(o.parent_order_id, f.order_id)' });
/** Upper bound on one page, whatever the caller asks. */
export const MAX_PAGE = 1000;

const pageSize = (limit: number) => Math.max(0, Math.min(Math.floor(limit), MAX_PAGE));

/**
 * Read side of the store: the start-up snapshot and the history lists. Every history query
 * is scoped by userId in SQL, so another user's rows can never come back.
 */
export function createQueries(db: Database.Database) {
  const accounts = db.prepare('SELECT account_id AS accountId, user_id AS userId, kind, symbol FROM accounts ORDER BY account_id');
  const balances = db.prepare('SELECT account_id AS accountId, coin, available, frozen FROM balances');
  const loans = db.prepare('SELECT account_id AS accountId, coin, principal, interest, accrued_to AS accruedTo FROM loans');
  const openOrders = db.prepare(`SELECT ${ORDER_SELECT} FROM orders o WHERE o.state IN ${OPEN_SQL} ORDER BY o.seq`);
  const lastPrices = db.prepare('SELECT symbol, price FROM last_prices ORDER BY symbol');
  const maxima = db.prepare(`SELECT
      (SELECT max(order_id) FROM orders) AS orderId,
      (SELECT max(trade_id) FROM fills) AS tradeId,
      (SELECT max(account_id) FROM accounts) AS accountId,
      (SELECT max(seq) FROM orders WHERE state IN ${OPEN_SQL}) AS seq`);
  const highWater = db.prepare('SELECT name, value FROM high_water');

  const history = db.prepare(`SELECT ${FOLDED_SELECT} FROM orders o
    LEFT JOIN orders c ON @fold = 1 AND c.order_id = o.child_order_id AND c.user_id = o.user_id
    WHERE o.user_id = @userId AND o.mode = @mode AND o.create_time >= @startTime AND o.create_time <= @endTime
      AND (@tradeType IS NULL OR o.trade_type = @tradeType)
      AND (@symbol IS NULL OR o.symbol = @symbol)
      AND (@side IS NULL OR o.side = @side)
      AND (@closedOnly = 0 OR o.state NOT IN ${OPEN_SQL})
      AND (@excludeCanceled = 0 OR (o.state NOT IN ${CANCELED_SQL} AND (c.state IS NULL OR c.state NOT IN ${CANCELED_SQL})))
      AND (@fold = 0 OR o.parent_order_id IS NULL)
      AND (@lastPid IS NULL OR o.order_id < @lastPid)
    ORDER BY o.order_id DESC LIMIT @limit`);
  // a plan order has no fills of its own: a fired one's are its child's
  const orderFills = db.prepare(`SELECT ${PLACED_FILL_SELECT} FROM fills f JOIN orders o ON o.order_id = f.order_id
    WHERE f.user_id = @userId AND f.order_id IN (@orderId,
      (SELECT child_order_id FROM orders WHERE order_id = @orderId AND user_id = @userId))
    ORDER BY f.trade_id`);
  // a fill's mode is its order's mode (the user's own orders are never pruned); a self-trade
  // gives one user both sides of a tradeId, order_id keeps their order stable
  const fills = db.prepare(`SELECT ${PLACED_FILL_SELECT} FROM fills f JOIN orders o ON o.order_id = f.order_id
    WHERE f.user_id = @userId AND o.mode = @mode AND f.time >= @startTime AND f.time <= @endTime
      AND (@symbol IS NULL OR f.symbol = @symbol)
      AND (@side IS NULL OR f.side = @side)
      AND (@lastPid IS NULL OR f.trade_id < @lastPid)
    ORDER BY f.trade_id DESC, f.order_id DESC LIMIT @limit`);

  return {
    loadSnapshot(): EngineSnapshot {
      const m = maxima.get() as Record<'orderId' | 'tradeId' | 'accountId' | 'seq', number | null>;
      const hw = new Map((highWater.all() as Array<{ name: string; value: number }>).map((r) => [r.name, r.value]));
      const top = (live: number | null, name: string) => Math.max(live ?? 0, hw.get(name) ?? 0);
      return {
        accounts: (accounts.all() as Array<Account & { symbol: string | null }>).map(({ symbol, ...a }) =>
          symbol === null ? a : { ...a, symbol },
        ),
        balances: balances.all() as Balance[],
        loans: loans.all() as Loan[],
        openOrders: (openOrders.all() as Array<Record<string, unknown>>).map(toOrder),
        lastPrices: lastPrices.all() as Array<{ symbol: string; price: number }>,
        feeRates: [],
        maxOrderId: top(m.orderId, 'orderId'),
        maxTradeId: top(m.tradeId, 'tradeId'),
        maxAccountId: top(m.accountId, 'accountId'),
        maxSeq: top(m.seq, 'seq'),
      };
    },

    /** Newest first by orderId; the time window is inclusive at both ends. */
    historyOrders(q: HistoryQuery): Order[] {
      const rows = history.all({
        userId: q.userId,
        mode: q.mode,
        startTime: q.startTime,
        endTime: q.endTime,
        tradeType: q.tradeType ?? null,
        symbol: q.symbol ?? null,
        side: q.side ?? null,
        closedOnly: q.closedOnly ? 1 : 0,
        excludeCanceled: q.excludeCanceled ? 1 : 0,
        lastPid: q.lastPid ?? null,
        fold: q.foldChildren === true ? 1 : 0,
        limit: pageSize(q.limit),
      }) as Array<Record<string, unknown>>;
      return rows.map(toOrder);
    },

    /** The fills of one of the user's orders, oldest first; [] for another user's order. */
    orderFills(userId: number, orderId: number): Fill[] {
      return orderFills.all({ orderId, userId }).map(toFill);
    },

    /** Newest first by tradeId; the time window is inclusive at both ends. */
    fills(q: FillQuery): Fill[] {
      return fills
        .all({
          userId: q.userId,
          mode: q.mode,
          startTime: q.startTime,
          endTime: q.endTime,
          symbol: q.symbol ?? null,
          side: q.side ?? null,
          lastPid: q.lastPid ?? null,
          limit: pageSize(q.limit),
        })
        .map(toFill);
    },
  };
}
