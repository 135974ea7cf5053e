/**
 * The layouts a page starts with, per breakpoint (docs/decisions.md, issue 20 "Pro grid"): the
 * arrangement the big exchanges' pro terminals share. Favourites bar and symbol ticket across
 * the top; the order book at the chart's inline start, the chart in the centre, the market
 * list over the market trades beside it and the order form at the inline end; the order panel
 * under them and the trade info under the form. Narrower screens keep the chart wide and move
 * the market list, the trades and the trade info below. Every layout is already compact
 * (nothing could move up), so the grid library, which packs modules upwards, leaves it as it is.
 */
import type { BasicBreakpoint, Breakpoint, ProBreakpoint } from './grid-spec';
import type { BasicModuleId, ModuleId, PageLayout, ProModuleId } from './modules';

/** One module's place, in grid columns and rows (the shape react-grid-layout reads). */
export interface GridItem {
  i: ModuleId;
  x: number;
  y: number;
  w: number;
  h: number;
}

export type GridLayout = readonly GridItem[];

/** Favourites row 3.2 rows high, the ticket 5.6 (spec 001, section 2). */
export const FAVORITE_H = 3.2;
export const TICKET_H = 5.6;
const TOP = FAVORITE_H + TICKET_H; // 8.8: where the modules under the two bars start

type Row<I extends ModuleId> = [I, number, number, number, number];
const items = <I extends ModuleId>(rows: Array<Row<I>>): GridItem[] => rows.map(([i, x, y, w, h]) => ({ i, x, y, w, h }));

/**
 * Wide screens: book | chart | market over trades | form, then order panel | trade info, the
 * coin info under the trade info (the order panel keeps its width: its table needs it).
 */
function wide(book: number, chart: number, market: number): GridItem[] {
  const form = 48 - book - chart - market;
  return items<ProModuleId>([
    ['favorite', 0, 0, 48, FAVORITE_H],
    ['ticket', 0, FAVORITE_H, 48, TICKET_H],
    ['orderBook', 0, TOP, book, 56],
    ['chart', book, TOP, chart, 56],
    ['market', book + chart, TOP, market, 28],
    ['marketTrades', book + chart, TOP + 28, market, 28],
    ['tradeMaker', 48 - form, TOP, form, 56],
    ['orderPanel', 0, TOP + 56, 48 - form, 40],
    ['tradeInfo', 48 - form, TOP + 56, form, 40],
    ['coinInfo', 48 - form, TOP + 96, form, 30],
  ]);
}

/** Middle widths: book | chart | form, then market | order panel | trades, then trade info | coin info. */
function middle(book: number, form: number): GridItem[] {
  const chart = 48 - book - form;
  return items<ProModuleId>([
    ['favorite', 0, 0, 48, FAVORITE_H],
    ['ticket', 0, FAVORITE_H, 48, TICKET_H],
    ['orderBook', 0, TOP, book, 56],
    ['chart', book, TOP, chart, 56],
    ['tradeMaker', book + chart, TOP, form, 56],
    ['market', 0, TOP + 56, book, 40],
    ['orderPanel', book, TOP + 56, chart, 40],
    ['marketTrades', book + chart, TOP + 56, form, 40],
    ['tradeInfo', 0, TOP + 96, 24, 30],
    ['coinInfo', 24, TOP + 96, 24, 30],
  ]);
}

/**
 * Mobile mode (md, sm: below 960 px): one column. The order form is not in the grid: it opens in
 * a bottom drawer from the Buy and Sell buttons (MobileTrade.tsx); the order book, market trades
 * and trading data are tabs of the chart area (mobile-modules.ts), which is taller for them; the
 * coin info is its Info tab.
 */
function stacked(): GridItem[] {
  return items<ProModuleId>([
    ['favorite', 0, 0, 48, FAVORITE_H],
    ['ticket', 0, FAVORITE_H, 48, TICKET_H],
    ['chart', 0, TOP, 48, 48],
    ['orderPanel', 0, TOP + 48, 48, 48],
    ['market', 0, TOP + 96, 48, 40],
  ]);
}

/** Basic (32 columns): book | chart over the buy and sell forms | coin block over trades; order panel below. */
function basic(book: number, side: number): GridItem[] {
  const chart = 32 - book - side;
  return items<BasicModuleId>([
    ['brief', 0, 0, 32, TICKET_H],
    ['orderBook', 0, TICKET_H, book, 84],
    ['chart', book, TICKET_H, chart, 50],
    ['tradeMaker', book, TICKET_H + 50, chart, 34],
    ['blockBasic', book + chart, TICKET_H, side, 28],
    ['marketTrades', book + chart, TICKET_H + 28, side, 56],
    ['orderPanel', 0, TICKET_H + 84, 32, 40],
  ]);
}

/**
 * The basic layout in mobile mode (below 960 px, narrower than its narrowest breakpoint): one
 * column as the pro layout's: the pair's brief, the chart area (its order book and market trades
 * are its tabs there, the coin block its Info tab) and the order panel; the buy and sell forms
 * are in the bottom drawer. Not a breakpoint of the spec's table: placement.ts writes it under a
 * max-width query of its own.
 */
function basicStacked(): GridItem[] {
  return items<BasicModuleId>([
    ['brief', 0, 0, 32, TICKET_H],
    ['chart', 0, TICKET_H, 32, 48],
    ['orderPanel', 0, TICKET_H + 48, 32, 48],
  ]);
}

/** The one-column layout below 960 px of a page layout whose breakpoints stop above it (basic); pro's md and sm are its own. */
export function mobileLayoutOf(layout: PageLayout): GridLayout | undefined {
  return layout === 'basic' ? BASIC_MOBILE : undefined;
}

const BASIC_MOBILE: GridLayout = basicStacked();

// column widths in px at each breakpoint's minimum width: 5xl 40 a column, 3xl 30, 2xl 26.7, lg 20
export const PRO_DEFAULTS: Readonly<Record<ProBreakpoint, GridLayout>> = {
  '5xl': wide(9, 22, 8),
  '4xl': wide(9, 22, 8),
  '3xl': wide(10, 20, 9),
  '2xl': middle(11, 12),
  xl: middle(12, 13),
  lg: middle(14, 16),
  md: stacked(),
  sm: stacked(),
};

// basic: slg 48 px a column, smd 40, ssm 32
export const BASIC_DEFAULTS: Readonly<Record<BasicBreakpoint, GridLayout>> = {
  slg: basic(7, 7),
  smd: basic(8, 8),
  ssm: basic(9, 9),
};

export function defaultLayouts(layout: PageLayout): Readonly<Partial<Record<Breakpoint, GridLayout>>> {
  return layout === 'pro' ? PRO_DEFAULTS : BASIC_DEFAULTS;
}
