/**
 * Where the canvas book puts things (pure geometry, CSS px, y down): the two side blocks, the
 * last-price/spread strip between them and the buy/sell ratio bar under them, and the reverse
 * (a pointer's y to a row). The painter, the hover logic and the e2e test share it, so "row k"
 * means the same pixels everywhere.
 *
 * Each side block lists its best row nearest the strip: the upper block counts up from its
 * bottom, the lower one down from its top. Normally asks are above and bids below;
 * switch_buy_sell (pro layout only) swaps them.
 */
import { MIDDLE_STRIP_PX, ROW_HEIGHT_PX, rowsForHeight, type BookView, type Side } from '../../render/book-scene';

/** Height of the buy/sell ratio bar under the book (when display_buy_sell is on). */
export const RATIO_BAR_PX = 24;
/** Inner padding of the first and last column. */
export const SIDE_PADDING_PX = 8;

export interface LayoutInput {
  width: number;
  height: number;
  view: BookView;
  /** switch_buy_sell, already limited to the pro layout. */
  switched: boolean;
  ratioBar: boolean;
}

export interface SideBlock {
  side: Side;
  /** y of the block's top. */
  top: number;
  /** True for the upper block of 'both' and for 'sell': its best row is its last. */
  bestAtBottom: boolean;
}

export interface BookLayout {
  width: number;
  height: number;
  rowsPerSide: number;
  blocks: SideBlock[];
  stripY: number;
  /** Null without the ratio bar. */
  ratioY: number | null;
  /** x anchors: price left-aligned, amount and total right-aligned. */
  columns: { price: number; amount: number; total: number };
}

/** Lays the book out in a canvas `width` × `height` px. */
export function layoutBook(input: LayoutInput): BookLayout {
  const { width, height, view } = input;
  const available = Math.max(0, height - (input.ratioBar ? RATIO_BAR_PX : 0));
  // rowsForHeight reserves the strip only in 'both'; a single side keeps the strip too
  const rowsPerSide = available <= 0 ? 0
    : view === 'both' ? rowsForHeight(available, 'both')
      : available - MIDDLE_STRIP_PX <= 0 ? 0 : rowsForHeight(available - MIDDLE_STRIP_PX, view);
  const block = rowsPerSide * ROW_HEIGHT_PX;
  const upper: Side = input.switched ? 'bid' : 'ask';
  const lower: Side = input.switched ? 'ask' : 'bid';
  let blocks: SideBlock[];
  let stripY: number;
  if (view === 'both') {
    blocks = [{ side: upper, top: 0, bestAtBottom: true }, { side: lower, top: block + MIDDLE_STRIP_PX, bestAtBottom: false }];
    stripY = block;
  } else if (view === 'sell') {
    blocks = [{ side: 'ask', top: 0, bestAtBottom: true }];
    stripY = block;
  } else {
    blocks = [{ side: 'bid', top: MIDDLE_STRIP_PX, bestAtBottom: false }];
    stripY = 0;
  }
  return {
    width,
    height,
    rowsPerSide,
    blocks,
    stripY,
    ratioY: input.ratioBar ? Math.max(0, height - RATIO_BAR_PX) : null,
    columns: { price: SIDE_PADDING_PX, amount: Math.round(width * 0.64), total: width - SIDE_PADDING_PX },
  };
}

/** Top y of row `index` (0 = best) of `side`; null when the side is not shown or the index is out of the block. */
export function rowTop(layout: BookLayout, side: Side, index: number): number | null {
  const b = layout.blocks.find((x) => x.side === side);
  if (b === undefined || index < 0 || index >= layout.rowsPerSide) return null;
  const slot = b.bestAtBottom ? layout.rowsPerSide - 1 - index : index;
  return b.top + slot * ROW_HEIGHT_PX;
}

/** The row under y (0 = best of its side), or null over the strip, the ratio bar or blank space. */
export function rowAt(layout: BookLayout, y: number): { side: Side; index: number } | null {
  for (const b of layout.blocks) {
    const k = Math.floor((y - b.top) / ROW_HEIGHT_PX);
    if (y < b.top || k >= layout.rowsPerSide) continue;
    return { side: b.side, index: b.bestAtBottom ? layout.rowsPerSide - 1 - k : k };
  }
  return null;
}

/**
 * The band covering rows 0..index of `side` (the hover selection: from the best row to the
 * hovered one), as a y range; null when the side is not shown.
 */
export function sweepBand(layout: BookLayout, side: Side, index: number): { y: number; height: number } | null {
  const best = rowTop(layout, side, 0);
  const far = rowTop(layout, side, Math.min(index, layout.rowsPerSide - 1));
  if (best === null || far === null) return null;
  const y = Math.min(best, far);
  return { y, height: Math.abs(far - best) + ROW_HEIGHT_PX };
}
