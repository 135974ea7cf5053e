import { describe, expect, it } from 'vitest';
import { clampPlace, DEFAULT_PLACE, readPlace, TAG_LEFT, tagLeft } from './panel-place';

describe('quick panel place', () => {
  it('should read a stored place and give the default for anything else', () => {
    expect(readPlace('{"x":120,"y":64}')).toEqual({ x: 120, y: 64 });
    for (const bad of [null, '{oops', '[]', '{"x":"1","y":2}', '{"x":-5,"y":2}', '{"x":1}', 'null']) expect(readPlace(bad)).toEqual(DEFAULT_PLACE);
  });

  it('should keep the panel inside the chart', () => {
    const size = { w: 200, h: 150 };
    expect(clampPlace({ x: 900, y: 500 }, size, { w: 800, h: 600 })).toEqual({ x: 600, y: 450 });
    expect(clampPlace({ x: -20, y: 10.6 }, size, { w: 800, h: 600 })).toEqual({ x: 0, y: 11 });
    expect(clampPlace({ x: 50, y: 50 }, size, { w: 100, h: 100 })).toEqual({ x: 0, y: 0 });
  });

  it('should put an order line\'s tag past the panel only where the panel covers its row', () => {
    const panel = { x: 8, y: 40, w: 220, h: 150 };
    const tag = (top: number, width = 200) => tagLeft({ top, height: 19 }, width, panel);
    expect(tag(100)).toBe(236); // inside the panel's rows
    expect(tag(22)).toBe(236); // its lower edge one px into the panel
    expect(tag(189)).toBe(236); // its top one px above the panel's bottom
    expect(tag(21)).toBe(TAG_LEFT); // just above
    expect(tag(190)).toBe(TAG_LEFT); // just below
    expect(tagLeft({ top: 100, height: 19 }, 200, null)).toBe(TAG_LEFT); // no panel
    // a panel further right than the tag is wide leaves it where it is
    expect(tagLeft({ top: 100, height: 19 }, 200, { ...panel, x: 300 })).toBe(TAG_LEFT);
    expect(tagLeft({ top: 100, height: 19 }, 300, { ...panel, x: 300 })).toBe(528);
  });
});
