import { describe, expect, it } from 'vitest';
import { SPLICE_CHUNK, spliceIn } from './splice-in';

describe('spliceIn', () => {
  it('should replace items in place, as one splice would', () => {
    const arr = [1, 2, 3, 4, 5];
    const held = arr;
    spliceIn(arr, 1, 2, [9, 8, 7]);
    expect(held).toEqual([1, 9, 8, 7, 4, 5]);
    spliceIn(arr, 0, 0, [0]);
    expect(arr).toEqual([0, 1, 9, 8, 7, 4, 5]);
    spliceIn(arr, 7, 0, [6]);
    expect(arr).toEqual([0, 1, 9, 8, 7, 4, 5, 6]);
  });

  it('should put more items than one splice takes in their order', () => {
    const n = SPLICE_CHUNK * 2 + 5;
    const items = Array.from({ length: n }, (_, i) => i);
    const arr = [-1, -2, -3, 1e9, 2e9];
    spliceIn(arr, 1, 2, items);
    expect(arr).toEqual([-1, ...items, 1e9, 2e9]);
  });
});
