/**
 * window.__terminal.chart() for tests and the console (merged into window.__terminal as the
 * market client's surface is: Object.assign). `first` and `last` are [startMs, open, high, low,
 * close, volume] in display units, the market's candles of the drawn series (the Heikin-Ashi
 * style draws candles derived from them). chartSeries() gives every candle loaded, and
 * chartShow(minMs, maxMs) moves the view (a programmatic pan: older history loads as it nears
 * the first candle); chartPaints() counts the paints drawn (the repaint rate); chartPanes()
 * names the lower panes' indicators top to bottom and chartLines() every indicator's line names
 * as drawn (an edited period shows in them: "MA(10)"), chartValues() uPlot's columns and every
 * indicator's parameters and values as last painted; chartAxis() the price axis's labels,
 * chartTimeAxis() the time axis's; chartStrips() counts the live candles drawn as a strip
 * (live-strip.ts; the lower panes' in `panes`, pane-strip.ts) and chartRedraw() draws every
 * pane whole as it stands (a strip's pixels must equal it).
 */
import type { PriceChartController } from './chart-controller';
import type { ChartDebug } from './chart-setup';
import type { Candle } from './series';
import type { IndicatorConfig } from './indicator-params';

export interface ChartDebugSurface {
  chart(): ChartDebug | null;
  chartSeries(): Candle[];
  chartShow(minMs: number, maxMs: number): void;
  /** Paints the chart has drawn so far. */
  chartPaints(): number;
  chartPanes(): string[];
  chartLines(): Record<string, string[]>;
  /** uPlot's columns and every indicator's parameters and values as last painted, with the series as it is. */
  chartValues(): { series: Candle[]; columns: number[][]; indicators: { config: IndicatorConfig; lines: (number | null)[][] }[] };
  /** The price axis's labels as last drawn. */
  chartAxis(): string[];
  /** The time axis's labels as last drawn (a second line after a newline). */
  chartTimeAxis(): string[];
  /** The time range in view, ms. */
  chartView(): { min: number; max: number } | null;
  /** Live candles drawn as a strip (live-strip.ts), whether the price pane's latest paint was one, and whether it moved the last price's mark. */
  chartStrips(): { paints: number; last: boolean; moved: boolean; panes: number; panesLast: boolean };
  /** Draws every pane whole again, as it stands (uPlot draws in a microtask). */
  chartRedraw(): void;
}

let active: { controller: PriceChartController; indicators: () => string[] } | null = null;

/** Makes `controller` the one the surface reads; returns the undoing. */
export function exposeChart(controller: PriceChartController, indicators: () => string[]): () => void {
  const mine = { controller, indicators };
  active = mine;
  const surface: ChartDebugSurface = {
    chart: () => (active === null ? null : active.controller.debug(active.indicators())),
    chartSeries: () => (active === null ? [] : active.controller.series.map((c) => [...c] as Candle)),
    chartShow: (minMs, maxMs) => active?.controller.show(minMs, maxMs),
    chartPaints: () => active?.controller.paints ?? 0,
    chartPanes: () => active?.controller.paneKinds() ?? [],
    chartLines: () => active?.controller.lineNames() ?? {},
    chartValues: () => ({ series: active?.controller.series.map((c) => [...c] as Candle) ?? [], ...(active?.controller.paintedValues() ?? { columns: [], indicators: [] }) }),
    chartAxis: () => [...(active?.controller.axis.ticks ?? [])],
    chartTimeAxis: () => [...(active?.controller.axis.times ?? [])],
    chartView: () => active?.controller.viewMs() ?? null,
    chartStrips: () => {
      const strip = active?.controller.strip;
      const panes = active?.controller.paneStrips() ?? { paints: 0, last: false };
      return { paints: strip?.paints ?? 0, last: strip?.lastWasStrip ?? false, moved: strip?.lastMoved ?? false, panes: panes.paints, panesLast: panes.last };
    },
    chartRedraw: () => active?.controller.redrawWhole(),
  };
  const w = window as unknown as { __terminal?: Partial<ChartDebugSurface> };
  w.__terminal = Object.assign(w.__terminal ?? {}, surface);
  return () => {
    if (active === mine) active = null;
  };
}
