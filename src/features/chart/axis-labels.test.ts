import { afterEach, describe, expect, it, vi } from 'vitest';
import uPlot from 'uplot';
import { bitmapAxisLabels } from './axis-labels';

/** A 2D context that records what is drawn (text 6 px a character wide). */
function recorder() {
  const calls: unknown[][] = [];
  const ctx = {
    font: '', fillStyle: '', textAlign: '', textBaseline: '',
    measureText: (t: string) => ({ width: 6 * t.length }),
    fillText: (...a: unknown[]) => calls.push(['fillText', ...a]),
    drawImage: (c: { label: string }, x: number, y: number) => calls.push(['drawImage', c.label, x, y]),
  };
  return { ctx, calls };
}

const made: { label: string; width: number; height: number }[] = [];

function fakeDocument() {
  vi.stubGlobal('document', {
    createElement: () => {
      const { ctx } = recorder();
      const canvas = { width: 0, height: 0, label: '', getContext: () => ctx };
      // the bitmap is named by the text drawn into it
      ctx.fillText = (t: unknown) => {
        canvas.label = String(t);
        return 0;
      };
      made.push(canvas);
      return canvas;
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  made.length = 0;
});

/** The part of a uPlot the labels use: a time axis below and a price axis on the right. */
function fakePlot(values: (string | null)[][]) {
  const page = recorder();
  const axis = (side: number, i: number) => ({
    show: true, _show: true, side, scale: side === 2 ? 'x' : 'y', gap: 5, lineGap: 1.5,
    font: ['12px sans-serif', 12, 12], stroke: () => '#888', _pos: side === 2 ? 300 : 500, _size: 50, _splits: [1, 2],
    values: () => values[i],
  });
  const u = { axes: [axis(2, 0), axis(1, 1)], hooks: {} as Record<string, ((u: unknown) => void)[]>, ctx: page.ctx, valToPos: (v: number) => 100 * v };
  return { u, calls: page.calls };
}

describe('axis labels from bitmaps', () => {
  it("should hand uPlot nulls and draw each text's bitmap where uPlot would have written it", () => {
    fakeDocument();
    const { u, calls } = fakePlot([['10:00', '10:30\n11/28'], ['60000.00', null]]);
    bitmapAxisLabels(u as unknown as uPlot);
    const ax = u.axes as unknown as { values: (...a: unknown[]) => unknown[] }[];
    expect(ax[0].values(u, [1, 2], 0, 50, 60)).toEqual([null, null]);
    expect(ax[1].values(u, [1, 2], 1, 50, 1)).toEqual([null, null]);
    u.hooks.drawAxes[0](u);
    const r = uPlot.pxRatio;
    const edgeX = Math.round(300 * r) + Math.round(5 * r);
    const edgeY = Math.round(500 * r) + Math.round(5 * r);
    const draws = calls.filter((c) => c[0] === 'drawImage');
    // times: centred on the split, under the axis's edge (2 px of padding in the bitmap); the date a line lower
    expect(draws).toEqual([
      ['drawImage', '10:00', Math.round(100 - (2 + 15)), edgeX - 2],
      ['drawImage', '10:30', Math.round(200 - (2 + 15)), edgeX - 2],
      ['drawImage', '11/28', Math.round(200 - (2 + 15)), Math.round(edgeX + 18 - 2)],
      // prices: left-aligned beside the axis's edge, centred on the split's height
      ['drawImage', '60000.00', edgeY - 2, Math.round(100 - (Math.ceil(12 * 1.5) + 4) / 2)],
    ]);
  });

  it('should draw a text seen before from the bitmap it made then', () => {
    fakeDocument();
    const { u } = fakePlot([['09:00', '09:30'], [null, null]]);
    bitmapAxisLabels(u as unknown as uPlot);
    const ax = u.axes as unknown as { values: (...a: unknown[]) => unknown[] }[];
    for (let paint = 0; paint < 3; paint++) {
      ax[0].values(u, [1, 2], 0, 50, 60);
      u.hooks.drawAxes[0](u);
    }
    expect(made.map((c) => c.label)).toEqual(['09:00', '09:30']);
  });
});
