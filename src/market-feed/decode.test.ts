import { describe, expect, it } from 'vitest';
import { encodeFrame, FrameError, pakoDeflate, storedDeflate, packMessage } from '../protocol/codec';
import { nodeDeflate } from '../../server/market/publisher-deflate';
import { FeedDecoder, storedPayload } from './decode';
import type { DepthView } from './depth-reader';
import { plainDepth } from './feed.fixture';

const plain = (v: unknown) => plainDepth(v as DepthView);

const update = { ch: 'depth', type: 'update', symbol: 'BTC_USDT', precision: 2, seq: 9, checksum: 1, bids: [6_000_000, 10], asks: [], time: 1 };
// over the gateway's store threshold (STORE_BELOW_BYTES), so it goes out compressed
const big = { ...update, bids: Array.from({ length: 4000 }, (_, i) => 6_000_000 - i * 7) };

describe('FeedDecoder', () => {
  it('should read the protocol test vector', () => {
    const hex = '012700d8ffde0003a26368a56572726f72a4636f6465d1e059a36d7367ae756e6b6e6f776e206f7020225822';
    const frame = Uint8Array.from(hex.match(/../g)!.map((h) => parseInt(h, 16)));
    const d = new FeedDecoder();
    expect(d.decode(frame.buffer)).toEqual({ ch: 'error', code: -8103, msg: 'unknown op "X"' });
    expect(d.stored).toBe(1);
  });

  it('should take stored frames without inflating and compressed ones through pako, alike', () => {
    const d = new FeedDecoder();
    expect(plain(d.decode(encodeFrame(update, nodeDeflate)))).toEqual(update);
    expect(plain(d.decode(encodeFrame(big, nodeDeflate)))).toEqual(big);
    expect(plain(d.decode(encodeFrame(update, pakoDeflate)))).toEqual(update);
    expect(d.stored).toBeGreaterThanOrEqual(1);
    expect(d.inflated).toBeGreaterThanOrEqual(1);
    expect(d.stored + d.inflated).toBe(3);
  });

  it('should only take the shortcut for exactly one final stored block', () => {
    const stored = storedDeflate(packMessage(update));
    expect(storedPayload(stored)).toBe(stored.length - 5);
    expect(storedPayload(stored.subarray(0, stored.length - 1))).toBe(-1);
    const notFinal = stored.slice();
    notFinal[0] = 0x00;
    expect(storedPayload(notFinal)).toBe(-1);
    const badNlen = stored.slice();
    badNlen[3] ^= 1;
    expect(storedPayload(badNlen)).toBe(-1);
  });

  it('should throw FrameError on garbage and truncated frames, and keep working after', () => {
    const d = new FeedDecoder();
    const good = encodeFrame(big, nodeDeflate);
    expect(() => d.decode(good.subarray(0, 100))).toThrow(FrameError);
    expect(() => d.decode(Uint8Array.of(0xff, 0xfe, 0x01, 0x02, 0x09, 0x33))).toThrow(FrameError);
    const stored = storedDeflate(Uint8Array.of(0x92, 0x01)); // an array of 2 holding 1 item
    expect(() => d.decode(stored)).toThrow(FrameError);
    expect(plain(d.decode(good))).toEqual(big);
  });
});
