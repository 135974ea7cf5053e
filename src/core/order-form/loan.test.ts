import { describe, expect, it } from 'vitest';
import { formatLoanMax, repayMax, validateLoan, type LoanInfoView, type LoanTab } from './loan';

const INFO: LoanInfoView = { balanceAvail: '1000.000000', loanMax: '9000.000000', debtAll: '2000.009000', cueType: 0 };
const SMALL_DEBT: LoanInfoView = { ...INFO, debtAll: '0.500000' };
const NO_COLLATERAL: LoanInfoView = { balanceAvail: '0.000000', loanMax: '0.000000', debtAll: '0.000000', cueType: 1 };

describe('validateLoan', () => {
  it.each<[LoanTab, string, LoanInfoView, string, string | null, Record<string, string>?]>([
    ['borrow', '', INFO, '10', 'null_amount:loan.nullAmount'],
    ['borrow', '0', INFO, '10', 'null_amount:loan.nullAmount'],
    ['borrow', '0.0000001', INFO, '10', 'null_amount:loan.nullAmount'], // cut to 6 decimals: 0
    ['borrow', '9.999999', INFO, '10', 'below_min:loan.belowMin', { min: '10', unit: 'USDT' }],
    ['borrow', '10', INFO, '10', null],
    ['borrow', '10.1234567', INFO, '10', null],
    ['borrow', '9000', INFO, '10', null],
    ['borrow', '9000.000001', INFO, '10', 'borrow_too_high:loan.borrowTooHigh'],
    ['borrow', '10', NO_COLLATERAL, '10', 'borrow_too_high:loan.borrowNoCollateral'],
    ['borrow', '5', NO_COLLATERAL, '10', 'below_min:loan.belowMin', { min: '10', unit: 'USDT' }], // the engine checks the minimum first
    ['repay', '', INFO, '1', 'null_amount:loan.nullAmount'],
    ['repay', '2000.009001', INFO, '1', 'repay_too_high:loan.repayTooHigh'],
    ['repay', '0.999999', INFO, '1', 'below_min:loan.belowMin', { min: '1', unit: 'USDT' }],
    ['repay', '1', INFO, '1', null],
    ['repay', '1000', INFO, '1', null],
    ['repay', '1000.000001', INFO, '1', 'repay_over_available:loan.repayOverAvailable'],
    ['repay', '0.5', SMALL_DEBT, '1', null], // the whole debt, below the minimum
    ['repay', '0.4', SMALL_DEBT, '1', 'below_min:loan.belowMin', { min: '1', unit: 'USDT' }],
    ['repay', '1', NO_COLLATERAL, '1', 'repay_too_high:loan.repayTooHigh'],
  ])('should judge a %s of %j (%j, minimum %s) as %s', (tab, amount, info, min, want, params = {}) => {
    const got = validateLoan(tab, amount, 6, info, min, 'USDT');
    expect(got === null ? null : `${got.reason}:${got.messageKey}`).toBe(want);
    if (got !== null) expect(got.params).toEqual(params);
  });
});

describe('formatLoanMax', () => {
  it.each([
    ['9000.000000', '9000.00000000'],
    ['0.123456789', '0.12345678'],
    ['0.00000001', '0.00000001'],
    ['3', '3.00000000'],
    ['', '--'],
  ])('should show the max %j as %j', (max, want) => expect(formatLoanMax(max)).toBe(want));
});

describe('repayMax', () => {
  it.each<[LoanInfoView, string]>([
    [INFO, '1000.000000'],
    [SMALL_DEBT, '0.500000'],
    [NO_COLLATERAL, '0.000000'],
    [{ ...INFO, debtAll: '' }, '0.000000'],
  ])('should let %j repay at most %s', (info, want) => expect(repayMax(info, 6)).toBe(want));
});
