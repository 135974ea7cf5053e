import { describe, expect, it } from 'vitest';
import { arrowsFor, stepFor } from './scroll-arrows';

describe('arrowsFor', () => {
  it('should show no arrow when everything fits', () => {
    expect(arrowsFor(0, 300, 300)).toEqual({ back: false, on: false });
  });

  it('should show on at the start, both in the middle and back at the end', () => {
    expect(arrowsFor(0, 300, 700)).toEqual({ back: false, on: true });
    expect(arrowsFor(200, 300, 700)).toEqual({ back: true, on: true });
    expect(arrowsFor(399.6, 300, 700)).toEqual({ back: true, on: false });
  });

  it('should read a right-to-left strip, scrolled by negative amounts', () => {
    expect(arrowsFor(-200, 300, 700)).toEqual({ back: true, on: true });
    expect(arrowsFor(-400, 300, 700)).toEqual({ back: true, on: false });
  });
});

describe('stepFor', () => {
  it('should move most of a width, mirrored in right-to-left', () => {
    expect(stepFor(1, 300, false)).toBe(240);
    expect(stepFor(-1, 300, false)).toBe(-240);
    expect(stepFor(1, 300, true)).toBe(-240);
  });
});
