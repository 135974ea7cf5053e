/**
 * The price chart's last price mark (chart-draw.ts paints it last): a dotted line across the
 * price pane at the last candle's close and the price in a label on the price axis. Both are
 * drawn once into small canvases and copied in each paint (a pan repaints ~40 times a second
 * while the price stands still).
 */
import uPlot from 'uplot';
import { AXIS_PX } from './chart-panes';

/** The last price line's dash (2 px on, 3 off, times the pixel ratio), by colour and ratio. */
const DASHES = new Map<string, CanvasPattern | null>();

/** The pattern of the last paint: the key string is not built again while the colour stands. */
let lastDash: { colour: string; r: number; p: CanvasPattern | null } | null = null;

function dashPattern(ctx: CanvasRenderingContext2D, colour: string, r: number): CanvasPattern | null {
  if (lastDash !== null && lastDash.colour === colour && lastDash.r === r) return lastDash.p;
  const key = `${colour} ${r}`;
  let p = DASHES.get(key);
  if (p === undefined) {
    const tile = document.createElement('canvas');
    tile.width = 5 * r;
    tile.height = r;
    const t = tile.getContext('2d');
    if (t !== null) {
      t.fillStyle = colour;
      t.fillRect(0, 0, 2 * r, r);
    }
    p = t === null ? null : ctx.createPattern(tile, 'repeat');
    DASHES.set(key, p);
  }
  lastDash = { colour, r, p };
  return p;
}

/** A rect of canvas px. */
export interface PxRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Label height, css px. */
const LABEL_PX = 18;

/**
 * The canvas px the mark at pixel row `py` covers (whole pixels, every one it touches): the
 * dotted line's row across the plot and the label on the price axis (live-strip.ts puts back
 * what lay under them when the mark moves).
 */
export function markRects(bbox: { left: number; top: number; width: number; height: number }, py: number, r: number): [line: PxRect, label: PxRect] {
  const lineTop = Math.floor(py - Math.floor(r / 2));
  const labelTop = Math.floor(py - (LABEL_PX * r) / 2);
  const right = bbox.left + bbox.width;
  return [
    { x: Math.floor(bbox.left), y: lineTop, w: Math.ceil(right) - Math.floor(bbox.left), h: Math.ceil(py - Math.floor(r / 2) + r) - lineTop },
    { x: Math.floor(right), y: labelTop, w: Math.ceil(right + AXIS_PX * r) - Math.floor(right), h: Math.ceil(py + (LABEL_PX * r) / 2) - labelTop },
  ];
}

/** The last price's pixel row for `close` (null when it lies outside the plot: no mark is drawn). */
export function markRow(u: uPlot, close: number): number | null {
  const py = Math.round(u.valToPos(close, 'y', true));
  return py < u.bbox.top || py > u.bbox.top + u.bbox.height ? null : py;
}

/** The last candle's close: a dotted line across the pane and its price on the price axis, coloured by the candle's side. */
export function drawLastPrice(u: uPlot, close: number, open: number, pricePrecision: number, colours: { up: string; down: string }): void {
  const py = markRow(u, close);
  if (py === null) return;
  const { ctx, bbox } = u;
  const colour = close >= open ? colours.up : colours.down;
  const r = uPlot.pxRatio;
  ctx.save();
  // one fillRect with a repeating dash: a dashed stroke went through the path rasteriser with a
  // dash effect every paint (a tenth of a pan paint's canvas calls, bench/chart.ts profile)
  ctx.fillStyle = dashPattern(ctx, colour, r) ?? colour;
  ctx.fillRect(bbox.left, py - Math.floor(r / 2), bbox.width, r);
  const label = priceLabel(close, pricePrecision, colour, r);
  if (label !== null) ctx.drawImage(label, bbox.left + bbox.width, py - label.height / 2);
  ctx.restore();
}

/** A label as drawn: the price, its precision, colour and pixel ratio, and its canvas. */
interface Label {
  close: number;
  precision: number;
  colour: string;
  r: number;
  canvas: HTMLCanvasElement;
}

/** The last price's labels as drawn, oldest first (a few: the price moves back and forth). */
const LABELS: Label[] = [];
const LABELS_KEPT = 8;

/**
 * The last price's label on the price axis, drawn once into its own small canvas and copied in
 * each paint: a fillText with its font set cost about as much as all the volume bars' fillRects
 * in a pan paint (bench/chart.ts profile), and during a pan the price stands still. Found by
 * the numbers (no text or key string built a paint); a new price redraws the oldest label's
 * canvas rather than making another (a canvas and its 2D context are Blink garbage, collected
 * by the major GCs that are the frames' long tasks).
 */
function priceLabel(close: number, precision: number, colour: string, r: number): HTMLCanvasElement | null {
  for (let i = LABELS.length - 1; i >= 0; i--) {
    const l = LABELS[i];
    if (l.close === close && l.precision === precision && l.colour === colour && l.r === r) return l.canvas;
  }
  const reused = LABELS.length >= LABELS_KEPT ? LABELS.shift()!.canvas : null;
  const c = reused ?? document.createElement('canvas');
  const t = c.getContext('2d');
  if (t === null) return null;
  const w = AXIS_PX * r;
  const h = LABEL_PX * r;
  // a canvas given its own size again is cleared and its context reset (the font, the styles)
  if (c.width !== w || c.height !== h || reused === null) {
    c.width = w;
    c.height = h;
  } else t.clearRect(0, 0, w, h);
  t.fillStyle = colour;
  t.fillRect(0, 0, w, h);
  t.fillStyle = '#ffffff';
  t.font = `${11 * r}px system-ui, sans-serif`;
  t.textBaseline = 'middle';
  t.textAlign = 'left';
  t.fillText(close.toFixed(precision), 4 * r, h / 2);
  LABELS.push({ close, precision, colour, r, canvas: c });
  return c;
}
