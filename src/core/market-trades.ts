/**
 * Market-trades list rows (spec "trade page and market widgets", "Market trades": price,
 * count, time, isBuy), built from the trades array the feed worker publishes.
 *
 * Input is the worker's layout (see market-feed/trade-ring.ts `write` and frame.ts):
 * [count, then id, price (ticks), size (lots), isBuy (0|1), time (ms) per trade], newest first.
 * Nothing here reads the clock or the host time zone: the viewer's offset is passed in, so the
 * same trades give the same rows in every test run.
 */
import { formatAmount } from './book-format';
import { formatUnits } from './units';

/** Numbers per trade in the published array; equals market-feed/frame.ts TRADE_SLOTS. */
export const TRADE_SLOTS = 5;

/** The taker's side: it picks the row colour (buy green, sell red). */
export type TradeSide = 'buy' | 'sell';

export interface TradeRow {
  /** Trade id (rising), a stable list key. */
  id: number;
  /** At the pair's price precision. */
  price: string;
  /** At the pair's count precision; over 1000 shortened to 2 truncated decimals with K/M/B. */
  amount: string;
  /** HH:mm:ss in the viewer's time zone. */
  time: string;
  side: TradeSide;
}

export interface TradePrecision {
  pricePrecision: number;
  countPrecision: number;
}

export interface TradeRowOptions extends TradePrecision {
  /**
   * Viewer's offset from UTC in minutes, east positive (UTC+8 is 480). Note this is the
   * negation of Date#getTimezoneOffset(); the shell passes browserUtcOffset() (src/ui/utc-offset.ts).
   */
  utcOffsetMinutes?: number;
}


function two(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** `timeMs` (epoch ms) as HH:mm:ss at `utcOffsetMinutes` east of UTC. */
export function formatTradeTime(timeMs: number, utcOffsetMinutes = 0): string {
  if (!Number.isFinite(timeMs)) return '--:--:--';
  // Plain modular arithmetic instead of Date: no host time zone can leak in.
  const local = timeMs + utcOffsetMinutes * 60_000;
  const ofDay = ((Math.floor(local / 1000) % 86_400) + 86_400) % 86_400;
  return `${two(Math.floor(ofDay / 3600))}:${two(Math.floor(ofDay / 60) % 60)}:${two(ofDay % 60)}`;
}

/**
 * Up to `limit` rows, newest first, from the worker's published trades array. Trades with a
 * non-integer or negative price or size (a torn or malformed frame) are skipped, not shown.
 */
export function tradeRows(trades: ArrayLike<number>, opts: TradeRowOptions, limit: number): TradeRow[] {
  const { pricePrecision, countPrecision, utcOffsetMinutes = 0 } = opts;
  checkScale('pricePrecision', pricePrecision);
  checkScale('countPrecision', countPrecision);
  const held = Math.floor((trades.length - 1) / TRADE_SLOTS);
  const count = Math.min(Number(trades[0]) || 0, held);
  const max = limit > 0 ? Math.floor(limit) : 0;
  const rows: TradeRow[] = [];
  for (let i = 0; i < count && rows.length < max; i++) {
    const at = 1 + i * TRADE_SLOTS;
    const price = trades[at + 1];
    const size = trades[at + 2];
    if (!isUnits(price) || !isUnits(size)) continue;
    rows.push({
      id: trades[at],
      price: formatUnits(price, pricePrecision),
      amount: formatAmount(size, countPrecision),
      time: formatTradeTime(trades[at + 4], utcOffsetMinutes),
      side: trades[at + 3] === 1 ? 'buy' : 'sell',
    });
  }
  return rows;
}

function isUnits(v: number): boolean {
  return Number.isSafeInteger(v) && v >= 0;
}

function checkScale(name: string, v: number): void {
  if (!Number.isInteger(v) || v < 0 || v > 18) throw new RangeError(`${name} must be an integer 0..18, got ${v}`);
}

/**
 * tradeRows of one published trades version, formatted once: the canvas painter and the hidden
 * table both ask for the rows of the same version (often in the same tick), and formatting the
 * whole list is their cost. `version` must change whenever the trades array does (the
 * tradesVersion signal); a change of a precision, the time zone or the limit formats again.
 * The rows returned are shared between callers: read them, never change them.
 */
export class TradeRowsMemo {
  private version = NaN;
  private pricePrecision = NaN;
  private countPrecision = NaN;
  private utcOffsetMinutes = NaN;
  private limit = NaN;
  private rows: readonly TradeRow[] = [];

  rowsOf(version: number, trades: ArrayLike<number>, opts: TradeRowOptions, limit: number): readonly TradeRow[] {
    const { pricePrecision, countPrecision, utcOffsetMinutes = 0 } = opts;
    if (
      version !== this.version || pricePrecision !== this.pricePrecision || countPrecision !== this.countPrecision ||
      utcOffsetMinutes !== this.utcOffsetMinutes || limit !== this.limit
    ) {
      this.rows = tradeRows(trades, opts, limit); // throws on a bad precision before the key is taken
      this.version = version;
      this.pricePrecision = pricePrecision;
      this.countPrecision = countPrecision;
      this.utcOffsetMinutes = utcOffsetMinutes;
      this.limit = limit;
    }
    return this.rows;
  }
}

/**
 * How many rows came in above the rows last drawn: the index of the last drawn top row in
 * `rows` (same trade, same strings), or -1 when it is gone or was never drawn (repaint all).
 */
export function rowsAbove(lastTop: TradeRow | undefined, rows: readonly TradeRow[], limit: number): number {
  if (lastTop === undefined) return -1;
  for (let i = 0; i < rows.length && i <= limit; i++) {
    const r = rows[i];
    if (r.id === lastTop.id) {
      return r.price === lastTop.price && r.amount === lastTop.amount && r.time === lastTop.time && r.side === lastTop.side ? i : -1;
    }
    // ids fall down the list: past the old top's id it is not there
    if (r.id < lastTop.id) return -1;
  }
  return -1;
}
