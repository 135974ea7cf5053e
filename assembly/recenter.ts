/**
 * Keeps each ladder's window around its best key as the market drifts. bookApply calls
 * ladderCheck when a ladder has sent more than CHECK_AFTER keys to its trie since the last
 * check (a drifting touch does that quickly; steady outliers only every few messages): if
 * the best key has left the comfortable part of the window, every window key goes to the trie
 * and the trie keys inside the new window come back. Rare (a few per hour on BTC) and
 * proportional to the ladder's keys (~0.5 ms for 3,400 levels).
 */
import { ctz32, ldf, ldi, sti } from './mem';
import { MAX_TOP, SCR, TMP } from './layout';
import { isDesc, ladAddr, placeWindow } from './ladder';
import { trieSet } from './trie';
import { L1_WORDS, W, winClear, winL0, winL1, winSize, winStore } from './window';
import { collect, collectTrie } from './walk';

/** Trie operations between window checks. */
export const CHECK_AFTER: i32 = 32;

/** True when `best` sits where the window has room on both sides for the touch to move. */
function comfortable(desc: bool, pos: f64): bool {
  const w = <f64>W;
  return desc ? pos >= w / 4 && pos < w - w / 16 : pos >= w / 16 && pos < (w * 3) / 4;
}

/** Checks ladder `lad`'s window and moves it when its best key has left the comfortable zone. */
export function ladderCheck(lad: i32): void {
  const a = ladAddr(lad);
  sti(a + 12, 0);
  if (ldi(a + 36) == 0 || collect(lad, 1, TMP, 1) == 0) return;
  const best = ldf(TMP);
  const desc = isDesc(lad);
  if (comfortable(desc, best - ldf(a + 40))) return;
  const win = ldi(a + 32);
  const base = ldf(a + 40);
  for (let w1: i32 = 0; w1 < L1_WORDS; w1++) {
    let m1 = winL1(win, w1);
    while (m1 != 0) {
      const j = ctz32(m1);
      m1 ^= 1 << j;
      const w0 = (w1 << 5) + j;
      let m0 = winL0(win, w0);
      while (m0 != 0) {
        const b = ctz32(m0);
        m0 ^= 1 << b;
        const i = (w0 << 5) + b;
        trieSet(a, base + <f64>i, winSize(win, i));
      }
    }
  }
  winClear(win);
  placeWindow(a, lad, best);
  const lo = ldf(a + 40);
  const hi = lo + <f64>W;
  let n = MAX_TOP;
  while (n == MAX_TOP) {
    n = collectTrie(lad, lo, hi, MAX_TOP, SCR);
    for (let k: i32 = 0; k < n; k++) {
      const key = ldf(SCR + k * 24);
      trieSet(a, key, 0);
      winStore(win, <i32>(key - lo), ldf(SCR + k * 24 + 8));
    }
  }
  sti(a + 12, 0);
}
