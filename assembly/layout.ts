/**
 * Memory layout of the book module and its node pools.
 *
 * Fixed regions sit after the static data, laid out once by layout(); the node arena comes
 * last. Every region is plain numbers: the JS adapter reads IN/OUT/RES through Float64Array
 * views over the module's memory (no copies of book state, no strings).
 *
 *   CRC_T  8 × 256 × i32     CRC32 tables (slicing by 8: T0 is the classic table)
 *   BOOKS  MAX_BOOKS × 64 B  per book: used, LRU clock, SLOTS grouping steps and their last use
 *   LADS   ladders × 64 B    per ladder: trie header (trie.ts), window header (ladder.ts)
 *   PATH   12 × (node, digit) the descent path of the last trie lookup
 *   IN     IN_CAP × (price, size) f64   input levels of one apply() call: bids then asks
 *   OUT    2 + 6 × MAX_TOP f64          top(): [bidCount, askCount, bids ×3n, asks ×3n]
 *   RES    4 f64                        sweep(): [average, total, notional, rows]
 *   SCR    MAX_TOP × 3 f64              scratch for walks (price, size, cumulative rows)
 *   TMP    3 f64                        a one-level walk (best key of a ladder)
 * then, allocated upward as needed:
 *   arena  trie nodes, structure of arrays so the hot bytes stay dense (see trie.ts):
 *          LOCC cap × i32 leaf occupancy, IOCC cap × i32 inner occupancy,
 *          ICH cap × 32 i32 inner children, LSZ cap × 32 f64 leaf sizes.
 *          Id 0 is null in both pools. When a pool fills, the arena moves to a twice larger
 *          one at the top of memory (the old space is not reused: growth is geometric).
 *   windows  WIN_BYTES each (window.ts), one per ladder that ever held a key; a destroyed
 *          book's windows go to a free list.
 */
import { copyBytes, ensureBytes, heapBase, ldi, sti } from './mem';

export const MAX_BOOKS: i32 = 64;
/** Grouping steps kept live per book besides step 1 (least recently used is replaced). */
export const SLOTS: i32 = 4;
/** Ladders of a book: bids, asks, then a bids/asks pair per slot. */
export const LADDERS_PER_BOOK: i32 = 2 + 2 * SLOTS;
export const BOOK_BYTES: i32 = 64;
export const IN_CAP: i32 = 8192;
export const MAX_TOP: i32 = 4096;

export let CRC_T: i32 = 0;
export let BOOKS: i32 = 0;
export let LADS: i32 = 0;
export let PATH: i32 = 0;
export let IN: i32 = 0;
export let OUT: i32 = 0;
export let RES: i32 = 0;
export let SCR: i32 = 0;
export let TMP: i32 = 0;
export let LOCC: i32 = 0;
export let IOCC: i32 = 0;
export let ICH: i32 = 0;
export let LSZ: i32 = 0;

let cap: i32 = 0;
let memTop: i32 = 0;
let winHead: i32 = 0;
let leafTop: i32 = 1;
let innerTop: i32 = 1;
let leafHead: i32 = 0;
let innerHead: i32 = 0;
let ready: i32 = 0;

function align(p: i32): i32 { return (p + 255) & ~255; }

/** Places a `c`-node arena at `at`; returns its end. */
function place(at: i32, c: i32): i32 {
  LOCC = align(at);
  IOCC = align(LOCC + c * 4);
  ICH = align(IOCC + c * 4);
  LSZ = align(ICH + c * 128);
  return LSZ + c * 256;
}

/** Lays out the regions (idempotent). Called once at module start. */
export function layout(): void {
  if (ready != 0) return;
  ready = 1;
  CRC_T = align(heapBase());
  BOOKS = align(CRC_T + 8192);
  LADS = align(BOOKS + MAX_BOOKS * BOOK_BYTES);
  PATH = align(LADS + MAX_BOOKS * LADDERS_PER_BOOK * 64);
  IN = align(PATH + 96);
  OUT = align(IN + IN_CAP * 16);
  RES = align(OUT + (2 + 6 * MAX_TOP) * 8);
  SCR = align(RES + 32);
  TMP = align(SCR + MAX_TOP * 24);
  cap = 1024;
  memTop = place(TMP + 24, cap);
  ensureBytes(memTop);
}

/** Moves the arena to a twice larger one (ids stay valid; addresses change). */
function grow(): void {
  const oLocc = LOCC;
  const oIocc = IOCC;
  const oIch = ICH;
  const oLsz = LSZ;
  const oCap = cap;
  cap = cap * 2;
  const end = place(memTop, cap);
  ensureBytes(end);
  memTop = end;
  copyBytes(LOCC, oLocc, oCap * 4);
  copyBytes(IOCC, oIocc, oCap * 4);
  copyBytes(ICH, oIch, oCap * 128);
  copyBytes(LSZ, oLsz, oCap * 256);
}

/** A zeroed leaf. A freed leaf keeps its free-list link in its first size slot. */
export function leafAlloc(): i32 {
  const n = leafHead;
  if (n != 0) {
    leafHead = ldi(LSZ + (n << 8));
    sti(LSZ + (n << 8), 0);
    return n;
  }
  if (leafTop >= cap) grow();
  leafTop++;
  return leafTop - 1;
}

/** Returns an emptied leaf (occupancy and sizes zero) to the pool. */
export function freeLeaf(n: i32): void {
  sti(LSZ + (n << 8), leafHead);
  leafHead = n;
}

/** A zeroed inner node. A freed one keeps its free-list link in child slot 0. */
export function innerAlloc(): i32 {
  const n = innerHead;
  if (n != 0) {
    innerHead = ldi(ICH + (n << 7));
    sti(ICH + (n << 7), 0);
    return n;
  }
  if (innerTop >= cap) grow();
  innerTop++;
  return innerTop - 1;
}

/** Returns an emptied inner node (occupancy and children zero) to the pool. */
export function freeInner(n: i32): void {
  sti(ICH + (n << 7), innerHead);
  innerHead = n;
}

/** Nodes in use in both pools (tests: leak checks). */
export function nodesInUse(): i32 {
  let free: i32 = 0;
  for (let n = leafHead; n != 0; n = ldi(LSZ + (n << 8))) free++;
  for (let n = innerHead; n != 0; n = ldi(ICH + (n << 7))) free++;
  return leafTop - 1 + innerTop - 1 - free;
}

/** A zeroed block of `bytes` for a ladder window: a released one, or fresh from the top. */
export function winAlloc(bytes: i32): i32 {
  const w = winHead;
  if (w != 0) {
    winHead = ldi(w);
    sti(w, 0);
    return w;
  }
  const at = align(memTop);
  memTop = at + bytes;
  ensureBytes(memTop);
  return at;
}

/** Returns an emptied (all zero) window block; its first word holds the free-list link. */
export function winFree(w: i32): void {
  sti(w, winHead);
  winHead = w;
}
