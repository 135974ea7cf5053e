import { describe, expect, it } from 'vitest';
import { RowSlots, steadyRange } from './row-slots';

describe('RowSlots', () => {
  it('should keep the slots of rows that stay, and give a leaving row\'s slot to a coming one', () => {
    const s = new RowSlots();
    expect(s.assign([0, 1, 2, 3])).toEqual([0, 1, 2, 3]);
    // scrolled down a row: 0 left, 4 came and takes 0's slot
    expect(s.assign([1, 2, 3, 4])).toEqual([1, 2, 3, 0]);
    // two more, and the view grew by one
    expect(s.assign([3, 4, 5, 6, 7])).toEqual([3, 0, 1, 2, 4]);
    // back up: 7 left, 2 takes its slot
    expect(s.assign([2, 3, 4, 5, 6])).toEqual([4, 3, 0, 1, 2]);
  });

  it('should give unique slots within a view, whatever the jump', () => {
    const s = new RowSlots();
    s.assign([0, 1, 2, 3, 4]);
    const far = s.assign([500, 501, 502]);
    expect(new Set(far).size).toBe(3);
    expect(far.every((x) => x < 5)).toBe(true);
  });
});

describe('steadyRange', () => {
  it('should grow a range to the most rows held so far, after it, or before it at the end', () => {
    const most = { current: 0 };
    expect(steadyRange([0, 1, 2, 3], 100, most)).toEqual([0, 1, 2, 3]);
    expect(steadyRange([5, 6, 7], 100, most)).toEqual([5, 6, 7, 8]);
    expect(steadyRange([97, 98, 99], 100, most)).toEqual([96, 97, 98, 99]);
    expect(steadyRange([0, 1], 3, most)).toEqual([0, 1, 2]);
    expect(most.current).toBe(3);
    expect(steadyRange([], 0, most)).toEqual([]);
  });
});
