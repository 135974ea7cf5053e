/**
 * Rows take no pointer while their list scrolls. A list scrolled under a resting pointer, as
 * a wheel or a touchpad scrolls it, hands the pointer to another row every ~36 ms at 1,500 px a
 * second: Chromium hit-tests after each scrolled frame, moves the hover (the row's background,
 * restyled and repainted) and dispatches mouseover and mouseout through the page's listeners,
 * so nearly every frame of the scroll changed the document. Measured (bench market-list's
 * setting, the pointer resting on the selector's rows, 4x, eight 8-second scrolls in one page,
 * docs/perf.md session 29): 41.5 fps with the rows taking the pointer, 52.4 without.
 *
 * The pause starts with the first scroll event and ends HOVER_PAUSE_MS after the last, so a
 * click after the list came to rest lands on its row (a wheel's momentum sends scroll events
 * until it stops). One timer a pause, not one per scroll event: it looks again when it fires.
 */

import type { Timers } from '../../market-feed/link';

/** How long after the last scroll event the rows take the pointer again. */
export const HOVER_PAUSE_MS = 150;

export class HoverPause {
  private timer: unknown = null;
  private lastScroll = -Infinity;
  private paused = false;

  /** `pause(on)` turns the rows' pointer off (true) and on again (false); `clock`: the page's timers (market-feed/link.ts systemTimers), a test's own. */
  constructor(private readonly pause: (on: boolean) => void, private readonly clock: Timers) {}

  /** A scroll event of the list. */
  readonly onScroll = (): void => {
    this.lastScroll = this.clock.now();
    if (!this.paused) {
      this.paused = true;
      this.pause(true);
    }
    if (this.timer === null) this.arm(HOVER_PAUSE_MS);
  };

  /** Ends a pause at once and stops the timer (the list unmounts). */
  dispose(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    if (this.paused) {
      this.paused = false;
      this.pause(false);
    }
  }

  private arm(ms: number): void {
    this.timer = this.clock.setTimeout(this.check, ms);
  }

  private readonly check = (): void => {
    this.timer = null;
    const idle = this.clock.now() - this.lastScroll;
    if (idle < HOVER_PAUSE_MS) {
      this.arm(HOVER_PAUSE_MS - idle);
      return;
    }
    this.paused = false;
    this.pause(false);
  };
}
