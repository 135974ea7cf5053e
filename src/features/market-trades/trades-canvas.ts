/**
 * The visible market-trades rows, drawn on a Pixi canvas from the one frame loop: price (side
 * colour), amount and time, newest first, one text cell each. A DOM table rewritten in a fast
 * market cost about 9 ms of text shaping and table layout per rewrite here (35 ms under a 4x
 * CPU throttle), more than a frame; three fillText calls a row cost a fraction of that. The
 * accessible table stays in the DOM, visually hidden, and follows at a reading pace.
 */
import { Graphics } from 'pixi.js';
import type { TradeRow } from '../../core/market-trades';
import type { Palette } from '../../render/palette';
import type { TextCells, WidgetStage } from '../../render/pixi/types';

/** Row height in px (the book's, section 9). */
export const TRADE_ROW_PX = 20;
const FONT_PX = 12;
/** Horizontal padding and the time column's width, as in market-trades.css. */
export const TRADES_PAD_PX = 12;
export const TRADES_TIME_COL_PX = 72;

export class TradesCanvas {
  private readonly background = new Graphics();
  private readonly cells: TextCells;
  private backgroundKey = '';

  constructor(private readonly stage: WidgetStage) {
    stage.root.addChild(this.background);
    this.cells = stage.createText({ fontSizePx: FONT_PX });
    stage.root.addChild(this.cells.view);
  }

  /** Draws `rows` (newest first) into a `width` × `height` canvas; as many as fit. */
  paint(rows: readonly TradeRow[], width: number, height: number, palette: Palette): void {
    const key = `${width}x${height}/${palette.background}`;
    if (key !== this.backgroundKey) {
      this.backgroundKey = key;
      this.background.clear().rect(0, 0, width, height).fill(palette.background);
    }
    const n = Math.min(rows.length, Math.ceil(height / TRADE_ROW_PX));
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
    this.stage.render();
  }

  resize(width: number, height: number): void {
    this.stage.resize(width, height);
  }

  destroy(): void {
    this.cells.destroy();
    this.stage.destroy();
  }
}
