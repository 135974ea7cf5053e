/**
 * The price pane's coordinates for the layers drawn over it (chart trading's order lines,
 * markers and popup, src/features/chart-trading/chart-coords.ts): px from the chart's root (the
 * price chart element), the host's offset plus uPlot's plot box. Read in the paint listeners,
 * after uPlot has drawn; null until the scales are set.
 */
import uPlot from 'uplot';
import type { ChartCoords } from '../chart-trading/chart-coords';

export function plotCoords(current: () => uPlot | null, host: HTMLElement, painted: Set<() => void>): ChartCoords {
  const ready = () => {
    const u = current();
    return u !== null && u.scales.y.min != null && u.scales.x.min != null ? u : null;
  };
  return {
    plot: () => {
      const u = ready();
      if (u === null) return null;
      const r = uPlot.pxRatio;
      return { left: host.offsetLeft + u.bbox.left / r, top: host.offsetTop + u.bbox.top / r, width: u.bbox.width / r, height: u.bbox.height / r };
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
