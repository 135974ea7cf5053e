/**
 * Walks a ladder in key order from its best end (bids: highest first, asks: lowest first),
 * stopping early: trie keys beyond the window on the best side, then the window, then trie
 * keys beyond it on the far side. One visitor serves three uses, picked by `wMode`:
 * - COLLECT: write (price, size, cumulative) rows to memory, at most `n` (top, sweep, checksum);
 * - WORST: accumulate size or notional until a target is reached (worst fill price);
 * - REBUILD: add every level into a grouping ladder (when a grouping step goes live).
 * Hot path: once per top() — per published frame in the worker, per message in the
 * benchmark — touching only occupied words and nodes.
 */
import { clz32, ctz32, ldf, ldi, stf } from './mem';
import { isDesc, ladAddr, ladderAdd } from './ladder';
import { iCh, iOcc, lOcc, lSz } from './trie';
import { L1_WORDS, W, winL0, winL1, winSize } from './window';

const COLLECT: i32 = 0;
const WORST: i32 = 1;
const REBUILD: i32 = 2;
const ALL: i32 = 0x7fffffff;
const INF: f64 = Infinity;

let wMode: i32 = 0;
let wDesc: bool = false;
let wLeft: i32 = 0;
let wPtr: i32 = 0;
let wAcc: f64 = 0;
let wTarget: f64 = 0;
let wNotional: bool = false;
let wResult: f64 = 0;
let wLad: i32 = 0;
let wStep: f64 = 1;
let wAsk: bool = false;
let wLo: f64 = 0;
let wHi: f64 = 0;
let wMult: f64 = 1;
let wCum: f64 = 0;

/**
 * Group number of `price` at `step` (`inv` = 1 / step): floor(price/step) for bids,
 * ceil(price/step) for asks. Exact for integers below 2^53: the float estimate is off by at
 * most one and corrected by its remainder (a multiply, not a divide: this runs per level).
 */
export function groupKey(price: f64, step: f64, inv: f64, ask: bool): f64 {
  if (ask) {
    let q = Math.ceil(price * inv);
    const r = q * step - price;
    if (r < 0) q += 1; else if (r >= step) q -= 1;
    return q;
  }
  let q = Math.floor(price * inv);
  const r = price - q * step;
  if (r < 0) q -= 1; else if (r >= step) q += 1;
  return q;
}

function emit(key: f64, size: f64): void {
  if (wMode == COLLECT) {
    wCum += size;
    stf(wPtr, key * wMult);
    stf(wPtr + 8, size);
    stf(wPtr + 16, wCum);
    wPtr += 24;
    wLeft--;
  } else if (wMode == WORST) {
    wAcc += wNotional ? key * size : size;
    if (wAcc >= wTarget) { wResult = key; wLeft = 0; }
  } else {
    ladderAdd(wLad, groupKey(key, wStep, 1.0 / wStep, wAsk), size);
  }
}

/** Trie keys within [wLo, wHi), in walk order. */
function visit(node: i32, level: i32, base: f64, span: f64): void {
  if (level == 0) {
    let m = ldi(lOcc(node));
    while (m != 0 && wLeft > 0) {
      const d = wDesc ? 31 - clz32(m) : ctz32(m);
      m ^= 1 << d;
      const key = base + <f64>d;
      if (key < wLo) { if (wDesc) return; continue; }
      if (key >= wHi) { if (wDesc) continue; return; }
      emit(key, ldf(lSz(node, d)));
    }
    return;
  }
  let m = ldi(iOcc(node));
  const sub = span / 32.0;
  while (m != 0 && wLeft > 0) {
    const d = wDesc ? 31 - clz32(m) : ctz32(m);
    m ^= 1 << d;
    const lo = base + <f64>d * span;
    if (lo + span <= wLo) { if (wDesc) return; continue; }
    if (lo >= wHi) { if (wDesc) continue; return; }
    visit(ldi(iCh(node, d)), level - 1, lo, sub);
  }
}

function trieWalk(a: i32, lo: f64, hi: f64): void {
  const root = ldi(a);
  if (root == 0 || wLeft <= 0) return;
  wLo = lo;
  wHi = hi;
  visit(root, ldi(a + 4) - 1, 0, ldf(a + 24));
}

function windowWalk(win: i32, base: f64): void {
  for (let k: i32 = 0; k < L1_WORDS && wLeft > 0; k++) {
    const w1 = wDesc ? L1_WORDS - 1 - k : k;
    let m1 = winL1(win, w1);
    while (m1 != 0 && wLeft > 0) {
      const j = wDesc ? 31 - clz32(m1) : ctz32(m1);
      m1 ^= 1 << j;
      const w0 = (w1 << 5) + j;
      let m0 = winL0(win, w0);
      while (m0 != 0 && wLeft > 0) {
        const b = wDesc ? 31 - clz32(m0) : ctz32(m0);
        m0 ^= 1 << b;
        const i = (w0 << 5) + b;
        emit(base + <f64>i, winSize(win, i));
      }
    }
  }
}

/**
 * The window part of a COLLECT walk without emit's per-level dispatch, one loop per direction
 * (hot: every top()). Rows are (key × mult, size, cumulative).
 */
function windowCollect(win: i32, base: f64): void {
  let left = wLeft;
  let ptr = wPtr;
  let cum = wCum;
  const mult = wMult;
  if (wDesc) {
    for (let w1: i32 = L1_WORDS - 1; w1 >= 0 && left > 0; w1--) {
      let m1 = winL1(win, w1);
      while (m1 != 0 && left > 0) {
        const j = 31 - clz32(m1);
        m1 ^= 1 << j;
        const w0 = (w1 << 5) + j;
        let m0 = winL0(win, w0);
        while (m0 != 0 && left > 0) {
          const b = 31 - clz32(m0);
          m0 ^= 1 << b;
          const i = (w0 << 5) + b;
          const size = winSize(win, i);
          cum += size;
          stf(ptr, (base + <f64>i) * mult);
          stf(ptr + 8, size);
          stf(ptr + 16, cum);
          ptr += 24;
          left--;
        }
      }
    }
  } else {
    for (let w1: i32 = 0; w1 < L1_WORDS && left > 0; w1++) {
      let m1 = winL1(win, w1);
      while (m1 != 0 && left > 0) {
        const j = ctz32(m1);
        m1 &= m1 - 1;
        const w0 = (w1 << 5) + j;
        let m0 = winL0(win, w0);
        while (m0 != 0 && left > 0) {
          const b = ctz32(m0);
          m0 &= m0 - 1;
          const i = (w0 << 5) + b;
          const size = winSize(win, i);
          cum += size;
          stf(ptr, (base + <f64>i) * mult);
          stf(ptr + 8, size);
          stf(ptr + 16, cum);
          ptr += 24;
          left--;
        }
      }
    }
  }
  wLeft = left;
  wPtr = ptr;
  wCum = cum;
}

function walk(lad: i32): void {
  const a = ladAddr(lad);
  wDesc = isDesc(lad);
  if (ldi(a + 36) == 0) return; // unplaced window: empty ladder
  const base = ldf(a + 40);
  const end = base + <f64>W;
  const trie = ldi(a + 8) > 0;
  if (trie) { if (wDesc) trieWalk(a, end, INF); else trieWalk(a, 0, base); }
  if (wLeft > 0) { if (wMode == COLLECT) windowCollect(ldi(a + 32), base); else windowWalk(ldi(a + 32), base); }
  if (trie) { if (wDesc) trieWalk(a, 0, base); else trieWalk(a, end, INF); }
}

/**
 * Writes up to `n` levels from the best end to `ptr` as (key × mult, size, cumulative size)
 * triples, 24 bytes apart; returns how many.
 */
export function collect(lad: i32, n: i32, ptr: i32, mult: f64): i32 {
  wMode = COLLECT;
  wLeft = n;
  wPtr = ptr;
  wMult = mult;
  wCum = 0;
  walk(lad);
  return n - wLeft;
}

/** Like collect (mult 1), over the trie keys in [lo, hi) only, lowest first (window moves). */
export function collectTrie(lad: i32, lo: f64, hi: f64, n: i32, ptr: i32): i32 {
  wMode = COLLECT;
  wLeft = n;
  wPtr = ptr;
  wMult = 1;
  wCum = 0;
  wDesc = false;
  trieWalk(ladAddr(lad), lo, hi);
  return n - wLeft;
}

/** The key at which the running size (or key × size) first reaches `target`; NaN if never. */
export function reach(lad: i32, target: f64, notional: bool): f64 {
  wMode = WORST;
  wLeft = ALL;
  wAcc = 0;
  wTarget = target;
  wNotional = notional;
  wResult = NaN;
  walk(lad);
  return wResult;
}

/** Adds every level of `from` into grouping ladder `to` at `step` (`to` starts empty). */
export function regroup(from: i32, to: i32, step: f64): void {
  wMode = REBUILD;
  wLeft = ALL;
  wLad = to;
  wStep = step;
  wAsk = !isDesc(from);
  walk(from);
}
