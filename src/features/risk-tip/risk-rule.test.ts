import { describe, expect, it } from 'vitest';
import { judgedCountry, readRiskLimit, riskTipShown, type RiskLimitInfo } from './risk-rule';

const LIST = [
  { symbolId: 1006, countrys: ['US', 'CA'] },
  { symbolId: 1025, countrys: ['US', 'CA', 'GB'] },
];
const info = (kycCountryCode: string | null, ipCountryCode: string | null): RiskLimitInfo => ({ riskLimitList: LIST, kycCountryCode, ipCountryCode });

describe('riskTipShown', () => {
  it('should show when the KYC country is restricted for the pair', () => {
    expect(riskTipShown(info('US', ''), 1006)).toBe(true);
    expect(riskTipShown(info('GB', null), 1025)).toBe(true);
  });

  it('should judge by the IP country when the KYC country is unknown (visitors)', () => {
    expect(riskTipShown(info('', 'CA'), 1006)).toBe(true);
    expect(riskTipShown(info(null, 'CA'), 1006)).toBe(true);
    expect(riskTipShown(info('', 'DE'), 1006)).toBe(false);
  });

  it('should let a known KYC country win over a restricted IP country, and the other way round', () => {
    expect(riskTipShown(info('DE', 'US'), 1006)).toBe(false);
    expect(riskTipShown(info('US', 'DE'), 1006)).toBe(true);
  });

  it('should not show for a pair without a list, or a country outside it', () => {
    expect(riskTipShown(info('US', 'US'), 1001)).toBe(false);
    expect(riskTipShown(info('GB', ''), 1006)).toBe(false);
  });

  it('should not show without a country, an answer or a pair', () => {
    expect(riskTipShown(info('', ''), 1006)).toBe(false);
    expect(riskTipShown(info(null, null), 1006)).toBe(false);
    expect(riskTipShown(null, 1006)).toBe(false);
    expect(riskTipShown(info('US', ''), undefined)).toBe(false);
  });

  it('should name the judged country: KYC, else IP, else none', () => {
    expect(judgedCountry(info('FR', 'US'))).toBe('FR');
    expect(judgedCountry(info('', 'US'))).toBe('US');
    expect(judgedCountry(info('', ''))).toBe(null);
  });
});

describe('readRiskLimit', () => {
  it('should read the gateway answer, with empty and missing countries as unknown', () => {
    expect(readRiskLimit({ riskLimitList: LIST, kycCountryCode: 'DE', ipCountryCode: '' })).toEqual({ riskLimitList: LIST, kycCountryCode: 'DE', ipCountryCode: '' });
    expect(readRiskLimit({ riskLimitList: [] })).toEqual({ riskLimitList: [], kycCountryCode: null, ipCountryCode: null });
  });

  it.each([
    ['no object', null],
    ['a string', 'US'],
    ['no list', { kycCountryCode: 'US' }],
    ['a row without countries', { riskLimitList: [{ symbolId: 1006 }] }],
    ['a text symbol id', { riskLimitList: [{ symbolId: '1006', countrys: ['US'] }] }],
    ['a lower-case country in a row', { riskLimitList: [{ symbolId: 1006, countrys: ['us'] }] }],
    ['a country name', { riskLimitList: [], kycCountryCode: 'Germany' }],
    ['a number for a country', { riskLimitList: [], ipCountryCode: 49 }],
  ])('should refuse %s (no tip)', (_what, data) => {
    expect(readRiskLimit(data)).toBe(null);
    expect(riskTipShown(readRiskLimit(data), 1006)).toBe(false);
  });
});
