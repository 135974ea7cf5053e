/**
 * Books: a bids and an asks ladder (ladder.ts) keyed by price (ticks → size in lots), plus up to
 * SLOTS grouping steps kept live as their own ladders (group number → running total), updated
 * on every apply so a coarse top-N never walks the sparse tail.
 *
 * Ladder ids: book b owns b × LADDERS_PER_BOOK + 0 (bids), +1 (asks), +2+2k / +3+2k (slot k).
 * Book record: +0 used, +4 use clock, +8 live slots (slots fill in order and stay live),
 * +16 + 8k slot step (f64), +48 + 4k slot last use.
 */
import { ldf, ldi, stf, sti } from './mem';
import { BOOKS, BOOK_BYTES, IN, LADDERS_PER_BOOK, MAX_BOOKS, SLOTS } from './layout';
import { ladAddr, ladderAdd, ladderClear, ladderInit, ladderRelease, ladderSet } from './ladder';
import { CHECK_AFTER, ladderCheck } from './recenter';
import { groupKey, regroup } from './walk';
import { W, winMark } from './window';

const MAX_INT: f64 = 9007199254740992.0; // 2^53
const INF: f64 = Infinity;

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
    sti(a + 8, 0);
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

/** Frees the book, its nodes and windows. */
export function bookDestroy(b: i32): void {
  if (b < 0 || b >= MAX_BOOKS || ldi(bookAddr(b)) == 0) return;
  for (let j: i32 = 0; j < LADDERS_PER_BOOK; j++) ladderRelease(b * LADDERS_PER_BOOK + j);
  sti(bookAddr(b), 0);
}

/**
 * Applies `n` (price, size) pairs at `ptr` to one side; returns the rejected count. A level is
 * valid with an integer price in [1, 2^53) and size in [0, 2^53).
 * Hot loop (once per level of every message): the common case — the level and its group both
 * inside their ladders' windows — is written out here, anything else goes through ladder.ts.
 * It is written to branch only where the branch is predictable (valid, inside the window):
 * whether a level appears, changes or goes is random on a real feed, so slots and totals are
 * stored unconditionally (an unchanged level stores its own value and adds 0 to its group)
 * and the occupancy bits are set by selects (winMark). Window headers are held in locals and
 * re-read only after the slow path, the one place that can place a window.
 */
function applySide(b: i32, side: i32, ptr: i32, n: i32): i32 {
  const a = bookAddr(b);
  const live = ldi(a + 8);
  const lad = ladderOf(b, side, -1);
  const la = ladAddr(lad);
  const ask = side == 1;
  const g0 = lad + 2; // slot 0's ladder for this side
  const ga = ladAddr(g0);
  const step0 = live > 0 ? ldf(a + 16) : 1.0;
  const inv0 = 1.0 / step0;
  const w = <f64>W;
  // an unplaced window gets an impossible base, so the one range test covers it
  let base = ldi(la + 36) != 0 ? ldf(la + 40) : INF;
  let win = ldi(la + 32);
  let gBase = ldi(ga + 36) != 0 ? ldf(ga + 40) : INF;
  let gWin = ldi(ga + 32);
  let bad: i32 = 0;
  for (let i: i32 = 0; i < n; i++) {
    const p = ptr + (i << 4);
    const price = ldf(p);
    const size = ldf(p + 8);
    if (!(price >= 1 && price < MAX_INT && size >= 0 && size < MAX_INT)
      || Math.floor(price) != price || Math.floor(size) != size) { bad++; continue; }
    let old: f64;
    const off = price - base;
    if (off >= 0 && off < w) {
      const slot = <i32>off;
      const at = win + (slot << 3);
      old = ldf(at);
      stf(at, size);
      winMark(win, slot, size != 0);
    } else {
      old = ladderSet(lad, price, size);
      base = ldi(la + 36) != 0 ? ldf(la + 40) : INF;
      win = ldi(la + 32);
    }
    if (live == 0) continue;
    const d = size - old;
    const g = groupKey(price, step0, inv0, ask);
    const goff = g - gBase;
    if (goff >= 0 && goff < w) {
      const gi = <i32>goff;
      const at = gWin + (gi << 3);
      const next = ldf(at) + d;
      stf(at, next);
      winMark(gWin, gi, next != 0);
    } else if (d != 0) {
      ladderAdd(g0, g, d);
      gBase = ldi(ga + 36) != 0 ? ldf(ga + 40) : INF;
      gWin = ldi(ga + 32);
    }
    if (d == 0) continue;
    for (let k: i32 = 1; k < live; k++) {
      const step = ldf(a + 16 + (k << 3));
      ladderAdd(g0 + 2 * k, groupKey(price, step, 1.0 / step, ask), d);
    }
  }
  return bad;
}

/**
 * Applies `nb` bid then `na` ask (price, size) pairs from IN, in order (size 0 deletes; a later
 * level at the same price wins), then re-centres windows that the touch has left. Returns how
 * many levels were rejected as invalid.
 */
export function bookApply(b: i32, nb: i32, na: i32): i32 {
  const bad = applySide(b, 0, IN, nb) + applySide(b, 1, IN + (nb << 4), na);
  const live = ldi(bookAddr(b) + 8);
  for (let j: i32 = 0; j < 2 + 2 * live; j++) {
    const lad = b * LADDERS_PER_BOOK + j;
    if (ldi(ladAddr(lad) + 12) > CHECK_AFTER) ladderCheck(lad);
  }
  return bad;
}

/**
 * The slot grouping book `b` at `step` (an integer > 1), made live when needed: the next free
 * slot, or the least recently used one, is rebuilt from the ungrouped ladders (once; applies
 * keep it current after that).
 */
export function slotFor(b: i32, step: f64): i32 {
  const a = bookAddr(b);
  const clock = ldi(a + 4) + 1;
  sti(a + 4, clock);
  const live = ldi(a + 8);
  let victim: i32 = 0;
  let oldest: i32 = 0x7fffffff;
  for (let k: i32 = 0; k < live; k++) {
    if (ldf(a + 16 + (k << 3)) == step) { sti(a + 48 + (k << 2), clock); return k; }
    const used = ldi(a + 48 + (k << 2));
    if (used < oldest) { oldest = used; victim = k; }
  }
  if (live < SLOTS) {
    victim = live;
    sti(a + 8, live + 1);
  } else {
    ladderClear(ladderOf(b, 0, victim));
    ladderClear(ladderOf(b, 1, victim));
  }
  stf(a + 16 + (victim << 3), step);
  sti(a + 48 + (victim << 2), clock);
  regroup(ladderOf(b, 0, -1), ladderOf(b, 0, victim), step);
  regroup(ladderOf(b, 1, -1), ladderOf(b, 1, victim), step);
  return victim;
}
