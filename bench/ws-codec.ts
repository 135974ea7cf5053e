import Benchmark from 'benchmark';
import { inflateRaw } from 'pako';
import { unpack } from 'msgpackr';
import { encodeFrame, FrameDecoder, pakoDeflate } from '../src/protocol/codec';
import type { DepthSnapshot, DepthUpdate } from '../src/protocol/messages';
import { nodeDeflate } from '../server/market/publisher-deflate';
import type { BenchResult, Suite } from './suite';

/**
 * The websocket codec on typical frames: a depth update (a dozen changed levels) and a 200-level
 * snapshot. Encode: pako's raw deflate against Node's native one (what the gateway uses).
 * Decode: the client's reused FrameDecoder against a fresh pako.inflateRaw per frame — the
 * reason the decoder exists (architecture: "about seven times more").
 */
function frames() {
  const levels = (n: number, base: number, dir: number) => Array.from({ length: n }, (_, i) => [base + dir * i * 3, 1000 + ((i * 7919) % 90_000)]).flat();
  const update: DepthUpdate = { ch: 'depth', type: 'update', symbol: 'BTC_USDT', precision: 2, seq: 123_456, checksum: 3_000_000_000, bids: levels(6, 6_000_000, -1), asks: levels(6, 6_000_010, 1), time: Date.now() };
  const snapshot: DepthSnapshot = { ...update, type: 'snapshot', step: 1, pricePrecision: 2, countPrecision: 6, bids: levels(200, 6_000_000, -1), asks: levels(200, 6_000_010, 1) };
  return { update, snapshot };
}

function hz(name: string, fn: () => void): number {
  const b = new Benchmark(name, fn, { minTime: 1, maxTime: 3 });
  b.run();
  if (b.error) throw b.error;
  return b.hz;
}

export const suite: Suite = {
  description: 'websocket frame codec: encode (pako vs the gateway) and decode (reused vs fresh inflater)',
  async run(): Promise<BenchResult[]> {
    const { update, snapshot } = frames();
    const node = nodeDeflate;
    const out: BenchResult[] = [];
    for (const [label, msg] of [['update', update], ['snapshot', snapshot]] as const) {
      const frame = encodeFrame(msg, node);
      const decoder = new FrameDecoder();
      const encPako = hz('pako', () => void encodeFrame(msg, pakoDeflate));
      const encNode = hz('gateway', () => void encodeFrame(msg, node));
      const decReused = hz('reused', () => void decoder.decode(frame));
      const decFresh = hz('fresh', () => void unpack(inflateRaw(frame)));
      out.push(
        { name: `${label}: frame size`, value: frame.length, unit: 'bytes' },
        { name: `${label}: encode with pako deflateRaw`, value: Number((1e6 / encPako).toFixed(1)), unit: 'us' },
        { name: `${label}: encode as the gateway does (stored block under 512 B, else node zlib)`, value: Number((1e6 / encNode).toFixed(1)), unit: 'us' },
        { name: `${label}: decode, reused FrameDecoder`, value: Number((1e6 / decReused).toFixed(1)), unit: 'us' },
        { name: `${label}: decode, fresh pako.inflateRaw`, value: Number((1e6 / decFresh).toFixed(1)), unit: 'us' },
        { name: `${label}: fresh / reused decode time`, value: Number((decReused / decFresh).toFixed(2)), unit: 'x' },
      );
    }
    return out;
  },
};
