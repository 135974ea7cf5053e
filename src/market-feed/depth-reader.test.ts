import { describe, expect, it } from 'vitest';
import { packMessage } from '../protocol/codec';
import { DepthReader } from './depth-reader';
import { plainDepth, recordedDepth } from './feed.fixture';

const update = { ch: 'depth', type: 'update', symbol: 'BTC_USDT', precision: 2, seq: 42, checksum: 3904145511, bids: [5_999_900, 25_000], asks: [6_000_200, 5_000], time: 1717200000100 };

describe('DepthReader', () => {
  it('should read every message of the recorded stream as msgpackr does', () => {
    const r = new DepthReader();
    for (const m of recordedDepth()) expect(plainDepth(r.read(packMessage(m))!)).toEqual(m);
  });

  it('should read every msgpack number encoding', () => {
    const values = [0, 127, 128, 255, 256, 65_535, 65_536, 2 ** 32 - 1, 2 ** 32, 2 ** 53 - 1, -1, -32, -33, -128, -129, -32_768, -32_769, -(2 ** 31), -(2 ** 31) - 1, -(2 ** 40), 0.5, 1.25e-7, 6_183_763.5];
    const m = { ...update, bids: values, asks: values.slice(0, 21) };
    expect(plainDepth(new DepthReader().read(packMessage(m))!)).toEqual(m);
  });

  it('should read long arrays and reuse its buffers, growing them when needed', () => {
    const r = new DepthReader();
    const bids = Array.from({ length: 5000 }, (_, i) => 6_000_000 - i);
    const a = r.read(packMessage({ ...update, bids }))!;
    expect(a.bids.length).toBe(5000);
    expect(a.bids[4999]).toBe(6_000_000 - 4999);
    const b = r.read(packMessage(update))!;
    expect(b.bids.buffer).toBe(a.bids.buffer);
  });

  it('should leave other messages and unexpected shapes to msgpackr', () => {
    const r = new DepthReader();
    expect(r.read(packMessage({ ch: 'trade', type: 'update', symbol: 'BTC_USDT', trades: [] }))).toBeNull();
    expect(r.read(packMessage({ ...update, extra: 1 }))).toBeNull();
    expect(r.read(packMessage({ ...update, seq: '42' }))).toBeNull();
    expect(r.read(packMessage({ ...update, bids: [1, null] }))).toBeNull();
    expect(r.read(packMessage({ ...update, type: 'other' }))).toBeNull();
    expect(r.read(packMessage([1, 2]))).toBeNull();
    const { bids: _b, ...noBids } = update;
    expect(r.read(packMessage(noBids))).toBeNull();
    const { type: _t, ...noType } = update;
    expect(r.read(packMessage(noType))).toBeNull();
    const bytes = packMessage(update);
    for (let n = 0; n < bytes.length; n++) expect(r.read(bytes.subarray(0, n))).toBeNull();
    expect(r.read(Uint8Array.of(...bytes, 0))).toBeNull(); // trailing bytes
  });

  it('should keep the symbol string while the pair stays the same', () => {
    const r = new DepthReader();
    const a = r.read(packMessage(update))!.symbol;
    expect(r.read(packMessage(update))!.symbol).toBe(a);
    expect(r.read(packMessage({ ...update, symbol: 'ETH_USDT' }))!.symbol).toBe('ETH_USDT');
  });
});
