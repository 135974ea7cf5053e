/**
 * The order-book module's exports (WebAssembly build: build/book.wasm; the same source as JS:
 * build/book.portable.js). Numbers only across the boundary: the adapter
 * (src/core/book/wasm-book.ts) writes input levels into IN and reads OUT / RES through
 * Float64Array views over `memory`, so no call allocates. Sides: 0 bids, 1 asks.
 *
 * The files of assembly/ compile twice — AssemblyScript, and TypeScript with the types erased
 * (scripts/build-wasm.mjs) — so they keep to the common ground, checked by the conformance and
 * property tests running both builds:
 * - AssemblyScript builtins (load, store, clz, memory…) only in mem.ts (portable/mem.ts mirrors it);
 * - no `/` between integers (AssemblyScript truncates, JavaScript does not): shifts or f64 math;
 * - `<i32>x` only on values that are already whole (TypeScript erases the cast);
 * - no i64, no decorators, no allocation (`new`), no strings.
 */
import { IN, IN_CAP, MAX_TOP, OUT, RES, layout, nodesInUse } from './layout';
import { crcBytes, crcInit } from './checksum';
import { bookApply, bookClear, bookCreate, bookDestroy } from './book';
import { bookBest, bookChecksum, bookSweep, bookTop, bookWorst } from './queries';
import { ladderCount } from './ladder';
import { ladderOf } from './book';

layout();
crcInit();

/** Byte offset of the input region: (price, size) f64 pairs, bids then asks. */
export function inputPtr(): i32 { return IN; }
/** Levels (pairs) one apply() can take. */
export function inputCap(): i32 { return IN_CAP; }
/** Byte offset of top()'s output. */
export function outputPtr(): i32 { return OUT; }
/** Byte offset of sweep()'s result. */
export function resultPtr(): i32 { return RES; }
/** Largest n top() and sweep() serve. */
export function maxTop(): i32 { return MAX_TOP; }
/** Trie nodes in use (tests: leak checks). */
export function nodes(): i32 { return nodesInUse(); }

/** A new book id, -1 when none is left. */
export function create(): i32 { return bookCreate(); }
export function destroy(b: i32): void { bookDestroy(b); }
/** Empties book `b` (before a snapshot's levels). */
export function clear(b: i32): void { bookClear(b); }
/** Applies nb bid and na ask levels from the input region; returns the rejected count. */
export function apply(b: i32, nb: i32, na: i32): i32 { return bookApply(b, nb, na); }
export function best(b: i32, side: i32): f64 { return bookBest(b, side); }
/** Price levels on a side. */
export function levels(b: i32, side: i32): i32 { return ladderCount(ladderOf(b, side, -1)); }
export function top(b: i32, step: f64, n: i32): i32 { return bookTop(b, step, n); }
export function checksum(b: i32): i32 { return bookChecksum(b); }
export function sweep(b: i32, side: i32, n: i32, step: f64): f64 { return bookSweep(b, side, n, step); }
export function worst(b: i32, side: i32, amount: f64, byNotional: i32): f64 {
  return bookWorst(b, side, amount, byNotional != 0);
}
/** CRC32 of `len` bytes at the input region (tests of the CRC itself). */
export function crc(len: i32): i32 { return crcBytes(IN, len); }

