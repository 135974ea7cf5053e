import { describe, expect, it } from 'vitest';
import { chosenRate, DOLLAR, formatTodayProfit, withCurrency } from './currency';
import { formatAvgCost } from './sorting';
import { PLACEHOLDER } from './types';

const RATES = [DOLLAR, { currency: 'EUR', rate: '0.92' }, { currency: 'JPY', rate: '151.5' }];

describe('chosenRate', () => {
  it.each([
    ['EUR', RATES, { currency: 'EUR', rate: '0.92' }],
    ['USD', RATES, DOLLAR],
    ['XYZ', RATES, DOLLAR],
    ['EUR', null, DOLLAR],
  ] as const)('should value %s with %j as %j', (chosen, rates, want) => {
    expect(chosenRate(rates, chosen)).toEqual(want);
  });
});

describe('average cost in the chosen currency', () => {
  it.each([
    ['60120.00000000', 8, 'EUR', '55310.40 EUR'],
    ['60120.00000000', 8, 'JPY', '9108180.00 JPY'],
    ['0.25000000', 4, 'EUR', '0.2300 EUR'],
    ['60120.00000000', 8, 'USD', '60120.00 USD'],
    [null, 8, 'EUR', PLACEHOLDER],
  ] as const)('should show %s (precision %i) in %s as %s', (cost, precision, code, want) => {
    const r = chosenRate(RATES, code);
    expect(withCurrency(formatAvgCost(cost, precision, r.rate), r.currency, PLACEHOLDER)).toBe(want);
  });
});

describe('today\'s PnL in the chosen currency, as the average cost beside it', () => {
  it.each([
    ['-501.98', 'EUR', '-461.82 EUR'],
    ['120.00', 'JPY', '18180.00 JPY'],
    ['0.00', 'EUR', '0.00 EUR'],
    ['-6.00', 'USD', '-6.00 USD'],
    [null, 'EUR', PLACEHOLDER],
    ['', 'EUR', PLACEHOLDER],
  ] as const)('should show %s dollars in %s as %s', (profit, code, want) => {
    const r = chosenRate(RATES, code);
    expect(withCurrency(formatTodayProfit(profit, r.rate), r.currency, PLACEHOLDER)).toBe(want);
  });
});
