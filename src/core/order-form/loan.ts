/**
 * The borrow/repay dialog's rules (spec order-placement section 5: borrow at most loanMax,
 * repay at most the total debt and the available balance, both at least the coin's minimum;
 * section 4: the max shown to 8 decimals). Checked in the engine's order
 * (server/engine/margin.ts), so the dialog names the failure the gateway would answer.
 */
import { BORROW_MAX_DISPLAY_DECIMALS } from './constants';
import { cmp, formatDown, isZero, readExact, readUnits, ratio, type Ratio } from './exact';

export type LoanTab = 'borrow' | 'repay';

/** The loan info call's answer (GET …/loan/info and /repay/info), as strings. */
export interface LoanInfoView {
  balanceAvail: string;
  loanMax: string;
  debtAll: string;
  /** 1: nothing can be borrowed without collateral (transfer first); 0: loanMax is the leverage limit. */
  cueType: number;
}

export type LoanReason = 'null_amount' | 'below_min' | 'borrow_too_high' | 'repay_too_high' | 'repay_over_available';

export interface LoanError {
  reason: LoanReason;
  /** Key in the 'order' namespace. */
  messageKey: string;
  params: Record<string, string>;
}

const err = (reason: LoanReason, messageKey: string, params: Record<string, string> = {}): LoanError => ({ reason, messageKey, params });
const over = (a: Ratio, b: string): boolean => cmp(a, readExact(b) ?? ratio(0, 0)) > 0;

/**
 * The first failed rule for `amount` (already filtered at the coin's borrow decimals,
 * `decimals`), or null. `min` is the coin's borrow or repay minimum (leverageSymbolParam), a
 * decimal string. A repay of the whole debt may be below the minimum, as the engine allows:
 * otherwise a debt smaller than the minimum could never be paid off.
 */
export function validateLoan(tab: LoanTab, amount: string, decimals: number, info: LoanInfoView, min: string, coin: string): LoanError | null {
  const units = readUnits(amount, decimals);
  if (units === null || units === 0) return err('null_amount', 'loan.nullAmount');
  const a = ratio(units, decimals);
  const floor = readExact(min);
  const belowMin = floor !== null && cmp(a, floor) < 0;
  const minError = err('below_min', 'loan.belowMin', { min, unit: coin });
  if (tab === 'borrow') {
    if (belowMin) return minError;
    if (over(a, info.loanMax)) return err('borrow_too_high', info.cueType === 1 ? 'loan.borrowNoCollateral' : 'loan.borrowTooHigh');
    return null;
  }
  const debt = readExact(info.debtAll);
  if (over(a, info.debtAll)) return err('repay_too_high', 'loan.repayTooHigh');
  if (belowMin && (debt === null || isZero(debt) || cmp(a, debt) !== 0)) return minError;
  if (over(a, info.balanceAvail)) return err('repay_over_available', 'loan.repayOverAvailable');
  return null;
}

/** The most that may be borrowed, shown to 8 decimals, rounded down ('9000.00000000'). */
export function formatLoanMax(loanMax: string): string {
  const r = readExact(loanMax);
  return r === null ? '--' : formatDown(r, BORROW_MAX_DISPLAY_DECIMALS);
}

/** The most a repay can be: min(debtAll, balanceAvail), at `decimals`, rounded down. */
export function repayMax(info: LoanInfoView, decimals: number): string {
  const debt = readExact(info.debtAll);
  const avail = readExact(info.balanceAvail);
  if (debt === null || avail === null) return formatDown(ratio(0, 0), decimals);
  return formatDown(cmp(debt, avail) < 0 ? debt : avail, decimals);
}
