/**
 * The price chart's controller: the candle series of one pair at one interval, kept from the
 * gateway's history (kline-history.ts) and the kline channel (kline-socket.ts), drawn by uPlot
 * (chart-draw.ts) inside the page's one frame loop.
 *
 * Per kline message it merges the candles (series.ts) and asks for a paint; the painter hands
 * uPlot the changed columns at most once per animation frame (in a task of its own right after
 * the frame, see paint), however many messages came; the live candle alone repaints at most
 * every LIVE_PAINT_MS (12 a second; the gateway sends a message per 50 ms). Older history is
 * loaded a page (1,000 candles) at a time as the view nears the first candle.
 *
 * Still ~655 lines (over the 400 of the style guide, on purpose): the series, its Heikin-Ashi twin, the uPlot columns, the view and the
 * panes are one state that history, the live candle, the paint and the indicators all change
 * together; cut apart they would pass it around. What stands alone lives beside it: the input
 * (chart-input.ts), the drawing (chart-draw.ts), the setup types (chart-setup.ts), the
 * coordinates for chart trading's layers (plot-coords.ts).
 */
import { effect } from '@preact/signals-react';
import uPlot from 'uplot';
import { intervalMs } from '../../protocol/intervals';
import { addPainter, requestPaint } from '../../render/frame-loop';
import { OwnTask } from '../../render/own-task';
import { pacedRepaint } from '../../render/paced';
import { PALETTES } from '../../render/palette';
import { theme } from '../../state/theme';
import type { ChartCoords } from '../chart-trading/chart-coords';
import { plotCoords } from './plot-coords';
import type { ChartDebug, ChartElements, ChartSetup } from './chart-setup';
import { chartOptions, showRange, type Columns, type DrawState } from './chart-draw';
import { bindGestures, bindKeys, cursorBind, type ViewDriver } from './chart-input';
import { legendFigures } from './chart-legend';
import { HoverLegend } from './hover-legend';
import type { ChartSettings, ChartStyle } from './chart-prefs';
import { followLive, nearStart, resetView, type View } from './chart-view';
import { browserFetcher, loadKlinePage, type Fetcher } from './kline-history';
import { KlineSocket } from './kline-socket';
import { IndicatorLines } from './indicators';
import { PRICE_PANE, type IndicatorConfig } from './indicator-params';
import { paneHeights, type PaneLook } from './chart-panes';
import { SizeHold } from './size-hold';
import { LiveStrip } from './live-strip';
import { gridResizing } from '../layout/grid-gesture';
import { LowerPane } from './lower-pane';
import { bitmapAxisLabels } from './axis-labels';
import { stackCanvases } from './chart-picture';
import { applyKline, frontAdded, mergeHistory, T, toColumns, type Candle } from './series';
import { gatewayNow } from './gateway-clock';
import { fillQuietBuckets, MAX_FILL, msToNextBucket, openQuietCandles, refreshQuietTail } from './series-live';
import { syncHeikinAshi } from './series-style';
import { spliceIn } from './splice-in';

/** Candles an older-history call asks for (the gateway's most, KLINE_PAGE_MAX). */
export const HISTORY_PAGE = 1000;
/** The longest wait for a quiet candle's boundary before looking again (a timer cannot wait weeks). */
const BOUNDARY_RECHECK_MS = 3_600_000;
/** A failed history load is tried again after this, then twice as long each time, up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Candles the first call asks for: two days at the default 15 minutes, the view's 120
 * (chart-view.ts DEFAULT_BARS) and the indicators' warm-up. Not a full page: the chart comes
 * with the page's first load, whose repeat visit must stay under 30 KB on the wire
 * (docs/perf.md, "Load budget"); 1,000 candles were ~25 KB of it, 300 ~7.4 KB. Older pages
 * come as the view nears the start.
 */
export const FIRST_PAGE = 200;

/**
 * The live candle repaints at most this often (12 a second): the issue asks for at least 10
 * while the market moves, and each uPlot redraw costs ~1 ms of the main thread at a 4x CPU
 * throttle, which the book's frames need. Interaction (pan, zoom, a new candle) paints at once.
 */
export const LIVE_PAINT_MS = 80;

/**
 * The crosshair legend shows the live candle's figures at most this often (a hover at once):
 * each write leaves Blink garbage that paces the page's major GC, and figures changing a dozen
 * times a second cannot be read; the candle itself follows every LIVE_PAINT_MS.
 */
export const LIVE_LEGEND_MS = 250;

export class PriceChartController {
  readonly series: Candle[] = [];
  private ha: Candle[] = [];
  private cols: Columns = [[], [], [], [], [], []];
  private u: uPlot | null = null;
  private view: View | null = null;
  /** First candle index changed since the last paint (Infinity: none). */
  private changedFrom = Infinity;
  /** Older candles put in front of the series since the last paint, nothing else moved (IndicatorLines.prepend). */
  private front = 0;
  private viewChanged = false;
  private visible = true;
  private loadingOlder = false;
  private noOlder = false;
  private socket: KlineSocket | null = null;
  private readonly stops: (() => void)[] = [];
  private readonly barSec: number;
  private hoverIdx: number | null = null;
  private pricePrecision: number;
  private countPrecision: number;
  private style: ChartStyle;
  private readonly fetcher: Fetcher;
  private snapshots = 0;
  private overlays: IndicatorLines[] = [];
  /** The lower panes' indicators, in the order chosen, and their uPlots once built. */
  private lowers: IndicatorLines[] = [];
  private panes: LowerPane[] = [];
  private main: HTMLDivElement | null = null;
  private settings: ChartSettings;
  private readonly syncKey = `price-chart-${Math.random().toString(36).slice(2)}`;
  private lastPaint = -Infinity;
  /** Paints that drew (tests read the repaint rate through window.__terminal.chartPaints()). */
  paints = 0;
  private pacer: ReturnType<typeof setTimeout> | null = null;
  /** Live candle draws so far, and the pace of the legend's writes of them (liveLegend). */
  private liveDraws = 0;
  private readonly legendPace = pacedRepaint(LIVE_LEGEND_MS, () => this.liveLegend());
  private destroyed = false;
  // the wait before the next try of a failed history load, and its timer
  private retryMs = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Opens the next candle at its boundary if no trade does (series-live.ts openQuietCandles). */
  private boundaryTimer: ReturnType<typeof setTimeout> | null = null;
  private boundaryFor: number | null = null;
  /** What the gestures and keys (chart-input.ts) move: the view of every pane. */
  private readonly driver: ViewDriver = {
    view: () => this.view,
    setView: (v) => this.setView(v),
    reset: () => {
      const s = this.series;
      if (s.length > 0) this.setView(resetView(s[s.length - 1][T] / 1000, this.barSec));
    },
    barSec: () => this.barSec,
    held: false,
  };

  constructor(private readonly el: ChartElements, private readonly setup: ChartSetup) {
    this.barSec = (intervalMs(setup.stream) ?? 30 * 86_400_000) / 1000;
    this.pricePrecision = setup.pricePrecision;
    this.countPrecision = setup.countPrecision;
    this.style = setup.style;
    this.settings = setup.settings;
    this.fetcher = setup.fetcher ?? browserFetcher;
    this.setIndicators(setup.indicators);
  }

  /**
   * The indicators drawn: the price pane's (MA, EMA, BOLL, VWAP, SAR) over the candles, the
   * others (VOL, MACD, RSI, KDJ, StochRSI, OBV, WR) each in a pane below, in the order chosen.
   * An indicator kept with the same parameters keeps its computed lines.
   */
  setIndicators(configs: readonly IndicatorConfig[]): void {
    const kept = new Map([...this.overlays, ...this.lowers].map((l) => [JSON.stringify(l.config), l]));
    const lines = (c: IndicatorConfig) => {
      const had = kept.get(JSON.stringify(c));
      if (had !== undefined) return had;
      const l = new IndicatorLines(c);
      l.compute(this.series);
      return l;
    };
    this.overlays = configs.filter((c) => PRICE_PANE.includes(c.kind)).map(lines);
    this.lowers = configs.filter((c) => !PRICE_PANE.includes(c.kind)).map(lines);
    if (this.main !== null) this.buildPanes();
    this.viewChanged = true;
    requestPaint();
  }

  /** Colours, grid, crosshair and price scale: the uPlots are built again over the same candles. */
  setSettings(settings: ChartSettings): void {
    this.settings = settings;
    if (this.main === null) return;
    this.buildMain();
    this.buildPanes();
    this.viewChanged = true;
    requestPaint();
  }

  /** The price and time axes' labels as last drawn (tests: the percent and log scales, the page's language). */
  readonly axis = { ticks: [] as string[], times: [] as string[] };

  /** Every indicator's line names as drawn, by kind (tests). */
  lineNames(): Record<string, string[]> {
    return Object.fromEntries([...this.overlays, ...this.lowers].map((l) => [l.config.kind, [...l.names]]));
  }

  /** uPlot's columns and every indicator's parameters and values, as last painted (copies). */
  paintedValues(): { columns: number[][]; indicators: { config: IndicatorConfig; lines: (number | null)[][] }[] } {
    const indicators = [...this.overlays, ...this.lowers].map((l) => ({ config: l.config, lines: l.lines.map((line) => [...line]) }));
    return { columns: this.cols.map((c) => [...c]), indicators };
  }

  /** The market opened or closed: the legend shows its figures, or `--`. */
  setMarketOpen(open: boolean): void {
    if (this.setup.marketOpen === open) return;
    this.setup.marketOpen = open;
    this.legendAt(this.hoverIdx ?? this.series.length - 1, true);
    this.followBoundary(); // a quiet market's candles open from now on, or no longer
  }

  /** The lower panes' indicator kinds, top to bottom (tests). */
  paneKinds(): string[] {
    return this.panes.map((p) => p.ind.config.kind);
  }

  start(): void {
    const host = this.el.host;
    this.main = document.createElement('div');
    this.main.className = 'chart-main';
    host.append(this.main);
    this.buildMain();
    this.buildPanes();
    this.stops.push(bindKeys(host, this.driver));
    // a module resized by hand is stretched, then resized once the gesture ends (size-hold.ts)
    const hold = new SizeHold(host, () => this.layout(), () => gridResizing.peek());
    const ro = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1].contentRect;
      hold.resized({ width: box.width, height: box.height });
    });
    ro.observe(host);
    this.stops.push(() => ro.disconnect(), () => hold.stop());
    this.stops.push(gridResizing.subscribe((on) => {
      if (!on) hold.release();
    }));
    this.stops.push(addPainter(() => {
      this.paint();
      if (this.legendDue) {
        this.legendDue = false;
        this.legendAt(this.hoverIdx ?? this.series.length - 1);
      }
    }));
    // the theme changes colours only: a redraw, no new data
    let first = true;
    this.stops.push(effect(() => {
      void theme.value;
      if (first) first = false;
      else {
        this.u?.redraw(false, true);
        for (const p of this.panes) p.u.redraw(false, true);
      }
    }));
    this.el.onStatus({ loading: true, error: null });
    this.socket = new KlineSocket(this.setup.symbol, this.setup.intervalName, {
      onCandles: (type, candles) => {
        if (type === 'snapshot' && ++this.snapshots > 1) void this.loadLatest(HISTORY_PAGE); // a reconnect: fill the gap, a full page
        this.merged(applyKline(this.series, candles));
      },
    });
    void this.loadLatest(FIRST_PAGE);
  }

  destroy(): void {
    this.destroyed = true;
    if (this.pacer !== null) clearTimeout(this.pacer);
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    if (this.boundaryTimer !== null) clearTimeout(this.boundaryTimer);
    this.legendPace.dispose();
    this.hoverLegend.dispose();
    this.dataTask.close();
    this.socket?.stop();
    for (const s of this.stops) s();
    for (const p of this.panes) p.destroy();
    this.panes = [];
    this.u?.destroy();
    this.u = null;
    this.main?.remove();
    this.main = null;
  }

  private size(): { width: number; main: number; pane: number } {
    const host = this.el.host;
    const h = paneHeights(Math.max(1, host.clientHeight), this.lowers.length);
    return { width: Math.max(1, host.clientWidth), ...h };
  }

  private layout(): void {
    const { width, main, pane } = this.size();
    if (this.el.host.clientWidth === 0 || this.el.host.clientHeight === 0) return;
    this.main!.style.height = `${main}px`;
    this.u?.setSize({ width, height: main });
    for (const p of this.panes) p.setSize(width, pane);
  }

  private buildMain(): void {
    this.u?.destroy();
    // uPlot asks for it several times a paint (the axes' and grid's colours, the draw hook): one
    // object, built again only when what it holds changed (each paint made ~5 with their arrays)
    let kept: DrawState | null = null;
    let keptOverlays: IndicatorLines[] = [];
    const draw = (): DrawState => {
      const palette = PALETTES[theme.peek()];
      if (
        kept === null || kept.style !== this.style || kept.palette !== palette || kept.settings !== this.settings
        || kept.pricePrecision !== this.pricePrecision || keptOverlays !== this.overlays
      ) {
        keptOverlays = this.overlays;
        kept = {
          style: this.style, palette, settings: this.settings, pricePrecision: this.pricePrecision, barSec: this.barSec, locale: this.setup.locale ?? 'en',
          overlays: this.overlays.map((o) => ({ lines: o.lines, dots: o.config.kind === 'SAR' })),
        };
      }
      return kept;
    };
    const { width, main } = this.size();
    this.main!.style.height = `${main}px`;
    const opts = chartOptions(width, main, draw, this.syncKey, this.axis);
    opts.hooks!.setCursor = [(u) => this.hover(u.cursor.idx ?? null)];
    // every whole paint, after the grid and before the candles: what a live candle's strip is drawn over
    opts.hooks!.drawAxes = [(u) => this.strip.capture(u, draw(), this.keepForStrip)];
    this.drawState = draw;
    // after uPlot has drawn (a pan, a zoom, a resize, a live candle): the layers over the plot follow
    // the candles, what the last price will cover (live-strip.ts), the last price over them
    const [candles, mark] = opts.hooks!.draw!;
    opts.hooks!.draw = [candles, (u) => this.strip.captureUnderMark(u), mark, () => {
      this.keepForStrip = false;
      for (const listener of this.painted) listener();
    }];
    opts.cursor!.bind = cursorBind(this.driver);
    this.u = new uPlot(opts, this.cols as unknown as uPlot.AlignedData, this.main!);
    bitmapAxisLabels(this.u);
    bindGestures(this.u, this.driver);
  }

  private buildPanes(): void {
    for (const p of this.panes) p.destroy();
    const { width, pane } = this.size();
    const look = () => ({
      palette: PALETTES[theme.peek()], settings: this.settings, barSec: this.barSec,
      decimals: 0,
    });
    this.panes = this.lowers.map((ind) => {
      const k = ind.config.kind;
      const dec = k === 'VOL' || k === 'OBV' ? () => this.countPrecision : k === 'MACD' ? () => this.pricePrecision + 1 : () => 2;
      // asked for several times a paint: one object while nothing in it changed
      let kept: PaneLook | null = null;
      const paneLook = (): PaneLook => {
        const palette = PALETTES[theme.peek()];
        const decimals = dec();
        if (kept === null || kept.palette !== palette || kept.settings !== this.settings || kept.decimals !== decimals) kept = { ...look(), decimals };
        return kept;
      };
      const p = new LowerPane(
        this.el.host, ind, this.cols[0], width, pane, this.syncKey, paneLook,
        (i) => this.series[i] !== undefined && this.series[i][4] >= this.series[i][1], (idx) => this.hover(idx), cursorBind(this.driver),
      );
      bindGestures(p.u, this.driver);
      return p;
    });
    this.main!.style.height = `${this.size().main}px`;
    this.u?.setSize({ width, height: this.size().main });
  }

  setVisible(visible: boolean): void {
    this.visible = visible;
    if (visible) {
      this.viewChanged = true;
      requestPaint();
    }
  }

  setStyle(style: ChartStyle): void {
    if (style === this.style) return;
    const haBefore = this.style === 'heikinAshi';
    this.style = style;
    // Heikin-Ashi feeds uPlot other columns: rebuild them all
    if (haBefore || style === 'heikinAshi') this.changedFrom = 0;
    this.viewChanged = true;
    requestPaint();
  }

  /** Shows the time range [minMs, maxMs] (tests and tools: a programmatic pan). */
  show(minMs: number, maxMs: number): void {
    this.setView({ min: minMs / 1000, max: maxMs / 1000 });
  }

  /** The time range in view, ms (null before the first paint). */
  viewMs(): { min: number; max: number } | null {
    return this.view === null ? null : { min: this.view.min * 1000, max: this.view.max * 1000 };
  }

  /** Listeners told after each draw of the price pane (chart trading's layers). */
  private readonly painted = new Set<() => void>();
  /** The live candle drawn alone when nothing else moved (live-strip.ts). */
  readonly strip = new LiveStrip();
  /**
   * The next whole paint is the market's (a live candle out of the strip's reach, a new candle):
   * it keeps what a strip is drawn over. A pan's, a zoom's or a resize's does not (each copy
   * rasterises the canvas's drawing so far inside the paint, and a gesture paints every frame).
   */
  private keepForStrip = false;
  /** The price pane's draw state (buildMain's): the strip draws with what the whole paint would. */
  private drawState: (() => DrawState) | null = null;

  /** Where prices and times are on the price pane, for the layers drawn over it (plot-coords.ts). */
  coords(): ChartCoords {
    return plotCoords(() => this.u, this.el.host, this.painted);
  }

  /** uPlot's canvas as drawn (the screenshot copies it). */
  canvas(): HTMLCanvasElement | null {
    const main = this.u?.ctx.canvas ?? null;
    if (main === null || this.panes.length === 0) return main;
    // the lower panes under the candles, each with its legend's line as shown
    return stackCanvases(main, this.panes.map((p) => ({ canvas: p.u.ctx.canvas, label: p.legendText() })), PALETTES[theme.peek()].muted, uPlot.pxRatio);
  }

  /** Every pane drawn whole again as it stands (tests compare it with a strip paint's pixels). */
  redrawWhole(): void {
    this.u?.redraw(false, false);
    for (const p of this.panes) p.u.redraw(false, false);
  }

  /** The lower panes' strip paints, and whether every pane's latest paint was one (pane-strip.ts). */
  paneStrips(): { paints: number; last: boolean } {
    return { paints: this.panes.reduce((n, p) => n + p.strip.paints, 0), last: this.panes.length > 0 && this.panes.every((p) => p.strip.lastWasStrip) };
  }

  debug(indicators: string[]): ChartDebug {
    const s = this.series;
    return {
      symbol: this.setup.symbol,
      interval: this.setup.intervalName,
      style: this.style,
      candles: s.length,
      first: s.length > 0 ? [...s[0]] : null,
      last: s.length > 0 ? [...s[s.length - 1]] : null,
      indicators,
    };
  }

  private async loadLatest(limit: number): Promise<void> {
    const r = await loadKlinePage(this.fetcher, this.setup.symbol, this.setup.stream, limit);
    if (this.destroyed) return;
    if (!r.ok) {
      this.el.onStatus({ loading: false, error: r.reason });
      console.warn('chart: history not loaded, trying again', r.reason);
      // a blip (a refused call, a dropped connection) must not leave the chart empty for the page's life
      this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs === 0 ? RETRY_FIRST_MS : this.retryMs * 2);
      if (this.retryTimer !== null) clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        void this.loadLatest(limit);
      }, this.retryMs);
      return;
    }
    this.retryMs = 0;
    this.pricePrecision = r.page.pricePrecision;
    this.countPrecision = r.page.countPrecision;
    this.merged(mergeHistory(this.series, r.page.candles));
    this.el.onStatus({ loading: false, error: null });
  }

  private async loadOlder(): Promise<void> {
    if (this.loadingOlder || this.noOlder || this.series.length === 0) return;
    this.loadingOlder = true;
    const before = this.series[0][T];
    const r = await loadKlinePage(this.fetcher, this.setup.symbol, this.setup.stream, HISTORY_PAGE, before);
    this.loadingOlder = false;
    if (this.destroyed || !r.ok) return;
    if (r.page.candles.length === 0) this.noOlder = true;
    else {
      const head = this.series[0];
      this.merged(mergeHistory(this.series, r.page.candles), { head, page: r.page.candles });
    }
  }

  /** After a merge that changed the series from `from` on; `older`: the page came from loadOlder. */
  private merged(from: number, older?: { head: Candle; page: readonly Candle[] }): void {
    // a bucket without trades has no candle from the gateway: a flat one at the previous close,
    // and those after the newest real candle follow its close
    // a page wholly in front: its gaps and the seam's only (the held candles were filled as they came)
    const seam = older === undefined ? -1 : frontAdded(this.series, older.head, older.page);
    const held = this.series.length;
    const filled = Math.min(from, fillQuietBuckets(this.series, this.setup.stream, from, MAX_FILL, seam < 0 ? undefined : seam));
    const tail = refreshQuietTail(this.series);
    this.followBoundary();
    if (seam > 0) {
      // candles in front only (the page's, and the fillers up to the seam): a change still to
      // paint moved up with the candles it was at
      const front = seam + this.series.length - held;
      this.front += front;
      this.changedFrom = Math.min(this.changedFrom + front, tail < this.series.length ? tail : Infinity);
      requestPaint();
      return;
    }
    const changed = Math.min(filled, tail);
    if (changed >= this.series.length) return;
    this.changedFrom = Math.min(this.changedFrom, changed);
    requestPaint();
  }

  /**
   * Waits for the boundary of the last candle's bucket: a quiet market's next candle opens there,
   * flat, as it does on an exchange's chart (the gateway's own candle replaces it on the first
   * trade). Not while the market is not open (a countdown pair has no candles to open).
   */
  private followBoundary(): void {
    const last = this.series[this.series.length - 1];
    const armed = this.setup.marketOpen !== false && !this.destroyed && last !== undefined ? last[T] : null;
    if (armed !== null && armed === this.boundaryFor && this.boundaryTimer !== null) return; // a message on the same candle
    if (this.boundaryTimer !== null) clearTimeout(this.boundaryTimer);
    this.boundaryTimer = null;
    this.boundaryFor = armed;
    const wait = msToNextBucket(this.series, this.setup.stream, gatewayNow());
    if (armed === null || wait === null) return;
    // a month's boundary is weeks away, past what a timer can wait: look again within the hour
    this.boundaryTimer = setTimeout(() => {
      this.boundaryTimer = null;
      this.merged(openQuietCandles(this.series, this.setup.stream, gatewayNow()));
    }, Math.min(wait, BOUNDARY_RECHECK_MS));
  }

  private setView(v: View): void {
    this.view = v;
    this.viewChanged = true;
    requestPaint();
  }

  /**
   * The frame loop's paint, at most once a frame and only when something changed. A change of
   * view (a pan, a zoom, a resize, a style or indicator) is drawn in the frame, under the hand;
   * a change of the candles alone (the live candle, a new one, a page of history) in a task of
   * its own right after the frame (own-task.ts), so its uPlot redraw never lengthens the book's.
   */
  private paint(): void {
    if (!this.due()) return;
    if (this.viewChanged) this.draw();
    else this.dataTask.request();
  }

  /** Draws what the market changed, in its own task (see paint): unless a frame drew it since. */
  private readonly dataTask = new OwnTask(() => {
    if (this.due()) this.draw();
  });

  private due(): boolean {
    return this.u !== null && this.visible && this.series.length > 0 && (this.changedFrom !== Infinity || this.front > 0 || this.viewChanged);
  }

  private draw(): void {
    const u = this.u!;
    const s = this.series;
    const now = performance.now();
    const n = this.cols[0].length;
    const liveOnly = !this.viewChanged && this.view !== null && n === s.length && this.changedFrom >= n - 1;
    if (liveOnly && now - this.lastPaint < LIVE_PAINT_MS) {
      // the live candle moved again within the pacing: painted by the timer, not this frame
      this.pacer ??= setTimeout(() => {
        this.pacer = null;
        requestPaint();
      }, LIVE_PAINT_MS - (now - this.lastPaint));
      return;
    }
    this.lastPaint = now;
    this.paints++;
    this.keepForStrip = !this.viewChanged && !this.driver.held;
    for (const p of this.panes) p.strip.keep = this.keepForStrip;
    const prevLastT = n > 0 ? this.cols[0][n - 1] : NaN;
    const dataChanged = this.changedFrom !== Infinity || this.front > 0;
    if (dataChanged) {
      // one step per indicator for the live candle; older history: the window kinds compute the
      // new candles only, the others recompute (IndicatorLines.sync)
      for (const o of this.overlays) o.sync(s, this.changedFrom, this.front);
      for (const o of this.lowers) o.sync(s, this.changedFrom, this.front);
      this.syncColumns(this.changedFrom, this.front);
    }
    this.changedFrom = Infinity;
    this.front = 0;
    this.viewChanged = false;
    if (liveOnly && this.withinRange(s[s.length - 1]) && this.panes.every((p) => p.lastWithin())) {
      // only the newest candle changed, inside the price axis: its strip alone when nothing else
      // moved (live-strip.ts), else uPlot draws the columns it holds (changed in place) again,
      // without ranging the scales or laying out the axes
      if (this.drawState !== null && this.strip.paint(u, this.drawState())) {
        this.keepForStrip = false;
        for (const listener of this.painted) listener();
      } else u.redraw(false, false);
      for (const p of this.panes) p.redrawLive();
      this.liveDraws++;
      this.liveLegend();
      return;
    }
    const lastT = s[s.length - 1][T] / 1000;
    this.view = this.view === null ? resetView(lastT, this.barSec) : Number.isNaN(prevLastT) ? this.view : followLive(this.view, prevLastT, lastT);
    const v = this.view;
    showRange(u, this.cols, v, dataChanged);
    for (const p of this.panes) showRange(p.u, dataChanged ? [this.cols[0], ...p.ind.lines] : null, v, dataChanged);
    this.liveDraws++;
    this.liveLegend();
    if (nearStart(v, s[0][T] / 1000)) void this.loadOlder();
  }

  /** The candle lies within the price and volume axes as they are (no re-ranging needed). */
  private withinRange(c: Candle): boolean {
    const y = this.u!.scales.y;
    const vol = this.u!.scales.vol;
    if (y.min == null || y.max == null || vol.max == null) return false;
    const shown = this.style === 'heikinAshi' ? this.ha[this.ha.length - 1] : c;
    return shown[2] <= y.max && shown[3] >= y.min && shown[5] <= vol.max;
  }

  /**
   * Brings uPlot's columns in line with the series from index `from` (the live candle: in place),
   * after `front` candles came in front (put in with one splice a column; Heikin-Ashi's candles
   * each read the one before, so its columns are all written again).
   */
  private syncColumns(from: number, front: number): void {
    const src = this.style === 'heikinAshi' ? this.ha : this.series;
    if (this.style === 'heikinAshi') syncHeikinAshi(this.ha, this.series, from === 0 || front > 0 ? 0 : Math.min(from, this.ha.length));
    else if (front > 0) {
      const head = toColumns(src.slice(0, front));
      this.cols.forEach((col, k) => spliceIn(col, 0, 0, head[k]));
    }
    const n = src.length;
    const start = this.style === 'heikinAshi' && front > 0 ? 0 : Math.min(from, this.cols[0].length);
    for (const col of this.cols) col.length = n;
    for (let i = start; i < n; i++) {
      const c = src[i];
      this.cols[0][i] = c[0] / 1000;
      for (let k = 1; k < 6; k++) this.cols[k][i] = c[k];
    }
  }

  /** The hovered candle moved: its legend is written in the next frame's paint. */
  private legendDue = false;

  /** When the hovered candle's legend is written: next frame, or paced while a drag pans (hover-legend.ts). */
  private readonly hoverLegend = new HoverLegend(() => {
    this.legendDue = true;
    requestPaint();
  });

  private hover(idx: number | null): void {
    // every synced pane reports the same move, and a drag sends several moves a frame at 4x:
    // the legends are written once, in the frame (each write is ~10 text nodes and their layout)
    if (idx === this.hoverIdx) return;
    this.hoverIdx = idx;
    this.hoverLegend.moved(this.driver.held);
  }

  /** The live candle's figures in the legend, unless a hover shows another's; at most every LIVE_LEGEND_MS, the newest last. */
  private liveLegend(): void {
    if (this.hoverIdx !== null || this.destroyed) return;
    if (this.legendPace.pace.take(this.liveDraws, performance.now()) !== this.liveDraws) return;
    this.legendAt(this.series.length - 1, true);
  }

  private legendAt(i: number, force = false): void {
    const c = this.style === 'heikinAshi' ? this.ha[i] : this.series[i];
    const open = this.setup.marketOpen !== false;
    this.el.onLegend(c === undefined || !open ? null : legendFigures(c, this.pricePrecision, this.countPrecision));
    for (const p of this.panes) p.legendAt(i, force);
  }
}
