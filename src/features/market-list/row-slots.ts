/**
 * Stable keys for virtualised rows: a row that stays in view keeps its key, and a row coming
 * into view takes the key of one that left. Keyed so, a scroll re-renders the one or two rows
 * that changed pair (React updates their elements in place) instead of unmounting the rows that
 * left and mounting new ones every frame.
 */
export class RowSlots {
  private slotOf = new Map<number, number>();

  /** The slot of each index in `indexes` (in the same order); slots are 0 .. max in-view rows - 1. */
  assign(indexes: readonly number[]): number[] {
    const next = new Map<number, number>();
    const used = new Set<number>();
    for (const i of indexes) {
      const s = this.slotOf.get(i);
      if (s !== undefined) {
        next.set(i, s);
        used.add(s);
      }
    }
    let free = 0;
    const out = indexes.map((i) => {
      const kept = next.get(i);
      if (kept !== undefined) return kept;
      while (used.has(free)) free++;
      used.add(free);
      next.set(i, free);
      return free;
    });
    this.slotOf = next;
    return out;
  }
}

/**
 * The virtualiser's range grown to the most rows it has held (`most`, updated), by indexes
 * after it (before it at the list's end): its length changes by one as rows cross the edges
 * while scrolling, and a row unmounted and mounted again for that costs a layout of the page.
 */
export function steadyRange(range: number[], count: number, most: { current: number }): number[] {
  most.current = Math.min(count, Math.max(most.current, range.length));
  if (range.length === 0) return range;
  const out = range.slice();
  let after = range[range.length - 1] + 1;
  let before = range[0] - 1;
  while (out.length < most.current && after < count) out.push(after++);
  while (out.length < most.current && before >= 0) out.unshift(before--);
  return out;
}
