/**
 * TextCells on WebGL: every cell's glyphs are quads cut from a glyph atlas (glyph-atlas.ts),
 * one MeshSimple per colour in the layer (tinted; a book has three or four colours), so a
 * frame of 60 rows costs a handful of draw calls instead of one texture per string.
 *
 * Geometry is rebuilt in place only when a cell changed (CellStore.version), in prepare(),
 * which the stage calls right before it renders; the buffers grow by doubling and are reused.
 * A cell with a character the atlas lacks is drawn by a Pixi Text kept for its slot.
 */
import { Container, MeshSimple, Text } from 'pixi.js';
import { ALIGN_LEFT, ALIGN_RIGHT, CellStore } from './cells';
import { atlasWidth, glyphAtlas, type GlyphAtlas } from './glyph-atlas';
import { NUMERIC_FONT_FAMILY, WidthCache, cssFont } from './text-style';
import { layerBase, type InPassLayer } from './layer';
import type { CellAlign, TextCells, TextCellsOptions } from './types';


/** One colour's quads. */
interface Group {
  mesh: MeshSimple;
  positions: Float32Array;
  uvs: Float32Array;
  quads: number;
}

function quadIndices(quads: number): Uint32Array {
  const idx = new Uint32Array(quads * 6);
  for (let q = 0; q < quads; q++) {
    const v = q * 4; const i = q * 6;
    idx[i] = v; idx[i + 1] = v + 1; idx[i + 2] = v + 2; idx[i + 3] = v; idx[i + 4] = v + 2; idx[i + 5] = v + 3;
  }
  return idx;
}

/** A layer of text cells drawn from a glyph atlas; `resolution()` is the renderer's current one. */
export function createGlyphText(options: TextCellsOptions, resolution: () => number): InPassLayer<TextCells> {
  const cells = new CellStore();
  const font = cssFont(options);
  const fontAt = (px: number) => `${options.fontWeight ?? 'normal'} ${px}px ${options.fontFamily ?? NUMERIC_FONT_FAMILY}`;
  const widths = new WidthCache(font);
  const half = options.fontSizePx / 2;
  const view = new Container({ label: 'glyph-text' });
  const groups = new Map<string, Group>();
  const fallback = new Map<number, Text>();
  let atlas: GlyphAtlas | null = null;
  let drawnVersion = -1;

  function currentAtlas(): GlyphAtlas {
    const res = resolution();
    if (atlas === null || atlas.resolution !== res) {
      atlas = glyphAtlas(font, fontAt, options.fontSizePx, res);
      drawnVersion = -1;
      for (const g of groups.values()) g.mesh.texture = atlas.texture;
    }
    return atlas;
  }

  function group(color: string, a: GlyphAtlas, needQuads: number): Group {
    let g = groups.get(color);
    if (g === undefined) {
      const cap = 64;
      g = { positions: new Float32Array(cap * 8), uvs: new Float32Array(cap * 8), quads: 0, mesh: undefined as unknown as MeshSimple };
      g.mesh = new MeshSimple({ texture: a.texture, vertices: g.positions, uvs: g.uvs, indices: quadIndices(cap) });
      g.mesh.autoUpdate = false; // uploaded by prepare() only when cells changed
      g.mesh.tint = color;
      view.addChildAt(g.mesh, 0);
      groups.set(color, g);
    }
    const capacity = g.positions.length / 8;
    if (needQuads > capacity) {
      let cap = capacity; while (cap < needQuads) cap *= 2;
      const p = new Float32Array(cap * 8); p.set(g.positions.subarray(0, g.quads * 8)); g.positions = p;
      const u = new Float32Array(cap * 8); u.set(g.uvs.subarray(0, g.quads * 8)); g.uvs = u;
      const geo = g.mesh.geometry;
      geo.getBuffer('aPosition').data = p;
      geo.getBuffer('aUV').data = u;
      geo.indexBuffer.data = quadIndices(cap);
    }
    return g;
  }

  function fallbackText(slot: number, s: string, color: string, alignCode: number, x: number, y: number): void {
    let t = fallback.get(slot);
    if (t === undefined) {
      t = new Text({ text: s, style: { fontFamily: options.fontFamily ?? NUMERIC_FONT_FAMILY, fontSize: options.fontSizePx, fontWeight: options.fontWeight ?? 'normal', fill: color } });
      fallback.set(slot, t);
      view.addChild(t);
    }
    if (t.text !== s) t.text = s;
    if (t.style.fill !== color) t.style.fill = color;
    t.anchor.set(alignCode === ALIGN_LEFT ? 0 : alignCode === ALIGN_RIGHT ? 1 : 0.5, 0.5);
    t.position.set(x, y + half);
    t.visible = true;
  }

  /** Rewrites every group's quads from the cells (a few thousand floats: cheaper than diffing). */
  function rebuild(a: GlyphAtlas): void {
    for (const g of groups.values()) g.quads = 0;
    const res = a.resolution;
    const seen = new Set<number>();
    const { text, x, y, color, align } = cells;
    for (let i = 0; i < cells.length; i++) {
      const s = text[i];
      if (s === '') continue;
      const w = atlasWidth(a, s);
      if (w < 0) { fallbackText(i, s, color[i], align[i], x[i], y[i]); seen.add(i); continue; }
      let pen = align[i] === ALIGN_LEFT ? x[i] : align[i] === ALIGN_RIGHT ? x[i] - w : x[i] - w / 2;
      // quads start on device pixels, so glyphs sample the atlas 1:1 and stay sharp
      const top = Math.round((y[i] + half - a.middleCss) * res) / res;
      const bottom = top + a.quadHeight;
      const g = group(color[i], a, 0);
      const need = g.quads + s.length;
      if (need > g.positions.length / 8) group(color[i], a, need);
      const p = g.positions; const u = g.uvs;
      for (let k = 0; k < s.length; k++) {
        const gi = a.index[s.charCodeAt(k)];
        const left = Math.round(pen * res) / res - a.padCss;
        const right = left + a.quadWidth[gi];
        pen += a.advance[gi];
        if (s.charCodeAt(k) === 32) continue;
        const o = g.quads * 8; const t = gi * 4;
        p[o] = left; p[o + 1] = top; p[o + 2] = right; p[o + 3] = top; p[o + 4] = right; p[o + 5] = bottom; p[o + 6] = left; p[o + 7] = bottom;
        u[o] = a.uv[t]; u[o + 1] = a.uv[t + 1]; u[o + 2] = a.uv[t + 2]; u[o + 3] = a.uv[t + 1];
        u[o + 4] = a.uv[t + 2]; u[o + 5] = a.uv[t + 3]; u[o + 6] = a.uv[t]; u[o + 7] = a.uv[t + 3];
        g.quads++;
      }
    }
    for (const g of groups.values()) {
      g.mesh.visible = g.quads > 0;
      if (g.quads === 0) continue;
      const geo = g.mesh.geometry;
      geo.indexCount = g.quads * 6; // draw only the live quads of the pooled index buffer
      geo.getBuffer('aPosition').update(g.quads * 32);
      geo.getBuffer('aUV').update(g.quads * 32);
    }
    for (const [slot, t] of fallback) if (!seen.has(slot)) t.visible = false;
  }

  // the atlas texture is shared and stays
  const layer: TextCells = Object.assign(layerBase({ get visible() { return view.visible; }, set visible(on) { view.visible = on; }, destroy: () => view.destroy({ children: true }) }), {
    set(slot: number, s: string, px: number, py: number, c: string, al: CellAlign): void {
      cells.set(slot, s, px, py, c, al);
    },
    truncate(count: number): void {
      cells.truncate(count);
    },
    measure(s: string): number {
      const w = atlas === null ? -1 : atlasWidth(atlas, s);
      return w >= 0 ? w : widths.measure(s);
    },
  });
  return {
    layer,
    view,
    prepare(): void {
      const a = currentAtlas();
      if (cells.version === drawnVersion) return;
      drawnVersion = cells.version;
      rebuild(a);
    },
  };
}
