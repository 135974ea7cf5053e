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

function dashPattern(ctx: CanvasRenderingContext2D, colour: string, r: number): CanvasPattern | null {
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
  return p;
}

/** The last candle's close: a dotted line across the pane and its price on the price axis, coloured by the candle's side. */
export function drawLastPrice(u: uPlot, close: number, open: number, pricePrecision: number, colours: { up: string; down: string }): void {
  const py = Math.round(u.valToPos(close, 'y', true));
  const { ctx, bbox } = u;
  if (py < bbox.top || py > bbox.top + bbox.height) return;
  const colour = close >= open ? colours.up : colours.down;
  const r = uPlot.pxRatio;
  ctx.save();
  // one fillRect with a repeating dash: a dashed stroke went through the path rasteriser with a
  // dash effect every paint (a tenth of a pan paint's canvas calls, bench/chart.ts profile)
  ctx.fillStyle = dashPattern(ctx, colour, r) ?? colour;
  ctx.fillRect(bbox.left, py - Math.floor(r / 2), bbox.width, r);
  const label = priceLabel(close.toFixed(pricePrecision), colour, r);
  if (label !== null) ctx.drawImage(label, bbox.left + bbox.width, py - label.height / 2);
  ctx.restore();
}

/** The last price's labels as drawn, by text, colour and pixel ratio (a few: the price moves). */
const LABELS = new Map<string, HTMLCanvasElement | null>();
const LABELS_KEPT = 8;

/**
 * The last price's label on the price axis, drawn once into its own small canvas and copied in
 * each paint: a fillText with its font set cost about as much as all the volume bars' fillRects
 * in a pan paint (bench/chart.ts profile), and during a pan the price stands still.
 */
function priceLabel(text: string, colour: string, r: number): HTMLCanvasElement | null {
  const key = `${text} ${colour} ${r}`;
  const kept = LABELS.get(key);
  if (kept !== undefined) return kept;
  const c = document.createElement('canvas');
  c.width = AXIS_PX * r;
  c.height = 18 * r;
  const t = c.getContext('2d');
  if (t !== null) {
    t.fillStyle = colour;
    t.fillRect(0, 0, c.width, c.height);
    t.fillStyle = '#ffffff';
    t.font = `${11 * r}px system-ui, sans-serif`;
    t.textBaseline = 'middle';
    t.textAlign = 'left';
    t.fillText(text, 4 * r, c.height / 2);
  }
  if (LABELS.size >= LABELS_KEPT) LABELS.delete(LABELS.keys().next().value!);
  LABELS.set(key, t === null ? null : c);
  return t === null ? null : c;
}
