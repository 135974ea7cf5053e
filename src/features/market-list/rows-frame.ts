/**
 * The market list's scroll and ticker writes, each at most once per animation frame. The
 * scroll offset reaches the virtualiser from the scroll event (Chromium dispatches those once per
 * frame, before the frame's animation callbacks), only when the rows in view changed. The ticker
 * cells of the rows on screen are written in an animation frame, not in the worker message that
 * carried the push (a long task already: the ticker table and the market store); while the list
 * scrolls, a push's rows are rewritten a few per frame (STALE_PER_FRAME), so a push landing
 * mid-scroll does not make one scrolled frame carry every row's rewrite. The rows coming into view
 * are written whole anyway (row-view.ts show()).
 */
import type { Virtualizer } from '@tanstack/virtual-core';

/** Rows whose ticker cells one frame rewrites while the list scrolls (the pool holds ~20). */
export const STALE_PER_FRAME = 4;

/** What the frame needs of a pooled row (row-view.ts RowView). */
export interface StaleRow {
  /** Its pair's figures changed since it painted them. */
  stale: boolean;
  paintCells(): void;
}

/**
 * Repaints up to `budget` stale rows (all with Infinity), in pool order; returns whether stale
 * rows remain.
 */
export function repaintStale(rows: readonly (StaleRow | undefined)[], budget: number): boolean {
  let left = budget;
  for (const row of rows) {
    if (row === undefined || !row.stale) continue;
    if (left <= 0) return true;
    row.paintCells();
    row.stale = false;
    left--;
  }
  return false;
}

/**
 * The rows an offset shows, as the virtualiser counts them for fixed rows of `rowHeight`: the
 * first row under the top edge and the row past the bottom edge. Two offsets with the same band
 * give the virtualiser the same range, so the offset need not reach it.
 */
export function rowBand(offset: number, height: number, rowHeight: number): [first: number, past: number] {
  return [Math.floor(offset / rowHeight), Math.ceil((offset + height) / rowHeight)];
}

type Frames = Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame'>;

export class RowsFrame {
  private id = 0;
  private scrolled = false;
  private scrolling = false;
  private readScroll: (() => void) | null = null;

  /** `repaint(budget)` rewrites stale rows (repaintStale) and says whether some remain; rows are `rowHeight` px. */
  constructor(
    private readonly frames: Frames,
    private readonly repaint: (budget: number) => boolean,
    private readonly rowHeight: number,
  ) {}

  /** A scroll event: the offset is read now (it reaches the virtualiser when the rows in view changed). */
  readonly onScroll = (): void => {
    this.scrolled = true;
    this.readScroll?.();
  };

  /** A push changed rows on screen (now marked stale). */
  tickersChanged(): void {
    this.request();
  }

  /**
   * virtual-core's observeElementOffset: one passive scroll listener on the scroller, and the
   * offset reported to the virtualiser only when the band of rows it shows changed (at 1,500 px/s
   * a row's 54 px take two frames; virtual-core's own listener ran its whole scroll handler and
   * reset a debounce timer on every event). `isScrolling` is reported false: it
   * steers virtual-core's measuring during a scroll and its scroll-to commands, and this list
   * measures nothing and commands no scroll; reporting it true would need virtual-core's timer
   * (a clearTimeout and setTimeout per scroll event) to turn it back.
   */
  readonly observeOffset = <T extends Element>(instance: Virtualizer<T, Element>, cb: (offset: number, isScrolling: boolean) => void) => {
    const el = instance.scrollElement;
    if (el === null) return;
    let band: [number, number] | null = null;
    this.readScroll = () => {
      const offset = el.scrollTop;
      const next = rowBand(offset, instance.scrollRect?.height ?? 0, this.rowHeight);
      if (band !== null && next[0] === band[0] && next[1] === band[1] && instance.scrollRect !== null) return;
      band = next;
      cb(offset, false);
    };
    el.addEventListener('scroll', this.onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', this.onScroll);
      this.readScroll = null;
    };
  };

  /** Stops a frame asked for (the list unmounts). */
  cancel(): void {
    if (this.id !== 0) this.frames.cancelAnimationFrame(this.id);
    this.id = 0;
  }

  private request(): void {
    if (this.id === 0) this.id = this.frames.requestAnimationFrame(this.run);
  }

  private readonly run = (): void => {
    this.id = 0;
    // a frame after a scroll event, or after one that followed a scroll, is a scroll frame: the rows' rewrite waits
    const scrolled = this.scrolled;
    this.scrolled = false;
    const busy = scrolled || this.scrolling;
    this.scrolling = scrolled;
    if (this.repaint(busy ? STALE_PER_FRAME : Infinity)) this.request();
  };
}
