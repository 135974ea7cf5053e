/**
 * The browser's offset from UTC in minutes, east positive, at a given moment (now by default):
 * what the panels' times, the trades' times and the status bar's clock are shown in. The pure
 * formatters take it as a number (formatPanelTime, formatTradeTime); this is the one place that
 * reads it from the browser. localPanelTime writes a time at its own moment's offset: a row of
 * three months ago, before a daylight-saving change, is shown as the clock then read. Date#getTimezoneOffset() counts minutes *west*, and changes with
 * daylight saving, hence the negation and the moment.
 */
import { formatPanelTime } from '../core/order-panel/history-filter';

export function browserUtcOffset(atMs: number = Date.now()): number {
  return 0 - new Date(atMs).getTimezoneOffset(); // not -x: UTC would be -0
}

/** A panel time (YYYY/MM/DD HH:mm:ss) in the browser's time zone as it was at that moment. */
export function localPanelTime(timeMs: number | null | undefined): string {
  return formatPanelTime(timeMs, typeof timeMs === 'number' && Number.isFinite(timeMs) ? browserUtcOffset(timeMs) : 0);
}
