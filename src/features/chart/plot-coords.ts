/**
 * The price pane's coordinates for the layers drawn over it (chart trading's order lines,
 * markers and popup, src/features/chart-trading/chart-coords.ts): px from the chart's root (the
 * price chart element), the host's offset plus uPlot's plot box. Read in the paint listeners,
 * after uPlot has drawn; null until the scales are set.
 *
 * The host's offset in the chart is kept, not read per call: the layers ask for the plot box in
 * every paint, and reading offsetLeft/offsetTop there, after the paint's legend and canvas
 * writes, forced a layout of the whole document each frame of a pan (bench/chart.ts
 * BENCH_TRACE). It is read again when the host's size changes (a ResizeObserver callback runs
 * after layout, so the read forces nothing): whatever moves the host inside the chart (the
 * legend's lines, a status line, full screen) changes its height too, the chart's box being
 * fixed by the page's grid. A new offset re-runs the host's paint listeners: the layers were
 * placed in the draw the same resize caused, which may run before this observer's callback (the
 * controller's own observer can come first), and a still market may not paint again for long.
 */
import uPlot from 'uplot';
import type { ChartCoords } from '../chart-trading/chart-coords';

type Offset = { left: number; top: number };

/** Each host's offset as last read (the host outlives the controllers a pair or interval switch builds on it). */
const offsets = new WeakMap<HTMLElement, Offset>();
/** Each host's paint listeners (of the controller last built on it). */
const listeners = new WeakMap<HTMLElement, Set<() => void>>();
let watcher: ResizeObserver | null = null;

function readOffset(host: HTMLElement): Offset {
  const at = { left: host.offsetLeft, top: host.offsetTop };
  offsets.set(host, at);
  return at;
}

function offsetMoved(host: HTMLElement): void {
  const was = offsets.get(host);
  const at = readOffset(host);
  if (was !== undefined && (was.left !== at.left || was.top !== at.top)) for (const listener of listeners.get(host) ?? []) listener();
}

/** One observer for every host (observing a host again adds nothing; an element gone frees its observation). */
function watch(host: HTMLElement): void {
  if (typeof ResizeObserver === 'undefined') return;
  watcher ??= new ResizeObserver((entries) => {
    for (const e of entries) offsetMoved(e.target as HTMLElement);
  });
  watcher.observe(host);
}

export function plotCoords(current: () => uPlot | null, host: HTMLElement, painted: Set<() => void>): ChartCoords {
  watch(host);
  listeners.set(host, painted);
  const ready = () => {
    const u = current();
    return u !== null && u.scales.y.min != null && u.scales.x.min != null ? u : null;
  };
  return {
    plot: () => {
      const u = ready();
      if (u === null) return null;
      const r = uPlot.pxRatio;
      const at = offsets.get(host) ?? readOffset(host);
      return { left: at.left + u.bbox.left / r, top: at.top + u.bbox.top / r, width: u.bbox.width / r, height: u.bbox.height / r };
    },
    yOf: (price) => ready()?.valToPos(price, 'y') ?? null,
    priceAt: (y) => ready()?.posToVal(y, 'y') ?? null,
    xOf: (ms) => ready()?.valToPos(ms / 1000, 'x') ?? null,
    onPaint: (listener) => {
      painted.add(listener);
      return () => void painted.delete(listener);
    },
  };
}
