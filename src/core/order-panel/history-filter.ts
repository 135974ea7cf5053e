/**
 * Date filter and hide-cancelled of order history and trade history, and the panel's time
 * format (spec order-panel sections 2, 4 and 9).
 *
 * Nothing here reads the clock or the host time zone: `nowMs` and the viewer's offset are
 * passed in (as in market-trades.ts), so a window is the same in every test run.
 */
import { formatTradeTime } from '../market-trades';
import { PLACEHOLDER, type PanelMode } from './types';

/** The panel's date filter options. */
export type PresetRange = '7d' | '1m' | '3m';
/**
 * The order center's custom range: first and last day, both included, as 'YYYY-MM-DD~YYYY-MM-DD'
 * in the viewer's calendar. A string, so a list's inputs key changes with it.
 */
export type CustomRange = `${string}~${string}`;
/** The date filter; margin mode clears it (null) and always reads 90 days. */
export type DateRange = PresetRange | CustomRange;

export const DATE_RANGES: readonly PresetRange[] = ['7d', '1m', '3m'];
export const DEFAULT_RANGE: DateRange = '7d';

/** Days each option covers, today included (1 month and 3 months are 30 and 90 days). */
export const RANGE_DAYS: Readonly<Record<PresetRange, number>> = { '7d': 7, '1m': 30, '3m': 90 };
/** Days margin mode reads. */
export const MARGIN_DAYS = 90;

/** `panel` keys of the options. */
export const RANGE_KEY = { '7d': 'range.7d', '1m': 'range.1m', '3m': 'range.3m' } as const satisfies Record<PresetRange, string>;

const DAY_MS = 86_400_000;

/** Days since the epoch of a 'YYYY-MM-DD' calendar date; null when it is not one. */
function dayOf(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (m === null) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms / DAY_MS : null;
}

function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The viewer's today (days since the epoch in their calendar). */
function todayOf(nowMs: number, utcOffsetMinutes: number): number {
  return Math.floor((nowMs + utcOffsetMinutes * 60_000) / DAY_MS);
}

/** A custom range from its first and last day ('YYYY-MM-DD'). */
export function customRange(from: string, to: string): CustomRange {
  return `${from}~${to}`;
}

/** The first and last day of a custom range; null for a preset, null or unreadable range. */
export function readCustomRange(range: DateRange | null): { from: string; to: string } | null {
  if (range === null || !range.includes('~')) return null;
  const [from = '', to = ''] = range.split('~');
  return dayOf(from) === null || dayOf(to) === null ? null : { from, to };
}

/**
 * The days a custom range may take: the query window the spec allows (the last 3 months, 90
 * days with today), for the date inputs' min and max.
 */
export function customBounds(nowMs: number, utcOffsetMinutes = 0): { min: string; max: string } {
  const today = todayOf(nowMs, utcOffsetMinutes);
  return { min: dateOf(today - MARGIN_DAYS + 1), max: dateOf(today) };
}

/** Days [first, last] a range reads, custom ones clamped into the last 90 days (and in order). */
function daysOf(range: DateRange | null, mode: PanelMode, today: number): [number, number] {
  const oldest = today - MARGIN_DAYS + 1;
  if (mode === 'margin' || range === null) return [oldest, today];
  if (range in RANGE_DAYS) return [today - RANGE_DAYS[range as PresetRange] + 1, today];
  const custom = readCustomRange(range);
  if (custom === null) return [today - RANGE_DAYS[DEFAULT_RANGE as PresetRange] + 1, today];
  const clamp = (d: number) => Math.min(today, Math.max(oldest, d));
  const [a, b] = [clamp(dayOf(custom.from)!), clamp(dayOf(custom.to)!)];
  return a <= b ? [a, b] : [b, a];
}

/**
 * The query window of a range: from 00:00:00.000 of the first of its days to 23:59:59.999 of
 * its last (today for the presets), in the viewer's time zone (`utcOffsetMinutes` east of UTC;
 * the shell passes browserUtcOffset() (src/ui/utc-offset.ts)). Margin mode, or no range, reads 90 days;
 * a custom range is kept within them (the spec's 3-month query window), an unreadable one reads
 * the default 7 days.
 */
export function historyWindow(range: DateRange | null, mode: PanelMode, nowMs: number, utcOffsetMinutes = 0): { startTime: number; endTime: number } {
  const offsetMs = utcOffsetMinutes * 60_000;
  const [first, last] = daysOf(range, mode, todayOf(nowMs, utcOffsetMinutes));
  return { startTime: first * DAY_MS - offsetMs, endTime: (last + 1) * DAY_MS - offsetMs - 1 };
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
 * without any fill are hidden; partly filled then cancelled ones stay. A fired plan whose child
 * was cancelled unfilled (the gateway hides it too) waits for that reload: its row carries the
 * plan's state, COMPLETE, not the child's.
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
