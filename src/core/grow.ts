/**
 * Growing a typed array that is used as a table indexed by slot: the store behind it is
 * replaced by one at least twice as long (amortised O(1) per slot) with the old contents
 * copied in. Rare by design, so it may take the array's own constructor dynamically.
 */

type Grownable = Float64Array | Float32Array | Int32Array | Uint8Array;

/** `a` itself when it already has `minLength` elements, else a copy at least twice as long. */
export function grownTo<T extends Grownable>(a: T, minLength: number): T {
  if (a.length >= minLength) return a;
  let length = Math.max(1, a.length);
  while (length < minLength) length *= 2;
  const next = new (a.constructor as new (n: number) => T)(length);
  next.set(a);
  return next;
}
