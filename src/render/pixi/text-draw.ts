/**
 * Draws text cells with one fillText each, on any 2D context: Pixi's canvas (canvas-text.ts,
 * inside its render pass) or a worker's OffscreenCanvas (workers/overlay). Shared so that both
 * draw the same pixels.
 *
 * Cells are drawn grouped by (colour, alignment): a book interleaves side-coloured prices with
 * text-coloured amounts, and every fillStyle assignment parses a CSS colour. Cells do not
 * overlap, so the order they are drawn in does not matter.
 */
import { ALIGN_NAMES } from './cells';

/** Style groups per draw; a book uses 3 or 4 (side colours and the text colour). */
const MAX_GROUPS = 16;
const HIDDEN = 255;

/** Whether a cell's line box (top `y`, `fontSizePx` high) reaches into [top, bottom]: the one rule for sending and drawing. */
export function cellInBand(y: number, fontSizePx: number, top: number, bottom: number): boolean {
  return y >= top - fontSizePx && y <= bottom;
}

/** The cells of a layer as parallel arrays (CellStore, or a copy of one sent to a worker). */
export interface CellArrays {
  text: readonly string[];
  color: readonly string[];
  x: ArrayLike<number>;
  y: ArrayLike<number>;
  align: ArrayLike<number>;
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

let group = new Uint8Array(64);
const groupColor: string[] = [];
const groupAlign: number[] = [];

/**
 * fillText for cells [0, n) whose line box (top `y`, `fontSizePx` high) lies in [top, bottom]
 * (local px); the context's transform, alpha and font are the caller's.
 */
export function drawCells(ctx: Context2D, cells: CellArrays, n: number, fontSizePx: number, top: number, bottom: number): void {
  if (group.length < n) group = new Uint8Array(Math.max(n, 2 * group.length));
  const half = fontSizePx / 2;
  const { text, x, y, color, align } = cells;
  let groups = 0;
  for (let i = 0; i < n; i++) {
    if (text[i] === '' || !cellInBand(y[i], fontSizePx, top, bottom)) { group[i] = HIDDEN; continue; }
    let g = 0;
    while (g < groups && (groupColor[g] !== color[i] || groupAlign[g] !== align[i])) g++;
    if (g === groups) {
      if (groups === MAX_GROUPS) { g = MAX_GROUPS; } else { groupColor[g] = color[i]; groupAlign[g] = align[i]; groups++; }
    }
    group[i] = g;
  }
  // fillText's y with textBaseline 'middle' is the middle of the line box
  ctx.textBaseline = 'middle';
  for (let g = 0; g < groups; g++) {
    ctx.fillStyle = groupColor[g];
    ctx.textAlign = ALIGN_NAMES[groupAlign[g]];
    for (let i = 0; i < n; i++) if (group[i] === g) ctx.fillText(text[i], x[i], y[i] + half);
  }
  // more distinct styles than groups (unusual): the rest one by one
  for (let i = 0; i < n; i++) {
    if (group[i] !== MAX_GROUPS) continue;
    ctx.fillStyle = color[i];
    ctx.textAlign = ALIGN_NAMES[align[i]];
    ctx.fillText(text[i], x[i], y[i] + half);
  }
}
