/**
 * CRC32 and the order-book checksum shared by the gateway publisher and the client.
 *
 * The contract (keep it exactly; assembly/checksum.ts computes the same number):
 * - CRC32 is IEEE 802.3: reflected, polynomial 0xEDB88320, init 0xFFFFFFFF, final xor
 *   0xFFFFFFFF ("123456789" -> 0xCBF43926).
 * - The book checksum is that CRC32 over these bytes: for i in 0 .. depth-1 (depth 25), the
 *   i-th best bid level, then the i-th best ask level, skipping a side once it runs out; each
 *   level as its price then its size, each written as a signed 64-bit little-endian integer
 *   (price in ticks, size in lots).
 * - Levels are the ones the stream carries: the gateway sends one depth stream per pair and
 *   grouping step, already grouped, and the client checks the book it keeps for that stream
 *   (never a regrouped view).
 * - The result is an unsigned 32-bit number (0 .. 2^32-1).
 *
 * Called by the publisher once per depth message and by the market worker after applying one.
 * No allocation: the CRC is fed byte by byte from the integers.
 */

const TABLE: Uint32Array = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** Levels a side that the book checksum covers. */
export const CHECKSUM_DEPTH = 25;

const TWO_32 = 4294967296;

/** Feeds one byte into a running (un-finalised) CRC state. */
function feed(crc: number, byte: number): number {
  return TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
}

/**
 * Slicing by 8: SLICES[k][n] is the CRC of byte n followed by k zero bytes, so the 8 bytes of a
 * level's price or size fold in with 8 independent lookups instead of 8 dependent ones (the
 * checksum feeds 100 such values per depth message, on the gateway and in the worker).
 */
const SLICES: Uint32Array[] = (() => {
  const s = [TABLE];
  for (let k = 1; k < 8; k++) {
    const t = new Uint32Array(256);
    for (let n = 0; n < 256; n++) t[n] = TABLE[s[k - 1][n] & 0xff] ^ (s[k - 1][n] >>> 8);
    s.push(t);
  }
  return s;
})();
const [S0, S1, S2, S3, S4, S5, S6, S7] = SLICES;

/**
 * Feeds an exact integer (|v| < 2^53) as a signed 64-bit little-endian integer. The high word
 * is floor(v / 2^32), so negatives come out in two's complement without BigInt.
 */
function feedI64(crc: number, v: number): number {
  const hi = Math.floor(v / TWO_32);
  const lo = ((v - hi * TWO_32) ^ crc) >>> 0;
  const h = hi | 0;
  return S7[lo & 0xff] ^ S6[(lo >>> 8) & 0xff] ^ S5[(lo >>> 16) & 0xff] ^ S4[lo >>> 24]
    ^ S3[h & 0xff] ^ S2[(h >>> 8) & 0xff] ^ S1[(h >>> 16) & 0xff] ^ S0[h >>> 24];
}

/** CRC32 (IEEE) of `bytes`, as an unsigned 32-bit number. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = feed(crc, bytes[i]);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * The book checksum (see the module comment). `bids` and `asks` are flat
 * [price, size, price, size, …] in ticks and lots, best level first; only whole pairs count.
 */
export function bookChecksum(bids: ArrayLike<number>, asks: ArrayLike<number>, depth = CHECKSUM_DEPTH): number {
  const nb = Math.min(depth, bids.length >> 1);
  const na = Math.min(depth, asks.length >> 1);
  const n = Math.max(nb, na);
  let crc = 0xffffffff;
  for (let i = 0; i < n; i++) {
    if (i < nb) {
      crc = feedI64(crc, bids[2 * i]);
      crc = feedI64(crc, bids[2 * i + 1]);
    }
    if (i < na) {
      crc = feedI64(crc, asks[2 * i]);
      crc = feedI64(crc, asks[2 * i + 1]);
    }
  }
  return (crc ^ 0xffffffff) >>> 0;
}
