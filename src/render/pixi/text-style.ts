/**
 * The font of a text layer as a CSS font string, shared by the canvas and WebGL text layers.
 */
import type { TextCellsOptions } from './types';

/**
 * The page's font (src/app/app.css). Its digits are tabular in the fonts it resolves to
 * (Segoe UI, Roboto, DejaVu Sans, SF), which a 2D context cannot ask for otherwise
 * (there is no font-variant-numeric on CanvasRenderingContext2D).
 */
export const NUMERIC_FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** `bold 12px system-ui, …` for ctx.font. */
export function cssFont(options: TextCellsOptions): string {
  return `${options.fontWeight ?? 'normal'} ${options.fontSizePx}px ${options.fontFamily ?? NUMERIC_FONT_FAMILY}`;
}

/** A 2D context for measuring outside a render pass (shared: measuring never draws). */
let measureCtx: CanvasRenderingContext2D | null = null;
export function measureContext(): CanvasRenderingContext2D {
  if (measureCtx === null) {
    const ctx = document.createElement('canvas').getContext('2d');
    if (ctx === null) throw new Error('no 2D canvas context');
    measureCtx = ctx;
  }
  return measureCtx;
}

/** Width cache of one font: measureText is slow enough to matter at 60 rows a frame. */
export class WidthCache {
  private readonly widths = new Map<string, number>();
  constructor(private readonly font: string) {}
  measure(text: string): number {
    let w = this.widths.get(text);
    if (w === undefined) {
      const ctx = measureContext();
      ctx.font = this.font;
      w = ctx.measureText(text).width;
      // book strings churn with the market: bound the cache instead of tracking use
      if (this.widths.size > 4096) this.widths.clear();
      this.widths.set(text, w);
    }
    return w;
  }
}
