/**
 * What the chart's trading layers need from the price chart (PriceChartController implements
 * it): where a price and a time are on its plot, in pixels from the plot's top left corner, and
 * a call after every paint (the view panned, zoomed, rescaled or resized). The layers move
 * their lines and markers in that call, straight on the DOM: no React render per frame.
 */
export interface ChartCoords {
  /** The plot's box inside the chart's host element, px. */
  plot(): { left: number; top: number; width: number; height: number } | null;
  /** The plot's y of `price`; null before the first paint. */
  yOf(price: number): number | null;
  /** The price at the plot's y; null before the first paint. */
  priceAt(y: number): number | null;
  /** The plot's x of the candle starting at `timeMs`; null when it is not in view. */
  xOf(timeMs: number): number | null;
  /** Calls `listener` after each paint; returns the stop. */
  onPaint(listener: () => void): () => void;
}
