import type {
  Account,
  AmendOrder,
  Balance,
  CancelFilter,
  FeeRates,
  Fill,
  Loan,
  LoanInfo,
  Order,
  PairSpec,
  PlaceOrder,
  Result,
} from './types';

/**
 * What the gateway, the simulator and the store see of the engine. `Engine` (engine.ts)
 * implements it; margin.ts adds the isolated-margin operations on top of the same ledger.
 *
 * Only open orders are kept in memory: a closed order is emitted once more (final state) and
 * forgotten, so history queries go to the store.
 */
export interface ExchangeEngine {
  pair(symbol: string): PairSpec | undefined;

  // accounts
  /** The user's spot account, created (and announced) on first use. */
  spotAccount(userId: number): Account;
  /** The user's isolated margin account of a pair, created on first use. */
  marginAccount(userId: number, symbol: string): Account;
  balances(accountId: number): Balance[];
  /** Moves money from the treasury to a user's spot account (demo funding, admin). */
  fund(userId: number, coin: string, amount: number): Result<Balance>;
  transfer(userId: number, fromAccountId: number, toAccountId: number, coin: string, amount: number): Result<void>;

  // orders
  place(cmd: PlaceOrder): Result<Order>;
  cancel(userId: number, orderId: number): Result<Order>;
  cancelAll(filter: CancelFilter): Result<Order[]>;
  amend(cmd: AmendOrder): Result<Order>;
  order(orderId: number): Order | undefined;
  /** A user's open orders (plan orders included), oldest first. */
  openOrders(userId: number): Order[];
  /** Price levels of one side, best first: [priceTicks, sizeLots][]; used by the publisher. */
  depth(symbol: string, side: 'buy' | 'sell', levels: number): Array<[number, number]>;
  lastPrice(symbol: string): number | undefined;

  // fees
  setFeeRates(userId: number, rates: FeeRates): void;
  feeRates(userId: number): FeeRates;
  /**
   * The fee-deduction switch: spot orders placed while it is on pay fees in BMX at 75% of
   * their value when the spot account holds enough (engine fee-deduction.ts). Like fee rates,
   * not in snapshots: the gateway sets it from the user's flag at start and when it changes.
   */
  setFeeDeduction(userId: number, on: boolean): void;

  // margin
  borrow(userId: number, symbol: string, coin: string, amount: number): Result<Loan>;
  repay(userId: number, symbol: string, coin: string, amount: number): Result<Loan>;
  loans(accountId: number): Loan[];
  loanInfo(userId: number, symbol: string, coin: string): LoanInfo;
  /** Total assets / (debt + unpaid interest) in the pair's quote coin; Infinity with no debt. */
  riskRatio(userId: number, symbol: string): number;
  /** Accrues interest up to now and liquidates every account at or below its ratio. */
  tick(): void;
}

/** What the store hands back at start so the engine can rebuild its books. */
export interface EngineSnapshot {
  accounts: Account[];
  balances: Balance[];
  loans: Loan[];
  /** Open orders (plan orders included) in their original seq order. */
  openOrders: Order[];
  lastPrices: Array<{ symbol: string; price: number }>;
  feeRates: Array<{ userId: number; rates: FeeRates }>;
  /** Highest ids handed out so far, so new ids never repeat old ones. */
  maxOrderId: number;
  maxTradeId: number;
  maxAccountId: number;
  maxSeq: number;
}

export type { Fill };
