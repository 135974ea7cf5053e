/**
 * The cell store behind both text layers: flat arrays indexed by slot (STYLE.md 4), so a frame
 * of 60 rows x 3 columns touches a few typed arrays and no objects. set() with the values a
 * cell already holds changes nothing, so a widget may call it for every cell every frame.
 */
import { grownTo } from '../../core/grow';
import { layerBase, type LayerView } from './layer';
import type { CellAlign, TextCells } from './types';

export const ALIGN_LEFT = 0;
export const ALIGN_RIGHT = 1;
export const ALIGN_CENTER = 2;
const ALIGN_CODES: Record<CellAlign, number> = { left: ALIGN_LEFT, right: ALIGN_RIGHT, center: ALIGN_CENTER };
export const ALIGN_NAMES: readonly CanvasTextAlign[] = ['left', 'right', 'center'];

/** Growable parallel arrays of cells; `length` is one past the highest live slot. */
export class CellStore {
  text: string[] = [];
  color: string[] = [];
  x = new Float32Array(64);
  y = new Float32Array(64);
  align = new Uint8Array(64);
  length = 0;
  /** Bumped by every real change; a layer rebuilds its geometry when it differs from what it drew. */
  version = 0;

  private grow(slot: number): void {
    this.x = grownTo(this.x, slot + 1);
    this.y = grownTo(this.y, slot + 1);
    this.align = grownTo(this.align, slot + 1);
  }

  /** Returns true when the cell changed. */
  set(slot: number, text: string, x: number, y: number, color: string, align: CellAlign): boolean {
    if (slot < 0 || !Number.isInteger(slot)) throw new RangeError(`bad text cell slot ${slot}`);
    const code = ALIGN_CODES[align];
    if (slot < this.length && this.text[slot] === text && this.x[slot] === Math.fround(x)
      && this.y[slot] === Math.fround(y) && this.color[slot] === color && this.align[slot] === code) return false;
    if (slot >= this.x.length) this.grow(slot);
    // slots skipped over stay empty strings: drawn as nothing
    for (let i = this.length; i < slot; i++) { this.text[i] = ''; this.color[i] = ''; }
    this.text[slot] = text;
    this.color[slot] = color;
    this.x[slot] = x;
    this.y[slot] = y;
    this.align[slot] = code;
    if (slot >= this.length) this.length = slot + 1;
    this.version++;
    return true;
  }

  /** Drops every cell at slot >= count; returns true when any was live. */
  truncate(count: number): boolean {
    const n = Math.max(0, Math.floor(count));
    if (n >= this.length) return false;
    this.text.length = n;
    this.color.length = n;
    this.length = n;
    this.version++;
    return true;
  }
}

/**
 * The TextCells of a layer whose cells live in `cells`: set and truncate write the store,
 * measure asks `measure`, destroy runs `cleanUp` (the layer's own), then destroys `view` (the
 * layer's Pixi view where it is drawn in Pixi's pass, which also keeps its visibility).
 */
export function cellsLayer(cells: CellStore, measure: (text: string) => number, cleanUp?: () => void, view?: LayerView): TextCells {
  return Object.assign(layerBase(view, cleanUp), {
    set(slot: number, text: string, x: number, y: number, color: string, align: CellAlign): void {
      cells.set(slot, text, x, y, color, align);
    },
    truncate(count: number): void {
      cells.truncate(count);
    },
    measure,
  });
}
