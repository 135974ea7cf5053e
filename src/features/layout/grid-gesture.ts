/**
 * Whether a module of the pro grid is being resized by hand (ProGrid.tsx sets it between
 * react-grid-layout's onResizeStart and onResizeStop). A canvas widget that redraws at a new
 * size at a dear price (the chart: uPlot's canvases reallocated and redrawn, 50-76 ms a frame
 * at a 4x CPU throttle) holds its drawing while this is true and takes its final size once
 * it ends (issue 20: a resize costs no long task). A signal, not a prop: the widgets sit in
 * portals (ModuleHosts.tsx) that the grid's moves never re-render.
 */
import { signal } from '@preact/signals-react';

export const gridResizing = signal(false);
