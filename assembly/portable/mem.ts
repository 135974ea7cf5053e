/**
 * Platform layer of the book module, portable (plain JavaScript) build: the same exports as
 * ../mem.ts over an ArrayBuffer, so the book math runs unchanged as JS (the `wasm-js` engine of
 * the book benchmark, and a fallback where WebAssembly is unavailable).
 * `memory.buffer` mirrors WebAssembly.Memory: it is replaced when memory grows.
 */

let buf = new ArrayBuffer(1 << 20);
let F64 = new Float64Array(buf);
let I32 = new Int32Array(buf);
let U8 = new Uint8Array(buf);

export function ldf(p: number): number { return F64[p >> 3]; }
export function stf(p: number, v: number): void { F64[p >> 3] = v; }
export function ldi(p: number): number { return I32[p >> 2]; }
export function sti(p: number, v: number): void { I32[p >> 2] = v; }
export function ldb(p: number): number { return U8[p]; }
export function seli(a: number, b: number, c: boolean): number { return c ? a : b; }
export function clz32(x: number): number { return Math.clz32(x); }
export function ctz32(x: number): number { return x === 0 ? 32 : 31 - Math.clz32(x & -x); }
export function popcnt32(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}
export function heapBase(): number { return 1024; }

/** Grows the buffer (by copying, at least doubling) so that bytes [0, end) exist. */
export function ensureBytes(end: number): void {
  if (end <= buf.byteLength) return;
  let size = buf.byteLength * 2;
  while (size < end) size *= 2;
  const next = new ArrayBuffer(size);
  new Uint8Array(next).set(U8);
  buf = next;
  F64 = new Float64Array(buf);
  I32 = new Int32Array(buf);
  U8 = new Uint8Array(buf);
}

/** Copies `len` bytes from `src` to `dst` (regions may overlap). */
export function copyBytes(dst: number, src: number, len: number): void {
  U8.copyWithin(dst, src, src + len);
}

/** The module's memory, shaped like WebAssembly.Memory for the adapter. */
export const memory = {
  get buffer(): ArrayBuffer { return buf; },
};
