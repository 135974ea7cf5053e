/**
 * The middle strip (last price, spread) and the buy/sell ratio bar of the canvas book (spec
 * "Order book" and section 9: the ratio uses the top 20 rows a side). Off-thread text and rect
 * layers (the ratio changes with every update, like the rows); each paint sets a handful of
 * cells and two rects, which cost nothing when unchanged.
 */
import { formatUnits } from '../../core/units';
import { buySellRatio } from '../../render/book-scene';
import type { Palette } from '../../render/palette';
import type { Rects, TextCells, WidgetStage } from '../../render/pixi/types';
import { SIDE_PADDING_PX, type BookLayout } from './book-layout';
import { bestPrices, spreadText } from './strip-text';

export interface StripLabels {
  spread: string;
  /** Short side names in front of / after the ratio percentages. */
  buy: string;
  sell: string;
}

/** Gap between a label cell and its value cell. */
const LABEL_GAP_PX = 4;

export class StripAndRatio {
  readonly big: TextCells;
  readonly small: TextCells;
  /** The ratio bar: slot 0 the buy part, slot 1 the sell part (arranged by the widget). */
  readonly bar: Rects;
  private lastPrice = NaN;
  private direction: 'up' | 'down' = 'up';

  constructor(stage: WidgetStage) {
    this.big = stage.createText({ fontSizePx: 15, fontWeight: 'bold', offThread: true });
    this.small = stage.createText({ fontSizePx: 11, offThread: true });
    this.bar = stage.createRects({ offThread: true });
  }

  /** The strip: last price (`lastTicks`, NaN when no trade yet) coloured by its last move, and the spread. */
  paintStrip(layout: BookLayout, palette: Palette, top: ArrayLike<number>, lastTicks: number, pp: number, labels: StripLabels): void {
    if (Number.isFinite(lastTicks) && lastTicks !== this.lastPrice) {
      if (Number.isFinite(this.lastPrice)) this.direction = lastTicks > this.lastPrice ? 'up' : 'down';
      this.lastPrice = lastTicks;
    }
    const y = layout.stripY;
    const last = Number.isFinite(lastTicks) ? formatUnits(lastTicks, pp) : '--';
    this.big.set(0, last, SIDE_PADDING_PX, y + 4, this.direction === 'up' ? palette.up : palette.down, 'left');
    const { bid, ask } = bestPrices(top);
    // labels and numbers in separate cells: no bidi reordering of a translated label and a number
    const x = SIDE_PADDING_PX;
    this.small.set(0, labels.spread, x, y + 24, palette.muted, 'left');
    this.small.set(1, spreadText(bid, ask, pp), x + this.small.measure(labels.spread) + LABEL_GAP_PX, y + 24, palette.muted, 'left');
  }

  /** The ratio bar at layout.ratioY, or nothing when it is off. */
  paintRatio(layout: BookLayout, palette: Palette, top: ArrayLike<number>, labels: StripLabels): void {
    const y = layout.ratioY;
    this.bar.visible = y !== null;
    if (y === null) {
      this.small.truncate(2);
      return;
    }
    const r = buySellRatio(top);
    const left = SIDE_PADDING_PX;
    const right = layout.width - SIDE_PADDING_PX;
    this.small.set(2, labels.buy, left, y + 3, palette.up, 'left');
    this.small.set(3, `${r.buy}%`, left + this.small.measure(labels.buy) + LABEL_GAP_PX, y + 3, palette.up, 'left');
    this.small.set(4, `${r.sell}%`, right - this.small.measure(labels.sell) - LABEL_GAP_PX, y + 3, palette.down, 'right');
    this.small.set(5, labels.sell, right, y + 3, palette.down, 'right');
    const inner = right - left;
    const buyW = Math.round((inner * r.buyHundredths) / 10000);
    this.bar.set(0, left, y + 17, buyW, 4, palette.up);
    this.bar.set(1, left + buyW, y + 17, inner - buyW, 4, palette.down);
  }

  /** Forgets the last price's direction (another pair). */
  reset(): void {
    this.lastPrice = NaN;
    this.direction = 'up';
  }

  destroy(): void {
    this.big.destroy();
    this.small.destroy();
    this.bar.destroy();
  }
}
