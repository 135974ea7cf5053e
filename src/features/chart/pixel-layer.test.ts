import { describe, expect, it } from 'vitest';
import { CanvasRects, FILL_MIN_PX, parseColour, PixelLayer, type BlitTarget } from './pixel-layer';
import { RectBatch } from './rect-batch';

/** A canvas stand-in: records the calls, and the stage's put keeps the pixels put. */
function setup() {
  const calls: string[] = [];
  let put: { data: Uint8ClampedArray; width: number } | null = null;
  const stageCanvas = { width: 0, height: 0 } as unknown as HTMLCanvasElement;
  const layer = new PixelLayer(() => ({
    canvas: stageCanvas,
    putImageData: (d: ImageData, dx: number, dy: number, sx: number, sy: number, sw: number, sh: number) => {
      // a copy: the layer clears its buffer once drawn
      put = { data: d.data.slice(), width: d.width };
      calls.push(`put ${sx},${sy} ${sw}x${sh}`);
    },
  }));
  const target: BlitTarget = {
    fillStyle: '',
    fillRect: (x, y, w, h) => calls.push(`fillRect ${String(target.fillStyle)} ${x},${y} ${w}x${h}`),
    drawImage: (_img, sx, sy, sw, sh, dx, dy) => calls.push(`draw ${sx},${sy} ${sw}x${sh} at ${dx},${dy}`),
  };
  /** The pixel (buffer px) as [r, g, b, a] in what was last put. */
  const pixel = (x: number, y: number) => {
    const o = 4 * (y * put!.width + x);
    return [...put!.data.slice(o, o + 4)];
  };
  return { layer, target, calls, pixel };
}

describe('parseColour', () => {
  it('should read the plain forms and keep 8 bits of alpha', () => {
    expect(parseColour('#13c287')).toEqual([0x13, 0xc2, 0x87, 255]);
    expect(parseColour('#fff')).toEqual([255, 255, 255, 255]);
    expect(parseColour('rgba(19,194,135,0.35)')).toEqual([19, 194, 135, 89]);
    expect(parseColour('rgb(1, 2, 3)')).toEqual([1, 2, 3, 255]);
    expect(parseColour('red')).toBeNull();
    expect(parseColour('rgba(1,2,3,2)')).toBeNull();
  });
});

describe('PixelLayer', () => {
  it('should write rects as pixels clipped to its rect and blit only the part written', () => {
    const { layer, target, calls, pixel } = setup();
    layer.begin(target, 10, 20, 100, 50);
    const b = new RectBatch();
    b.add(12, 25, 3, 4); // buffer x 2..5, y 5..9
    b.add(105, 60, 20, 30); // clipped to x 95..100, y 40..50
    b.fill(layer, '#ff0000');
    layer.flush();
    expect(calls).toEqual(['put 2,5 98x45', 'draw 2,5 98x45 at 12,25']);
    expect(pixel(2, 5)).toEqual([255, 0, 0, 255]);
    expect(pixel(4, 8)).toEqual([255, 0, 0, 255]);
    expect(pixel(5, 8)).toEqual([0, 0, 0, 0]);
    expect(pixel(99, 49)).toEqual([255, 0, 0, 255]);
  });

  it('should write an opaque rect the same, narrow (stored pixel by pixel) or wide (filled a row at a time)', () => {
    const { layer, target, pixel } = setup();
    layer.begin(target, 0, 0, 60, 10);
    layer.fillStyle = '#0000ff';
    layer.fillRect(1, 2, 1, 3); // a wick: x 1, y 2..4
    layer.fillRect(4, 1, FILL_MIN_PX - 1, 2); // x 4..4+FILL_MIN_PX-2, y 1..2
    layer.fillRect(30, 6, FILL_MIN_PX + 4, 2); // x 30..49, y 6..7
    layer.flush();
    const blue = [0, 0, 255, 255];
    const none = [0, 0, 0, 0];
    expect([pixel(1, 1), pixel(1, 2), pixel(1, 4), pixel(1, 5), pixel(0, 3), pixel(2, 3)]).toEqual([none, blue, blue, none, none, none]);
    expect([pixel(3, 1), pixel(4, 1), pixel(4 + FILL_MIN_PX - 2, 2), pixel(4 + FILL_MIN_PX - 1, 2), pixel(4, 3)]).toEqual([none, blue, blue, none, none]);
    expect([pixel(29, 6), pixel(30, 6), pixel(49, 7), pixel(50, 7), pixel(30, 8)]).toEqual([none, blue, blue, none, none]);
  });

  it('should blend a translucent colour over what it wrote (source-over) and replace with an opaque one', () => {
    const { layer, target, pixel } = setup();
    layer.begin(target, 0, 0, 10, 10);
    layer.fillStyle = 'rgba(0,0,255,0.5)';
    layer.fillRect(0, 0, 2, 1);
    layer.fillStyle = 'rgba(255,0,0,0.5)';
    layer.fillRect(1, 0, 2, 1);
    layer.fillStyle = '#00ff00';
    layer.fillRect(2, 0, 1, 1);
    layer.flush();
    expect(pixel(0, 0)).toEqual([0, 0, 255, 128]);
    // red 128/255 over blue 128/255: alpha 1 - (1 - a)^2, colour weighted by each one's share
    const [r, g, bl, a] = pixel(1, 0);
    expect([g, a]).toEqual([0, 192]); // 255 x (1 - (127/255)^2), rounded
    expect(r).toBeGreaterThan(bl);
    expect(r + bl).toBeGreaterThanOrEqual(254);
    expect(pixel(2, 0)).toEqual([0, 255, 0, 255]);
  });

  it('should start each paint empty and draw a colour it cannot write through the canvas, in order', () => {
    const { layer, target, calls, pixel } = setup();
    layer.begin(target, 0, 0, 10, 10);
    layer.fillStyle = '#000001';
    layer.fillRect(0, 0, 1, 1);
    layer.flush();
    layer.begin(target, 0, 0, 10, 10);
    layer.fillStyle = '#000002';
    layer.fillRect(5, 5, 1, 1);
    layer.fillStyle = 'hsl(0, 50%, 50%)';
    layer.fillRect(1, 1, 2, 2);
    expect(pixel(0, 0)).toEqual([0, 0, 0, 0]);
    expect(calls.slice(2)).toEqual(['put 5,5 1x1', 'draw 5,5 1x1 at 5,5', 'fillRect hsl(0, 50%, 50%) 1,1 2x2']);
  });
});

describe('CanvasRects (a page with a GPU)', () => {
  it('should draw each rect with the canvas, clipped to the plot as the layer clips', () => {
    const { target, calls } = setup();
    const rects = new CanvasRects().begin(target, 10, 20, 100, 50);
    const b = new RectBatch();
    b.add(12, 25, 3, 4);
    b.add(105, 60, 20, 30);
    b.add(0, 0, 5, 5); // wholly outside
    b.fill(rects, '#ff0000');
    rects.flush();
    expect(calls).toEqual(['fillRect #ff0000 12,25 3x4', 'fillRect #ff0000 105,60 5x10']);
  });
});
