import { describe, expect, it } from 'vitest';
import { klineUrl, loadKlinePage, readKlineAnswer } from './kline-history';

const answer = (candles: unknown[], over: Record<string, unknown> = {}) => ({
  success: true, code: 0, msg: 'success',
  data: { symbol: 'BTC_USDT', interval: '15', pricePrecision: 2, countPrecision: 6, candles, ...over },
});

describe('readKlineAnswer', () => {
  it('should read decimal strings into numbers, oldest first as sent', () => {
    const r = readKlineAnswer(answer([[900000, '60000.00', '60100.50', '59990.00', '60005.25', '0.003500'], [1800000, '60005.25', '60006.00', '60001.00', '60002.00', '1.000000']]), 'BTC_USDT', '15');
    expect(r).toEqual({ ok: true, page: { symbol: 'BTC_USDT', interval: '15', pricePrecision: 2, countPrecision: 6, candles: [[900000, 60000, 60100.5, 59990, 60005.25, 0.0035], [1800000, 60005.25, 60006, 60001, 60002, 1]] } });
  });
  it('should refuse a refusal, another pair or interval, and a malformed candle, whole', () => {
    expect(readKlineAnswer({ success: false, msg: 'unknown pair', data: null }, 'BTC_USDT', '15')).toEqual({ ok: false, reason: 'kline call refused: unknown pair' });
    expect(readKlineAnswer(answer([], { symbol: 'ETH_USDT' }), 'BTC_USDT', '15').ok).toBe(false);
    expect(readKlineAnswer(answer([], { interval: '5' }), 'BTC_USDT', '15').ok).toBe(false);
    const good = [900000, '1', '2', '1', '2', '3'];
    expect(readKlineAnswer(answer([good, [1800000, '1', '2', '', '2', '3']]), 'BTC_USDT', '15')).toMatchObject({ ok: false, reason: expect.stringMatching(/decimal strings/) });
    expect(readKlineAnswer(answer([good, [1800000, '1', '0.5', '1', '2', '3']]), 'BTC_USDT', '15')).toMatchObject({ ok: false, reason: expect.stringMatching(/within low..high/) });
    expect(readKlineAnswer(answer([good, [1800000, '1', '2']]), 'BTC_USDT', '15').ok).toBe(false);
    expect(readKlineAnswer(null, 'BTC_USDT', '15').ok).toBe(false);
  });
});

describe('klineUrl and loadKlinePage', () => {
  it('should ask for the pair, interval and limit, with the cursor only when given', () => {
    expect(klineUrl('BTC_USDT', '60', 1000)).toBe('/gw-api/quotation/kline?symbol=BTC_USDT&interval=60&limit=1000');
    expect(klineUrl('BTC_USDT', '1D', 300, -86400000)).toBe('/gw-api/quotation/kline?symbol=BTC_USDT&interval=1D&limit=300&before=-86400000');
  });
  it('should turn a failed fetch into a refusal, never a throw', async () => {
    const asked: string[] = [];
    const ok = await loadKlinePage(async (u) => { asked.push(u); return answer([]); }, 'BTC_USDT', '15', 10, 5);
    expect(ok).toMatchObject({ ok: true, page: { candles: [] } });
    expect(asked).toEqual(['/gw-api/quotation/kline?symbol=BTC_USDT&interval=15&limit=10&before=5']);
    expect(await loadKlinePage(() => Promise.reject(new Error('offline')), 'BTC_USDT', '15', 10)).toEqual({ ok: false, reason: 'kline call failed: Error: offline' });
  });
});
