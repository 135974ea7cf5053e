/**
 * Candle intervals of spec 001 section 9 and the start of the candle a time falls in. Pure UTC
 * arithmetic shared by the gateway's kline builder and the chart.
 *
 * Minute intervals are aligned to the epoch (a 240-minute candle starts at 00:00, 04:00, … UTC),
 * 1D at 00:00 UTC, 3D every third day from the epoch, 1W on Mondays 00:00 UTC, 1M on the first
 * of the month 00:00 UTC. '1line' is the line style of the 1-minute data, not a stream of its own.
 */

export const KLINE_INTERVALS = ['1', '3', '5', '15', '30', '60', '120', '240', '360', '480', '720', '1D', '3D', '1W', '1M'] as const;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];

/** What a client may name: every interval, plus '1line' (served as '1'). */
export const KLINE_LINE = '1line';
export type KlineIntervalName = KlineInterval | typeof KLINE_LINE;

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
/** 1970-01-05 was the first Monday after the epoch. */
const FIRST_MONDAY = 4 * DAY;

const SET: ReadonlySet<string> = new Set(KLINE_INTERVALS);

/**
 * Most candles one kline call answers (GET /gw-api/quotation/kline `limit`): a chart loads its
 * history in pages of up to this many, older pages through the `before` cursor.
 */
export const KLINE_PAGE_MAX = 1000;

/** The stream interval a client's name stands for ('1line' -> '1'); undefined if unknown. */
export function klineInterval(name: string): KlineInterval | undefined {
  if (name === KLINE_LINE) return '1';
  return SET.has(name) ? (name as KlineInterval) : undefined;
}

/** Fixed length of an interval in ms; undefined for 1M (months differ). */
export function intervalMs(interval: KlineInterval): number | undefined {
  switch (interval) {
    case '1D':
      return DAY;
    case '3D':
      return 3 * DAY;
    case '1W':
      return 7 * DAY;
    case '1M':
      return undefined;
    default:
      return Number(interval) * MINUTE;
  }
}

/** Start (ms, UTC) of the candle of `interval` that contains `time`. */
export function candleStart(interval: KlineInterval, time: number): number {
  if (interval === '1M') {
    const d = new Date(time);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  const len = intervalMs(interval)!;
  const origin = interval === '1W' ? FIRST_MONDAY : 0;
  return Math.floor((time - origin) / len) * len + origin;
}

/** Start (ms, UTC) of the candle after the one starting at `start` (months differ in length). */
export function nextCandleStart(interval: KlineInterval, start: number): number {
  if (interval === '1M') {
    const d = new Date(start);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return start + intervalMs(interval)!;
}
