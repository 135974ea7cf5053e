/**
 * One texture per font and device pixel ratio holding the glyphs numbers are made of
 * (digits, separators, K/M/B, %, ':' and '/') and the Latin letters, drawn once with the
 * browser's own text renderer so WebGL text looks like the canvas renderer's. Atlases are
 * shared by every layer and stage of the page (a Pixi texture source uploads once per renderer).
 */
import { CanvasSource, Texture } from 'pixi.js';

/** Characters every atlas holds; a string with any other character is drawn as a Pixi Text. */
export const ATLAS_CHARS = '0123456789.,-+%:/ ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz()<>=#';

/** Transparent device px around each glyph so linear filtering never bleeds a neighbour in. */
const PAD = 2;
const ATLAS_WIDTH = 1024;

export interface GlyphAtlas {
  readonly texture: Texture;
  /** Device px per CSS px the atlas was drawn for. */
  readonly resolution: number;
  /** Glyph index by char code (< 128), -1 when the atlas lacks it. */
  readonly index: Int16Array;
  /** Per glyph: advance in CSS px, then its atlas cell as u0, v0, u1, v1. */
  readonly advance: Float32Array;
  readonly uv: Float32Array;
  /** Quad width per glyph and the common quad height, CSS px. */
  readonly quadWidth: Float32Array;
  readonly quadHeight: number;
  /** CSS px from a quad's left edge to the glyph's pen position, and from its top to the middle line. */
  readonly padCss: number;
  readonly middleCss: number;
}

const atlases = new Map<string, GlyphAtlas>();

function build(font: (px: number) => string, fontSizePx: number, resolution: number): GlyphAtlas {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (ctx === null) throw new Error('no 2D canvas context for the glyph atlas');
  const n = ATLAS_CHARS.length;
  const sizeDev = fontSizePx * resolution;
  ctx.font = font(sizeDev);
  // advances at device size, so pen positions match the pixels drawn (hinting differs by size)
  const adv = new Float32Array(n);
  for (let i = 0; i < n; i++) adv[i] = ctx.measureText(ATLAS_CHARS[i]).width;
  // line box of 1.5 em holds ascenders and descenders around the middle baseline
  const cellH = Math.ceil(sizeDev * 1.5) + 2 * PAD;
  const cellW = (i: number) => Math.ceil(adv[i]) + 2 * PAD + 1;
  let x = 0; let rows = 1;
  const pos = new Int32Array(2 * n);
  for (let i = 0; i < n; i++) {
    if (x + cellW(i) > ATLAS_WIDTH) { x = 0; rows++; }
    pos[2 * i] = x; pos[2 * i + 1] = (rows - 1) * cellH;
    x += cellW(i);
  }
  canvas.width = ATLAS_WIDTH;
  canvas.height = rows * cellH;
  ctx.font = font(sizeDev); // resizing the canvas reset the context state
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.fillStyle = '#ffffff'; // white: the mesh tint gives the colour
  const index = new Int16Array(128).fill(-1);
  const advance = new Float32Array(n);
  const uv = new Float32Array(4 * n);
  const quadWidth = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const gx = pos[2 * i]; const gy = pos[2 * i + 1];
    ctx.fillText(ATLAS_CHARS[i], gx + PAD, gy + cellH / 2);
    index[ATLAS_CHARS.charCodeAt(i)] = i;
    advance[i] = adv[i] / resolution;
    quadWidth[i] = cellW(i) / resolution;
    uv[4 * i] = gx / canvas.width; uv[4 * i + 1] = gy / canvas.height;
    uv[4 * i + 2] = (gx + cellW(i)) / canvas.width; uv[4 * i + 3] = (gy + cellH) / canvas.height;
  }
  const texture = new Texture({ source: new CanvasSource({ resource: canvas, scaleMode: 'linear' }) });
  return { texture, resolution, index, advance, uv, quadWidth, quadHeight: cellH / resolution, padCss: PAD / resolution, middleCss: cellH / 2 / resolution };
}

/** The atlas of a font (`font(px)` gives the CSS font string at a size) at a resolution, built on first use. */
export function glyphAtlas(key: string, font: (px: number) => string, fontSizePx: number, resolution: number): GlyphAtlas {
  const id = `${key}@${resolution}`;
  let atlas = atlases.get(id);
  if (atlas === undefined) {
    atlas = build(font, fontSizePx, resolution);
    atlases.set(id, atlas);
  }
  return atlas;
}

/** Width in CSS px of `text` drawn from this atlas, or -1 when a character is missing. */
export function atlasWidth(atlas: GlyphAtlas, text: string): number {
  let w = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const g = c < 128 ? atlas.index[c] : -1;
    if (g < 0) return -1;
    w += atlas.advance[g];
  }
  return w;
}
