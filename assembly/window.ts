/**
 * A ladder's dense window: W consecutive keys from a base, as a plain array of sizes plus two
 * occupancy bitmaps (L0: a bit per key, L1: a bit per non-empty L0 word) for walking in key
 * order. The hot case: ~93 % of the real feed's level updates fall within W ticks of the touch,
 * and each costs one array slot and two bitmap words that stay in cache.
 *
 * Block (WIN_BYTES): +0 sizes f64 × W, +L0_OFF i32 × W/32, +L1_OFF i32 × W/1024.
 * Slot i holds key base + i; a zero size means no level.
 */
import { clz32, ldf, ldi, popcnt32, seli, stf, sti } from './mem';

export const W: i32 = 65536;
const L0_OFF: i32 = W * 8;
const L1_OFF: i32 = L0_OFF + W / 8;
/** L1 words in a window. */
export const L1_WORDS: i32 = W / 1024;
export const WIN_BYTES: i32 = L1_OFF + L1_WORDS * 4;

export function winSize(win: i32, i: i32): f64 { return ldf(win + (i << 3)); }
export function winL0(win: i32, w: i32): i32 { return ldi(win + L0_OFF + (w << 2)); }
export function winL1(win: i32, w: i32): i32 { return ldi(win + L1_OFF + (w << 2)); }

/**
 * Sets slot `i`'s occupancy bits to `on` (L0, and L1 from the L0 word's new value) without a
 * branch: in the apply loop whether a level appears, stays or goes is a coin toss, and the
 * mispredicted branches of winBitOn/winBitOff cost more than both stores.
 */
export function winMark(win: i32, i: i32, on: bool): void {
  const a0 = win + L0_OFF + ((i >>> 5) << 2);
  const bit = 1 << (i & 31);
  const m = ldi(a0);
  const m2 = seli(m | bit, m & ~bit, on);
  sti(a0, m2);
  const a1 = win + L1_OFF + ((i >>> 10) << 2);
  const bit1 = 1 << ((i >>> 5) & 31);
  const l1 = ldi(a1);
  sti(a1, seli(l1 | bit1, l1 & ~bit1, m2 != 0));
}

/** Marks slot `i` occupied (its size was 0). */
export function winBitOn(win: i32, i: i32): void {
  const a0 = win + L0_OFF + ((i >>> 5) << 2);
  const m = ldi(a0);
  if (m == 0) {
    const a1 = win + L1_OFF + ((i >>> 10) << 2);
    sti(a1, ldi(a1) | (1 << ((i >>> 5) & 31)));
  }
  sti(a0, m | (1 << (i & 31)));
}

/** Marks slot `i` empty (its size is now 0). */
export function winBitOff(win: i32, i: i32): void {
  const a0 = win + L0_OFF + ((i >>> 5) << 2);
  const m = ldi(a0) & ~(1 << (i & 31));
  sti(a0, m);
  if (m == 0) {
    const a1 = win + L1_OFF + ((i >>> 10) << 2);
    sti(a1, ldi(a1) & ~(1 << ((i >>> 5) & 31)));
  }
}

/** Stores `size` at slot `i` (> 0 sets, otherwise clears) and returns the previous size. */
export function winStore(win: i32, i: i32, size: f64): f64 {
  const p = win + (i << 3);
  const old = ldf(p);
  if (size > 0) {
    stf(p, size);
    if (old == 0) winBitOn(win, i);
  } else if (old != 0) {
    stf(p, 0);
    winBitOff(win, i);
  }
  return old;
}

/** Zeroes every occupied slot and the bitmaps (cost: the keys held, not W). */
export function winClear(win: i32): void {
  for (let w1: i32 = 0; w1 < L1_WORDS; w1++) {
    let m1 = winL1(win, w1);
    while (m1 != 0) {
      const j = 31 - clz32(m1);
      m1 ^= 1 << j;
      const w0 = (w1 << 5) + j;
      let m0 = winL0(win, w0);
      while (m0 != 0) {
        const b = 31 - clz32(m0);
        m0 ^= 1 << b;
        stf(win + (((w0 << 5) + b) << 3), 0);
      }
      sti(win + L0_OFF + (w0 << 2), 0);
    }
    sti(win + L1_OFF + (w1 << 2), 0);
  }
}

/** Keys in the window (popcounts of the non-empty L0 words: for levels(), not hot paths). */
export function winCount(win: i32): i32 {
  let n: i32 = 0;
  for (let w1: i32 = 0; w1 < L1_WORDS; w1++) {
    let m1 = winL1(win, w1);
    while (m1 != 0) {
      const j = 31 - clz32(m1);
      m1 ^= 1 << j;
      n += popcnt32(winL0(win, (w1 << 5) + j));
    }
  }
  return n;
}
