import { describe, expect, it } from 'vitest';
import { arrowStep, arrowsFor, nextScroll } from './toolbar-scroll';

describe('toolbar arrows', () => {
  it('should show none when everything fits', () => {
    expect(arrowsFor({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({ back: false, on: false });
  });

  it('should show the arrow towards the hidden part, at either end and in the middle', () => {
    expect(arrowsFor({ scrollLeft: 0, scrollWidth: 500, clientWidth: 300 })).toEqual({ back: false, on: true });
    expect(arrowsFor({ scrollLeft: 100, scrollWidth: 500, clientWidth: 300 })).toEqual({ back: true, on: true });
    expect(arrowsFor({ scrollLeft: 200, scrollWidth: 500, clientWidth: 300 })).toEqual({ back: true, on: false });
    // right to left: scrollLeft negative towards the end
    expect(arrowsFor({ scrollLeft: -200, scrollWidth: 500, clientWidth: 300 })).toEqual({ back: true, on: false });
  });

  it('should step most of the strip', () => {
    expect(arrowStep(300)).toBe(210);
    expect(arrowStep(20)).toBe(40);
  });

  it('should scroll a step, or to the end when less than a step and a fifth is left', () => {
    expect(nextScroll(0, 500, 100, true)).toBe(100);
    expect(nextScroll(390, 500, 100, true)).toBe(500);
    expect(nextScroll(300, 500, 100, false)).toBe(200);
    expect(nextScroll(110, 500, 100, false)).toBe(0);
  });
});
