/**
 * Which scroll arrows a sideways strip shows (the pair's figures, the favourites bar): 'back'
 * once it is scrolled away from its start, 'on' while more lies past its end. Pure: the strip's
 * scroll position and sizes come in. In right-to-left Chromium counts scrollLeft from 0 down to
 * minus the overflow, so the distance from the start is its absolute value.
 */
export interface Arrows {
  back: boolean;
  on: boolean;
}

/** Sub-pixel slack: a strip scrolled to its end may stop a fraction of a pixel short. */
const SLACK = 1;

export function arrowsFor(scrollLeft: number, clientWidth: number, scrollWidth: number): Arrows {
  const from = Math.abs(scrollLeft);
  return { back: from > SLACK, on: from + clientWidth < scrollWidth - SLACK };
}

/** The scrollBy distance of one arrow press: most of the visible width, toward the end (dir 1) or the start (-1). */
export function stepFor(dir: 1 | -1, clientWidth: number, rtl: boolean): number {
  return Math.round(dir * clientWidth * 0.8) * (rtl ? -1 : 1);
}
