import { describe, expect, it } from 'vitest';
import { deductionRefused, feeShown, ratePercent } from './fee-rules';

describe('feeShown', () => {
  const list = ['DE', 'FR', 'JP'];
  it.each([
    ['spot, KYC country listed', 'spot', { kycCountry: 'DE', ipCountry: '' }, true],
    ['spot, KYC country wins over the IP country', 'spot', { kycCountry: 'US', ipCountry: 'DE' }, false],
    ['spot, IP country when no KYC country', 'spot', { kycCountry: '', ipCountry: 'JP' }, true],
    ['spot, unknown country', 'spot', { kycCountry: '', ipCountry: '' }, false],
    ['spot, a visitor', 'spot', null, false],
    ['margin, even when listed', 'margin', { kycCountry: 'DE', ipCountry: '' }, false],
  ] as const)('should decide %s', (_name, mode, user, want) => {
    expect(feeShown(mode, user, list)).toBe(want);
  });
});

describe('deductionRefused', () => {
  it.each([[0, false], [1, true], [2, true]])('should refuse rate type %s: %s', (type, want) => {
    expect(deductionRefused(type)).toBe(want);
  });
});

describe('ratePercent', () => {
  it.each([
    ['0.0025', '0.25%'],
    ['0.001', '0.1%'],
    ['0.00075', '0.075%'],
    ['0.001875', '0.1875%'],
    ['0.006', '0.6%'],
    ['0', '0%'],
    ['0.1', '10%'],
    ['bad', '--'],
  ])('should show %s as %s', (rate, want) => {
    expect(ratePercent(rate)).toBe(want);
  });
});
