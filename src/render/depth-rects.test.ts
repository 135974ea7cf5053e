import { describe, expect, it } from 'vitest';
import { stepArea, stepOutline } from './depth-rects';

// a bid side: from the base at the best price (x 100) up and out to the left edge (x 0)
const line = [100, 200, 100, 150, 60.4, 150, 60.4, 120, 0, 120];

describe('stepArea', () => {
  it('should cover the area under each level down to the base, on whole pixels', () => {
    expect(stepArea(line, 200)).toEqual([
      [60, 150, 40, 50],
      [0, 120, 60, 80],
    ]);
  });

  it('should give nothing for a line with no level', () => {
    expect(stepArea([], 200)).toEqual([]);
    expect(stepArea([100, 200, 100, 200], 200)).toEqual([]);
  });
});

describe('stepOutline', () => {
  it('should lay a rect along each segment, reaching half the width past its ends', () => {
    expect(stepOutline(line, 2)).toEqual([
      [99, 149, 2, 52],
      [59.4, 149, 41.6, 2],
      [59.4, 119, 2, 32],
      [-1, 119, 62.4, 2],
    ]);
  });
});
