import { describe, expect, it } from 'vitest';
import { ALIGN_CENTER, ALIGN_RIGHT, CellStore } from './cells';

describe('CellStore', () => {
  it('should store a cell in the flat arrays at its slot', () => {
    const c = new CellStore();
    expect(c.set(2, '63,251.25', 10, 20.5, '#fa3b61', 'right')).toBe(true);
    expect([c.length, c.text[2], c.x[2], c.y[2], c.color[2], c.align[2]]).toEqual([3, '63,251.25', 10, 20.5, '#fa3b61', ALIGN_RIGHT]);
    expect([c.text[0], c.text[1]]).toEqual(['', '']);
  });

  it('should treat setting the same values as a no-op that leaves the version alone', () => {
    const c = new CellStore();
    c.set(0, '1.23K', 0.1, 4, '#fff', 'center');
    const v = c.version;
    expect(c.set(0, '1.23K', 0.1, 4, '#fff', 'center')).toBe(false);
    expect(c.version).toBe(v);
    expect(c.set(0, '1.23K', 0.1, 4, '#fff', 'left')).toBe(true);
    expect(c.version).toBe(v + 1);
  });

  it('should grow past its initial capacity and keep earlier cells', () => {
    const c = new CellStore();
    c.set(1, 'a', 1, 1, '#000', 'left');
    c.set(1000, 'b', 5, 6, '#111', 'center');
    expect([c.length, c.text[1], c.x[1], c.x[1000], c.align[1000]]).toEqual([1001, 'a', 1, 5, ALIGN_CENTER]);
  });

  it('should drop cells at and after the truncation count, and take them again when set', () => {
    const c = new CellStore();
    for (let i = 0; i < 6; i++) c.set(i, String(i), i, 0, '#000', 'left');
    expect(c.truncate(4)).toBe(true);
    expect([c.length, c.text.length]).toEqual([4, 4]);
    expect(c.truncate(10)).toBe(false);
    expect(c.set(5, '5', 5, 0, '#000', 'left')).toBe(true);
    expect([c.length, c.text[4], c.text[5]]).toEqual([6, '', '5']);
  });

  it('should refuse a negative or fractional slot', () => {
    const c = new CellStore();
    expect(() => c.set(-1, 'x', 0, 0, '#000', 'left')).toThrow(RangeError);
    expect(() => c.set(1.5, 'x', 0, 0, '#000', 'left')).toThrow(RangeError);
  });
});
