import { TREASURY_ACCOUNT_ID } from './accounts';
import { amend } from './amend';
import { audit } from './audit';
import type { EngineSnapshot, ExchangeEngine } from './api';
import { Code } from './codes';
import { parseFees } from './fees';
import { cancelAccount, cancelMatching, cancelOne } from './lifecycle';
import { IsolatedMargin, type MarginHost } from './margin';
import { place } from './placement';
import { restoreState, snapshotOf } from './restore';
import { EngineState } from './state';
import { settleTriggers } from './triggers';
import { isCount } from './validate';
import {
  fail,
  FEE_ACCOUNT_ID,
  ok,
  type Account,
  type AmendOrder,
  type Balance,
  type CancelFilter,
  type CoinSpec,
  type EngineDeps,
  type FeeRates,
  type Loan,
  type LoanInfo,
  type Order,
  type PairSpec,
  type PlaceOrder,
  type Result,
  type Side,
} from './types';

/** What the treasury holds of every coin on a fresh engine (ledger units). */
export const GENESIS_SUPPLY = 1e15;

/**
 * The exchange engine: a facade over EngineState and the modules that work on it (placement,
 * matching, settlement, cancel, amend, plan orders) plus the isolated-margin module.
 *
 * Every mutating command runs to completion, then fires the plan orders its trades made due
 * (triggers.ts), then returns. Commands issued by margin while it works (liquidation orders
 * inside tick) run nested and leave the trigger check to the outer command.
 */
export class Engine implements ExchangeEngine {
  readonly margin: IsolatedMargin;
  private readonly st: EngineState;
  private depthOfCommands = 0;

  /**
   * A fresh engine (the fee and treasury accounts, the genesis supply, all announced), or,
   * given a non-empty snapshot, the engine the store saved, rebuilt without emitting (see
   * restore.ts). Either way a coin the treasury has never held (new in the reference data)
   * gets its genesis supply, announced. Fee rates and the deduction switch of users without a
   * snapshot entry are the gateway's to set.
   */
  constructor(deps: EngineDeps, snapshot?: EngineSnapshot) {
    this.st = new EngineState(deps);
    const host: MarginHost = {
      ledger: this.st.ledger,
      now: () => this.st.now(),
      emit: (e) => this.st.emit(e),
      pair: (symbol) => this.pair(symbol),
      coin: (coin) => this.coin(coin),
      marginAccount: (userId, symbol) => this.marginAccount(userId, symbol),
      accountById: (accountId) => this.st.accounts.byId.get(accountId),
      lastPrice: (symbol) => this.lastPrice(symbol),
      cancelAccountOrders: (accountId) => this.cancelAccountOrders(accountId),
      placeMarket: (userId, symbol, side, amount) => this.placeMarket(userId, symbol, side, amount),
    };
    this.margin = new IsolatedMargin(host, TREASURY_ACCOUNT_ID, FEE_ACCOUNT_ID);
    this.st.hooks = this.margin;
    if (snapshot !== undefined && snapshot.accounts.length > 0) {
      restoreState(this.st, snapshot);
      this.margin.restore(snapshot.loans);
    } else {
      this.st.accounts.genesis();
    }
    this.mintMissingSupply();
  }

  /** Rebuilds the engine from what the store saved (a fresh engine for an empty store). */
  static restore(deps: EngineDeps, snapshot: EngineSnapshot): Engine {
    return new Engine(deps, snapshot);
  }

  /** Everything a restart needs, as the store would hand it back. */
  snapshot(): EngineSnapshot {
    return snapshotOf(this.st, this.margin);
  }

  pair(symbol: string): PairSpec | undefined {
    return this.st.books.get(symbol)?.pair;
  }

  coin(coin: string): CoinSpec | undefined {
    return this.st.coins.get(coin);
  }

  // accounts

  spotAccount(userId: number): Account {
    return this.st.accounts.spot(this.st.accounts.user(userId));
  }

  /** Throws for a symbol the engine does not trade: callers check pair(symbol) first. */
  marginAccount(userId: number, symbol: string): Account {
    if (!this.st.books.has(symbol)) throw new Error(`unknown symbol ${symbol}`);
    return this.st.accounts.margin(this.st.accounts.user(userId), symbol);
  }

  accountById(accountId: number): Account | undefined {
    return this.st.accounts.byId.get(accountId);
  }

  balances(accountId: number): Balance[] {
    return this.st.ledger.accountBalances(accountId);
  }

  fund(userId: number, coin: string, amount: number): Result<Balance> {
    if (!isCount(userId)) return fail(Code.PARAM_INVALID, 'invalid user');
    if (!this.st.ledger.hasCoin(coin)) return fail(Code.PARAM_INVALID, `unknown coin ${coin}`);
    if (!isCount(amount)) return fail(Code.PARAM_INVALID, 'amount must be a positive whole number of units');
    if (this.st.ledger.available(TREASURY_ACCOUNT_ID, coin) < amount) {
      return fail(Code.BALANCE_NOT_ENOUGH, `the treasury holds too little ${coin}`);
    }
    const account = this.spotAccount(userId);
    this.st.ledger.transfer(TREASURY_ACCOUNT_ID, account.accountId, coin, amount);
    return ok(this.st.ledger.get(account.accountId, coin)); // get() returns a copy
  }

  /** Between two accounts of one user (spot <-> isolated margin); margin may refuse (30016). */
  transfer(userId: number, fromAccountId: number, toAccountId: number, coin: string, amount: number): Result<void> {
    const from = this.st.accounts.byId.get(fromAccountId);
    const to = this.st.accounts.byId.get(toAccountId);
    const mine = (a: Account | undefined): a is Account => a !== undefined && a.userId === userId && (a.kind === 'spot' || a.kind === 'iso_margin');
    if (!mine(from) || !mine(to) || from === to) return fail(Code.PARAM_INVALID, 'transfer between two of your own accounts');
    if (!this.st.ledger.hasCoin(coin)) return fail(Code.PARAM_INVALID, `unknown coin ${coin}`);
    for (const a of [from, to]) {
      const book = a.symbol === undefined ? undefined : this.st.books.get(a.symbol);
      if (book !== undefined && coin !== book.base.coin && coin !== book.quote.coin) {
        return fail(Code.PARAM_INVALID, `${coin} is not a coin of ${a.symbol}`);
      }
    }
    if (!isCount(amount)) return fail(Code.PARAM_INVALID, 'amount must be a positive whole number of units');
    if (this.st.ledger.available(from.accountId, coin) < amount) {
      return fail(Code.TRANSFER_OVER_AVAILABLE, `transfer over the available ${coin}`);
    }
    if (from.kind === 'iso_margin') {
      const check = this.margin.transferCheck(from.accountId, coin, amount);
      if (!check.ok) return check;
    }
    this.st.ledger.transfer(from.accountId, to.accountId, coin, amount);
    return ok(undefined);
  }

  // orders

  place(cmd: PlaceOrder): Result<Order> {
    const r = place(this.st, cmd);
    if (this.st.dirty.length > 0 && this.depthOfCommands === 0) settleTriggers(this.st);
    return r;
  }

  cancel(userId: number, orderId: number): Result<Order> {
    return cancelOne(this.st, userId, orderId);
  }

  /** One ledger batch (ledger.ts): each balance the cancels move is announced once. */
  cancelAll(filter: CancelFilter): Result<Order[]> {
    return this.st.ledger.inBatch(() => cancelMatching(this.st, filter));
  }

  /** System-cancels every open order of an account (margin liquidation). */
  cancelAccountOrders(accountId: number): Order[] {
    return cancelAccount(this.st, accountId);
  }

  amend(cmd: AmendOrder): Result<Order> {
    const r = amend(this.st, cmd);
    if (this.st.dirty.length > 0 && this.depthOfCommands === 0) settleTriggers(this.st);
    return r;
  }

  order(orderId: number): Order | undefined {
    return this.st.orders.get(orderId)?.order;
  }

  openOrders(userId: number): Order[] {
    const user = this.st.accounts.find(userId);
    if (user === undefined) return [];
    return user.openNodes().map((n) => n.order).sort((a, b) => a.orderId - b.orderId);
  }

  depth(symbol: string, side: 'buy' | 'sell', levels: number): Array<[number, number]> {
    const book = this.st.books.get(symbol);
    return book === undefined ? [] : book.own(side).depth(levels);
  }

  lastPrice(symbol: string): number | undefined {
    return this.st.books.get(symbol)?.last;
  }

  // fees

  /** Sets a user's rates (decimal strings in [0, 1]); throws on anything else. Not an event. */
  setFeeRates(userId: number, rates: FeeRates): void {
    this.st.accounts.user(userId).fees = parseFees(rates);
  }

  /**
   * The fee-deduction switch (pay fees in BMX at 75%, see fee-deduction.ts); applies to orders
   * placed from now on. Not in snapshots: the gateway sets it from the user's stored flag at
   * start, as it does fee rates. Refusing it to pro/svip users is the gateway's rule.
   */
  setFeeDeduction(userId: number, on: boolean): void {
    this.st.accounts.user(userId).deduction = on;
  }

  feeDeduction(userId: number): boolean {
    return this.st.accounts.find(userId)?.deduction ?? false;
  }

  feeRates(userId: number): FeeRates {
    const fees = this.st.accounts.find(userId)?.fees ?? this.st.defaultFees;
    return { ...fees.text };
  }

  // margin

  borrow(userId: number, symbol: string, coin: string, amount: number): Result<Loan> {
    return this.margin.borrow(userId, symbol, coin, amount);
  }

  repay(userId: number, symbol: string, coin: string, amount: number): Result<Loan> {
    return this.margin.repay(userId, symbol, coin, amount);
  }

  loans(accountId: number): Loan[] {
    return this.margin.loans(accountId);
  }

  loanInfo(userId: number, symbol: string, coin: string): LoanInfo {
    const i = this.margin.loanInfo(userId, symbol, coin);
    return {
      coin: i.coinName,
      balanceAvail: i.balanceAvail,
      loanMax: i.loanMax,
      loanDid: i.loanDid,
      interest: i.interest,
      debtAll: i.debtAll,
      repayMax: i.repayMax,
      interestRate: i.interestRate,
    };
  }

  riskRatio(userId: number, symbol: string): number {
    return this.margin.riskRatio(userId, symbol);
  }

  tick(): void {
    this.depthOfCommands++;
    try {
      this.margin.tick();
    } finally {
      this.depthOfCommands--;
    }
    if (this.st.dirty.length > 0 && this.depthOfCommands === 0) settleTriggers(this.st);
  }

  /** Internal invariants that do not hold (empty when healthy); walks everything, see audit.ts. */
  audit(): string[] {
    return audit(this.st);
  }

  /** Total of one coin over all accounts (available + frozen); constant for the engine's life. */
  total(coin: string): bigint {
    return this.st.ledger.total(coin);
  }

  private placeMarket(userId: number, symbol: string, side: Side, amount: { size?: number; notional?: number }): Result<Order> {
    return this.place({
      userId,
      mode: 'iso_margin',
      subMode: 'normal',
      symbol,
      side,
      type: 'market',
      planType: 0,
      price: 0,
      size: amount.size ?? 0,
      notional: amount.notional ?? 0,
      triggerPrice: 0,
      tradeSide: 0,
      reqNo: `liquidation-${userId}-${symbol}`,
    });
  }

  /** Gives the treasury the genesis supply of every coin it has never held (announced). */
  private mintMissingSupply(): void {
    const ledger = this.st.ledger;
    for (const coin of this.st.coins.keys()) {
      const b = ledger.get(TREASURY_ACCOUNT_ID, coin);
      if (b.available !== 0 || b.frozen !== 0 || ledger.total(coin) !== 0n) continue;
      ledger.restore({ accountId: TREASURY_ACCOUNT_ID, coin, available: GENESIS_SUPPLY, frozen: 0 });
      this.st.emit({ kind: 'balance', balance: ledger.get(TREASURY_ACCOUNT_ID, coin) });
    }
  }
}
