import { describe, expect, it } from 'vitest';
import { encodeFrame } from '../../protocol/codec';
import type { SocketEvents } from '../../market-feed/link';
import { KlineSocket, scaleKline } from './kline-socket';

const msg = (over: Record<string, unknown> = {}) => ({ ch: 'kline', type: 'update', symbol: 'BTC_USDT', interval: '1', pricePrecision: 2, countPrecision: 6, candles: [[60000, 6000025, 6010000, 5990000, 6005000, 3500]], ...over });

describe('scaleKline', () => {
  it('should scale ticks and lots to the decimals the REST history holds', () => {
    expect(scaleKline(msg(), 'BTC_USDT', '1')).toEqual({ ok: true, type: 'update', candles: [[60000, 60000.25, 60100, 59900, 60050, 0.0035]] });
    expect(60000.25).toBe(Number('60000.25'));
  });
  it('should drop another pair or interval and a malformed candle', () => {
    expect(scaleKline(msg({ symbol: 'ETH_USDT' }), 'BTC_USDT', '1').ok).toBe(false);
    expect(scaleKline(msg({ interval: '5' }), 'BTC_USDT', '1').ok).toBe(false);
    expect(scaleKline(msg({ candles: [[0, 5, 4, 3, 2, 1]] }), 'BTC_USDT', '1').ok).toBe(false);
    expect(scaleKline(msg({ type: 'delta' }), 'BTC_USDT', '1').ok).toBe(false);
  });
});

describe('KlineSocket', () => {
  it('should subscribe to the pair at the asked interval name and hand over its candles', () => {
    const sent: string[] = [];
    let events: SocketEvents | undefined;
    const got: unknown[] = [];
    const s = new KlineSocket('BTC_USDT', '1line', { onCandles: (type, candles) => got.push([type, candles]) }, 'ws://x/ws/market', (_url, on) => {
      events = on;
      return { send: (d) => sent.push(String(d)), close: () => {} };
    });
    events!.open();
    expect(JSON.parse(sent[0])).toEqual({ op: 'SUBSCRIBE', args: [['kline', { symbol: 'BTC_USDT', interval: '1line' }]] });
    const frame = encodeFrame(msg({ type: 'snapshot' }));
    events!.message(frame.buffer.slice(frame.byteOffset, frame.byteOffset + frame.byteLength) as ArrayBuffer);
    events!.message(new Uint8Array([1, 2, 3]).buffer);
    expect(got).toEqual([['snapshot', [[60000, 60000.25, 60100, 59900, 60050, 0.0035]]]]);
    expect(s.dropped).toBe(1);
    s.stop();
  });
});
