/**
 * Date filter and hide-cancelled of order history and trade history, and the panel's time
 * format (spec order-panel sections 2, 4 and 9).
 *
 * Nothing here reads the clock or the host time zone: `nowMs` and the viewer's offset are
 * passed in (as in market-trades.ts), so a window is the same in every test run.
 */
import { formatTradeTime } from '../market-trades';
import { PLACEHOLDER, type PanelMode } from './types';

/** The date filter options; margin mode clears the filter (null) and always reads 90 days. */
export type DateRange = '7d' | '1m' | '3m';

export const DATE_RANGES: readonly DateRange[] = ['7d', '1m', '3m'];
export const DEFAULT_RANGE: DateRange = '7d';

/** Days each option covers, today included (1 month and 3 months are 30 and 90 days). */
export const RANGE_DAYS: Readonly<Record<DateRange, number>> = { '7d': 7, '1m': 30, '3m': 90 };
/** Days margin mode reads. */
export const MARGIN_DAYS = 90;

/** `panel` keys of the options. */
export const RANGE_KEY = { '7d': 'range.7d', '1m': 'range.1m', '3m': 'range.3m' } as const satisfies Record<DateRange, string>;

const DAY_MS = 86_400_000;

/**
 * The query window of a range: from 00:00:00.000 of the first of its days to 23:59:59.999
 * today, in the viewer's time zone (`utcOffsetMinutes` east of UTC; the shell passes
 * `-new Date().getTimezoneOffset()`). Margin mode, or no range, reads 90 days.
 */
export function historyWindow(range: DateRange | null, mode: PanelMode, nowMs: number, utcOffsetMinutes = 0): { startTime: number; endTime: number } {
  const days = mode === 'margin' || range === null ? MARGIN_DAYS : RANGE_DAYS[range];
  const offsetMs = utcOffsetMinutes * 60_000;
  const today = Math.floor((nowMs + offsetMs) / DAY_MS);
  const endTime = (today + 1) * DAY_MS - offsetMs - 1;
  const startTime = (today - days + 1) * DAY_MS - offsetMs;
  return { startTime, endTime };
}

/**
 * The date filter after a mode switch: empty in margin, back to 7 days in spot (spec section 4
 * "Mode switch"). Unchanged when the mode did not change.
 */
export function rangeAfterModeChange(range: DateRange | null, from: PanelMode, to: PanelMode): DateRange | null {
  if (from === to) return range;
  return to === 'margin' ? null : DEFAULT_RANGE;
}

const CANCELLED_WITHOUT_FILL: ReadonlySet<string> = new Set(['CANCELLED', 'SYSTEM_CANCELED', 'STP_CANCELED']);

/**
 * The gateway's hide-cancelled rule (history's `excludeCanceled`, server/store/queries.ts), for
 * rows already loaded while the toggle flips and the reload is on its way: orders cancelled
 * without any fill are hidden; partly filled then cancelled ones stay.
 */
export function hiddenByHideCancelled(state: string): boolean {
  return CANCELLED_WITHOUT_FILL.has(state);
}

function two(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/**
 * Epoch ms as YYYY/MM/DD HH:mm:ss at `utcOffsetMinutes` east of UTC; '--' for a missing or
 * unreadable time. The date part comes from the shifted instant read as UTC, so no host time
 * zone leaks in; the time part is market-trades' formatTradeTime.
 */
export function formatPanelTime(timeMs: number | null | undefined, utcOffsetMinutes = 0): string {
  if (typeof timeMs !== 'number' || !Number.isFinite(timeMs)) return PLACEHOLDER;
  const shifted = new Date(timeMs + utcOffsetMinutes * 60_000);
  if (Number.isNaN(shifted.getTime())) return PLACEHOLDER;
  const date = `${shifted.getUTCFullYear()}/${two(shifted.getUTCMonth() + 1)}/${two(shifted.getUTCDate())}`;
  return `${date} ${formatTradeTime(timeMs, utcOffsetMinutes)}`;
}
