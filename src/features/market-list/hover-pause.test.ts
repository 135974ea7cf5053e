import { describe, expect, it } from 'vitest';
import type { Timers } from '../../market-feed/link';
import { HOVER_PAUSE_MS, HoverPause } from './hover-pause';

/** A clock whose time and timers the test moves. */
function handClock() {
  let t = 0;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: Timers & { advance(ms: number): void; pending(): number } = {
    now: () => t,
    setTimeout(run, ms) {
      timers.set(next, { at: t + ms, run });
      return next++;
    },
    clearTimeout(h) {
      timers.delete(h as number);
    },
    advance(ms) {
      const end = t + ms;
      for (;;) {
        const due = [...timers].filter(([, x]) => x.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (due === undefined) break;
        timers.delete(due[0]);
        t = due[1].at;
        due[1].run();
      }
      t = end;
    },
    pending: () => timers.size,
  };
  return clock;
}

describe('HoverPause', () => {
  it('should take the pointer from the rows at the first scroll event and give it back HOVER_PAUSE_MS after the last', () => {
    const clock = handClock();
    const calls: boolean[] = [];
    const p = new HoverPause((on) => calls.push(on), clock);
    p.onScroll();
    expect(calls).toEqual([true]);
    // a scroll event a frame for half a second: one pause, one timer at a time
    for (let k = 0; k < 30; k++) {
      clock.advance(16);
      p.onScroll();
      expect(clock.pending()).toBe(1);
    }
    expect(calls).toEqual([true]);
    clock.advance(HOVER_PAUSE_MS - 1);
    expect(calls).toEqual([true]);
    clock.advance(1);
    expect(calls).toEqual([true, false]);
    expect(clock.pending()).toBe(0);
    // the next scroll starts another pause
    p.onScroll();
    expect(calls).toEqual([true, false, true]);
  });

  it('should give the pointer back at once when disposed, and leave no timer', () => {
    const clock = handClock();
    const calls: boolean[] = [];
    const p = new HoverPause((on) => calls.push(on), clock);
    p.dispose();
    expect(calls).toEqual([]); // no pause: nothing to end
    p.onScroll();
    p.dispose();
    expect(calls).toEqual([true, false]);
    expect(clock.pending()).toBe(0);
  });
});
