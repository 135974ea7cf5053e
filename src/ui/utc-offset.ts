/**
 * The browser's offset from UTC in minutes, east positive, at a given moment (now by default):
 * what the panels' times, the trades' times and the status bar's clock are shown in. The pure
 * formatters take it as a number (formatPanelTime, formatTradeTime); this is the one place that
 * reads it from the browser. Date#getTimezoneOffset() counts minutes *west*, and changes with
 * daylight saving, hence the negation and the moment.
 */
export function browserUtcOffset(atMs: number = Date.now()): number {
  return 0 - new Date(atMs).getTimezoneOffset(); // not -x: UTC would be -0
}
