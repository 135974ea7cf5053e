/**
 * The ladders' overflow: a 32-way radix trie over integer keys (price ticks, or group numbers)
 * holding the keys outside a ladder's dense window (window.ts) — far levels, outliers, wide
 * books. Any key in [0, 2^53) works: the trie grows roots as keys need (height 5 below 2^25,
 * at most 11), inserts and deletes in `height` steps, walks in key order by bit scans, and
 * keeps only nodes that hold something. Allocation-free apart from its node pools.
 *
 * Why not only a trie: measured on the real feed, a trie-only book cost ~65 ns a level (five
 * dependent node loads), several times the window's one slot and two bitmap words; why not
 * only a window: the real book spans 15,000 to 200,000 USDT (18 M ticks, 150 MB as a ladder).
 *
 * Nodes live in two pools laid out as structures of arrays (layout.ts): occupancy words packed
 * together (a few kB, always in cache), inner children in 128-byte rows, leaf sizes in 256-byte
 * rows — so a lookup touches one cache line per level and one for the size.
 * Invariant: a child is non-zero iff its occupancy bit is set iff its subtree holds a key;
 * emptied nodes are freed at once. Keys are exact integers in [0, 2^53); stored sizes are > 0.
 */
import { ctz32, ldf, ldi, stf, sti } from './mem';
import {
  ICH, IOCC, LOCC, LSZ, PATH, freeInner, freeLeaf, innerAlloc, leafAlloc,
} from './layout';

const TWO30: f64 = 1073741824.0;

export function lOcc(n: i32): i32 { return LOCC + (n << 2); }
export function lSz(n: i32, d: i32): i32 { return LSZ + (n << 8) + (d << 3); }
export function iOcc(n: i32): i32 { return IOCC + (n << 2); }
export function iCh(n: i32, d: i32): i32 { return ICH + (n << 7) + (d << 2); }


// The key of the current lookup split in two i32 halves, so digits come from integer shifts.
let kLo: i32 = 0;
let kHi: i32 = 0;

function digit(l: i32): i32 {
  return l < 6 ? (kLo >>> (5 * l)) & 31 : (kHi >>> (5 * (l - 6))) & 31;
}

/**
 * Resets the trie fields of the ladder header at `a` (its nodes must already be freed):
 * +0 root, +4 height, +8 keys in the trie, +16 32^height, +24 32^(height-1).
 */
export function trieInit(a: i32): void {
  sti(a, 0); sti(a + 4, 1); sti(a + 8, 0);
  stf(a + 16, 32.0); stf(a + 24, 1.0);
}

/** Adds root levels until `key` fits under the root. */
function growHeight(a: i32, key: f64): void {
  let cap = ldf(a + 16);
  let h = ldi(a + 4);
  while (key >= cap) {
    const root = ldi(a);
    if (root != 0) {
      const r = innerAlloc();
      sti(iCh(r, 0), root);
      sti(iOcc(r), 1);
      sti(a, r);
    }
    stf(a + 24, cap);
    cap = cap * 32.0;
    h++;
  }
  sti(a + 4, h);
  stf(a + 16, cap);
}

/**
 * The leaf holding `key` (0 when absent and `create` is false), recording the path in PATH.
 * With `create`, missing nodes are made and marked occupied: callers then store a key there.
 */
function descend(a: i32, key: f64, create: bool): i32 {
  if (key >= ldf(a + 16)) {
    if (!create) return 0;
    growHeight(a, key);
  }
  const h = ldi(a + 4);
  let node = ldi(a);
  if (node == 0) {
    if (!create) return 0;
    node = h == 1 ? leafAlloc() : innerAlloc();
    sti(a, node);
  }
  const hi = Math.floor(key / TWO30);
  kHi = <i32>hi;
  kLo = <i32>(key - hi * TWO30);
  for (let l = h - 1; l >= 1; l--) {
    const d = digit(l);
    sti(PATH + (l << 3), node);
    sti(PATH + (l << 3) + 4, d);
    const c = iCh(node, d);
    let child = ldi(c);
    if (child == 0) {
      if (!create) return 0;
      child = l == 1 ? leafAlloc() : innerAlloc();
      sti(iCh(node, d), child); // iCh again: allocation may have moved the arena
      sti(iOcc(node), ldi(iOcc(node)) | (1 << d));
    }
    node = child;
  }
  return node;
}

/** Frees an emptied leaf and every ancestor it leaves empty (path from the last descend). */
function prune(a: i32, leaf: i32): void {
  freeLeaf(leaf);
  const h = ldi(a + 4);
  for (let l = 1; l < h; l++) {
    const node = ldi(PATH + (l << 3));
    const d = ldi(PATH + (l << 3) + 4);
    sti(iCh(node, d), 0);
    const occ = ldi(iOcc(node)) & ~(1 << d);
    sti(iOcc(node), occ);
    if (occ != 0) return;
    freeInner(node);
  }
  sti(a, 0);
}

/** Stores `size` at slot `d` of `leaf`: > 0 sets (counting a new key), otherwise clears. */
function store(a: i32, leaf: i32, d: i32, size: f64): void {
  const bit = 1 << d;
  const occ = ldi(lOcc(leaf));
  if (size > 0) {
    stf(lSz(leaf, d), size);
    if ((occ & bit) == 0) { sti(lOcc(leaf), occ | bit); sti(a + 8, ldi(a + 8) + 1); }
    return;
  }
  if ((occ & bit) == 0) return;
  stf(lSz(leaf, d), 0);
  sti(lOcc(leaf), occ & ~bit);
  sti(a + 8, ldi(a + 8) - 1);
  if ((occ & ~bit) == 0) prune(a, leaf);
}

/** Sets the size at `key` (0 deletes) and returns the previous size (0 when absent). */
export function trieSet(a: i32, key: f64, size: f64): f64 {
  const leaf = descend(a, key, size > 0);
  if (leaf == 0) return 0;
  const d = kLo & 31;
  const old = ldf(lSz(leaf, d)); // 0 in empty slots
  if (old != size) store(a, leaf, d, size);
  return old;
}

/**
 * Adds `dSize` to the total of group `key`; the group goes when its total reaches 0. Totals are
 * sums of positive integer sizes, exact below 2^53, so 0 means no level is left.
 */
export function trieAdd(a: i32, key: f64, dSize: f64): void {
  const leaf = descend(a, key, dSize > 0);
  if (leaf == 0) return;
  const d = kLo & 31;
  store(a, leaf, d, ldf(lSz(leaf, d)) + dSize);
}

function freeTree(node: i32, level: i32): void {
  if (level == 0) {
    let m = ldi(lOcc(node));
    while (m != 0) {
      const d = ctz32(m);
      m ^= 1 << d;
      stf(lSz(node, d), 0);
    }
    sti(lOcc(node), 0);
    freeLeaf(node);
    return;
  }
  let m = ldi(iOcc(node));
  while (m != 0) {
    const d = ctz32(m);
    m ^= 1 << d;
    freeTree(ldi(iCh(node, d)), level - 1);
    sti(iCh(node, d), 0);
  }
  sti(iOcc(node), 0);
  freeInner(node);
}

/** Empties the trie of the ladder at `a`, returning its nodes to the pools. */
export function trieClear(a: i32): void {
  const root = ldi(a);
  if (root != 0) freeTree(root, ldi(a + 4) - 1);
  trieInit(a);
}
