/**
 * Depth chart scene math (spec 001 section 2 "Depth chart", section 9): turns the book's top()
 * output into pixel polylines and axis labels. Pure: the Pixi layer only draws what this returns.
 *
 * Geometry: x is linear in price and symmetric about the mid price, whose x is the centre; the
 * half span is the farther of (mid - lowest bid shown) and (highest ask shown - mid), so both
 * sides share one scale and the areas mirror. y is linear in cumulative size from the bottom
 * (0) to 4/3 of the largest cumulative in view at the top.
 *
 * The hover (which point, guide and tooltip a pointer shows) is in depth-hit-scene.ts.
 */
import { formatUnits, rescale } from '../core/units';

/** Spec section 9 constants. */
export const DEPTH_Y_DIVISIONS = 5;
export const DEPTH_PRICE_LABEL_EVERY_PX = 180;
export const DEPTH_BUY_COLOUR = '#13c287';
export const DEPTH_SELL_COLOUR = '#fa3b61';

export interface DepthSceneOptions {
  width: number;
  height: number;
  /** Levels a side to show (levelsForGap); fewer when the book has fewer rows. */
  levels: number;
  pricePrecision: number;
  countPrecision: number;
  /** The `n` top() was called with; defaults to (top.length - 2) / 6, i.e. out = topLength(n). */
  stride?: number;
}

/** One side's levels in view, best first, in ticks and lots. */
export interface DepthSide {
  prices: number[];
  cums: number[];
  /** Level points [x0, y0, x1, y1, …] (the step corners where each level starts). */
  xs: number[];
  ys: number[];
  /** Step polyline [x, y, x, y, …] from the base at the best price out to the chart edge. */
  line: number[];
}

export interface AxisLabel {
  /** Pixel position along the axis (x for prices, y for totals). */
  at: number;
  text: string;
}

export interface DepthScene {
  width: number;
  height: number;
  pricePrecision: number;
  countPrecision: number;
  bids: DepthSide;
  asks: DepthSide;
  /** best bid + best ask in ticks (twice the mid, exact); NaN on an empty book. */
  mid2: number;
  /** The mid price text ('' on an empty book); one extra decimal only on a half tick. */
  midText: string;
  /** Ticks per half width; NaN on an empty book. */
  halfSpan: number;
  /** Largest cumulative (lots) the y axis reaches: 4/3 of the largest in view. */
  yMax: number;
  yLabels: AxisLabel[];
  priceLabels: AxisLabel[];
}

function readSide(top: ArrayLike<number>, base: number, rows: number): { prices: number[]; cums: number[] } {
  const prices: number[] = [];
  const cums: number[] = [];
  for (let i = 0; i < rows; i++) {
    prices.push(top[base + 3 * i]);
    cums.push(top[base + 3 * i + 2]);
  }
  return { prices, cums };
}

/** Formats a lot count at countPrecision as a total with 2 decimals (rounded down). */
export function formatTotal(lots: number, countPrecision: number): string {
  return formatUnits(rescale(lots, countPrecision, 2, 'down'), 2);
}

/** Builds the scene. An empty side has empty arrays; an empty book has no price labels. */
export function buildDepthScene(top: ArrayLike<number>, o: DepthSceneOptions): DepthScene {
  const n = o.stride ?? Math.max(0, Math.floor((top.length - 2) / 6));
  const bidRows = Math.min(top[0] ?? 0, n, o.levels);
  const askRows = Math.min(top[1] ?? 0, n, o.levels);
  const b = readSide(top, 2, bidRows);
  const a = readSide(top, 2 + 3 * n, askRows);
  const bestBid = b.prices[0];
  const bestAsk = a.prices[0];
  // One side empty: the other side's best stands in for the mid.
  const mid2 = bidRows && askRows ? bestBid + bestAsk : bidRows ? 2 * bestBid : askRows ? 2 * bestAsk : NaN;
  const lowBid = bidRows ? b.prices[bidRows - 1] : NaN;
  const highAsk = askRows ? a.prices[askRows - 1] : NaN;
  const span2 = Math.max(bidRows ? mid2 - 2 * lowBid : 0, askRows ? 2 * highAsk - mid2 : 0);
  // A single level at the mid has no span: give it one tick so x stays finite.
  const halfSpan = Number.isNaN(mid2) ? NaN : Math.max(span2, 2) / 2;
  const maxCum = Math.max(0, bidRows ? b.cums[bidRows - 1] : 0, askRows ? a.cums[askRows - 1] : 0);
  const yMax = (maxCum * 4) / 3;
  const cx = o.width / 2;
  const xOf = (p: number): number => cx + ((p - mid2 / 2) / halfSpan) * cx;
  const yOf = (c: number): number => (yMax > 0 ? o.height - (c / yMax) * o.height : o.height);
  const side = (s: { prices: number[]; cums: number[] }, edge: number): DepthSide => {
    const xs = s.prices.map(xOf);
    const ys = s.cums.map(yOf);
    const line: number[] = [];
    for (let i = 0; i < xs.length; i++) {
      line.push(xs[i], i === 0 ? o.height : ys[i - 1], xs[i], ys[i]);
    }
    if (xs.length > 0 && xs[xs.length - 1] !== edge) line.push(edge, ys[ys.length - 1]);
    return { ...s, xs, ys, line };
  };
  const yLabels: AxisLabel[] = [];
  for (let i = 0; i <= DEPTH_Y_DIVISIONS; i++) {
    // Integer lots for the label: maxCum × 4/3 × i/5, rounded to the nearest lot.
    const lots = Math.round((maxCum * 4 * i) / (3 * DEPTH_Y_DIVISIONS));
    yLabels.push({ at: o.height - (i / DEPTH_Y_DIVISIONS) * o.height, text: formatTotal(lots, o.countPrecision) });
  }
  const priceLabels: AxisLabel[] = [];
  if (!Number.isNaN(mid2)) {
    const count = Math.max(1, Math.floor(o.width / DEPTH_PRICE_LABEL_EVERY_PX));
    for (let k = 0; k < count; k++) {
      const at = (o.width * (k + 0.5)) / count;
      priceLabels.push({ at, text: formatPriceAt(priceAtX(at, o.width, mid2, halfSpan), o.pricePrecision) });
    }
  }
  return {
    width: o.width, height: o.height, pricePrecision: o.pricePrecision, countPrecision: o.countPrecision,
    bids: side(b, 0), asks: side(a, o.width), mid2, halfSpan, yMax, yLabels, priceLabels,
    midText: Number.isNaN(mid2) ? '' : formatMid(mid2, o.pricePrecision),
  };
}

/** The tick price at pixel x (nearest tick), inverse of the scene's x mapping. */
export function priceAtX(x: number, width: number, mid2: number, halfSpan: number): number {
  const cx = width / 2;
  return Math.round(mid2 / 2 + ((x - cx) / cx) * halfSpan);
}

/** Ticks as a price at pricePrecision; negative prices (off the left edge) show as 0. */
export function formatPriceAt(ticks: number, pricePrecision: number): string {
  return formatUnits(Math.max(0, ticks), pricePrecision);
}

function formatMid(mid2: number, pricePrecision: number): string {
  if (mid2 % 2 === 0) return formatUnits(mid2 / 2, pricePrecision);
  return formatUnits(mid2 * 5, pricePrecision + 1);
}
