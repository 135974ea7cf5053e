/**
 * Walks a ladder in key order from its best end (bids: highest first, asks: lowest first),
 * stopping early: trie keys beyond the window on the best side, then the window, then trie
 * keys beyond it on the far side. One visitor serves three uses, picked by `wMode`:
 * - COLLECT: write (key, size) pairs to memory, at most `n` (top, sweep, checksum, best);
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
let wStride: i32 = 0;
let wAcc: f64 = 0;
let wTarget: f64 = 0;
let wNotional: bool = false;
let wResult: f64 = 0;
let wLad: i32 = 0;
let wStep: f64 = 1;
let wAsk: bool = false;
let wLo: f64 = 0;
let wHi: f64 = 0;

/**
 * Group number of `price` at `step`: floor(price/step) for bids, ceil(price/step) for asks.
 * Exact for integers below 2^53: the float quotient is corrected by its remainder.
 */
export function groupKey(price: f64, step: f64, ask: bool): f64 {
  if (ask) {
    let q = Math.ceil(price / step);
    const r = q * step - price;
    if (r < 0) q += 1; else if (r >= step) q -= 1;
    return q;
  }
  let q = Math.floor(price / step);
  const r = price - q * step;
  if (r < 0) q -= 1; else if (r >= step) q += 1;
  return q;
}

function emit(key: f64, size: f64): void {
  if (wMode == COLLECT) {
    stf(wPtr, key);
    stf(wPtr + 8, size);
    wPtr += wStride;
    wLeft--;
  } else if (wMode == WORST) {
    wAcc += wNotional ? key * size : size;
    if (wAcc >= wTarget) { wResult = key; wLeft = 0; }
  } else {
    ladderAdd(wLad, groupKey(key, wStep, wAsk), size);
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

function walk(lad: i32): void {
  const a = ladAddr(lad);
  wDesc = isDesc(lad);
  if (ldi(a + 36) == 0) return; // unplaced window: empty ladder
  const base = ldf(a + 40);
  const end = base + <f64>W;
  const trie = ldi(a + 8) > 0;
  if (trie) { if (wDesc) trieWalk(a, end, INF); else trieWalk(a, 0, base); }
  if (wLeft > 0 && ldi(a + 48) > 0) windowWalk(ldi(a + 32), base);
  if (trie) { if (wDesc) trieWalk(a, 0, base); else trieWalk(a, end, INF); }
}

/** Writes up to `n` (key, size) pairs from the best end, `stride` bytes apart; returns how many. */
export function collect(lad: i32, n: i32, ptr: i32, stride: i32): i32 {
  wMode = COLLECT;
  wLeft = n;
  wPtr = ptr;
  wStride = stride;
  walk(lad);
  return n - wLeft;
}

/** Like collect, over the trie keys in [lo, hi) only (window moves). */
export function collectTrie(lad: i32, lo: f64, hi: f64, n: i32, ptr: i32): i32 {
  wMode = COLLECT;
  wLeft = n;
  wPtr = ptr;
  wStride = 16;
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
