/**
 * The chart's size while a module resize is held (src/features/layout/grid-gesture.ts): the
 * drawn plot keeps its canvases and is stretched to the box's new size by a CSS transform (the
 * compositor's work, no redraw), as the exchanges' terminals do; the real resize comes once
 * the gesture ends, in a frame of its own.
 */

export interface Box {
  width: number;
  height: number;
}

/** The scale that shows a plot drawn at `drawn` in a box of `now` (1 each way for an empty box). */
export function stretchOf(drawn: Box, now: Box): { x: number; y: number } {
  const ratio = (to: number, from: number) => (from > 0 && to > 0 ? to / from : 1);
  return { x: ratio(now.width, drawn.width), y: ratio(now.height, drawn.height) };
}

function sameBox(a: Box | null, b: Box): boolean {
  return a !== null && a.width === b.width && a.height === b.height;
}

/**
 * Stretches each child of `host` by `s` about the host's own top-left corner (a child's
 * origin is moved up by its offset, so the stacked panes keep their places relative to each
 * other); each child keeps the width it was drawn at (`drawnWidth`: the panes are contained
 * boxes that would otherwise take the host's new width and clip their wider canvas before the
 * scale). `s` null takes the stretch off. Call it after layout (a ResizeObserver callback):
 * the offsets it reads then force nothing.
 */
export function stretchChildren(host: HTMLElement, s: { x: number; y: number } | null, drawnWidth = 0): void {
  for (const child of host.children) {
    const el = child as HTMLElement;
    if (s === null) {
      el.style.transform = '';
      el.style.transformOrigin = '';
      el.style.width = '';
    } else {
      el.style.width = `${drawnWidth}px`;
      el.style.transformOrigin = `0 ${-el.offsetTop}px`;
      el.style.transform = `scale(${s.x}, ${s.y})`;
    }
  }
}

/**
 * Follows `host`'s size for a canvas widget whose `apply` (a resize and redraw at the host's
 * size) is dear. Outside a held gesture each size the ResizeObserver reports is applied at
 * once (a window resize, a layout switch: one report a frame). While `held()` is true the
 * drawing is stretched instead; when the hold ends (`release`) the real resize waits two
 * frames: the first lays out the grid's final placement (react-grid-layout snaps the module to
 * its columns), the second resizes the canvases alone, so neither frame carries both.
 */
export class SizeHold {
  /** The host's size when the drawing was last applied. */
  private drawn: Box | null = null;
  /** A size change is waiting for the hold to end (and the drawing is stretched). */
  private waiting = false;
  private settling = false;
  private frames: number[] = [];

  constructor(
    private readonly host: HTMLElement,
    private readonly apply: () => void,
    private readonly held: () => boolean,
  ) {}

  /** The ResizeObserver's report of the host's content box. */
  resized(now: Box): void {
    if (this.held() || this.settling) {
      this.drawn ??= now;
      this.waiting = true;
      stretchChildren(this.host, stretchOf(this.drawn, now), this.drawn.width);
      return;
    }
    if (sameBox(this.drawn, now) && !this.waiting) return;
    this.applyAt(now);
  }

  /** The hold ended: the real resize, two frames on (see the class). */
  release(): void {
    if (!this.waiting || this.settling) return;
    this.settling = true;
    this.frames.push(requestAnimationFrame(() => {
      this.frames.push(requestAnimationFrame(() => {
        this.frames = [];
        this.settling = false;
        if (this.held()) return; // another gesture began: it releases again
        const now = { width: this.host.clientWidth, height: this.host.clientHeight };
        if (sameBox(this.drawn, now)) {
          // back where it was drawn (a gesture to and fro): the canvases are right as they are
          stretchChildren(this.host, null);
          this.waiting = false;
        } else this.applyAt(now);
      }));
    }));
  }

  stop(): void {
    for (const f of this.frames) cancelAnimationFrame(f);
    this.frames = [];
  }

  private applyAt(now: Box): void {
    if (this.waiting) stretchChildren(this.host, null);
    this.waiting = false;
    this.drawn = now;
    this.apply();
  }
}
