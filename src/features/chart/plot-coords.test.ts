import { afterEach, describe, expect, it, vi } from 'vitest';
import type uPlot from 'uplot';
import { plotCoords } from './plot-coords';

// uPlot outside a browser has no pixel ratio: the plot box is in CSS px at a ratio of 1 here
vi.mock('uplot', () => ({ default: { pxRatio: 1 } }));

/** A host whose offset reads are counted (each is a layout read in a browser). */
function fakeHost(left: number, top: number) {
  return {
    reads: 0, left, top,
    get offsetLeft() { this.reads++; return this.left; },
    get offsetTop() { this.reads++; return this.top; },
  };
}

const fakePlot = { bbox: { left: 0, top: 20, width: 1000, height: 600 }, scales: { x: { min: 1 }, y: { min: 1 } }, valToPos: () => 0, posToVal: () => 0 } as unknown as uPlot;

describe('plotCoords', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should read the host\'s offset once, not in every paint', () => {
    const host = fakeHost(8, 62);
    const c = plotCoords(() => fakePlot, host as unknown as HTMLElement, new Set());
    for (let i = 0; i < 5; i++) expect(c.plot()).toEqual({ left: 8, top: 62 + 20, width: 1000, height: 600 });
    expect(host.reads).toBe(2); // left and top, once
  });

  it('should read it again when the host is resized (a ResizeObserver callback, after layout)', async () => {
    const observers: ((entries: { target: unknown }[]) => void)[] = [];
    vi.stubGlobal('ResizeObserver', class {
      constructor(readonly cb: (entries: { target: unknown }[]) => void) { observers.push(cb); }
      observe() {}
    });
    vi.resetModules();
    const { plotCoords: fresh } = await import('./plot-coords');
    const host = fakeHost(8, 62);
    const placed: number[] = [];
    const c = fresh(() => fakePlot, host as unknown as HTMLElement, new Set());
    c.onPaint(() => placed.push(c.plot()!.top));
    expect(c.plot()!.top).toBe(82);
    host.top = 92; // the legend took a third line: the host moved down and shrank
    expect(c.plot()!.top).toBe(82);
    expect(observers).toHaveLength(1);
    observers[0]([{ target: host }]);
    expect(c.plot()!.top).toBe(112);
    // the layers are placed again at once: the resize's own draw may have placed them at the old offset
    expect(placed).toEqual([112]);
    observers[0]([{ target: host }]); // resized in place: nothing moved, nothing placed again
    expect(placed).toEqual([112]);
  });
});
