import { describe, expect, it } from 'vitest';
import { AXIS_PX } from './chart-panes';
import { markRects } from './last-price-mark';

describe('markRects', () => {
  it('should cover the dotted row across the plot and the label on the axis, in whole pixels', () => {
    const [line, label] = markRects({ left: 10, top: 20, width: 500, height: 300 }, 100, 1);
    expect(line).toEqual({ x: 10, y: 100, w: 500, h: 1 });
    expect(label).toEqual({ x: 510, y: 91, w: AXIS_PX, h: 18 });
  });

  it('should take every pixel a half-pixel plot edge and a fractional ratio touch', () => {
    const r = 1.5;
    const bbox = { left: 10.5, top: 20, width: 1005.5, height: 600 };
    const [line, label] = markRects(bbox, 200, r);
    // the row: 1.5 px tall from 200, over the plot from 10.5 to 1016
    expect(line).toEqual({ x: 10, y: 200, w: 1006, h: 2 });
    // the label: 27 px tall around the row, from the plot's right edge to past its width
    expect(label.x).toBe(1016);
    expect(label.y).toBe(Math.floor(200 - 13.5));
    expect(label.y + label.h).toBe(Math.ceil(200 + 13.5));
    expect(label.x + label.w).toBe(Math.ceil(1016 + AXIS_PX * r));
  });
});
