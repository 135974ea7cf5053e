/**
 * The chart's visible window on its time axis (uPlot's x scale, seconds): where a reset puts
 * it, how a drag pans it and the wheel zooms it, when the live candle carries it along, and
 * when older history is due. Pure: the chart controller feeds it pixels and times.
 */
export interface View {
  min: number;
  max: number;
}

/** Candles a reset (and the first paint) shows. */
export const DEFAULT_BARS = 120;
/** Zoom bounds, in candles across the view. */
export const MIN_BARS = 10;
export const MAX_BARS = 2_000;
/** Empty room right of the newest candle, in candles (its label and the last price breathe). */
const RIGHT_ROOM = 3;
/** Older history is asked for when less than this share of a view is left before the first candle. */
const NEAR_START_VIEWS = 0.5;
/** Each wheel notch zooms by this factor. */
export const WHEEL_STEP = 1.15;

/** The newest `bars` candles of a series whose last candle starts at `lastT` (s), `barSec` apart. */
export function resetView(lastT: number, barSec: number, bars = DEFAULT_BARS): View {
  return { min: lastT - (bars - 1) * barSec, max: lastT + RIGHT_ROOM * barSec };
}

/** The view dragged `dxPx` to the right over a plot `widthPx` wide: the past comes into sight. */
export function panView(v: View, dxPx: number, widthPx: number): View {
  if (widthPx <= 0) return v;
  const shift = (dxPx * (v.max - v.min)) / widthPx;
  return { min: v.min - shift, max: v.max - shift };
}

/**
 * The view zoomed by `factor` (> 1 zooms out) around the time `at` (the cursor), keeping `at`
 * where it is on screen, the span within MIN_BARS..MAX_BARS candles.
 */
export function zoomView(v: View, factor: number, at: number, barSec: number): View {
  const span = v.max - v.min;
  const next = Math.min(MAX_BARS * barSec, Math.max(MIN_BARS * barSec, span * factor));
  const share = span > 0 ? (at - v.min) / span : 0.5;
  const min = at - share * next;
  return { min, max: min + next };
}

/**
 * A pinch's zoom factor for zoomView: fingers moving apart (distance `from` to `to`, px) zoom
 * in (factor < 1), together zoom out; 1 for no usable distance.
 */
export function pinchFactor(from: number, to: number): number {
  if (!(from > 0) || !(to > 0)) return 1;
  return from / to;
}

/** True when the view has come close enough to the first loaded candle to load the page before it. */
export function nearStart(v: View, firstT: number): boolean {
  return v.min - firstT < (v.max - v.min) * NEAR_START_VIEWS;
}

/**
 * The view after the newest candle moved from `prevLastT` to `lastT`: a view that showed the
 * newest candle follows the market; one scrolled into the past stays where the trader put it.
 */
export function followLive(v: View, prevLastT: number, lastT: number): View {
  if (lastT <= prevLastT || v.max < prevLastT) return v;
  const shift = lastT - prevLastT;
  return { min: v.min + shift, max: v.max + shift };
}

/** Index range [from, to) of the candles whose start lies in the view; `times` ascending. */
export function visibleRange(times: ArrayLike<number>, v: View): [number, number] {
  const lb = (x: number) => {
    let lo = 0;
    let hi = times.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (times[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return [lb(v.min), lb(v.max + 1e-9)];
}
