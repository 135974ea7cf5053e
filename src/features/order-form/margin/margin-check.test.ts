import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTracking, trackedEvents } from '../../analytics/analytics';
import { pairs, type PairTicker } from '../../../state/market';

// The calls answer what each case sets; the dialog is recorded instead of rendered.
const answers = new Map<string, unknown>();
vi.mock('../../../net/api', () => ({
  apiGet: vi.fn(async (path: string) => {
    const data = answers.get(path);
    return data === undefined ? { success: false, code: -6, msg: 'not logged in', data: null } : { success: true, code: 0, msg: 'success', data };
  }),
}));
const shown: [string, string][] = [];
vi.mock('./refusal-host', () => ({ showMarginRefusal: (reason: string, symbol: string) => shown.push([reason, symbol]) }));

const { checkMarginAllowed } = await import('./margin-check');

const user = (kycLevel: number, kycCountry = '', ipCountry = '') => ({ userId: 1, email: 'a@b.c', kycLevel, kycCountry, ipCountry });

describe('checkMarginAllowed', () => {
  beforeEach(() => {
    answers.clear();
    shown.length = 0;
    resetTracking();
    answers.set('/ds/risk-limit', { riskLimitList: [{ symbolId: 1006, countrys: ['US', 'CA'] }], kycCountryCode: '', ipCountryCode: '' });
    pairs.value = [
      { symbol: 'BTC_USDT', symbolId: 1001 },
      { symbol: 'XRP_USDT', symbolId: 1006 },
    ] as unknown as PairTicker[];
  });

  it('should allow a verified user and show or track nothing', async () => {
    answers.set('/user/info', user(1, 'DE'));
    expect(await checkMarginAllowed('BTC_USDT')).toBe('ok');
    expect(shown).toEqual([]);
    expect(trackedEvents()).toEqual([]);
  });

  it('should refuse an unverified user with the KYC dialog and track margin/kyc/country_failed', async () => {
    answers.set('/user/info', user(0));
    expect(await checkMarginAllowed('BTC_USDT')).toBe('kyc');
    expect(shown).toEqual([['kyc', 'BTC_USDT']]);
    expect(trackedEvents().map((e) => [e.event, e.params])).toEqual([['margin/kyc/country_failed', { result: 'kyc', symbol: 'BTC_USDT' }]]);
  });

  it('should refuse a pair not offered in the user\'s country', async () => {
    answers.set('/user/info', user(2, 'US'));
    expect(await checkMarginAllowed('XRP_USDT')).toBe('country');
    expect(shown).toEqual([['country', 'XRP_USDT']]);
    expect(trackedEvents()[0].params).toEqual({ result: 'country', symbol: 'XRP_USDT' });
  });

  it('should let a visitor through (the form sends visitors to login first)', async () => {
    expect(await checkMarginAllowed('BTC_USDT')).toBe('ok');
    expect(shown).toEqual([]);
  });
});
