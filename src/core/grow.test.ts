import { describe, expect, it } from 'vitest';
import { grownTo } from './grow';

describe('grownTo', () => {
  it('should hand back the array itself while it is long enough', () => {
    const a = new Float64Array(8);
    expect(grownTo(a, 8)).toBe(a);
  });

  it('should double until the length fits, keep the contents and the element type', () => {
    const a = Uint8Array.of(1, 2, 3);
    const b = grownTo(a, 10);
    expect(b).toBeInstanceOf(Uint8Array);
    expect(b.length).toBe(12);
    expect([...b.subarray(0, 4)]).toEqual([1, 2, 3, 0]);
  });

  it('should grow an empty array', () => {
    expect(grownTo(new Int32Array(0), 3).length).toBe(4);
  });
});
