import { deflateRawSync } from 'node:zlib';
import { unpack } from 'msgpackr';
import { inflateRaw } from 'pako';
import { describe, expect, it } from 'vitest';
import { decodeFrameOnce, encodeFrame, FrameDecoder, FrameError, packMessage, storedDeflate } from './codec';
import type { DepthSnapshot, NotifyMessage, TradeMessage } from './messages';

const nodeDeflate = (b: Uint8Array) => new Uint8Array(deflateRawSync(b));

function depth(levels: number, seq: number): DepthSnapshot {
  const bids: number[] = [];
  const asks: number[] = [];
  for (let i = 0; i < levels; i++) {
    bids.push(6_000_000 - i * 7, 1 + ((i * 7919) % 100_000));
    asks.push(6_000_001 + i * 7, 1 + ((i * 104_729) % 100_000));
  }
  return { ch: 'depth', type: 'snapshot', symbol: 'BTC_USDT', precision: 2, step: 1, pricePrecision: 2, countPrecision: 6, seq, checksum: 4_000_000_000, bids, asks, time: 1_717_200_000_000 };
}

describe('codec', () => {
  it('should round-trip messages through deflateRaw(msgpack) exactly', () => {
    const trade: TradeMessage = { ch: 'trade', type: 'update', symbol: 'ETH_USDT', pricePrecision: 2, countPrecision: 4, trades: [[9_007_199_254_740_000, 260_000, 5, 1, 1_717_200_000_123]] };
    const notify: NotifyMessage = {
      ch: 'notify',
      code: 0,
      data: { event: 'NEW_ENTRUST', tips_type: 'tips_other', biz_type: 'limit', side: 'buy', symbol: 'BTC_USDT', symbol_name: 'BTC/USDT', price: '60000.00', count: '0.010000', amount: '600.000000', uuid: '7-N', entrustIdStr: '7', margin_trading: false, order_mode: 0, state: 'SUCCESS', time: 1 },
    };
    for (const m of [depth(200, 1), trade, notify, { ch: 'error', code: -8103, msg: 'ünïcode ✓', id: -3 }]) {
      expect(decodeFrameOnce(encodeFrame(m))).toEqual(m);
      expect(decodeFrameOnce(encodeFrame(m, nodeDeflate))).toEqual(m);
    }
  });

  it('should write stored blocks that any raw inflater reads, the reused decoder included', () => {
    const decoder = new FrameDecoder(64);
    for (const n of [0, 1, 200, 511, 5000, 65535]) {
      const bytes = new Uint8Array(n).map((_, i) => (i * 31) & 0xff);
      const frame = storedDeflate(bytes);
      expect(frame.length).toBe(n + 5);
      expect(inflateRaw(frame)).toEqual(bytes);
      expect(decoder.inflate(frame)).toEqual(bytes);
    }
    expect(() => storedDeflate(new Uint8Array(65536))).toThrow(RangeError);
    const m = { ch: 'trade', trades: [[1, 2, 3, 1, 4]] };
    expect(decoder.decode(encodeFrame(m, storedDeflate))).toEqual(m);
  });

  it('should produce a plain raw-deflate stream of plain msgpack', () => {
    const m = { ch: 'tickers', manual: false, time: 5, data: [] };
    const frame = encodeFrame(m);
    // any raw inflater and any msgpack decoder read it: no zlib header, no record extension
    expect(unpack(inflateRaw(frame))).toEqual(m);
    expect(frame[0] === 0x78).toBe(false);
    expect(unpack(packMessage(m))).toEqual(m);
  });

  it('should decode many frames of every size with one reused decoder', () => {
    const decoder = new FrameDecoder(1024); // small on purpose: it must grow mid-frame
    for (let i = 0; i < 600; i++) {
      const m = depth(1 + ((i * 37) % 250), i);
      const frame = i % 2 === 0 ? encodeFrame(m) : encodeFrame(m, nodeDeflate);
      expect(decoder.decode(frame)).toEqual(m);
    }
    expect(decoder.frames).toBe(600);
    expect(decoder.grows).toBeGreaterThan(0);
    expect(decoder.grows).toBeLessThan(8); // grown once to fit, then reused
  });

  it('should accept an ArrayBuffer and a view into a larger buffer', () => {
    const decoder = new FrameDecoder();
    const frame = encodeFrame(depth(3, 9));
    const big = new Uint8Array(frame.length + 10);
    big.set(frame, 5);
    expect(decoder.decode(big.subarray(5, 5 + frame.length))).toEqual(depth(3, 9));
    expect(decoder.decode(frame.slice().buffer)).toEqual(depth(3, 9));
  });

  it('should reject a corrupt or cut frame and keep decoding afterwards', () => {
    const decoder = new FrameDecoder();
    const frame = encodeFrame(depth(50, 1));
    expect(() => decoder.decode(frame.subarray(0, frame.length >> 1))).toThrow(FrameError);
    expect(() => decoder.decode(new Uint8Array([0xff, 0xff, 0xff, 0xff]))).toThrow(FrameError);
    expect(() => decoder.decode(nodeDeflate(new Uint8Array([0x92, 0x01])))).toThrow(FrameError); // array of 2, one item
    expect(decoder.decode(frame)).toEqual(depth(50, 1));
  });
});
