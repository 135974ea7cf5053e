import { describe, expect, it } from 'vitest';
import { layoutSummary } from './chart';

const VIEW = { width: 1440, height: 900 };
const layout = (ts: number, dirty: number, root: string, depth: number, quad: number[]) => ({
  name: 'Layout', ph: 'X', ts, dur: 2000, tid: 1,
  args: { beginData: { dirtyObjects: dirty, totalObjects: 700, partialLayout: false }, endData: { layoutRoots: [{ depth, nodeName: root, quads: [quad] }] } },
});
const invalidate = (ts: number, fn: string, url: string, line: number) => ({
  name: 'InvalidateLayout', ph: 'I', ts, tid: 1, args: { data: { stackTrace: [{ functionName: fn, url, lineNumber: line }] } },
});

describe('layoutSummary (the chart bench trace)', () => {
  it('should count the layouts of the whole document apart from the contained ones, and name who invalidated', () => {
    const events = [
      invalidate(10, 'set', 'http://x/assets/PriceChart-abc.js', 4),
      layout(100, 40, '#document', 1, [0, 0, 1440, 0, 1440, 900, 0, 900]),
      invalidate(200, 'set', 'http://x/assets/PriceChart-abc.js', 4),
      layout(300, 5, 'DIV chart-legend-frame', 12, [10, 40, 600, 40, 600, 70, 10, 70]),
      invalidate(400, '', 'http://x/assets/app-def.js', 2),
      layout(500, 3, 'SPAN brief-live', 18, [200, 99, 268, 99, 268, 114, 200, 114]),
    ];
    const s = layoutSummary(events, VIEW, 4);
    expect(s.layouts).toBe(3);
    expect(s.wholeDocument).toBe(1);
    expect(s.layoutsPerFrame).toBe(0.75);
    expect(s.dirtyObjectsPerLayout).toBe(16);
    expect(s.layoutMsPerFrame).toBe(1.5);
    expect(s.topSources).toEqual([
      ['InvalidateLayout set PriceChart-abc.js:4', 2],
      ['InvalidateLayout (anonymous) app-def.js:2', 1],
    ]);
  });

  it('should take a root as large as the viewport for the document when the trace gives no depth', () => {
    const old = { name: 'Layout', ph: 'X', ts: 1, dur: 1000, tid: 1, args: { beginData: { dirtyObjects: 9 }, endData: { root: [0, 0, 1440, 0, 1440, 900, 0, 900] } } };
    expect(layoutSummary([old], VIEW, 1).wholeDocument).toBe(1);
  });
});
