/**
 * The chart's order-history markers (issue 24, spec trade page "Chart area": order-history
 * dialog; section 3 "filled order rows"; section 9: history window 90 days, dialog page size 8).
 * The trader's fills of the pair, grouped by the candle they fell in and the side, so a candle
 * carries at most one buy and one sell marker; a marker's dialog pages its fills 8 at a time.
 * Pure: rows in, markers out.
 */
import { candleStart, type KlineInterval } from '../../protocol/intervals';
import { clientPage, clientPageCount } from '../order-panel/paging';
import type { Side } from '../order-panel/types';

/** A filled order as the history call answers it (the fields the dialog shows). */
export interface FilledRow {
  orderId: number;
  symbol: string;
  side: Side;
  createTime: number;
  priceAvg: string;
  size: string;
  notional: string;
  fee: string;
  feeCoinName: string;
}

export interface HistoryMarker {
  /** The candle's start (ms, UTC). */
  time: number;
  side: Side;
  /** The fills under it, newest first. */
  rows: FilledRow[];
}

/** Fills older than this are not asked for (section 9). */
export const HISTORY_WINDOW_MS = 90 * 24 * 3600_000;

/** Rows per page of the order-history dialog (section 9). */
export const HISTORY_PAGE_SIZE = 8;

/** The markers of `rows` on candles of `interval`, oldest candle first, buys before sells on one candle. */
export function historyMarkers(rows: readonly FilledRow[], interval: KlineInterval): HistoryMarker[] {
  const byKey = new Map<string, HistoryMarker>();
  for (const row of rows) {
    if (!Number.isFinite(row.createTime)) continue;
    const time = candleStart(interval, row.createTime);
    const key = `${time}:${row.side}`;
    let marker = byKey.get(key);
    if (marker === undefined) byKey.set(key, (marker = { time, side: row.side, rows: [] }));
    marker.rows.push(row);
  }
  const markers = [...byKey.values()];
  for (const m of markers) m.rows.sort((a, b) => b.createTime - a.createTime);
  return markers.sort((a, b) => a.time - b.time || (a.side === b.side ? 0 : a.side === 'buy' ? -1 : 1));
}

/** Page `page` (1-based) of a marker's dialog and how many pages it has. */
export function historyPage(marker: HistoryMarker, page: number): { rows: FilledRow[]; pages: number } {
  return { rows: clientPage(marker.rows, page, HISTORY_PAGE_SIZE), pages: clientPageCount(marker.rows.length, HISTORY_PAGE_SIZE) };
}
