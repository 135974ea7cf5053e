/**
 * Books: a bids and an asks ladder (ladder.ts) keyed by price (ticks → size in lots), plus up to SLOTS
 * grouping steps kept live as their own ladders (group number → running total),
 * updated on every apply so a coarse top-N never walks the sparse tail.
 *
 * Ladder ids: book b owns b × LADDERS_PER_BOOK + 0 (bids), +1 (asks), +2+2k / +3+2k (slot k).
 * Slot state in the book record: +16 + 8k step (f64, 0 = free), +48 + 4k last use; +0 used,
 * +4 use clock.
 */
import { ldf, ldi, stf, sti } from './mem';
import { BOOKS, BOOK_BYTES, IN, LADDERS_PER_BOOK, MAX_BOOKS, SLOTS } from './layout';
import { ladAddr, ladderAdd, ladderClear, ladderInit, ladderRelease, ladderSet } from './ladder';
import { CHECK_AFTER, ladderCheck } from './recenter';
import { groupKey, regroup } from './walk';

const MAX_INT: f64 = 9007199254740992.0; // 2^53

export function bookAddr(b: i32): i32 { return BOOKS + b * BOOK_BYTES; }

/** Ladder of book `b`: side 0 bids, 1 asks; slot -1 is the ungrouped book. */
export function ladderOf(b: i32, side: i32, slot: i32): i32 {
  return b * LADDERS_PER_BOOK + (slot < 0 ? side : 2 + 2 * slot + side);
}

/** A new empty book's id, or -1 when all MAX_BOOKS are in use. */
export function bookCreate(): i32 {
  for (let b: i32 = 0; b < MAX_BOOKS; b++) {
    const a = bookAddr(b);
    if (ldi(a) != 0) continue;
    sti(a, 1);
    sti(a + 4, 0);
    for (let j: i32 = 0; j < LADDERS_PER_BOOK; j++) ladderInit(b * LADDERS_PER_BOOK + j);
    for (let k: i32 = 0; k < SLOTS; k++) { stf(a + 16 + (k << 3), 0); sti(a + 48 + (k << 2), 0); }
    return b;
  }
  return -1;
}

/** Empties the book's ladders (a snapshot follows); live grouping steps stay live. */
export function bookClear(b: i32): void {
  for (let j: i32 = 0; j < LADDERS_PER_BOOK; j++) ladderClear(b * LADDERS_PER_BOOK + j);
}

/** Frees the book and its nodes. */
export function bookDestroy(b: i32): void {
  if (b < 0 || b >= MAX_BOOKS || ldi(bookAddr(b)) == 0) return;
  for (let j: i32 = 0; j < LADDERS_PER_BOOK; j++) ladderRelease(b * LADDERS_PER_BOOK + j);
  sti(bookAddr(b), 0);
}

/** Applies one level; false when it is not an integer price in [1, 2^53) and size in [0, 2^53). */
function applyLevel(b: i32, side: i32, price: f64, size: f64): bool {
  if (!(price >= 1 && price < MAX_INT && Math.floor(price) == price)) return false;
  if (!(size >= 0 && size < MAX_INT && Math.floor(size) == size)) return false;
  const old = ladderSet(ladderOf(b, side, -1), price, size);
  if (old == size) return true;
  const a = bookAddr(b);
  for (let k: i32 = 0; k < SLOTS; k++) {
    const step = ldf(a + 16 + (k << 3));
    if (step != 0) ladderAdd(ladderOf(b, side, k), groupKey(price, step, side == 1), size - old);
  }
  return true;
}

/**
 * Applies `nb` bid then `na` ask (price, size) pairs from IN, in order (size 0 deletes; a later
 * level at the same price wins). Returns how many levels were rejected as invalid.
 */
export function bookApply(b: i32, nb: i32, na: i32): i32 {
  let bad: i32 = 0;
  for (let i: i32 = 0; i < nb; i++) {
    const p = IN + (i << 4);
    if (!applyLevel(b, 0, ldf(p), ldf(p + 8))) bad++;
  }
  const asks = IN + (nb << 4);
  for (let i: i32 = 0; i < na; i++) {
    const p = asks + (i << 4);
    if (!applyLevel(b, 1, ldf(p), ldf(p + 8))) bad++;
  }
  for (let j: i32 = 0; j < LADDERS_PER_BOOK; j++) {
    const lad = b * LADDERS_PER_BOOK + j;
    if (ldi(ladAddr(lad) + 12) > CHECK_AFTER) ladderCheck(lad);
  }
  return bad;
}

/**
 * The slot grouping book `b` at `step` (an integer > 1), made live when needed: a free slot or
 * the least recently used one is rebuilt from the ungrouped ladders (once; applies keep it).
 */
export function slotFor(b: i32, step: f64): i32 {
  const a = bookAddr(b);
  const clock = ldi(a + 4) + 1;
  sti(a + 4, clock);
  let victim: i32 = 0;
  let oldest: i32 = 0x7fffffff;
  for (let k: i32 = 0; k < SLOTS; k++) {
    const s = ldf(a + 16 + (k << 3));
    if (s == step) { sti(a + 48 + (k << 2), clock); return k; }
    const used = s == 0 ? -1 : ldi(a + 48 + (k << 2));
    if (used < oldest) { oldest = used; victim = k; }
  }
  ladderClear(ladderOf(b, 0, victim));
  ladderClear(ladderOf(b, 1, victim));
  stf(a + 16 + (victim << 3), step);
  sti(a + 48 + (victim << 2), clock);
  regroup(ladderOf(b, 0, -1), ladderOf(b, 0, victim), step);
  regroup(ladderOf(b, 1, -1), ladderOf(b, 1, victim), step);
  return victim;
}
