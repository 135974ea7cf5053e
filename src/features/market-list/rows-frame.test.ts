import { describe, expect, it } from 'vitest';
import type { Virtualizer } from '@tanstack/virtual-core';
import { repaintStale, rowBand, RowsFrame, STALE_PER_FRAME } from './rows-frame';

/** requestAnimationFrame by hand: `tick()` runs the frame asked for. */
function fakeFrames() {
  let next = 1;
  const queued = new Map<number, FrameRequestCallback>();
  return {
    requestAnimationFrame(cb: FrameRequestCallback) {
      queued.set(next, cb);
      return next++;
    },
    cancelAnimationFrame(id: number) {
      queued.delete(id);
    },
    get pending() {
      return queued.size;
    },
    tick() {
      const cbs = [...queued.values()];
      queued.clear();
      for (const cb of cbs) cb(0);
    },
  };
}

const row = () => ({ stale: false, painted: 0, paintCells() { this.painted++; } });

describe('rowBand', () => {
  it('should name the first row under the top edge and the row past the bottom edge', () => {
    expect(rowBand(0, 540, 54)).toEqual([0, 10]);
    expect(rowBand(53, 540, 54)).toEqual([0, 11]);
    expect(rowBand(54, 540, 54)).toEqual([1, 11]);
    expect(rowBand(1000, 300, 54)).toEqual([18, 25]);
  });
});

describe('repaintStale', () => {
  it('should repaint at most `budget` stale rows, in pool order, and say whether some remain', () => {
    const rows = [row(), undefined, row(), row(), row()];
    rows[0]!.stale = true;
    rows[3]!.stale = true;
    rows[4]!.stale = true;
    expect(repaintStale(rows, 2)).toBe(true);
    expect(rows.map((r) => r?.painted)).toEqual([1, undefined, 0, 1, 0]);
    expect(repaintStale(rows, 2)).toBe(false);
    expect(rows.map((r) => r?.painted)).toEqual([1, undefined, 0, 1, 1]);
    expect(rows.every((r) => r === undefined || !r.stale)).toBe(true);
  });
});

/** A scroller and the part of a Virtualizer the frame reads. */
function scroller(height: number) {
  const listeners = new Set<() => void>();
  const el = {
    scrollTop: 0,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    scroll(to: number) {
      this.scrollTop = to;
      for (const fn of listeners) fn();
    },
    listeners,
  };
  const instance = { scrollElement: el, scrollRect: { width: 300, height } } as unknown as Virtualizer<Element, Element>;
  return { el, instance };
}

describe('RowsFrame', () => {
  it('should tell the virtualiser the offset only when the rows in view changed, without a frame', () => {
    const frames = fakeFrames();
    const frame = new RowsFrame(frames, () => false, 54);
    const { el, instance } = scroller(540);
    const told: number[] = [];
    const stop = frame.observeOffset(instance, (offset, scrolling) => {
      expect(scrolling).toBe(false);
      told.push(offset);
    });
    el.scroll(20); // the first: rows [0, 11)
    expect(told).toEqual([20]);
    el.scroll(30); // the same rows
    el.scroll(53);
    expect(told).toEqual([20]);
    el.scroll(60); // rows [1, 12)
    expect(told).toEqual([20, 60]);
    el.scroll(0); // rows [0, 10)
    expect(told).toEqual([20, 60, 0]);
    expect(frames.pending).toBe(0); // a scroll alone asks for no frame
    stop?.();
    expect(el.listeners.size).toBe(0);
  });

  it('should repaint every stale row at rest, and a few per frame while the list scrolls', () => {
    const frames = fakeFrames();
    const rows = Array.from({ length: 10 }, row);
    const frame = new RowsFrame(frames, (budget) => repaintStale(rows, budget), 54);
    const { el, instance } = scroller(540);
    frame.observeOffset(instance, () => {});

    for (const r of rows) r.stale = true;
    frame.tickersChanged();
    frames.tick();
    expect(rows.every((r) => r.painted === 1 && !r.stale)).toBe(true);

    // a push while scrolling: STALE_PER_FRAME rows a frame, the rest after the scroll
    for (const r of rows) r.stale = true;
    frame.tickersChanged();
    el.scroll(100);
    frames.tick();
    expect(rows.filter((r) => r.painted === 2)).toHaveLength(STALE_PER_FRAME);
    el.scroll(200);
    frames.tick();
    expect(rows.filter((r) => r.painted === 2)).toHaveLength(2 * STALE_PER_FRAME);
    // the scroll stopped: the frame after the last scrolled one still counts as scrolling
    frames.tick();
    expect(rows.filter((r) => r.painted === 2)).toHaveLength(10);
    expect(frames.pending).toBe(0);
  });

  it('should ask for no frame after cancel', () => {
    const frames = fakeFrames();
    const rows = [row()];
    const frame = new RowsFrame(frames, (budget) => repaintStale(rows, budget), 54);
    rows[0].stale = true;
    frame.tickersChanged();
    frame.cancel();
    frames.tick();
    expect(rows[0].painted).toBe(0);
  });
});
