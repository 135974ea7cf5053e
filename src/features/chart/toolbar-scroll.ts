/**
 * The toolbar's sideways scroll (spec "Chart area": it "scrolls sideways with arrows"): which
 * arrows a strip needs, from its scroll figures. In right-to-left pages scrollLeft runs from 0
 * at the start towards negative values, so both directions are read as distances from the start.
 */

/** Spec section 9: the toolbar's resize handler waits this long. */
export const TOOLBAR_RESIZE_DEBOUNCE_MS = 600;

export interface StripFigures {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Whether the strip can scroll back towards its start, and on towards its end. */
export function arrowsFor(f: StripFigures): { back: boolean; on: boolean } {
  const from = Math.abs(f.scrollLeft);
  const room = f.scrollWidth - f.clientWidth;
  if (room <= 1) return { back: false, on: false };
  return { back: from > 1, on: from < room - 1 };
}

/** How far one arrow click scrolls: most of the visible strip, at least 40 px. */
export function arrowStep(clientWidth: number): number {
  return Math.max(40, Math.round(clientWidth * 0.7));
}

/**
 * Where an arrow click takes the strip, as a distance from its start: one step, or all the way
 * when less than a step and a fifth would be left (no sliver left behind; the arrows coming and
 * going also change the strip's width, so equal steps need not return to the very start).
 */
export function nextScroll(from: number, room: number, step: number, towardsEnd: boolean): number {
  if (towardsEnd) return room - from <= step * 1.2 ? room : from + step;
  return from <= step * 1.2 ? 0 : from - step;
}
