/**
 * The pro layout of each page type (spot, margin) as signals, read from local storage once
 * (stored-layout.ts says how; set-layout.ts writes changes back). The thin shell over the pure core.
 */
import { signal, type Signal } from '@preact/signals-react';
import { EMPTY_LAYOUT_STATE, type LayoutState } from './layout-state';
import { localStore } from '../../ui/page-storage'; // refused storage: the layout lasts for this page only
import { loadLayout, type PageType } from './stored-layout';

/**
 * True while the chart is fullscreen: its close button is off then (spec 001: the chart cannot
 * be closed while fullscreen). The chart sets it when it enters and leaves fullscreen.
 */
export const chartFullscreen = signal(false);


const states = new Map<PageType, Signal<LayoutState>>();

/** Page type `type`'s layout (loaded on first use; a stored layout of another version is dropped then). */
export function layoutOf(type: PageType): Signal<LayoutState> {
  let found = states.get(type);
  if (found === undefined) {
    const store = localStore();
    const loaded = store === null ? EMPTY_LAYOUT_STATE : loadLayout(store, type).state;
    found = signal(loaded);
    states.set(type, found);
  }
  return found;
}

/**
 * Keeps chartFullscreen in step with the document's fullscreen element (the chart goes
 * fullscreen through the Fullscreen API): true while it is inside `chartHost()`. Returns the undoing.
 */
export function followChartFullscreen(chartHost: () => HTMLElement | undefined): () => void {
  const update = () => {
    const full = document.fullscreenElement;
    chartFullscreen.value = full !== null && (chartHost()?.contains(full) ?? false);
  };
  document.addEventListener('fullscreenchange', update);
  return () => document.removeEventListener('fullscreenchange', update);
}
