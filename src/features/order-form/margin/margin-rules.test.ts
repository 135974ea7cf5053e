import { describe, expect, it } from 'vitest';
import { marginVerdict, maxAt, RISK_REFRESH_MS, riskRefreshMs, subModeOf, validateTransfer } from './margin-rules';

describe('subModeOf', () => {
  it.each([['normal', 'normal'], ['autoBorrow', 'borrow'], ['autoRepay', 'repay']] as const)('should send %s as %s', (mode, sub) => {
    expect(subModeOf(mode)).toBe(sub);
  });
});

describe('marginVerdict', () => {
  const limits = [{ symbolId: 1006, countrys: ['US', 'CA'] }];
  it.each([
    ['a verified user on an open pair', 1, ['DE', ''], 1001, 'ok'],
    ['an unverified user', 0, ['DE', ''], 1001, 'kyc'],
    ['a KYC country where the pair is limited', 2, ['US', ''], 1006, 'country'],
    ['an IP country where the pair is limited', 2, ['DE', 'CA'], 1006, 'country'],
    ['a limited pair before verification (country first, as the gateway)', 0, ['', 'US'], 1006, 'country'],
    ['a limited pair from another country', 1, ['DE', 'FR'], 1006, 'ok'],
    ['unknown countries', 1, ['', ''], 1006, 'ok'],
  ] as const)('should judge %s', (_name, kyc, countries, symbolId, want) => {
    expect(marginVerdict(kyc, countries, symbolId, limits)).toBe(want);
  });
});

describe('validateTransfer', () => {
  it.each([
    ['', 'null_amount'],
    ['0', 'null_amount'],
    ['0.0000001', 'null_amount'], // cut at 6 decimals: nothing left
    ['100', null],
    ['1000.000000', null],
    ['1000.000001', 'over_available'],
  ])('should check %j against 1000.000000 USDT', (amount, want) => {
    const got = validateTransfer(amount, 6, '1000.000000', 'USDT');
    expect(got?.reason ?? null).toBe(want);
  });

  it('should name the coin in the balance message', () => {
    expect(validateTransfer('3', 8, '2.00000000', 'BTC')).toEqual({ reason: 'over_available', messageKey: 'transfer.overAvailable', params: { coin: 'BTC' } });
  });
});

describe('maxAt', () => {
  it('should cut down to the decimals and read an unusable value as zero', () => {
    expect(maxAt('9000.1234567', 6)).toBe('9000.123456');
    expect(maxAt('0.00000000', 8)).toBe('0.00000000');
    expect(maxAt('', 2)).toBe('0.00');
  });
});

describe('riskRefreshMs', () => {
  it('should refresh a ratio with debt, and neither no debt nor a ratio not yet loaded', () => {
    expect(riskRefreshMs('1.8532')).toBe(RISK_REFRESH_MS);
    expect(riskRefreshMs('999')).toBeNull();
    expect(riskRefreshMs(null)).toBeNull();
  });
});
