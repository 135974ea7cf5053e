import { describe, expect, it } from 'vitest';
import { clampPlace, DEFAULT_PLACE, readPlace } from './panel-place';

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
});
