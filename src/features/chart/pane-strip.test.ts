import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type uPlot from 'uplot';
import { PaneStrip } from './pane-strip';
import type { StripArea } from './chart-panes';

/** A 2D context that records its calls (the patch's copies and the strip's clip). */
function recorder(calls: string[]) {
  return {
    canvas: { width: 0, height: 0 },
    clearRect: (x: number, y: number, w: number, h: number) => calls.push(`clear ${x},${y} ${w}x${h}`),
    drawImage: (_c: unknown, ...a: number[]) => calls.push(`image ${a.join(',')}`),
    save: () => calls.push('save'),
    restore: () => calls.push('restore'),
    beginPath: () => {},
    rect: (x: number, y: number, w: number, h: number) => calls.push(`rect ${x},${y} ${w}x${h}`),
    clip: () => calls.push('clip'),
  };
}

vi.mock('uplot', () => ({ default: { pxRatio: 1 } }));

const patchCalls: string[] = [];
const realDocument = globalThis.document;
beforeAll(() => {
  // the kept grid is a canvas of the page's; here one whose context records
  (globalThis as { document?: unknown }).document = { createElement: () => ({ width: 0, height: 0, getContext: () => recorder(patchCalls) }) };
});
afterAll(() => {
  (globalThis as { document?: unknown }).document = realDocument;
});

/** A pane of `n` one-minute candles, 10 px each, its plot from x = 20 to 20 + 10 n. */
function pane(n: number, calls: string[]) {
  const xs = Array.from({ length: n }, (_, i) => i * 60);
  return {
    data: [xs],
    scales: { x: { min: 0, max: n * 60 }, y: { min: -5, max: 5 } },
    bbox: { left: 20, top: 4, width: 10 * n, height: 100 },
    valToPos: (v: number) => 20 + v / 6,
    ctx: recorder(calls),
  } as unknown as uPlot & { scales: { y: { min: number; max: number } }; data: number[][] };
}

describe('PaneStrip', () => {
  it('should keep nothing from a paint not marked as the market\'s, and then draw whole', () => {
    const calls: string[] = [];
    const u = pane(50, calls);
    const strip = new PaneStrip();
    strip.capture(u, 60);
    expect(strip.paint(u, () => calls.push('draw'))).toBe(false);
    expect(calls).toEqual([]);
  });

  it('should put the kept grid back and draw the strip from its first candle, clipped to it', () => {
    const calls: string[] = [];
    const u = pane(50, calls);
    const strip = new PaneStrip();
    strip.keep = true;
    strip.capture(u, 60);
    expect(strip.keep).toBe(false); // one capture a mark
    let area: StripArea | null = null;
    expect(strip.paint(u, (a) => {
      area = a;
      calls.push('draw');
    })).toBe(true);
    // the previous candle's centre (20 + 48 x 10 + 5 = 505) less the margin, to the plot's right (520)
    const left = 505 - 8;
    expect(area!.left).toBe(left);
    expect(area!.owner).toBe(strip);
    expect(area!.start).toBeLessThan(48);
    expect(calls).toEqual([`clear ${left},4 ${520 - left}x100`, `image 0,0,${520 - left},100,${left},4,${520 - left},100`, 'save', `rect ${left},4 ${520 - left}x100`, 'clip', 'draw', 'restore']);
    expect([strip.paints, strip.lastWasStrip]).toEqual([1, true]);
    // and again for the next trade: the kept grid holds until a whole paint
    expect(strip.paint(u, () => {})).toBe(true);
  });

  it('should refuse once the pane\'s scale, the view or the candles changed, and leave the keep to the whole paint', () => {
    for (const change of [
      (u: ReturnType<typeof pane>) => (u.scales.y.max = 6),
      (u: ReturnType<typeof pane>) => (u.scales.x.min = 60),
      (u: ReturnType<typeof pane>) => (u.data[0] as number[]).push(50 * 60),
    ]) {
      const u = pane(50, []);
      const strip = new PaneStrip();
      strip.keep = true;
      strip.capture(u, 60);
      change(u);
      strip.keep = true;
      expect(strip.paint(u, () => {})).toBe(false);
      expect(strip.keep).toBe(true);
    }
  });

  it('should keep nothing when the candles are too narrow to draw one alone', () => {
    const u = pane(50, []);
    u.valToPos = ((v: number) => 20 + v / 60) as typeof u.valToPos; // 1 px a candle
    const strip = new PaneStrip();
    strip.keep = true;
    strip.capture(u, 60);
    expect(strip.paint(u, () => {})).toBe(false);
  });
});
