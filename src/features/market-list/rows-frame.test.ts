import { describe, expect, it } from 'vitest';
import type { Virtualizer } from '@tanstack/virtual-core';
import { leavesPlaced, repaintStale, rowBand, RowsFrame, STALE_PER_FRAME, STALE_PER_MOVE, STALE_WAIT_MS, staleBudget, THRESHOLD } from './rows-frame';

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
    tick(now = 0) {
      const cbs = [...queued.values()];
      queued.clear();
      for (const cb of cbs) cb(now);
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

describe('leavesPlaced', () => {
  it('should hold while the rows in view stay more than the threshold inside the rows placed', () => {
    // told [10, 20) with 5 rows of overscan: rows [5, 25) placed
    expect(leavesPlaced([10, 20], [10, 20], 5, 1, 100)).toBe(false);
    expect(leavesPlaced([6, 16], [10, 20], 5, 1, 100)).toBe(false);
    expect(leavesPlaced([5, 15], [10, 20], 5, 1, 100)).toBe(true);
    expect(leavesPlaced([14, 24], [10, 20], 5, 1, 100)).toBe(false);
    expect(leavesPlaced([14, 25], [10, 20], 5, 1, 100)).toBe(true);
    expect(leavesPlaced([40, 50], [10, 20], 5, 1, 100)).toBe(true);
  });

  it("should hold at the list's ends, where no row lies beyond those placed", () => {
    expect(leavesPlaced([0, 10], [2, 12], 5, 1, 100)).toBe(false);
    expect(leavesPlaced([90, 100], [88, 98], 5, 1, 100)).toBe(false);
    expect(leavesPlaced([90, 100], [85, 95], 5, 1, 104)).toBe(true);
  });
});

describe('staleBudget', () => {
  it('should rewrite all at rest, and while scrolling a few in a frame that moved the rows or after the wait', () => {
    expect(staleBudget(false, false, 0)).toBe(Infinity);
    expect(staleBudget(true, true, 0)).toBe(STALE_PER_MOVE);
    expect(staleBudget(true, false, STALE_WAIT_MS - 1)).toBe(0);
    expect(staleBudget(true, false, STALE_WAIT_MS)).toBe(STALE_PER_FRAME);
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
function scroller(height: number, count = 2000) {
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
  const instance = { scrollElement: el, scrollRect: { width: 300, height }, options: { count } } as unknown as Virtualizer<Element, Element>;
  return { el, instance };
}

describe('RowsFrame', () => {
  it('should tell the virtualiser the offset only when the rows in view near the edge of those placed, without a frame', () => {
    expect(THRESHOLD).toBe(1);
    const frames = fakeFrames();
    const frame = new RowsFrame(frames, () => false, 54, 5);
    const { el, instance } = scroller(540);
    const told: number[] = [];
    const stop = frame.observeOffset(instance, (offset, scrolling) => {
      expect(scrolling).toBe(false);
      told.push(offset);
    });
    el.scroll(20); // the first: rows [0, 11) in view, [0, 16) placed
    expect(told).toEqual([20]);
    el.scroll(60); // rows [1, 12): the list's top edge is placed whatever the offset
    el.scroll(4 * 54); // rows [4, 14)
    expect(told).toEqual([20]);
    el.scroll(5 * 54 - 1); // rows [4, 15): row 15, the last placed, still beyond the view
    expect(told).toEqual([20]);
    el.scroll(5 * 54 + 1); // rows [5, 16): no placed row left beyond the view
    expect(told).toEqual([20, 5 * 54 + 1]);
    el.scroll(6 * 54); // rows [6, 16), placed [0, 21)
    el.scroll(3 * 54); // rows [3, 13)
    expect(told).toEqual([20, 5 * 54 + 1]);
    el.scroll(1000 * 54); // rows [1000, 1010)
    el.scroll(996 * 54); // placed [995, 1015): row 995 beyond the view
    el.scroll(995 * 54); // row 995 in view
    expect(told).toEqual([20, 5 * 54 + 1, 1000 * 54, 995 * 54]);
    expect(frames.pending).toBe(0); // a scroll alone asks for no frame
    stop?.();
    expect(el.listeners.size).toBe(0);
  });

  it('should repaint every stale row at rest; while the list scrolls, a few in the frames that move the rows or after a wait', () => {
    const frames = fakeFrames();
    const rows = Array.from({ length: 20 }, row);
    const frame = new RowsFrame(frames, (budget) => repaintStale(rows, budget), 54, 5);
    const { el, instance } = scroller(540);
    frame.observeOffset(instance, () => {});
    const painted = (n: number) => rows.filter((r) => r.painted === n).length;

    for (const r of rows) r.stale = true;
    frame.tickersChanged();
    frames.tick(0);
    expect(painted(1)).toBe(20);

    // a push while scrolling: nothing in a frame that only scrolls
    for (const r of rows) r.stale = true;
    frame.tickersChanged();
    el.scroll(0); // the first offset told: rows [0, 10) in view, [0, 15) placed
    el.scroll(100); // the frame's last scroll event moved nothing
    frames.tick(16);
    expect(painted(2)).toBe(0);
    el.scroll(200);
    frames.tick(32);
    expect(painted(2)).toBe(0);
    // the rows move (row 15, the last placed, comes into view): STALE_PER_MOVE
    el.scroll(6 * 54);
    frames.tick(48);
    expect(painted(2)).toBe(STALE_PER_MOVE);
    // after the wait, STALE_PER_FRAME a frame that only scrolls
    el.scroll(6 * 54 + 10);
    frames.tick(16 + STALE_WAIT_MS);
    expect(painted(2)).toBe(STALE_PER_MOVE + STALE_PER_FRAME);
    // the scroll stopped: the frame after the last scrolled one still counts as scrolling, then all
    frames.tick(32 + STALE_WAIT_MS);
    expect(painted(2)).toBe(STALE_PER_MOVE + 2 * STALE_PER_FRAME);
    frames.tick(48 + STALE_WAIT_MS);
    expect(painted(2)).toBe(20);
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
