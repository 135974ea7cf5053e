/**
 * What the price chart's controller (chart-controller.ts) is given, and what it reports to the
 * test surface (chart-debug.ts).
 */
import type { KlineInterval } from '../../protocol/intervals';
import type { LegendFigures } from './chart-legend';
import type { ChartSettings, ChartStyle } from './chart-prefs';
import type { IndicatorConfig } from './indicator-params';
import type { Fetcher } from './kline-history';
import type { Candle } from './series';

export interface ChartElements {
  /** uPlot's parent; its size is the chart's. */
  host: HTMLElement;
  /** Shows the legend's figures: hovered candle, else the newest. */
  onLegend(f: LegendFigures | null): void;
  /** History loading, loaded, failed (with why). */
  onStatus(s: { loading: boolean; error: string | null }): void;
}

export interface ChartSetup {
  symbol: string;
  /** The interval as chosen ('1line' included): what the socket subscribes to. */
  intervalName: string;
  stream: KlineInterval;
  style: ChartStyle;
  settings: ChartSettings;
  /** Indicators chosen (chartIndicators): the price pane's over the candles, the others in panes below. */
  indicators: readonly IndicatorConfig[];
  /** False while the market is not open: the legend shows `--` (spec section 4, "Market-open"). */
  marketOpen?: boolean;
  pricePrecision: number;
  countPrecision: number;
  fetcher?: Fetcher;
  /** The page's language (the time axis's labels); English when not given. */
  locale?: string;
}

/** What window.__terminal.chart() reads (tests, the console). */
export interface ChartDebug {
  symbol: string;
  interval: string;
  style: ChartStyle;
  candles: number;
  first: Candle | null;
  last: Candle | null;
  indicators: string[];
}
