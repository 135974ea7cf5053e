/**
 * The grids' measures (spec 001 "Page types and layouts", section 9): breakpoints by the
 * viewport's width, columns, row height. Pure.
 */
import type { PageLayout } from './modules';

export const PRO_BREAKPOINTS = { '5xl': 1920, '4xl': 1680, '3xl': 1440, '2xl': 1280, xl: 1120, lg: 960, md: 640, sm: 480 } as const;
export const BASIC_BREAKPOINTS = { slg: 1536, smd: 1280, ssm: 1024 } as const;

export type ProBreakpoint = keyof typeof PRO_BREAKPOINTS;
export type BasicBreakpoint = keyof typeof BASIC_BREAKPOINTS;
export type Breakpoint = ProBreakpoint | BasicBreakpoint;

export const PRO_COLS = 48;
export const BASIC_COLS = 32;
/** Px per grid row; the grids have no margins between or around modules. */
export const ROW_HEIGHT = 10;
/** Below this viewport width the page is in mobile mode: nothing is dragged or resized (spec). */
export const MOBILE_BELOW = 960;

export function colsOf(layout: PageLayout): number {
  return layout === 'pro' ? PRO_COLS : BASIC_COLS;
}

/** A layout's breakpoints, widest first, with their minimum viewport widths. */
export function breakpointsOf(layout: PageLayout): Array<[Breakpoint, number]> {
  const table: Record<string, number> = layout === 'pro' ? PRO_BREAKPOINTS : BASIC_BREAKPOINTS;
  return Object.entries(table).sort((a, b) => b[1] - a[1]) as Array<[Breakpoint, number]>;
}

/**
 * The breakpoint of a viewport `width` px wide: the widest whose minimum it reaches, else the
 * narrowest (a 400 px phone gets sm). By the viewport (window.innerWidth), as the CSS media
 * queries of the first screen choose (placement.ts), so both always agree.
 */
export function breakpointFor(layout: PageLayout, width: number): Breakpoint {
  const list = breakpointsOf(layout);
  return (list.find(([, min]) => width >= min) ?? list[list.length - 1])[0];
}
