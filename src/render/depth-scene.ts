/**
 * Depth chart scene math (spec 001 section 2 "Depth chart", section 9): turns the book's top()
 * output into pixel polylines and axis labels. Pure: the Pixi layer only draws what this returns.
 *
 * Geometry: x is linear in price and symmetric about the mid price, whose x is the centre; the
 * half span is the farther of (mid - lowest bid shown) and (highest ask shown - mid), so both
 * sides share one scale and the areas mirror. y is linear in cumulative size from the bottom
 * (0) to 4/3 of the largest cumulative in view at the top.
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

/** Spec section 9: snap distance and tooltip widths; height fits three lines. */
export const DEPTH_SNAP_PX = 20;
export const DEPTH_TOOLTIP_HEIGHT = 72;
/** Gap between the guide line and the tooltip box. */
const TOOLTIP_OFFSET = 8;

export interface DepthHit {
  side: 'bids' | 'asks';
  /** x of the vertical guide line. */
  guideX: number;
  /** The point drawn on the curve. */
  x: number;
  y: number;
  /** Whether the point snapped to a level (within DEPTH_SNAP_PX). */
  snapped: boolean;
  /** Range from the mid ('+1.50%'), price, cumulative amount (2 decimals). */
  range: string;
  price: string;
  amount: string;
  tooltip: { x: number; y: number; width: number; height: number };
}

/**
 * Tooltip width by the longest of the three texts: up to 10 characters 150, up to 16 200,
 * longer 250 (the labels beside the values take about 80 px; a character about 7 px).
 */
export function tooltipWidth(longest: number): number {
  return longest <= 10 ? 150 : longest <= 16 ? 200 : 250;
}

/** '+1.50%' / '-1.00%' / '0.00%': (price - mid) / mid in percent, 2 decimals, rounded half up. */
export function formatRange(priceTicks: number, mid2: number): string {
  const hundredths = Math.round(((2 * priceTicks - mid2) * 10000) / mid2);
  const text = `${formatUnits(Math.abs(hundredths), 2)}%`;
  return hundredths > 0 ? `+${text}` : hundredths < 0 ? `-${text}` : text;
}

/**
 * The curve point under mouseX: left of the centre reads the bids, right the asks. When a level
 * lies within 20 px the guide and point snap to it; otherwise the point sits on the step at
 * mouseX (the cumulative of every level at or better than that price). Null outside the chart,
 * on an empty side, or in the spread between the centre and the best price when not snapping.
 */
export function hitTest(scene: DepthScene, mouseX: number, mouseY: number): DepthHit | null {
  const { width, height } = scene;
  if (!(mouseX >= 0 && mouseX <= width && mouseY >= 0 && mouseY <= height)) return null;
  const isBid = mouseX < width / 2;
  const s = isBid ? scene.bids : scene.asks;
  if (s.xs.length === 0) return null;
  let near = 0;
  for (let i = 1; i < s.xs.length; i++) {
    if (Math.abs(s.xs[i] - mouseX) < Math.abs(s.xs[near] - mouseX)) near = i;
  }
  let x: number;
  let level: number;
  let price: number;
  const snapped = Math.abs(s.xs[near] - mouseX) <= DEPTH_SNAP_PX;
  if (snapped) {
    x = s.xs[near];
    level = near;
    price = s.prices[near];
  } else {
    // Levels run outwards from the centre, so the step covering mouseX is the last level
    // whose x is between the centre and mouseX.
    level = -1;
    for (let i = 0; i < s.xs.length; i++) {
      if (isBid ? s.xs[i] >= mouseX : s.xs[i] <= mouseX) level = i;
    }
    if (level < 0) return null;
    x = mouseX;
    price = priceAtX(mouseX, width, scene.mid2, scene.halfSpan);
  }
  const y = s.ys[level];
  const range = formatRange(price, scene.mid2);
  const priceText = formatPriceAt(price, scene.pricePrecision);
  const amount = formatTotal(s.cums[level], scene.countPrecision);
  const w = tooltipWidth(Math.max(range.length, priceText.length, amount.length));
  const h = DEPTH_TOOLTIP_HEIGHT;
  // Right of the guide unless that overflows, then left; clamped inside the chart either way.
  let tx = x + TOOLTIP_OFFSET + w <= width ? x + TOOLTIP_OFFSET : x - TOOLTIP_OFFSET - w;
  tx = Math.max(0, Math.min(width - w, tx));
  const ty = Math.max(0, Math.min(height - h, y - h / 2));
  return {
    side: isBid ? 'bids' : 'asks', guideX: x, x, y, snapped,
    range, price: priceText, amount, tooltip: { x: tx, y: ty, width: w, height: h },
  };
}
