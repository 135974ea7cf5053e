/**
 * Depth chart hover (spec 001 section 2 "Depth chart", section 9): which curve point, guide
 * line and tooltip a pointer position shows on a scene from buildDepthScene. Pure, like the
 * scene: the widget only draws what this returns.
 */
import { formatUnits } from '../core/units';
import { formatPriceAt, formatTotal, priceAtX, type DepthScene } from './depth-scene';

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
  /** Index (best first) of the level whose cumulative the point shows. */
  level: number;
  /** The price under the guide in ticks (the level's own price when snapped). */
  priceTicks: number;
  /** The cumulative shown, in lots (the book's cumulative at `level`). */
  cumLots: number;
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
    side: isBid ? 'bids' : 'asks', guideX: x, x, y, snapped, level, priceTicks: price, cumLots: s.cums[level],
    range, price: priceText, amount, tooltip: { x: tx, y: ty, width: w, height: h },
  };
}
