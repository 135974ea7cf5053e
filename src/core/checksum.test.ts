import { describe, expect, it } from 'vitest';
import { loadPortableBooks, loadWasmBooks } from '../../scripts/book';
import { bookChecksum, crc32 } from './checksum';

const text = (s: string) => new TextEncoder().encode(s);

/** The checksum's bytes written out independently: int64 little-endian via DataView/BigInt. */
function layout(bids: number[], asks: number[], depth = 25): Uint8Array {
  const values: number[] = [];
  for (let i = 0; i < depth; i++) {
    if (2 * i < bids.length) values.push(bids[2 * i], bids[2 * i + 1]);
    if (2 * i < asks.length) values.push(asks[2 * i], asks[2 * i + 1]);
  }
  const bytes = new Uint8Array(values.length * 8);
  const view = new DataView(bytes.buffer);
  values.forEach((v, i) => view.setBigInt64(8 * i, BigInt(v), true));
  return bytes;
}

describe('crc32', () => {
  it('should match the IEEE 802.3 check values', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf43926);
    expect(crc32(text(''))).toBe(0);
    expect(crc32(text('a'))).toBe(0xe8b7be43);
    expect(crc32(text('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339);
    expect(crc32(new Uint8Array(32))).toBe(0x190a55ad);
  });

  it('should give the same numbers from the wasm module and its portable build', async () => {
    for (const m of [await loadWasmBooks(), await loadPortableBooks()]) {
      expect(m.crc32(text('123456789'))).toBe(0xcbf43926);
      expect(m.crc32(text(''))).toBe(0);
      expect(m.crc32(text('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339);
      const random = Uint8Array.from({ length: 1000 }, (_, i) => (i * 2654435761) >>> 24);
      expect(m.crc32(random)).toBe(crc32(random));
    }
  });
});

describe('bookChecksum', () => {
  it('should be the CRC32 of bid i then ask i as int64 little-endian price and size', () => {
    const bids = [6_183_763, 378_826, 6_183_762, 61_700];
    const asks = [6_183_764, 154_698];
    expect(bookChecksum(bids, asks)).toBe(crc32(layout(bids, asks)));
    expect(bookChecksum(Float64Array.from(bids), Float64Array.from(asks))).toBe(crc32(layout(bids, asks)));
  });

  it('should cover 25 levels a side, and write large and negative integers as two’s complement', () => {
    const bids = Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? 2 ** 53 - 1 - i : 2 ** 40 + i));
    const asks = [-5, 1, 2 ** 32, 2 ** 32 + 1];
    expect(bookChecksum(bids, asks)).toBe(crc32(layout(bids, asks, 25)));
    expect(bookChecksum(bids, asks, 3)).toBe(crc32(layout(bids, asks, 3)));
    expect(bookChecksum([], [])).toBe(0);
  });

  it('should equal the wasm book’s checksum of the same levels', async () => {
    for (const m of [await loadWasmBooks(), await loadPortableBooks()]) {
      const book = m.createBook();
      const bids = Array.from({ length: 80 }, (_, i) => (i % 2 === 0 ? 6_000_000 - 7 * i : 1 + i * 1000));
      const asks = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 6_000_100 + 3 * i : 2 ** 45 + i));
      book.snapshot(bids, asks);
      expect(book.checksum()).toBe(bookChecksum(bids, asks));
      book.dispose();
    }
  });
});
