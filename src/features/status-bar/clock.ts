/**
 * The status bar's clock: the trader's local time and its offset from UTC, written the same in
 * every locale (24-hour digits, as exchanges show times). Pure: the date is handed in.
 */

const two = (n: number) => String(n).padStart(2, '0');

/** `HH:MM:SS` of `date` in local time. */
export function clockTime(date: Date): string {
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/**
 * `UTC+1`, `UTC-3`, `UTC+5:30`, `UTC` for an offset of `minutesEast` minutes east of Greenwich
 * (the browser's: browserUtcOffset(), src/ui/utc-offset.ts).
 */
export function utcOffset(minutesEast: number): string {
  if (minutesEast === 0) return 'UTC';
  const sign = minutesEast > 0 ? '+' : '-';
  const abs = Math.abs(minutesEast);
  const hours = Math.floor(abs / 60);
  const minutes = abs % 60;
  return `UTC${sign}${hours}${minutes === 0 ? '' : `:${two(minutes)}`}`;
}

/** Milliseconds until the next whole second after `now` (the clock ticks on the second, not drifting). */
export function untilNextSecond(now: number): number {
  return 1000 - (now % 1000);
}
