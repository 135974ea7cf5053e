/**
 * The visible market-trades rows, drawn on a Pixi canvas from the one frame loop: price (side
 * colour), amount and time, newest first, one text cell each. A DOM table rewritten in a fast
 * market cost about 9 ms of text shaping and table layout per rewrite here (35 ms under a 4x
 * CPU throttle), more than a frame; three fillText calls a row cost a fraction of that. The
 * accessible table stays in the DOM, visually hidden, and follows at a reading pace.
 *
 * New trades push the list down: the rows already drawn are moved down on the canvas as pixels
 * (stage.scrollDown) and only the new rows at the top are drawn (renderLayers of that band), so a
 * repaint costs fillText calls for the trades that came in, not for the whole list. On the
 * canvas renderer the text is drawn by the stage's overlay worker (offThread), which moves its own
 * pixels the same way: under the frame benchmark's 4x throttle the list's fillText calls were
 * three quarters of its painter's time on the main thread (docs/perf.md, session 5).
 */
import { rowsAbove, type TradeRow } from '../../core/market-trades';
import type { Palette } from '../../render/palette';
import type { Shapes, TextCells, WidgetStage } from '../../render/pixi/types';

/** Row height in px (the book's, section 9). */
export const TRADE_ROW_PX = 20;
const FONT_PX = 12;
/** Horizontal padding and the time column's width, as in market-trades.css. */
export const TRADES_PAD_PX = 12;
export const TRADES_TIME_COL_PX = 72;

export class TradesCanvas {
  private readonly background: Shapes;
  private readonly cells: TextCells;
  /** The palette and size last drawn under (a palette is one of PALETTES: compared by identity). */
  private drawnPalette: Palette | undefined;
  private drawnWidth = 0;
  private drawnHeight = 0;
  /** The top row and row count last drawn. */
  private drawnTop: TradeRow | undefined;
  private drawnCount = 0;

  constructor(private readonly stage: WidgetStage) {
    this.background = stage.createShapes();
    this.cells = stage.createText({ fontSizePx: FONT_PX, offThread: true });
    stage.arrange(this.background, this.cells);
    stage.showOwnCanvas(false); // only the background is drawn there: the panel's CSS colour shows the same
  }

  /** Draws `rows` (newest first) into a `width` × `height` canvas; as many as fit. */
  paint(rows: readonly TradeRow[], width: number, height: number, palette: Palette): void {
    const restyled = palette !== this.drawnPalette || width !== this.drawnWidth || height !== this.drawnHeight;
    if (restyled) {
      this.drawnPalette = palette;
      this.drawnWidth = width;
      this.drawnHeight = height;
      this.background.draw((g) => g.rect(0, 0, width, height).fill(palette.background));
    }
    const fit = Math.ceil(height / TRADE_ROW_PX);
    const n = Math.min(rows.length, fit);
    const amountRight = width - TRADES_PAD_PX - TRADES_TIME_COL_PX;
    const top = (TRADE_ROW_PX - FONT_PX) / 2;
    for (let i = 0; i < n; i++) {
      const r = rows[i];
      const y = i * TRADE_ROW_PX + top;
      this.cells.set(i * 3, r.price, TRADES_PAD_PX, y, r.side === 'buy' ? palette.up : palette.down, 'left');
      this.cells.set(i * 3 + 1, r.amount, amountRight, y, palette.text, 'right');
      this.cells.set(i * 3 + 2, r.time, width - TRADES_PAD_PX, y, palette.muted, 'right');
    }
    this.cells.truncate(n * 3);
    const above = restyled ? -1 : rowsAbove(this.drawnTop, rows, fit);
    // the rows drawn before are all still there, `above` rows further down
    const kept = above >= 0 && n === Math.min(fit, this.drawnCount + above);
    if (kept && above === 0) return;
    // only the rows changed: the background under them is flat and stays as it is
    if (kept && this.stage.scrollDown(above * TRADE_ROW_PX)) this.stage.renderLayers({ top: 0, bottom: above * TRADE_ROW_PX });
    else this.stage.render();
    this.drawnTop = rows[0];
    this.drawnCount = n;
  }

  resize(width: number, height: number): void {
    // a resized canvas loses its pixels: the next paint draws every row
    this.drawnTop = undefined;
    this.stage.resize(width, height);
  }

  destroy(): void {
    this.cells.destroy();
    this.stage.destroy();
  }
}
