/**
 * Replaces `drop` items of `arr` from `at` on with `items`, in place: the chart's arrays (the
 * series, uPlot's columns, the indicator lines) are held by reference, and one splice moves the
 * items after in one go (~100x faster than pushing a 25,000-value array again; an older page
 * puts 1,000 candles in front of them). The items go in splices of at most SPLICE_CHUNK
 * arguments: a spread of more could exceed the call stack's room.
 */
export const SPLICE_CHUNK = 8192;

export function spliceIn<T>(arr: T[], at: number, drop: number, items: readonly T[]): void {
  arr.splice(at, drop, ...items.slice(0, SPLICE_CHUNK));
  for (let k = SPLICE_CHUNK; k < items.length; k += SPLICE_CHUNK) arr.splice(at + k, 0, ...items.slice(k, k + SPLICE_CHUNK));
}
