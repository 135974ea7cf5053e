/**
 * Platform layer of the book module, WebAssembly build: raw access to linear memory.
 *
 * The book math (every other file in assembly/) reaches memory only through these helpers,
 * so the same source also compiles to plain JavaScript: the portable build
 * (scripts/build-wasm.mjs) swaps this file for portable/mem.ts, which keeps the same exports
 * over an ArrayBuffer. Addresses are byte offsets (i32); f64 slots are 8-aligned.
 */

/** Reads the f64 at byte offset `p`. */
@inline export function ldf(p: i32): f64 { return load<f64>(<usize>p); }

/** Writes the f64 `v` at byte offset `p`. */
@inline export function stf(p: i32, v: f64): void { store<f64>(<usize>p, v); }

/** Reads the i32 at byte offset `p`. */
@inline export function ldi(p: i32): i32 { return load<i32>(<usize>p); }

/** Writes the i32 `v` at byte offset `p`. */
@inline export function sti(p: i32, v: i32): void { store<i32>(<usize>p, v); }

/** Reads the byte at offset `p` (0..255). */
@inline export function ldb(p: i32): i32 { return <i32>load<u8>(<usize>p); }

/** `c ? a : b` without a branch (a hot loop's unpredictable choices: a mispredict costs ~15 cycles). */
@inline export function seli(a: i32, b: i32, c: bool): i32 { return select<i32>(a, b, c); }

/** Count of leading zero bits of a 32-bit word (32 for 0). */
@inline export function clz32(x: i32): i32 { return clz<i32>(x); }

/** Count of trailing zero bits of a 32-bit word (32 for 0). */
@inline export function ctz32(x: i32): i32 { return ctz<i32>(x); }

/** Set bits in a 32-bit word. */
@inline export function popcnt32(x: i32): i32 { return popcnt<i32>(x); }

/** First free byte after the module's static data. */
export function heapBase(): i32 { return <i32>__heap_base; }

/** Grows memory so that bytes [0, end) exist; traps when the host refuses. */
export function ensureBytes(end: i32): void {
  const have = memory.size() << 16;
  if (end <= have) return;
  const pages = (end - have + 0xffff) >>> 16;
  if (memory.grow(pages) < 0) unreachable();
}

/** Copies `len` bytes from `src` to `dst` (regions may overlap). */
export function copyBytes(dst: i32, src: i32, len: i32): void {
  memory.copy(<usize>dst, <usize>src, <usize>len);
}
