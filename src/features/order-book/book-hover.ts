/**
 * Pointer logic of the canvas book, pure (spec "Order book": hovering a row selects the rows
 * from the best one up to it and shows their average price and total; a click fills the order
 * form with the row's price and cumulative amount, side reversed). The widget passes in the
 * layout, the scene it last drew and the pointer position; nothing here reads the DOM.
 */
import { clickToFill, hoverSweep, type BookScene, type PairDisplay, type Side } from '../../render/book-scene';
import type { BookFill } from '../../state/book-fill';
import { rowAt, rowTop, type BookLayout } from './book-layout';

/** The hovered row: rows 0..index of `side` are selected. */
export interface HoverTarget {
  side: Side;
  index: number;
}

/** The row under y when that row holds a level in `scene` (an empty slot is not hoverable). */
export function targetAt(layout: BookLayout, scene: BookScene | null, y: number): HoverTarget | null {
  const hit = rowAt(layout, y);
  if (hit === null || scene === null) return null;
  const rows = hit.side === 'bid' ? scene.bids : scene.asks;
  return hit.index < rows.length ? hit : null;
}

/**
 * A hover that still makes sense after the book changed: the side still shown and the row
 * still there (the book may have thinned under a resting pointer); otherwise null.
 */
export function keepTarget(target: HoverTarget | null, scene: BookScene | null): HoverTarget | null {
  if (target === null || scene === null) return null;
  const rows = target.side === 'bid' ? scene.bids : scene.asks;
  return target.index < rows.length ? target : null;
}

export interface TooltipFigures {
  side: Side;
  rows: number;
  averagePrice: string;
  amount: string;
  quoteTotal: string;
}

/** The tooltip over the selected rows, from the same top() array the rows were drawn from. */
export function tooltipFigures(top: ArrayLike<number>, target: HoverTarget, pair: PairDisplay): TooltipFigures | null {
  const sweep = hoverSweep(top, target.side, target.index, pair);
  return sweep === null ? null : { side: target.side, ...sweep };
}

/** The order-form fill for a click on `target`, or null when the row is gone. */
export function fillFor(scene: BookScene, target: HoverTarget, pair: PairDisplay, symbol: string, at: number): BookFill | null {
  const row = (target.side === 'bid' ? scene.bids : scene.asks)[target.index];
  if (row === undefined) return null;
  return { symbol, at, ...clickToFill(row, target.side, pair) };
}

/** Viewport-relative boxes (getBoundingClientRect values, CSS px). */
export interface Box { left: number; top: number; width: number; height: number }

/** Gap between the book and its tooltip. */
const TIP_GAP_PX = 6;

/**
 * Where the tooltip goes (fixed positioning, viewport px): beside the book, level with the
 * hovered row, on the side of the book with room for it (right first), kept inside the viewport.
 */
export function tooltipPlacement(layout: BookLayout, target: HoverTarget, host: Box, tip: { width: number; height: number },
  viewport: { width: number; height: number }): { left: number; top: number } {
  const row = rowTop(layout, target.side, target.index) ?? 0;
  const right = host.left + host.width + TIP_GAP_PX;
  const left = right + tip.width <= viewport.width ? right : Math.max(0, host.left - TIP_GAP_PX - tip.width);
  const centred = host.top + row + 10 - tip.height / 2;
  const top = Math.min(Math.max(0, centred), Math.max(0, viewport.height - tip.height));
  return { left, top };
}
