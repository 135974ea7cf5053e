/**
 * Ladders: integer key → positive size, walked in key order — a book side (price → size) or a
 * grouping of one (group number → total). Each is a dense window (window.ts) around the touch
 * for the hot keys, with a trie (trie.ts) for every key outside it. Hot path: every level of
 * every book message comes through ladderSet, and ladderAdd once per live grouping step.
 *
 * Header (LADS + lad × 64): +0..+31 trie fields (trie.ts); +12 trie operations since the last
 * window check; +32 window block (0: none yet); +36 window placed (0/1); +40 window base key. Even ids are bids (walked high to low), odd ids asks (low to high).
 * Invariant: an unplaced window means an empty ladder.
 */
import { ldf, ldi, stf, sti } from './mem';
import { LADS, winAlloc, winFree } from './layout';
import { trieAdd, trieClear, trieInit, trieSet } from './trie';
import { W, WIN_BYTES, winClear, winCount, winSize, winStore } from './window';

export function ladAddr(lad: i32): i32 { return LADS + (lad << 6); }

/** True for bid ladders (best = highest key). */
export function isDesc(lad: i32): bool { return (lad & 1) == 0; }

/** Fresh header for a new book's ladder (no window attached). */
export function ladderInit(lad: i32): void {
  const a = ladAddr(lad);
  trieInit(a);
  sti(a + 12, 0);
  sti(a + 32, 0);
  sti(a + 36, 0);
  stf(a + 40, 0);
}

/** Places the window so `key` sits at 3/4 of it (bids: room below) or 1/4 (asks: room above). */
export function placeWindow(a: i32, lad: i32, key: f64): void {
  stf(a + 40, key - <f64>(isDesc(lad) ? (W >> 2) * 3 : W >> 2));
  sti(a + 36, 1);
}

/** Makes sure an empty ladder has a placed window for its first key `key`. */
function open(a: i32, lad: i32, key: f64): void {
  if (ldi(a + 32) == 0) sti(a + 32, winAlloc(WIN_BYTES));
  placeWindow(a, lad, key);
}

/** Sets the size at `key` (0 deletes); returns the previous size (0 when absent). */
export function ladderSet(lad: i32, key: f64, size: f64): f64 {
  const a = ladAddr(lad);
  if (ldi(a + 36) == 0) {
    if (!(size > 0)) return 0;
    open(a, lad, key);
  }
  const off = key - ldf(a + 40);
  if (off >= 0 && off < <f64>W) return winStore(ldi(a + 32), <i32>off, size);
  sti(a + 12, ldi(a + 12) + 1);
  return trieSet(a, key, size);
}

/** Adds `dSize` to the total at `key`; the key goes when its total reaches 0. */
export function ladderAdd(lad: i32, key: f64, dSize: f64): void {
  const a = ladAddr(lad);
  if (ldi(a + 36) == 0) {
    if (!(dSize > 0)) return;
    open(a, lad, key);
  }
  const off = key - ldf(a + 40);
  if (off >= 0 && off < <f64>W) {
    const win = ldi(a + 32);
    const i = <i32>off;
    winStore(win, i, winSize(win, i) + dSize);
    return;
  }
  sti(a + 12, ldi(a + 12) + 1);
  trieAdd(a, key, dSize);
}

/** Keys held (counts the window's bits: not for hot paths). */
export function ladderCount(lad: i32): i32 {
  const a = ladAddr(lad);
  const win = ldi(a + 32);
  return ldi(a + 8) + (win != 0 && ldi(a + 36) != 0 ? winCount(win) : 0);
}

/** Empties the ladder; its window stays attached, unplaced. */
export function ladderClear(lad: i32): void {
  const a = ladAddr(lad);
  trieClear(a);
  const win = ldi(a + 32);
  if (win != 0) winClear(win);
  sti(a + 12, 0);
  sti(a + 36, 0);
}

/** Empties the ladder and gives its window back (book destroyed). */
export function ladderRelease(lad: i32): void {
  ladderClear(lad);
  const a = ladAddr(lad);
  const win = ldi(a + 32);
  if (win != 0) winFree(win);
  sti(a + 32, 0);
}
