/**
 * The one frame loop of the canvas widgets. Market frames arrive from the worker at most once
 * per animation frame (src/net/market-client.ts); right after a frame is applied to the state
 * the client calls paintNow(), so a book update is painted in the frame it arrives in. Local
 * changes (hover, wheel, resize, theme, settings) call requestPaint(), which paints once on the
 * next animation frame however many times it was called.
 *
 * Painters decide for themselves whether anything changed (a version they last drew); the loop
 * only calls them. Timing for the HUD is taken here (src/render/frame-timing.ts reads it).
 */

/** A widget's paint step; `now` is the rAF or performance.now() timestamp of this paint. */
export type Painter = (now: number) => void;

const painters = new Set<Painter>();
let scheduled = false;
let paintListeners: ((startMs: number, endMs: number, fromFeed: boolean) => void)[] = [];

/** Registers a painter; returns its removal. */
export function addPainter(painter: Painter): () => void {
  painters.add(painter);
  requestPaint();
  return () => void painters.delete(painter);
}

function runPainters(now: number, fromFeed: boolean): void {
  const start = performance.now();
  for (const p of painters) {
    try {
      p(now);
    } catch (err) {
      // one broken widget must not stop the others from drawing
      console.error('painter failed', err);
    }
  }
  const end = performance.now();
  for (const l of paintListeners) l(start, end, fromFeed);
}

/** Paints now: the client calls it right after applying a market frame. */
export function paintNow(): void {
  runPainters(performance.now(), true);
}

/** Paints on the next animation frame (coalesced). */
export function requestPaint(): void {
  if (scheduled || typeof requestAnimationFrame !== 'function') return;
  scheduled = true;
  requestAnimationFrame((now) => {
    scheduled = false;
    runPainters(now, false);
  });
}

/** Observes every paint's script time (the HUD's frame timing); returns the removal. */
export function onPaint(listener: (startMs: number, endMs: number, fromFeed: boolean) => void): () => void {
  paintListeners = [...paintListeners, listener];
  return () => { paintListeners = paintListeners.filter((l) => l !== listener); };
}
