/**
 * The canvas order book: draws the worker's top() arrays (src/state/book.ts) through the Pixi
 * stage from the one frame loop, and turns pointer events into hover and click-to-fill.
 *
 * Paint contract: called by the frame loop after every market frame and on requestPaint();
 * it returns at once unless the book, the trades (last price), the settings, the theme, the
 * size, the labels, the hover or the own orders changed since it last drew. A market update
 * rewrites only the rows buildBookScene reports as changed; a layout, theme, pair or settings
 * change redraws every row. Layers, back to front: background, hover band, bars, markers, text.
 *
 * What moves with the market (bars, markers, ratio bar, text) is drawn by the stage's overlay
 * worker on the canvas renderer; the stage's own canvas holds the background and the hover
 * band, is redrawn only when those change (stage.renderLayers otherwise), and is hidden
 * while there is no band (stage.showOwnCanvas).
 */
import { markersFor } from '../../core/own-order-markers';
import { buildBookScene, type BookScene, type PairDisplay, type Side } from '../../render/book-scene';
import { PALETTES, type Palette, type Theme } from '../../render/palette';
import type { Shapes, WidgetStage } from '../../render/pixi/types';
import { bookRowsWanted, bookView, bookVersion } from '../../state/book';
import type { BookSettings } from '../../state/book-settings';
import { currentPairSpec } from '../../state/market';
import { lastTradePrice, tradesVersion, tradesView } from '../../state/trades';
import { keepTarget, tooltipFigures, tooltipPlacement, type HoverTarget } from './book-hover';
import { layoutBook, sweepBand, type BookLayout } from './book-layout';
import { markBookPainted } from './book-painted';
import { MarkerRow, SideRows } from './book-rows';
import { StripAndRatio, type StripLabels } from './book-strip';
import type { BookTooltip, TooltipLabels } from './book-tooltip';
import type { OwnOrdersFeed } from './own-orders';

export interface WidgetInputs {
  settings: BookSettings;
  theme: Theme;
  /** switch_buy_sell applies in the pro layout only. */
  pro: boolean;
  labels: StripLabels & TooltipLabels;
}

const ALL_ROWS = (n: number) => Array.from({ length: n }, (_, i) => i);

export class BookWidget {
  /** The scene last drawn (hover and click read it), null while there is no book to draw. */
  scene: BookScene | null = null;
  layout: BookLayout;
  hover: HoverTarget | null = null;
  /** The pair's precisions and quote coin as last drawn (click-to-fill formats with them). */
  display: PairDisplay | null = null;
  /** The background and the hover band, on the stage's own canvas. */
  private readonly bg: Shapes;
  private readonly band: Shapes;
  private readonly sides: Record<Side, SideRows>;
  private readonly markers: Record<Side, MarkerRow>;
  private readonly strip: StripAndRatio;
  private size = { width: 0, height: 0 };
  private drawn = { book: -1, trades: -1, hover: 0, own: -1, inputs: null as WidgetInputs | null, size: '', pair: '' };
  private hoverVersion = 0;
  private markerStep = NaN;
  private markerOrders = -1;
  private marked: Record<Side, Set<number>> = { bid: new Set(), ask: new Set() };
  /** The hover band as last placed (visible, y, height), to tell whether the stage's own canvas changed. */
  private drawnBand = { visible: false, y: NaN, height: NaN };

  constructor(private readonly stage: WidgetStage, private readonly tooltip: BookTooltip, private readonly section: HTMLElement,
    private readonly own: OwnOrdersFeed, private readonly inputs: () => WidgetInputs) {
    this.bg = stage.createShapes();
    this.band = stage.createShapes();
    this.sides = { bid: new SideRows(stage, 'bid'), ask: new SideRows(stage, 'ask') };
    this.markers = { bid: new MarkerRow(stage), ask: new MarkerRow(stage) };
    this.strip = new StripAndRatio(stage);
    stage.arrange(this.bg, this.band, this.sides.ask.bars, this.sides.bid.bars, this.strip.bar);
    stage.arrange(this.markers.ask.rects, this.markers.bid.rects);
    stage.arrange(this.sides.ask.cells, this.sides.bid.cells, this.strip.big, this.strip.small);
    this.layout = this.makeLayout(inputs());
  }

  /** The canvas host's size changed (CSS px). */
  resize(width: number, height: number): void {
    this.size = { width, height };
    this.stage.resize(width, height);
  }

  /** Sets or clears the hovered row (from pointer events); the next paint draws it. */
  setHover(target: HoverTarget | null): boolean {
    const same = target === this.hover || (target !== null && this.hover !== null && target.side === this.hover.side && target.index === this.hover.index);
    if (same) return false;
    this.hover = target;
    this.hoverVersion++;
    return true;
  }

  private makeLayout(i: WidgetInputs): BookLayout {
    return layoutBook({ ...this.size, view: i.settings.view, switched: i.pro && i.settings.switchBuySell, ratioBar: i.settings.displayBuySell });
  }

  /** The frame-loop painter. */
  paint(): void {
    const inputs = this.inputs();
    const levels = bookView.levels;
    const info = bookView.info;
    const pair = currentPairSpec.peek();
    const ready = levels !== null && pair !== undefined && info.symbol === pair.symbol && this.size.width > 0;
    const pairKey = ready ? `${pair.symbol}/${info.pricePrecision}/${info.countPrecision}/${info.step}` : '';
    const sizeKey = `${this.size.width}x${this.size.height}`;
    const d = this.drawn;
    const full = d.inputs !== inputs || d.size !== sizeKey || d.pair !== pairKey;
    if (!full && d.book === bookVersion.peek() && d.trades === tradesVersion.peek() && d.hover === this.hoverVersion && d.own === this.own.version) return;
    const palette = PALETTES[inputs.theme];
    if (full) {
      if (d.pair.split('/')[0] !== pairKey.split('/')[0]) this.strip.reset();
      this.layout = this.makeLayout(inputs);
      bookRowsWanted.value = this.layout.rowsPerSide; // the worker publishes as many (MarketFeed.setRows)
      const { width, height } = this.size;
      this.bg.draw((g) => g.rect(0, 0, width, height).fill(palette.background));
    }
    const bookChanged = full || d.book !== bookVersion.peek();
    Object.assign(d, { book: bookVersion.peek(), trades: tradesVersion.peek(), hover: this.hoverVersion, own: this.own.version, inputs, size: sizeKey, pair: pairKey });
    if (!ready) return this.clear();

    const display: PairDisplay = { pricePrecision: info.pricePrecision, countPrecision: info.countPrecision, quoteCoin: pair.marketCoinName };
    this.display = display;
    const layout = this.layout;
    if (bookChanged) {
      const scene = buildBookScene({ top: levels, pair: display, view: inputs.settings.view, rowsPerSide: layout.rowsPerSide,
        totals: inputs.settings.totals, previous: full ? undefined : this.scene ?? undefined });
      this.paintRows(scene, full, layout, palette);
      this.scene = scene;
      if (scene.bids.length + scene.asks.length > 0) markBookPainted();
    }
    const lastTicks = tradesView.info.symbol === info.symbol ? lastTradePrice() : NaN;
    this.strip.paintStrip(layout, palette, levels, lastTicks, info.pricePrecision, inputs.labels);
    this.strip.paintRatio(layout, palette, levels, inputs.labels);
    this.paintMarkers(inputs, info.step, layout, bookChanged, palette);
    const bandMoved = this.paintHover(levels, display, inputs, palette, full);
    if (full || bandMoved) this.stage.render();
    else this.stage.renderLayers();
    this.stage.showOwnCanvas(this.band.visible); // its background is the panel's CSS colour
  }

  private paintRows(scene: BookScene, full: boolean, layout: BookLayout, palette: Palette): void {
    for (const side of ['bid', 'ask'] as const) {
      const rows = side === 'bid' ? scene.bids : scene.asks;
      const indexes = full ? ALL_ROWS(rows.length) : scene.changed.filter((c) => c.side === side).map((c) => c.index);
      this.sides[side].paint(rows, indexes, layout, palette);
    }
    const ds = this.section.dataset;
    const counts = [scene.view, String(scene.asks.length), String(scene.bids.length)];
    if (ds.view !== counts[0]) ds.view = counts[0];
    if (ds.askRows !== counts[1]) ds.askRows = counts[1];
    if (ds.bidRows !== counts[2]) ds.bidRows = counts[2];
  }

  private paintMarkers(inputs: WidgetInputs, step: number, layout: BookLayout, bookChanged: boolean, palette: Palette): void {
    if (this.markerOrders !== this.own.version || this.markerStep !== step) {
      this.markerOrders = this.own.version;
      this.markerStep = step;
      // grouped with the setting on: the setting itself is applied below, so turning it back on needs no refetch
      const m = markersFor(this.own.orders, { enabled: true, step });
      this.marked = { bid: new Set(m.bids.map((x) => x.price)), ask: new Set(m.asks.map((x) => x.price)) };
    } else if (!bookChanged) return;
    for (const side of ['bid', 'ask'] as const) {
      const rows = this.scene === null ? [] : side === 'bid' ? this.scene.bids : this.scene.asks;
      const set = this.marked[side];
      const marked: number[] = [];
      if (inputs.settings.markOwnOrders && set.size > 0) rows.forEach((r, i) => { if (set.has(r.priceTicks)) marked.push(i); });
      this.markers[side].paint(marked, layout, side, palette);
      // echoed for tests: how many drawn rows carry a marker
      const key = side === 'bid' ? 'markedBids' : 'markedAsks';
      if (this.section.dataset[key] !== String(marked.length)) this.section.dataset[key] = String(marked.length);
    }
  }

  /** Places the hover band (redrawn in `palette` when it moved or on a `full` paint) and shows the tooltip; returns whether the band moved, came or went. */
  private paintHover(levels: Float64Array, display: PairDisplay, inputs: WidgetInputs, palette: Palette, full: boolean): boolean {
    this.hover = inputs.settings.displayAverage ? keepTarget(this.hover, this.scene) : null;
    const band = this.hover === null ? null : sweepBand(this.layout, this.hover.side, this.hover.index);
    this.band.visible = band !== null;
    const drawn = this.drawnBand;
    const moved = drawn.visible !== (band !== null) || (band !== null && (drawn.y !== band.y || drawn.height !== band.height));
    if (band !== null && (moved || full)) {
      const width = this.layout.width;
      this.band.draw((g) => g.rect(0, band.y, width, band.height).fill(palette.hover));
    }
    drawn.visible = band !== null;
    drawn.y = band?.y ?? NaN;
    drawn.height = band?.height ?? NaN;
    const figures = this.hover === null ? null : tooltipFigures(levels, this.hover, display);
    // layout reads only while hovering
    const at = figures === null || this.hover === null ? null : tooltipPlacement(this.layout, this.hover,
      this.stage.canvas.getBoundingClientRect(), this.tooltip.size(), { width: window.innerWidth, height: window.innerHeight });
    this.tooltip.show(figures, inputs.labels, at);
    return moved;
  }

  private clear(): void {
    this.scene = null;
    this.display = null;
    this.hover = null;
    for (const side of ['bid', 'ask'] as const) {
      this.sides[side].paint([], [], this.layout, PALETTES.dark);
      this.markers[side].paint([], this.layout, side, PALETTES.dark);
    }
    this.strip.big.truncate(0);
    this.strip.small.truncate(0);
    this.strip.bar.visible = false;
    this.band.visible = false;
    this.drawnBand.visible = false;
    this.tooltip.show(null, this.inputs().labels, null);
    this.stage.render();
  }

  destroy(): void {
    this.sides.bid.destroy();
    this.sides.ask.destroy();
    this.markers.bid.destroy();
    this.markers.ask.destroy();
    this.strip.destroy();
    this.bg.destroy();
    this.band.destroy();
  }
}
