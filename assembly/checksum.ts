/**
 * CRC32 (IEEE 802.3: reflected, poly 0xEDB88320, init and final xor 0xFFFFFFFF) and the book
 * checksum, the same contract as src/core/checksum.ts (read its JSDoc; the tests hold both to
 * the same numbers). Results are i32 bit patterns: the adapter reads them with `>>> 0`.
 */
import { ldb, ldf, ldi, sti } from './mem';
import { CRC_T } from './layout';

/**
 * Fills the tables (once, at start): T0 is the classic byte table; Tk[n] is the CRC of byte n
 * followed by k zero bytes, so 8 bytes fold in with 8 independent lookups (slicing by 8)
 * instead of 8 dependent ones. The checksum feeds 100 such 8-byte values per depth message.
 */
export function crcInit(): void {
  for (let n: i32 = 0; n < 256; n++) {
    let c: i32 = n;
    for (let k = 0; k < 8; k++) c = (c & 1) != 0 ? <i32>0xedb88320 ^ (c >>> 1) : c >>> 1;
    sti(CRC_T + (n << 2), c);
  }
  for (let t: i32 = 1; t < 8; t++) {
    for (let n: i32 = 0; n < 256; n++) {
      const prev = ldi(CRC_T + ((t - 1) << 10) + (n << 2));
      sti(CRC_T + (t << 10) + (n << 2), ldi(CRC_T + ((prev & 0xff) << 2)) ^ (prev >>> 8));
    }
  }
}

function tab(t: i32, byte: i32): i32 {
  return ldi(CRC_T + (t << 10) + (byte << 2));
}

function feed(c: i32, byte: i32): i32 {
  return ldi(CRC_T + (((c ^ byte) & 0xff) << 2)) ^ (c >>> 8);
}

/** Feeds an exact integer as a signed 64-bit little-endian value (two's complement), 8 bytes at once. */
function feedI64(c: i32, v: f64): i32 {
  const hiF = Math.floor(v / 4294967296.0);
  const lo = <i32><u32>(v - hiF * 4294967296.0) ^ c;
  const hi = <i32>hiF;
  return tab(7, lo & 0xff) ^ tab(6, (lo >>> 8) & 0xff) ^ tab(5, (lo >>> 16) & 0xff) ^ tab(4, lo >>> 24)
    ^ tab(3, hi & 0xff) ^ tab(2, (hi >>> 8) & 0xff) ^ tab(1, (hi >>> 16) & 0xff) ^ tab(0, hi >>> 24);
}

/** CRC32 of `len` bytes at `ptr`. */
export function crcBytes(ptr: i32, len: i32): i32 {
  let c: i32 = -1;
  for (let i: i32 = 0; i < len; i++) c = feed(c, ldb(ptr + i));
  return c ^ -1;
}

/**
 * Book checksum over `nb` bid and `na` ask levels stored as (price, size, …) f64 rows 24 bytes
 * apart at `bids` and `asks`, best first: bid i, then ask i, for i in 0 .. max(nb, na).
 */
export function crcLevels(bids: i32, nb: i32, asks: i32, na: i32): i32 {
  let c: i32 = -1;
  const n = nb > na ? nb : na;
  for (let i: i32 = 0; i < n; i++) {
    if (i < nb) {
      c = feedI64(c, ldf(bids + i * 24));
      c = feedI64(c, ldf(bids + i * 24 + 8));
    }
    if (i < na) {
      c = feedI64(c, ldf(asks + i * 24));
      c = feedI64(c, ldf(asks + i * 24 + 8));
    }
  }
  return c ^ -1;
}
