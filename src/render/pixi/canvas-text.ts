/**
 * TextCells on Pixi's canvas renderer: a RenderContainer whose render step draws every live
 * cell with one ctx.fillText (ISSUE 4: one draw call per cell, never one per glyph; measured
 * 59 fps at 4x throttle where BitmapText's drawImage per glyph gave 21).
 *
 * Hot loop: runs once per painted frame for each layer (a few hundred cells). Cells are drawn
 * grouped by colour and alignment so fill style and alignment are assigned once per group, not
 * per cell: each assignment re-parses a CSS string in the browser.
 */
import { RenderContainer, type CanvasRenderer, type Renderer } from 'pixi.js';
import { ALIGN_NAMES, CellStore } from './cells';
import { cssFont, WidthCache } from './text-style';
import type { Band, CellAlign, TextCells, TextCellsOptions } from './types';

/** Style groups per layer and draw; a book uses 3 or 4 (side colours and the text colour). */
const MAX_GROUPS = 16;
const HIDDEN = 255;

/** The whole canvas: what a layer draws when its stage repaints everything. */
export const WHOLE: Readonly<Band> = { top: -Infinity, bottom: Infinity };

/**
 * A layer of text cells drawn by fillText on the canvas renderer. `band()` is the part of the
 * canvas (CSS px) the stage is repainting; cells outside it keep their pixels and are skipped.
 */
export function createCanvasText(options: TextCellsOptions, band: () => Readonly<Band> = () => WHOLE): TextCells {
  const cells = new CellStore();
  const font = cssFont(options);
  const widths = new WidthCache(font);
  // fillText's y with textBaseline 'middle' is the middle of the line box the contract describes
  const half = options.fontSizePx / 2;
  // per draw: each visible cell's style group (scratch, grown with the cells)
  let group = new Uint8Array(64);
  const groupColor: string[] = [];
  const groupAlign: number[] = [];

  function draw(renderer: Renderer): void {
    const n = cells.length;
    if (n === 0) return;
    const canvasRenderer = renderer as unknown as CanvasRenderer;
    const system = canvasRenderer.canvasContext;
    const ctx = system.activeContext as unknown as CanvasRenderingContext2D;
    const alpha = ((view.groupColorAlpha >>> 24) & 255) / 255;
    if (alpha <= 0) return;
    ctx.save();
    const m = view.groupTransform;
    system.setContextTransform(m, false);
    // rows scrolled or laid out past the canvas (or the band being repainted) cost a fillText
    // each but show nothing
    const b = band();
    const top = (Math.max(0, b.top) - m.ty) / m.d - options.fontSizePx;
    const bottom = (Math.min(canvasRenderer.screen.height, b.bottom) - m.ty) / m.d;
    ctx.globalAlpha = alpha;
    // other pipes leave their own state in the context: set ours once per draw
    ctx.font = font;
    ctx.textBaseline = 'middle';
    // Draw grouped by (colour, alignment): a book interleaves side-coloured prices with
    // text-coloured amounts, and every fillStyle assignment parses a CSS colour. Cells do not
    // overlap, so the order they are drawn in does not matter.
    if (group.length < n) group = new Uint8Array(cells.x.length);
    const { text, x, y, color, align } = cells;
    let groups = 0;
    for (let i = 0; i < n; i++) {
      if (text[i] === '' || y[i] < top || y[i] > bottom) { group[i] = HIDDEN; continue; }
      let g = 0;
      while (g < groups && (groupColor[g] !== color[i] || groupAlign[g] !== align[i])) g++;
      if (g === groups) {
        if (groups === MAX_GROUPS) { g = MAX_GROUPS; } else { groupColor[g] = color[i]; groupAlign[g] = align[i]; groups++; }
      }
      group[i] = g;
    }
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
    ctx.restore();
  }

  const view = new RenderContainer({ render: draw, label: 'canvas-text' });

  return {
    view,
    set(slot: number, text: string, x: number, y: number, color: string, align: CellAlign): void {
      cells.set(slot, text, x, y, color, align);
    },
    truncate(count: number): void {
      cells.truncate(count);
    },
    measure: (text: string) => widths.measure(text),
    destroy(): void {
      view.destroy();
    },
  };
}
