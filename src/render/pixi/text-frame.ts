/**
 * The message between a stage's off-thread text layers (offscreen-text.ts) and their painter
 * (workers/text): pure, so the worker bundle carries no Pixi.
 */
import type { CellStore } from './cells';

/**
 * One layer as sent to the worker, drawn in the order of the layers. Packed for the message:
 * structured clone copies every string on its own, and ~100 short strings a frame cost more
 * to post than to draw (measured: 0.6 ms a frame), so the texts travel as one string joined
 * by SEPARATOR and the colours as indexes into a short list; the typed arrays are transferred.
 */
export interface TextLayerFrame {
  font: string;
  fontSizePx: number;
  n: number;
  texts: string;
  colors: string[];
  colorIndex: Uint8Array;
  x: Float32Array;
  y: Float32Array;
  align: Uint8Array;
}

/** Joins a layer's texts (cell strings never hold control characters). */
export const SEPARATOR = '\u001f';

/** What the worker is sent per repaint: the canvas size (CSS px) and every layer. */
export interface TextFrame {
  width: number;
  height: number;
  dpr: number;
  layers: TextLayerFrame[];
}

/** A layer's live cells, packed for the message. */
export function packLayer(cells: CellStore, font: string, fontSizePx: number): TextLayerFrame {
  const n = cells.length;
  const colors: string[] = [];
  const colorIndex = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    let c = colors.indexOf(cells.color[i]);
    if (c < 0) c = colors.push(cells.color[i]) - 1;
    colorIndex[i] = c;
  }
  return {
    font, fontSizePx, n,
    texts: cells.text.slice(0, n).join(SEPARATOR), colors, colorIndex,
    x: cells.x.slice(0, n), y: cells.y.slice(0, n), align: cells.align.slice(0, n),
  };
}

/** A packed layer as the cell arrays text-draw.ts draws from (in the worker). */
export function unpack(layer: TextLayerFrame): { text: string[]; color: string[]; x: Float32Array; y: Float32Array; align: Uint8Array } {
  const color = new Array<string>(layer.n);
  for (let i = 0; i < layer.n; i++) color[i] = layer.colors[layer.colorIndex[i]];
  return { text: layer.n === 0 ? [] : layer.texts.split(SEPARATOR), color, x: layer.x, y: layer.y, align: layer.align };
}

