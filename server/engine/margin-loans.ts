import type { Ledger } from './ledger';
import { accrue, hourInterest, HOUR_MS } from './margin-interest';
import type { Rate } from './rate';
import type { EngineEvent, Loan } from './types';

/**
 * The open loans, one per (margin account, coin), and the money moves that change them.
 *
 * Lending moves the treasury's coins into the account's available balance; repaying moves
 * interest to the fee account (the exchange's revenue) and principal back to the treasury.
 * Limits are the caller's job (IsolatedMargin); this class only keeps the books straight and
 * announces each loan as it now stands. A loan repaid in full is announced with principal and
 * interest 0 and then forgotten.
 */
export class LoanBook {
  private readonly byAccount = new Map<number, Map<string, Loan>>();

  constructor(
    private readonly ledger: Ledger,
    private readonly emit: (e: EngineEvent) => void,
    private readonly treasuryId: number,
    private readonly feeId: number,
  ) {}

  get(accountId: number, coin: string): Loan | undefined {
    return this.byAccount.get(accountId)?.get(coin);
  }

  /** The account's open loans (copies). */
  list(accountId: number): Loan[] {
    const loans = this.byAccount.get(accountId);
    return loans === undefined ? [] : [...loans.values()].map((l) => ({ ...l }));
  }

  /** Every account with an open loan, as a fresh array (safe to iterate while repaying). */
  accountIds(): number[] {
    return [...this.byAccount.keys()];
  }

  /** Charges every hour started up to `now` on each of the account's loans. */
  accrueAccount(accountId: number, rateOf: (coin: string) => Rate, now: number): void {
    const loans = this.byAccount.get(accountId);
    if (loans === undefined) return;
    for (const [coin, loan] of loans) {
      const next = accrue(loan, rateOf(coin), now);
      if (next !== loan) this.set(next);
    }
  }

  /**
   * Lends `amount` from the treasury and charges the first hour on it at once. The loan's
   * accrual must be current (accrueAccount first) so older hours are charged on the old
   * principal; a running loan keeps its hour boundary.
   */
  lend(accountId: number, coin: string, amount: number, rate: Rate, now: number): Loan {
    if (!this.ledger.transfer(this.treasuryId, accountId, coin, amount)) {
      throw new Error(`treasury short of ${amount} ${coin}`);
    }
    const old = this.get(accountId, coin);
    const loan: Loan = {
      accountId,
      coin,
      principal: (old?.principal ?? 0) + amount,
      interest: (old?.interest ?? 0) + hourInterest(amount, rate),
      accruedTo: old?.accruedTo ?? now + HOUR_MS,
    };
    this.set(loan);
    return { ...loan };
  }

  /**
   * Pays `amount` (at most the debt) out of the account's available balance: interest first,
   * to the fee account, then principal, to the treasury. Throws if the account is short.
   */
  pay(accountId: number, coin: string, amount: number): Loan {
    const old = this.get(accountId, coin);
    if (old === undefined || amount > old.principal + old.interest) throw new Error('repay over debt');
    const toInterest = Math.min(amount, old.interest);
    const toPrincipal = amount - toInterest;
    if (this.ledger.available(accountId, coin) < amount) throw new Error('repay over available');
    this.ledger.transfer(accountId, this.feeId, coin, toInterest);
    this.ledger.transfer(accountId, this.treasuryId, coin, toPrincipal);
    const loan: Loan = { ...old, principal: old.principal - toPrincipal, interest: old.interest - toInterest };
    this.set(loan);
    return { ...loan };
  }

  /** Puts a stored loan back (start-up); emits nothing. */
  restore(loan: Loan): void {
    if (loan.principal === 0 && loan.interest === 0) return;
    this.put(loan);
  }

  private set(loan: Loan): void {
    if (loan.principal === 0 && loan.interest === 0) this.remove(loan);
    else this.put(loan);
    this.emit({ kind: 'loan', loan: { ...loan } });
  }

  private put(loan: Loan): void {
    let loans = this.byAccount.get(loan.accountId);
    if (loans === undefined) {
      loans = new Map();
      this.byAccount.set(loan.accountId, loans);
    }
    loans.set(loan.coin, { ...loan });
  }

  private remove(loan: Loan): void {
    const loans = this.byAccount.get(loan.accountId);
    loans?.delete(loan.coin);
    if (loans?.size === 0) this.byAccount.delete(loan.accountId);
  }
}
