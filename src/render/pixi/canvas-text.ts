/**
 * TextCells on Pixi's canvas renderer: a RenderContainer whose render step draws every live
 * cell with one ctx.fillText (ISSUE 4: one draw call per cell, never one per glyph; measured
 * 59 fps at 4x throttle where BitmapText's drawImage per glyph gave 21).
 *
 * Hot loop: runs once per painted frame for each layer (a few hundred cells); the drawing
 * itself is text-draw.ts, shared with the off-thread text layer.
 */
import { RenderContainer, type Renderer } from 'pixi.js';
import { drawInPass } from './canvas-pass';
import { CellStore, cellsLayer } from './cells';
import { drawCells } from './text-draw';
import { cssFont, WidthCache } from './text-style';
import { WHOLE, type InPassLayer } from './layer';
import type { Band, TextCells, TextCellsOptions } from './types';

/**
 * A layer of text cells drawn by fillText on the canvas renderer. `band()` is the part of the
 * canvas (CSS px) the stage is repainting; cells outside it keep their pixels and are skipped.
 */
export function createCanvasText(options: TextCellsOptions, band: () => Readonly<Band> = () => WHOLE): InPassLayer<TextCells> {
  const cells = new CellStore();
  const font = cssFont(options);
  const widths = new WidthCache(font);

  function draw(renderer: Renderer): void {
    const n = cells.length;
    if (n === 0) return;
    drawInPass(renderer, view, (ctx, m, alpha, screenHeight) => {
      // rows scrolled or laid out past the canvas (or the band being repainted) cost a
      // fillText each but show nothing
      const b = band();
      const top = (Math.max(0, b.top) - m.ty) / m.d;
      const bottom = (Math.min(screenHeight, b.bottom) - m.ty) / m.d;
      ctx.globalAlpha = alpha;
      // other pipes leave their own state in the context: set ours once per draw
      ctx.font = font;
      drawCells(ctx, cells, n, options.fontSizePx, top, bottom);
    });
  }

  const view = new RenderContainer({ render: draw, label: 'canvas-text' });

  return { layer: cellsLayer(cells, (text) => widths.measure(text), undefined, view), view };
}
