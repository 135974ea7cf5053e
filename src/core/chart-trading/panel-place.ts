/**
 * Where the draggable quick market panel sits over the chart (spec "Chart area": its position
 * x, y persisted locally). Pure: the stored text is parsed here (anything malformed gives the
 * default place) and a place is kept inside the chart whatever its size is now.
 */

export const PANEL_PLACE_KEY = 'chartQuickPanelPlace';

export interface Place {
  x: number;
  y: number;
}

/** Top left of the chart's plot, under the legend: where a first panel opens. */
export const DEFAULT_PLACE: Place = { x: 8, y: 40 };

export function readPlace(text: string | null): Place {
  if (text === null) return DEFAULT_PLACE;
  try {
    const raw = JSON.parse(text) as unknown;
    if (typeof raw !== 'object' || raw === null) return DEFAULT_PLACE;
    const { x, y } = raw as Record<string, unknown>;
    if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y) || x < 0 || y < 0) return DEFAULT_PLACE;
    return { x, y };
  } catch {
    return DEFAULT_PLACE;
  }
}

/** `p` moved so that a panel of `size` stays inside `area` (its top left corner at 0, 0). */
export function clampPlace(p: Place, size: { w: number; h: number }, area: { w: number; h: number }): Place {
  return {
    x: Math.round(Math.min(Math.max(0, p.x), Math.max(0, area.w - size.w))),
    y: Math.round(Math.min(Math.max(0, p.y), Math.max(0, area.h - size.h))),
  };
}

/** The panel's box in the plot: its place and its size. */
export interface PanelBox extends Place {
  w: number;
  h: number;
}

/** Where an order line's tag starts when nothing is in its way (.ct-line-tag, chart-trading.css). */
export const TAG_LEFT = 8;

/**
 * Where an order line's tag starts, in px from the plot's left. Both sit at the plot's top left
 * by default, and a tag under the panel could be neither read nor dragged: a tag whose row the
 * panel covers steps just past the panel's right edge (decision, docs/decisions.md). Left of the
 * panel there is no room, or the tag would not have met it.
 */
export function tagLeft(row: { top: number; height: number }, tagWidth: number, panel: PanelBox | null): number {
  if (panel === null) return TAG_LEFT;
  const rows = row.top < panel.y + panel.h && row.top + row.height > panel.y;
  const columns = TAG_LEFT < panel.x + panel.w && TAG_LEFT + tagWidth > panel.x;
  return rows && columns ? panel.x + panel.w + TAG_LEFT : TAG_LEFT;
}
