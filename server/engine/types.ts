/**
 * The engine's contract: every record it keeps, every command it takes, every event it emits.
 *
 * Units (never a float for money):
 * - price:    integer ticks, 1 tick = 10^-pricePrecision of the quote coin;
 * - size:     integer lots,  1 lot  = 10^-countPrecision of the base coin;
 * - amounts:  integer ledger units of a coin, 1 unit = 10^-coin.scale (balances, notional,
 *             fees, loans). All are JS numbers that must stay safe integers; an order whose
 *             arithmetic would leave that range is refused (code PARAM_INVALID).
 *
 * The engine is pure and deterministic: the clock is `EngineDeps.now`, ids come from counters
 * the engine keeps (restored from the store at start), and all output goes through `emit`.
 */

export type Side = 'buy' | 'sell';
/** The child type of an order; trigger (planType 2) and stop (planType 1) orders carry one too. */
export type OrderType = 'limit' | 'limit_maker' | 'ioc' | 'market';
/** 0 plain order, 1 stop limit (TP/SL), 2 trigger order. */
export type PlanType = 0 | 1 | 2;
export type TradeType = 'spot_market' | 'spot_trigger' | 'spot_stop';
export type OrderMode = 'spot' | 'iso_margin';
/** Margin sub-order mode: normal, auto-borrow, auto-repay (spot is always normal). */
export type SubMode = 'normal' | 'borrow' | 'repay';

/** Order states of spec 002 ("order-panel" section 4). */
export type OrderState =
  | 'SUCCESS' // open, nothing filled (plan orders: untriggered)
  | 'PARTIAL_COMPLETE'
  | 'COMPLETE' // plan orders: triggered
  | 'CANCELLED'
  | 'SYSTEM_CANCELED'
  | 'PARTIALLY_SYSTEM_CANCELED'
  | 'PARTIAL_COMPLETE_AND_CANCELLED'
  | 'STP_CANCELED'
  | 'PARTIALLY_STP_CANCELED';

export const OPEN_STATES: ReadonlySet<OrderState> = new Set(['SUCCESS', 'PARTIAL_COMPLETE']);

export interface CoinSpec {
  coin: string; // 'BTC'
  coinId: number;
  /** Ledger decimals: balances, loans and fees of this coin are integers at this scale. */
  scale: number;
}

export interface PairSpec {
  symbol: string; // 'BTC_USDT'
  symbolId: number;
  base: string;
  quote: string;
  pricePrecision: number;
  countPrecision: number;
  /** Minimum size in lots for a buy / a sell. */
  minBuyCount: number;
  minSellCount: number;
  /** Minimum notional in quote ledger units for a buy / a sell. */
  minBuyAmount: number;
  minSellAmount: number;
  /** Minimum price in ticks. */
  minPrice: number;
  /** Isolated margin parameters; absent when the pair has no margin. */
  margin?: MarginSpec;
}

export interface MarginSpec {
  /** Leverage, e.g. 5 (the spec's marginRatio). */
  marginRatio: number;
  /** Risk ratio at or below which the account is liquidated, e.g. 1.1. */
  liquidationRatio: number;
  /** Hourly interest rate per coin, as a decimal string, e.g. '0.0000125'. */
  hourlyRate: Record<string, string>;
  /** Minimum borrow and repay per coin, in ledger units. */
  borrowMin: Record<string, number>;
  repayMin: Record<string, number>;
}

/** A ledger account: a user's spot account, or one isolated margin account per user and pair. */
export interface Account {
  accountId: number;
  userId: number;
  kind: 'spot' | 'iso_margin' | 'fee' | 'system';
  symbol?: string; // iso_margin only
}

/** The one fee account: every fee (and rounding dust) is credited here. */
export const FEE_ACCOUNT_ID = 0;

export interface Balance {
  accountId: number;
  coin: string;
  available: number;
  frozen: number;
}

export interface Loan {
  accountId: number;
  coin: string;
  principal: number;
  /** Interest accrued and not yet repaid. */
  interest: number;
  /** Time (ms) up to which interest has been accrued; interest accrues per whole hour started. */
  accruedTo: number;
}

export interface Order {
  orderId: number;
  userId: number;
  accountId: number;
  mode: OrderMode;
  subMode: SubMode;
  symbol: string;
  side: Side;
  type: OrderType;
  planType: PlanType;
  tradeType: TradeType;
  price: number; // ticks; 0 for market
  size: number; // lots; 0 for a market buy by notional
  /** Market buy: the quote amount to spend, fee included (ledger units); 0 otherwise. */
  notional: number;
  /** 1 = entered as total (notional), 2 = entered as amount (size); 0 for limit kinds. */
  marketAmountType: 0 | 1 | 2;
  /** Ticks; 0 for plain orders. A fired plan's child keeps its plan's (shown, never armed: planType 0). */
  triggerPrice: number;
  /** 1: fires when last price >= trigger; 2: fires when last price <= trigger. 0 for plain. */
  tradeSide: 0 | 1 | 2;
  filledSize: number; // lots
  filledNotional: number; // quote ledger units
  fee: number; // ledger units of feeCoin
  feeCoin: string;
  /** What is still frozen for this order, in frozenCoin ledger units. */
  frozen: number;
  frozenCoin: string;
  state: OrderState;
  createTime: number;
  updateTime: number;
  /** Time priority in the book: lower trades first at the same price. Changes on amend. */
  seq: number;
  /** Plan orders: the order created when it fired. Children: the plan order that made them. */
  childOrderId?: number;
  parentOrderId?: number;
  reqNo: string;
}

export interface Fill {
  tradeId: number;
  orderId: number;
  userId: number;
  accountId: number;
  symbol: string;
  side: Side;
  role: 'maker' | 'taker';
  price: number; // ticks
  size: number; // lots
  notional: number; // quote ledger units
  fee: number;
  feeCoin: string;
  time: number;
}

/**
 * Everything the engine changes is announced, in order; the store persists it as is.
 *
 * 'order' events carry the engine's LIVE order record (no copy on the hot path): it keeps
 * changing while the order is open, so a consumer that keeps it beyond the emit call (a
 * batch to persist later, a push queue) must copy it, e.g. `{ ...e.order }`. A closed order
 * is emitted once in its final state and never touched again. Every other event carries its
 * own copy.
 */
export type EngineEvent =
  | { kind: 'order'; order: Order }
  | { kind: 'fill'; fill: Fill; counterOrderId: number }
  | { kind: 'balance'; balance: Balance }
  | { kind: 'loan'; loan: Loan }
  | { kind: 'account'; account: Account }
  | { kind: 'lastPrice'; symbol: string; price: number; time: number };

export interface EngineError {
  code: number;
  msg: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: EngineError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(code: number, msg: string): Result<T> => ({
  ok: false,
  error: { code, msg },
});

export interface EngineDeps {
  pairs: readonly PairSpec[];
  coins: readonly CoinSpec[];
  now: () => number;
  emit: (event: EngineEvent) => void;
}

/** A new order as the gateway hands it over, already parsed into integers. */
export interface PlaceOrder {
  userId: number;
  mode: OrderMode;
  subMode: SubMode;
  symbol: string;
  side: Side;
  type: OrderType;
  planType: PlanType;
  price: number; // ticks, limit kinds (and limit children of plan orders)
  size: number; // lots, limits and market sells
  notional: number; // quote ledger units, market buys
  triggerPrice: number; // ticks, plan orders
  tradeSide: 0 | 1 | 2; // plan orders
  reqNo: string;
}

export interface AmendOrder {
  userId: number;
  orderId: number;
  price?: number;
  size?: number;
  triggerPrice?: number;
  notional?: number;
  marketAmountType?: 1 | 2;
  tradeSide?: 1 | 2;
}

export interface CancelFilter {
  userId: number;
  mode: OrderMode;
  symbol?: string;
  /** undefined: every kind; 0 plain, 1 stop, 2 trigger. */
  planType?: PlanType;
}

/** Per-user fee rates as decimal strings, e.g. '0.001'. */
export interface FeeRates {
  maker: string;
  taker: string;
}

/** The spec's "Loan info" of one coin of an isolated margin account, in ledger units. */
export interface LoanInfo {
  coin: string;
  balanceAvail: number;
  loanMax: number;
  /** Principal outstanding. */
  loanDid: number;
  interest: number;
  debtAll: number;
  repayMax: number;
  /** Hourly rate, decimal string. */
  interestRate: string;
}
