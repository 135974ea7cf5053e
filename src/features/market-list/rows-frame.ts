/**
 * The market list's scroll and ticker writes, each at most once per animation frame. The
 * scroll offset reaches the virtualiser from the scroll event (Chromium dispatches those once per
 * frame, before the frame's animation callbacks), only when fewer than THRESHOLD of the rows it
 * placed remain beyond the rows in view (spec section 9: 1 threshold, 5 more-threshold, the
 * overscan). The ticker cells of the rows on screen are written in an animation frame, not in the worker message that
 * carried the push (a long task already: the ticker table and the market store); while the list
 * scrolls, a push's rows are rewritten a few at a time in the frames that move the rows (those
 * repaint the list's layer anyway; a frame that only scrolls does not), or a few per frame once they
 * have waited STALE_WAIT_MS, so a push landing mid-scroll neither makes one scrolled frame carry
 * every row's rewrite nor makes the frames between the moves paint. The rows coming into view are
 * written whole anyway (row-view.ts show()).
 */
import type { Virtualizer } from '@tanstack/virtual-core';

/** Rows whose ticker cells one frame rewrites while the list scrolls (the pool holds ~20). */
export const STALE_PER_FRAME = 4;
/** The same in a frame that moved the rows (which repaints the list's layer anyway). */
export const STALE_PER_MOVE = 8;
/** While the list scrolls, how long stale rows wait for a frame that moves the rows. */
export const STALE_WAIT_MS = 300;

/**
 * How many stale rows a frame rewrites: all at rest; while the list scrolls, STALE_PER_MOVE in a
 * frame that moved the rows, STALE_PER_FRAME once the oldest has waited `waited` ms for one, else none.
 */
export function staleBudget(scrolling: boolean, moved: boolean, waited: number): number {
  if (!scrolling) return Infinity;
  if (moved) return STALE_PER_MOVE;
  return waited >= STALE_WAIT_MS ? STALE_PER_FRAME : 0;
}

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
 * Placed rows kept beyond the rows in view, each way the list can go: fewer, and the placed
 * rows move (spec section 9's threshold). A move re-places the rows around the view: a frame
 * that moves rows repaints the list's layer and layerizes the page (Layerize ~4 ms of wall
 * time at 4x in session 18's trace, median), one that only scrolls does not (0.3 ms); with 5
 * rows of overscan each side the rows move every 4 rows scrolled, not every row.
 */
export const THRESHOLD = 1;

/**
 * Whether fewer than `threshold` rows the virtualiser placed remain beyond the rows in view
 * (`band`) on either side, where the list goes on: it placed them for the band it was last told
 * (`told`), with `overscan` rows each side, clamped to the list's `count` rows. Only then must it
 * hear the offset.
 */
export function leavesPlaced(band: readonly [number, number], told: readonly [number, number], overscan: number, threshold: number, count: number): boolean {
  const start = told[0] - overscan;
  const past = told[1] + overscan;
  return (start > 0 && band[0] < start + threshold) || (past < count && band[1] > past - threshold);
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
  /** The last scroll event moved the rows (the offset reached the virtualiser). */
  private moved = false;
  /** The frame time stale rows were first seen at; NaN when none wait. */
  private staleSince = NaN;
  private readScroll: (() => void) | null = null;

  /**
   * `repaint(budget)` rewrites stale rows (repaintStale) and says whether some remain; rows are
   * `rowHeight` px; the virtualiser places `overscan` rows beyond those in view, each side.
   */
  constructor(
    private readonly frames: Frames,
    private readonly repaint: (budget: number) => boolean,
    private readonly rowHeight: number,
    private readonly overscan = 0,
  ) {}

  /** A scroll event: the offset is read now (it reaches the virtualiser when the rows must move). */
  readonly onScroll = (): void => {
    this.scrolled = true;
    this.moved = false;
    this.readScroll?.();
  };

  /** A push changed rows on screen (now marked stale). */
  tickersChanged(): void {
    this.request();
  }

  /**
   * virtual-core's observeElementOffset: one passive scroll listener on the scroller, and the
   * offset reported to the virtualiser only when the rows in view near the edge of those it
   * placed (leavesPlaced; virtual-core's own listener ran its whole scroll handler and reset a
   * debounce timer on every event, and placed the rows again on every row scrolled).
   * `isScrolling` is reported false: it steers virtual-core's measuring during a scroll and its scroll-to commands, and this list
   * measures nothing and commands no scroll; reporting it true would need virtual-core's timer
   * (a clearTimeout and setTimeout per scroll event) to turn it back.
   */
  readonly observeOffset = <T extends Element>(instance: Virtualizer<T, Element>, cb: (offset: number, isScrolling: boolean) => void) => {
    const el = instance.scrollElement;
    if (el === null) return;
    let told: [number, number] | null = null;
    this.readScroll = () => {
      const offset = el.scrollTop;
      const band = rowBand(offset, instance.scrollRect?.height ?? 0, this.rowHeight);
      if (told !== null && instance.scrollRect !== null && !leavesPlaced(band, told, this.overscan, THRESHOLD, instance.options.count)) return;
      told = band;
      this.moved = true;
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

  private readonly run = (now: number): void => {
    this.id = 0;
    // a frame after a scroll event, or after one that followed a scroll, is a scroll frame: the rows' rewrite waits
    const scrolled = this.scrolled;
    this.scrolled = false;
    const busy = scrolled || this.scrolling;
    this.scrolling = scrolled;
    const moved = scrolled && this.moved;
    if (Number.isNaN(this.staleSince)) this.staleSince = now;
    const budget = staleBudget(busy, moved, now - this.staleSince);
    // a budget of 0 rewrites nothing and keeps the frames coming while stale rows wait
    if (this.repaint(budget)) this.request();
    else this.staleSince = NaN;
  };
}
