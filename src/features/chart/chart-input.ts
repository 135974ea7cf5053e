/**
 * The price chart's gestures and keys: drag pans, the wheel zooms around the cursor, two
 * fingers pinch, a double click resets, the arrow keys step. They move the view of every pane
 * through the controller's ViewDriver (chart-controller.ts); the view arithmetic is
 * chart-view.ts's.
 */
import uPlot from 'uplot';
import { panView, pinchFactor, WHEEL_STEP, zoomView, type View } from './chart-view';

/** What the input moves: the controller's shared view. */
export interface ViewDriver {
  view(): View | null;
  setView(v: View): void;
  /** Back to the newest candles at the default span. */
  reset(): void;
  /** Seconds a candle. */
  barSec(): number;
  /** A drag or pinch holds the view (set by bindGestures): the crosshair stays put meanwhile. */
  held: boolean;
}

/**
 * uPlot's cursor bindings for a chart moved by `driver`: while a drag or pinch holds the view,
 * pointer moves do not move the crosshair. The pan repaints every pane in the frame anyway and
 * uPlot re-reads the candle under the (resting) crosshair as it draws; following the hand as
 * well cost a second cursor update, its sync to every pane and the legends, per move (a
 * tenth of a pan's frame at 4x throttle, bench/chart.ts). The legend follows the candle under the
 * resting crosshair, paced while held (hover-legend.ts). Hovering without a button works as
 * uPlot's own binding does.
 */
export function cursorBind(driver: ViewDriver): uPlot.Cursor.Bind {
  return {
    mousemove: (_u, targ, handler) => (e) => {
      if (e.target === targ && !driver.held) handler(e);
      return null;
    },
  };
}

/** Drag pans, the wheel zooms around the cursor, two fingers pinch, a double click resets, on `u`'s plot area. */
export function bindGestures(u: uPlot, driver: ViewDriver): void {
  const over = u.over;
  let dragX: number | null = null;
  // touch: one finger pans, two pinch (the view zooms by the change of their distance)
  const touches = new Map<number, number>();
  let pinch: number | null = null;
  const plotWidth = () => u.bbox.width / uPlot.pxRatio;
  const spread = () => {
    const xs = [...touches.values()];
    return Math.abs(xs[0] - xs[1]);
  };
  const onDown = (e: PointerEvent) => {
    if (e.button !== 0) return;
    over.setPointerCapture(e.pointerId);
    touches.set(e.pointerId, e.clientX);
    driver.held = true;
    if (touches.size === 2) {
      pinch = spread();
      dragX = null;
    } else if (touches.size === 1) dragX = e.clientX;
  };
  const onMove = (e: PointerEvent) => {
    if (touches.has(e.pointerId)) touches.set(e.pointerId, e.clientX);
    const view = driver.view();
    if (view === null) return;
    if (pinch !== null && touches.size === 2) {
      const now = spread();
      const factor = pinchFactor(pinch, now);
      pinch = now;
      const mid = ([...touches.values()][0] + [...touches.values()][1]) / 2 - u.rect.left;
      if (factor !== 1) driver.setView(zoomView(view, factor, u.posToVal(mid, 'x'), driver.barSec()));
      return;
    }
    if (dragX === null) return;
    const dx = e.clientX - dragX;
    dragX = e.clientX;
    if (dx !== 0) driver.setView(panView(view, dx, plotWidth()));
  };
  const onUp = (e: PointerEvent) => {
    touches.delete(e.pointerId);
    pinch = null;
    dragX = null;
    driver.held = touches.size > 0;
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault(); // the page does not scroll under the chart
    const view = driver.view();
    if (view === null || e.deltaY === 0) return;
    // from uPlot's kept plot rect: a MouseEvent's offsetX lays out the document to answer
    const at = u.posToVal(e.clientX - u.rect.left, 'x');
    driver.setView(zoomView(view, e.deltaY > 0 ? WHEEL_STEP : 1 / WHEEL_STEP, at, driver.barSec()));
  };
  over.addEventListener('pointerdown', onDown);
  over.addEventListener('pointermove', onMove);
  over.addEventListener('pointerup', onUp);
  over.addEventListener('pointercancel', onUp);
  over.addEventListener('wheel', onWheel, { passive: false });
  over.addEventListener('dblclick', () => driver.reset());
}

/** Arrow keys step a tenth of the view (the chart's element takes the focus); returns the unbinding. */
export function bindKeys(host: HTMLElement, driver: ViewDriver): () => void {
  const onKey = (e: KeyboardEvent) => {
    const view = driver.view();
    if (view === null) return;
    const step = (view.max - view.min) / 10;
    if (e.key === 'ArrowLeft') driver.setView({ min: view.min - step, max: view.max - step });
    else if (e.key === 'ArrowRight') driver.setView({ min: view.min + step, max: view.max + step });
    else return;
    e.preventDefault();
  };
  host.addEventListener('keydown', onKey);
  return () => host.removeEventListener('keydown', onKey);
}
