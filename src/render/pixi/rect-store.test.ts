import { describe, expect, it } from 'vitest';
import { RectStore } from './rect-store';

describe('RectStore', () => {
  it('should keep rects by slot and count only real changes', () => {
    const r = new RectStore();
    r.set(0, 10, 1, 90, 18, '#13c287', 0.15);
    r.set(2, 40, 41, 60, 18, '#13c287', 0.15);
    expect(r.length).toBe(3);
    expect(r.w[1]).toBe(0); // the skipped slot is empty: drawn as nothing
    const v = r.version;
    r.set(0, 10, 1, 90, 18, '#13c287', 0.15);
    expect(r.version).toBe(v);
    r.set(0, 12, 1, 88, 18, '#13c287', 0.15);
    expect(r.version).toBe(v + 1);
    expect([r.x[0], r.w[0]]).toEqual([12, 88]);
  });

  it('should grow past its first capacity and truncate', () => {
    const r = new RectStore();
    for (let i = 0; i < 100; i++) r.set(i, i, i, 1, 1, '#fa3b61', 1);
    expect(r.length).toBe(100);
    expect(r.x[99]).toBe(99);
    r.truncate(30);
    expect(r.length).toBe(30);
    expect(() => r.set(-1, 0, 0, 1, 1, '#000', 1)).toThrow(RangeError);
  });
});
