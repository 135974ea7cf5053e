import { Code } from './codes';
import type { Ledger } from './ledger';
import { liquidate } from './margin-liquidate';
import { LoanBook } from './margin-loans';
import { riskRatio, transferFloor, type MarginPair } from './margin-risk';
import { MarginView } from './margin-view';
import {
  fail,
  ok,
  type Account,
  type CoinSpec,
  type EngineEvent,
  type Loan,
  type Order,
  type PairSpec,
  type Result,
  type Side,
} from './types';

/**
 * Isolated margin: one margin account per user and pair, loans in its base or quote coin from
 * the treasury, hourly interest, risk ratio and liquidation.
 *
 * Rules chosen here (the specs name them, but not their numbers):
 * - loanMax(coin) = ((marginRatio - 1) x netAssets - debt) in `coin` at the last price, floored,
 *   never below 0 and never above what the treasury holds; net assets = assets - debt, all in
 *   the quote coin (margin-risk.ts). It is stated before the first hour's interest of the
 *   borrow itself. Without a last price the base coin cannot be borrowed (BORROW_OVER_MAX).
 * - Interest: hourly, simple, the hour a borrow starts is charged at once (margin-interest.ts).
 * - Repay: interest first (to the fee account), then principal (to the treasury). The repay
 *   minimum does not apply to a repay that clears the whole debt, nor to auto-repay.
 * - Auto-repay repays from each fill's proceeds (what the fill credited, net of fee), never
 *   from the coin the account already held.
 * - Auto-borrow borrows the shortfall, raised to the borrow minimum when smaller.
 * - Transfer out with debt open: the risk ratio after it must stay at or above
 *   max(2 x liquidationRatio, marginRatio / (marginRatio - 1)) (transferFloor).
 * - Liquidation: at or below the liquidation ratio, on tick (margin-liquidate.ts).
 *
 * Queries (loanInfo, riskRatio, transferCheck, the limits of a refused request) see interest
 * accrued up to now without storing it, so they announce nothing; commands store it first.
 */

/** What the engine gives the margin module. */
export interface MarginHost {
  ledger: Ledger;
  now(): number;
  emit(e: EngineEvent): void;
  pair(symbol: string): PairSpec | undefined;
  coin(coin: string): CoinSpec | undefined;
  /** The user's margin account of the pair, created on first use. */
  marginAccount(userId: number, symbol: string): Account;
  accountById(accountId: number): Account | undefined;
  /** Last trade price in ticks. */
  lastPrice(symbol: string): number | undefined;
  /** System-cancels every open order of the account, releasing its frozen funds. */
  cancelAccountOrders(accountId: number): void;
  /** A market order of the margin account (mode iso_margin, subMode normal). */
  placeMarket(userId: number, symbol: string, side: Side, amount: { size?: number; notional?: number }): Result<Order>;
}

/** The spec's "Loan info" of one coin of a margin account; amounts in that coin's ledger units. */
export interface LoanInfo {
  coinName: string;
  balanceAvail: number;
  loanMax: number;
  /** Principal + unpaid interest. */
  debtAll: number;
  interest: number;
  /** Hourly rate, decimal string as configured. */
  interestRate: string;
  /** Principal borrowed and not repaid. */
  loanDid: number;
  /** min(debtAll, balanceAvail). */
  repayMax: number;
  /** Assets - debt of the whole account, in quote ledger units. */
  netAssets: number;
}

export class IsolatedMargin {
  private readonly book: LoanBook;
  private readonly view: MarginView;

  constructor(
    private readonly host: MarginHost,
    treasuryAccountId: number,
    feeAccountId: number,
  ) {
    this.book = new LoanBook(host.ledger, (e) => host.emit(e), treasuryAccountId, feeAccountId);
    this.view = new MarginView(host, this.book, treasuryAccountId);
  }

  /** Borrows `amount` ledger units of `coin` into the user's margin account of `symbol`. */
  borrow(userId: number, symbol: string, coin: string, amount: number): Result<Loan> {
    const mp = this.view.marginPair(symbol);
    if (mp === undefined) return fail(Code.MARGIN_NOT_SUPPORTED, `no margin trading on ${symbol}`);
    const bad = checkRequest(mp, coin, amount);
    if (bad !== undefined) return bad;
    if (amount < (mp.spec.borrowMin[coin] ?? 0)) return fail(Code.BORROW_BELOW_MIN, 'borrow below the minimum');
    const account = this.host.marginAccount(userId, symbol);
    if (amount > this.view.loanMax(account.accountId, mp, coin)) return fail(Code.BORROW_OVER_MAX, 'borrow over the maximum');
    return ok(this.lend(account.accountId, mp, coin, amount));
  }

  /** Repays `amount` of the user's `coin` debt from the margin account, interest first. */
  repay(userId: number, symbol: string, coin: string, amount: number): Result<Loan> {
    const mp = this.view.marginPair(symbol);
    if (mp === undefined) return fail(Code.MARGIN_NOT_SUPPORTED, `no margin trading on ${symbol}`);
    const bad = checkRequest(mp, coin, amount);
    if (bad !== undefined) return bad;
    const { accountId } = this.host.marginAccount(userId, symbol);
    const debt = this.view.debt(accountId, mp, coin);
    if (amount > debt) return fail(Code.REPAY_OVER_DEBT, 'repay over the debt');
    if (amount < (mp.spec.repayMin[coin] ?? 0) && amount !== debt) return fail(Code.REPAY_BELOW_MIN, 'repay below the minimum');
    if (amount > this.host.ledger.available(accountId, coin)) return fail(Code.REPAY_OVER_AVAILABLE, 'repay over the available balance');
    this.accrueAccount(accountId, mp);
    return ok(this.book.pay(accountId, coin, amount));
  }

  /** The account's open loans as stored (interest accrued up to the last command or tick). */
  loans(accountId: number): Loan[] {
    return this.book.list(accountId);
  }

  /** The spec's loan info; an all-zero one for a pair without margin or a foreign coin. */
  loanInfo(userId: number, symbol: string, coin: string): LoanInfo {
    const mp = this.view.marginPair(symbol);
    const interestRate = mp?.spec.hourlyRate[coin] ?? '0';
    const info: LoanInfo = { coinName: coin, balanceAvail: 0, loanMax: 0, debtAll: 0, interest: 0, interestRate, loanDid: 0, repayMax: 0, netAssets: 0 };
    if (mp === undefined || (coin !== mp.base.coin && coin !== mp.quote.coin)) return info;
    const { accountId } = this.host.marginAccount(userId, symbol);
    const loan = this.view.pendingLoan(accountId, mp, coin);
    const values = this.view.values(accountId, mp);
    info.balanceAvail = this.host.ledger.available(accountId, coin);
    info.loanMax = this.view.loanMax(accountId, mp, coin);
    info.loanDid = loan?.principal ?? 0;
    info.interest = loan?.interest ?? 0;
    info.debtAll = info.loanDid + info.interest;
    info.repayMax = Math.min(info.debtAll, info.balanceAvail);
    info.netAssets = values.assets - values.debts;
    return info;
  }

  /** Total assets / (debt + unpaid interest), in quote at the last price; Infinity with no debt. */
  riskRatio(userId: number, symbol: string): number {
    const mp = this.view.marginPair(symbol);
    if (mp === undefined) return Infinity;
    return this.view.ratio(this.host.marginAccount(userId, symbol).accountId, mp);
  }

  /**
   * Called by the engine before it freezes `needed` of `coin` for a 'borrow'-mode order:
   * borrows the shortfall (raised to the borrow minimum) when within loanMax, else
   * BALANCE_NOT_ENOUGH and nothing changes. `lend` false only answers whether it could (a
   * post-only order that would take is cancelled at once: it must not leave a loan behind).
   */
  autoBorrow(accountId: number, symbol: string, coin: string, needed: number, lend = true): Result<void> {
    const mp = this.view.marginPair(symbol);
    if (mp === undefined) return fail(Code.MARGIN_NOT_SUPPORTED, `no margin trading on ${symbol}`);
    const shortfall = needed - this.host.ledger.available(accountId, coin);
    if (shortfall <= 0) return ok(undefined);
    const bad = checkRequest(mp, coin, shortfall);
    if (bad !== undefined) return bad;
    const amount = Math.max(shortfall, mp.spec.borrowMin[coin] ?? 0);
    if (amount > this.view.loanMax(accountId, mp, coin)) return fail(Code.BALANCE_NOT_ENOUGH, `${coin} balance is insufficient`);
    if (lend) this.lend(accountId, mp, coin, amount);
    return ok(undefined);
  }

  /**
   * Called by the engine after a fill credits `proceeds` of `coin` to a 'repay'-mode order's
   * account: repays that coin's interest, then principal, from those proceeds only (spec: "the
   * proceeds repay same-currency debt"). What the account held before stays where it was.
   */
  autoRepay(accountId: number, symbol: string, coin: string, proceeds: number): void {
    const mp = this.view.marginPair(symbol);
    if (mp === undefined || proceeds <= 0 || this.book.get(accountId, coin) === undefined) return;
    this.accrueAccount(accountId, mp);
    this.repayFromAvailable(accountId, coin, proceeds);
  }

  /**
   * Accrues every loan up to host.now(), then liquidates every account whose risk ratio is at
   * or below its pair's liquidation ratio (accounts of a pair without a last price are left).
   */
  tick(): void {
    // ascending ids: the same order before and after a restart, so liquidations replay alike
    const accounts = [...this.book.accountIds()].sort((a, b) => a - b).map((id) => this.host.accountById(id));
    for (const account of accounts) {
      const mp = account?.symbol === undefined ? undefined : this.view.marginPair(account.symbol);
      if (account !== undefined && mp !== undefined) this.accrueAccount(account.accountId, mp);
    }
    for (const account of accounts) {
      const mp = account?.symbol === undefined ? undefined : this.view.marginPair(account.symbol);
      if (account === undefined || mp === undefined) continue;
      const price = this.host.lastPrice(mp.pair.symbol);
      if (price === undefined || this.book.list(account.accountId).length === 0) continue;
      if (this.view.ratio(account.accountId, mp) > mp.spec.liquidationRatio) continue;
      this.liquidate(account, mp, price);
    }
  }

  /** Puts stored loans back at start-up; emits nothing. */
  restore(loans: Loan[]): void {
    for (const loan of loans) this.book.restore(loan);
  }

  /**
   * May `amount` of `coin` leave the margin account? Always with no debt (availability is the
   * engine's check); with debt only if the risk ratio afterwards stays at or above
   * transferFloor, else TRANSFER_BLOCKED_BY_RISK.
   */
  transferCheck(accountId: number, coin: string, amount: number): Result<void> {
    const symbol = this.host.accountById(accountId)?.symbol;
    const mp = symbol === undefined ? undefined : this.view.marginPair(symbol);
    if (mp === undefined) return ok(undefined);
    if (this.book.list(accountId).length === 0) return ok(undefined);
    const after = this.view.assets(accountId, mp);
    if (coin === mp.base.coin) after.base = Math.max(0, after.base - amount);
    else if (coin === mp.quote.coin) after.quote = Math.max(0, after.quote - amount);
    const v = this.view.values(accountId, mp, after);
    const ratio = riskRatio(v.assets, v.debts);
    if (ratio < transferFloor(mp.spec)) return fail(Code.TRANSFER_BLOCKED_BY_RISK, 'transfer would put the margin account at risk');
    return ok(undefined);
  }

  private liquidate(account: Account, mp: MarginPair, price: number): void {
    const { accountId } = account;
    this.host.cancelAccountOrders(accountId);
    liquidate({
      mp,
      accountId,
      price,
      available: (coin) => this.host.ledger.available(accountId, coin),
      debt: (coin) => this.view.debt(accountId, mp, coin),
      repayAll: () => {
        this.accrueAccount(accountId, mp);
        this.repayFromAvailable(accountId, mp.quote.coin);
        this.repayFromAvailable(accountId, mp.base.coin);
      },
      placeMarket: (side, amount) => this.host.placeMarket(account.userId, mp.pair.symbol, side, amount),
    });
  }

  private lend(accountId: number, mp: MarginPair, coin: string, amount: number): Loan {
    this.accrueAccount(accountId, mp);
    return this.book.lend(accountId, coin, amount, this.view.rate(mp, coin), this.host.now());
  }

  /** Repays as much of the (accrued) `coin` debt as the available balance, and `limit` when given, allow. */
  private repayFromAvailable(accountId: number, coin: string, limit = Infinity): void {
    const loan = this.book.get(accountId, coin);
    if (loan === undefined) return;
    const amount = Math.min(loan.principal + loan.interest, this.host.ledger.available(accountId, coin), limit);
    if (amount > 0) this.book.pay(accountId, coin, amount);
  }

  private accrueAccount(accountId: number, mp: MarginPair): void {
    this.book.accrueAccount(accountId, (coin) => this.view.rate(mp, coin), this.host.now());
  }
}

/** A borrow or repay must name one of the pair's coins and a positive whole amount. */
function checkRequest(mp: MarginPair, coin: string, amount: number): Result<never> | undefined {
  if (coin !== mp.base.coin && coin !== mp.quote.coin) return fail(Code.PARAM_INVALID, `${coin} is not a coin of ${mp.pair.symbol}`);
  if (!Number.isSafeInteger(amount) || amount <= 0) return fail(Code.PARAM_INVALID, 'amount must be a positive whole number of units');
  return undefined;
}
