/**
 * The layers of the canvas book, reused frame after frame: one side's rows (a depth bar and
 * three text cells a row: one Rects layer and one TextCells layer for the side) and the
 * own-order markers (one Rects layer a side). They change with the market and are off-thread
 * layers (overlay.ts). No object is created in steady state.
 */
import { ROW_HEIGHT_PX, type SceneRow, type Side } from '../../render/book-scene';
import type { Palette } from '../../render/palette';
import type { Rects, TextCells, WidgetStage } from '../../render/pixi/types';
import { rowTop, type BookLayout } from './book-layout';

/** Font size of the row cells (CSS px), vertically centred in a 20 px row. */
export const ROW_FONT_PX = 12;
const TEXT_INSET = (ROW_HEIGHT_PX - ROW_FONT_PX) / 2;

/** One side's rows: bars under text cells. Slot of a row's cell: index × 3 + column. */
export class SideRows {
  readonly cells: TextCells;
  /** The depth bars (arranged under the text by the widget). */
  readonly bars: Rects;

  constructor(stage: WidgetStage, readonly side: Side) {
    this.bars = stage.createRects({ offThread: true });
    this.cells = stage.createText({ fontSizePx: ROW_FONT_PX, offThread: true });
  }

  /**
   * Draws `rows` (best first). `indexes` lists the rows to rewrite (the scene's changed rows of
   * this side); rows past the end are hidden. Called only when the book or the layout changed.
   */
  paint(rows: readonly SceneRow[], indexes: Iterable<number>, layout: BookLayout, palette: Palette): void {
    const priceColour = this.side === 'bid' ? palette.up : palette.down;
    const { price, amount, total } = layout.columns;
    for (const i of indexes) {
      const row = rows[i];
      const y = rowTop(layout, this.side, i);
      if (row === undefined || y === null) continue;
      const ty = y + TEXT_INSET;
      this.cells.set(i * 3, row.price, price, ty, priceColour, 'left');
      this.cells.set(i * 3 + 1, row.amount, amount, ty, palette.text, 'right');
      this.cells.set(i * 3 + 2, row.total, total, ty, palette.text, 'right');
      const w = row.bar * layout.width;
      this.bars.set(i, layout.width - w, y + 1, w, ROW_HEIGHT_PX - 2, priceColour, palette.barAlpha);
    }
    const n = Math.min(rows.length, layout.rowsPerSide);
    this.cells.truncate(n * 3);
    this.bars.truncate(n);
  }

  destroy(): void {
    this.cells.destroy();
    this.bars.destroy();
  }
}

/** Own-order markers of one side: a small notch at the left edge of each marked row. */
export class MarkerRow {
  /** The markers' layer (arranged above the bars by the widget). */
  readonly rects: Rects;

  constructor(stage: WidgetStage) {
    this.rects = stage.createRects({ offThread: true });
  }

  /** Shows a marker on each row index in `marked`, in the side's colour; hides the rest. */
  paint(marked: readonly number[], layout: BookLayout, side: Side, palette: Palette): void {
    const colour = side === 'bid' ? palette.up : palette.down;
    let n = 0;
    for (const i of marked) {
      const y = rowTop(layout, side, i);
      if (y !== null) this.rects.set(n++, 0, y + 1, 3, ROW_HEIGHT_PX - 2, colour);
    }
    this.rects.truncate(n);
  }

  destroy(): void {
    this.rects.destroy();
  }
}
