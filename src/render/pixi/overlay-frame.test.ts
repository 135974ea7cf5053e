import { describe, expect, it } from 'vitest';
import { CellStore } from './cells';
import { OverlayFrameWriter, readOverlayFrame, type TextLayerFrame } from './overlay-frame';
import { cellInBand } from './text-draw';
import { RectStore } from './rect-store';

function bookCells(): CellStore {
  const cells = new CellStore();
  cells.set(0, '60012.50', 8, 4, '#fa3b61', 'left');
  cells.set(1, '0.12345', 200, 4, '#c5cbd3', 'right');
  cells.set(3, '1.23K', 310, 24, '#c5cbd3', 'center'); // slot 2 left empty: not sent
  cells.set(4, '買い 42', 8, 44, '#13c287', 'left'); // any UTF-16 text
  return cells;
}

describe('OverlayFrameWriter / readOverlayFrame', () => {
  it('should carry every live cell of every layer across as the drawing routine reads them', () => {
    const w = new OverlayFrameWriter();
    w.begin(320, 600, 1.5, 0, null);
    w.text(bookCells(), '12px sans-serif', 12);
    const strip = new CellStore();
    strip.set(0, '60,012.5', 160, 300, '#13c287', 'center');
    w.text(strip, 'bold 15px sans-serif', 15);
    const buffer = w.finish();
    const f = readOverlayFrame(structuredClone(buffer));
    expect({ width: f.width, height: f.height, dpr: f.dpr, scrollPx: f.scrollPx, band: f.band }).toEqual({ width: 320, height: 600, dpr: 1.5, scrollPx: 0, band: null });
    expect(f.layers).toHaveLength(2);
    const [a, b] = f.layers as TextLayerFrame[];
    expect(a.font).toBe('12px sans-serif');
    expect(a.fontSizePx).toBe(12);
    expect(a.n).toBe(4);
    expect(a.text).toEqual(['60012.50', '0.12345', '1.23K', '買い 42']);
    expect(a.color).toEqual(['#fa3b61', '#c5cbd3', '#c5cbd3', '#13c287']);
    expect([...a.x]).toEqual([8, 200, 310, 8]);
    expect([...a.y]).toEqual([4, 4, 24, 44]);
    expect([...a.align]).toEqual([0, 1, 2, 0]);
    expect(a.kind).toBe('text');
    expect(b).toMatchObject({ kind: 'text', font: 'bold 15px sans-serif', fontSizePx: 15, n: 1, text: ['60,012.5'], color: ['#13c287'] });
  });

  it('should read the same frame from a shared buffer at an offset (the ring) as from its own buffer', () => {
    const w = new OverlayFrameWriter();
    w.begin(320, 600, 2, 8, { top: 0, bottom: 100 });
    const rects = new RectStore();
    rects.set(0, 0, 4, 120, 20, '#13c287', 0.2);
    w.rects(rects);
    w.text(bookCells(), '12px sans-serif', 12);
    const bytes = w.seal();
    const shared = new SharedArrayBuffer(bytes + 64);
    new Uint8Array(shared).fill(0xee); // what lies around the frame is not read
    w.copyTo(new Uint8Array(shared), 24);
    const own = readOverlayFrame(w.finish());
    const inRing = readOverlayFrame(shared, 24, bytes);
    const plain = (f: typeof own) => JSON.parse(JSON.stringify(f, (_k, v: unknown) => (v instanceof Float32Array ? [...v] : v)));
    expect(plain(inRing)).toEqual(plain(own));
    expect(() => readOverlayFrame(shared, 24, bytes - 2)).toThrow(RangeError);
    expect(() => readOverlayFrame(shared, 26, bytes)).toThrow(RangeError);
    expect(() => readOverlayFrame(shared, 64, bytes)).toThrow(RangeError);
  });

  it('should send only the cells that reach into the band, with the scroll and band as given', () => {
    const w = new OverlayFrameWriter();
    // device px at dpr 2: CSS 0..20, the first row only
    w.begin(320, 600, 2, 40, { top: 0, bottom: 40 });
    w.text(bookCells(), '12px sans-serif', 12);
    const f = readOverlayFrame(w.finish());
    expect(f.scrollPx).toBe(40);
    expect(f.band).toEqual({ top: 0, bottom: 40 });
    expect((f.layers[0] as TextLayerFrame).text).toEqual(['60012.50', '0.12345']);
  });

  it('should reuse its buffers across frames and grow them for long frames', () => {
    const w = new OverlayFrameWriter();
    const many = new CellStore();
    for (let i = 0; i < 3000; i++) many.set(i, `${i}.000000`, i, i * 20, i % 2 === 0 ? '#fff' : '#000', 'right');
    w.begin(100, 100, 1, 0, null);
    w.text(many, '12px x', 12);
    const big = readOverlayFrame(w.finish());
    expect((big.layers[0] as TextLayerFrame).n).toBe(3000);
    expect((big.layers[0] as TextLayerFrame).text[2999]).toBe('2999.000000');
    expect((big.layers[0] as TextLayerFrame).color.slice(0, 2)).toEqual(['#fff', '#000']);
    w.begin(100, 100, 1, 0, null);
    w.text(bookCells(), '12px x', 12);
    expect((readOverlayFrame(w.finish()).layers[0] as TextLayerFrame).text).toHaveLength(4);
  });

  it('should carry rect layers with text layers, in the order written', () => {
    const rects = new RectStore();
    rects.set(0, 100, 1, 220, 18, '#fa3b61', 0.15);
    rects.set(1, 0, 0, 0, 18, '#fa3b61', 0.15); // zero width: not sent
    rects.set(2, 300, 21, 20, 18, '#13c287', 0.15);
    rects.set(3, 0, 41, 3, 18, '#13c287', 1);
    const w = new OverlayFrameWriter();
    w.begin(320, 600, 1, 0, null);
    w.rects(rects);
    w.text(bookCells(), '12px x', 12);
    const f = readOverlayFrame(w.finish());
    expect(f.layers.map((l) => l.kind)).toEqual(['rects', 'text']);
    const r = f.layers[0];
    if (r.kind !== 'rects') throw new Error('not rects');
    expect(r.n).toBe(3);
    expect([...r.x]).toEqual([100, 300, 0]);
    expect([...r.y]).toEqual([1, 21, 41]);
    expect([...r.w]).toEqual([220, 20, 3]);
    expect([...r.h]).toEqual([18, 18, 18]);
    expect([...r.alpha]).toEqual([Math.fround(0.15), Math.fround(0.15), 1]);
    expect(r.color).toEqual(['#fa3b61', '#13c287', '#13c287']);
    // a band (device px 20..40 at dpr 1) keeps the rects and cells that reach into it
    w.begin(320, 600, 1, 0, { top: 20, bottom: 40 });
    w.rects(rects);
    w.text(bookCells(), '12px x', 12);
    const banded = readOverlayFrame(w.finish());
    expect([...(banded.layers[0] as { y: Float32Array }).y]).toEqual([21]);
    expect((banded.layers[1] as TextLayerFrame).text).toEqual(['1.23K']);
  });

  it('should carry an empty layer', () => {
    const w = new OverlayFrameWriter();
    w.begin(10, 10, 1, 0, null);
    w.text(new CellStore(), '12px x', 12);
    expect(readOverlayFrame(w.finish()).layers[0]).toMatchObject({ n: 0, text: [] });
  });

  it('should refuse a buffer that is not a frame', () => {
    expect(() => readOverlayFrame(new ArrayBuffer(8))).toThrow(/too short/);
    const w = new OverlayFrameWriter();
    w.begin(10, 10, 1, 0, null);
    w.text(bookCells(), '12px x', 12);
    const cut = w.finish().slice(0, -2);
    expect(() => readOverlayFrame(cut)).toThrow(/sizes do not match/);
  });
});

describe('cellInBand', () => {
  it('should keep a line box that reaches into the band and drop one wholly outside', () => {
    expect(cellInBand(4, 12, 0, 20)).toBe(true);
    expect(cellInBand(-12, 12, 0, 20)).toBe(true); // its bottom edge touches the band
    expect(cellInBand(-12.5, 12, 0, 20)).toBe(false);
    expect(cellInBand(20, 12, 0, 20)).toBe(true);
    expect(cellInBand(20.5, 12, 0, 20)).toBe(false);
  });
});
