import { describe, expect, it } from 'vitest';
import type { ApiAnswer } from '../../../net/api';
import { BALANCE_PATH, FEE_PATH, loadEditData, type ApiGet } from './edit-load';

function fake(answers: Record<string, Partial<ApiAnswer<unknown>>>) {
  const calls: [string, Record<string, string> | undefined][] = [];
  const get = (async (path: string, query?: Record<string, string>) => {
    calls.push([path, query]);
    return { success: false, code: -1, msg: '', data: null, ...answers[path] };
  }) as ApiGet;
  return { calls, get };
}

describe('loadEditData', () => {
  it('should read walletVO1 as quote, walletVO2 as base and the user\'s maker and taker rates', async () => {
    const { calls, get } = fake({
      [BALANCE_PATH]: { success: true, data: { walletVO1: { availableBalance: '9377.742440' }, walletVO2: { availableBalance: '0.50066300' } } },
      [FEE_PATH]: { success: true, data: { makerRate: '0.001', takerRate: '0.002' } },
    });
    expect(await loadEditData(get, 'BTC_USDT', 1001, 'de-DE')).toEqual({ wallet: { quote: '9377.742440', base: '0.50066300' }, rates: { maker: '0.001', taker: '0.002' } });
    expect(calls).toEqual([[BALANCE_PATH, { symbol: 'BTC_USDT', locale: 'de-DE', _f: '2' }], [FEE_PATH, { symbolId: '1001' }]]);
  });

  it('should fall back to the default rates of 0.0025 and a zero balance when the calls fail', async () => {
    expect(await loadEditData(fake({}).get, 'BTC_USDT', 1001, 'en')).toEqual({ wallet: { quote: '0', base: '0' }, rates: { maker: '0.0025', taker: '0.0025' } });
  });
});
