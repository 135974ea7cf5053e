import { mulDiv } from '../../src/core/units';
import { parseRate, type Rate } from './rate';
import type { Loan } from './types';

/**
 * Margin loan interest: simple (never compounded), charged per hour started.
 *
 * - On a borrow, the hour that starts with it is charged at once (as real exchanges do), so a
 *   new loan has `accruedTo = borrowTime + 1 h`.
 * - Every further hour starts at `accruedTo`; once `now >= accruedTo` that hour is charged
 *   and `accruedTo` moves on by one hour. Each hour costs principal x hourlyRate, rounded up
 *   to the coin's ledger unit (the borrower pays the rounding, never the treasury).
 * - Rates are decimal strings; they become an integer fraction num/den so no float touches money.
 */

export const HOUR_MS = 3_600_000;

const ZERO_RATE: Rate = { num: 0, den: 1 };

/** An hourly interest rate ('0.0000125' is 125 / 10^7); none configured is 0. Throws on a malformed one (a config error). */
export function interestRate(text: string | undefined): Rate {
  return text === undefined ? ZERO_RATE : parseRate(text, 'interest rate');
}

/** One hour's interest on `principal` ledger units, rounded up to a whole unit. */
export function hourInterest(principal: number, rate: Rate): number {
  if (principal === 0 || rate.num === 0) return 0;
  return mulDiv(principal, rate.num, rate.den, 'up');
}

/** How many hours have started at `now` that are not yet charged (hours begin at accruedTo). */
export function hoursDue(accruedTo: number, now: number): number {
  return now < accruedTo ? 0 : Math.floor((now - accruedTo) / HOUR_MS) + 1;
}

/**
 * The loan with every hour started up to `now` charged. Returns the same object when nothing
 * is due, so callers can tell whether to announce a change.
 */
export function accrue(loan: Loan, rate: Rate, now: number): Loan {
  const hours = hoursDue(loan.accruedTo, now);
  if (hours === 0) return loan;
  return {
    ...loan,
    interest: loan.interest + hours * hourInterest(loan.principal, rate),
    accruedTo: loan.accruedTo + hours * HOUR_MS,
  };
}
