/**
 * The gateway rows the panel's tables read beyond the core's PanelOrder (docs/api-trading.md
 * "Order rows", "Fill rows", "Balances and assets"), and the few display figures no core rule
 * covers: the total column, the filled column, and a pair's precision. Pure: no DOM, no I/O.
 */
import { formatTowardZero, isNonZeroDecimal, isZero, mul, ratio, readSigned } from '../../core/order-form/exact';
import { PLACEHOLDER, underscoreSymbol, type PanelOrder } from '../../core/order-panel/types';

/**
 * An order row as the list calls answer it. Only optional extras on top of PanelOrder, so a
 * row is a PanelOrder wherever one is asked for (the edit modal takes it as it is).
 */
export type ListedOrder = PanelOrder & {
  notional?: string;
  filledNotional?: string;
  fee?: string;
  feeCoinName?: string;
};

/** A fill (POST /entrust-gateway/client/trades and /order-trades). */
export interface FillRow {
  tradeId: number;
  pid: number;
  orderId: number;
  orderIdStr?: string;
  entrustIdStr?: string;
  symbol: string;
  side: 'buy' | 'sell';
  createTime: number;
  price: string;
  priceAvg?: string;
  size: string;
  notional: string;
  fee: string;
  feeCoinName: string;
  tradeRole: '' | 'maker' | 'taker';
}

/** A coin of the margin account (GET /asset-gateway/leverage/balance/coin). */
export interface MarginCoin {
  coinName: string;
  totalBalance: string;
  availableBalance: string;
  inOrderBalance: string;
  borrowed: string;
  interest: string;
  avgCost: string | null;
  todayProfit?: string | null;
  todayPnl?: string | null;
}

/** A margin position (GET /asset-gateway/leverage/balance/position). */
export interface MarginPosition {
  symbolId: number;
  symbolName: string;
  baseCoinName: string;
  priceCoinName: string;
  baseCoinPosition: string | null;
  priceCoinPosition: string | null;
  baseCoinPositionValuation: string | null;
  priceCoinPositionValuation: string | null;
  indexPrice: string | null;
  liquidationPrice: string | null;
  sevenDayPAL: string | null;
  sevenDayPALUsd: string | null;
}

/** Precisions of a pair; 2 and 2 when the pair is unknown (spec section 3). */
export interface Precisions {
  pricePrecision: number;
  countPrecision: number;
}

/** The precisions of `symbol` ('BTC/USDT' or 'BTC_USDT') in the pair list. */
export function precisionsOf(symbol: string, pairs: readonly { symbol: string; pricePrecision: number; countPrecision: number }[]): Precisions {
  const key = underscoreSymbol(symbol);
  const p = pairs.find((x) => x.symbol === key);
  return { pricePrecision: p?.pricePrecision ?? 2, countPrecision: p?.countPrecision ?? 2 };
}

/** A decimal value or the placeholder for a missing, unreadable one. */
export function shown(v: string | null | undefined): string {
  return readSigned(v) === null ? PLACEHOLDER : v!;
}

/** A price that does not apply ('0', as market and plain orders carry) shows the placeholder. */
export function priceOrDash(v: string | null | undefined): string {
  return isNonZeroDecimal(v) ? v : PLACEHOLDER;
}

/**
 * The total column of an order: price x amount cut to the price precision for priced orders;
 * a market order's budget (notional) when it has one (a market buy by total), else '--'.
 */
export function orderTotal(row: ListedOrder, pricePrecision: number): string {
  if (row.type === 'market') return isNonZeroDecimal(row.notional) ? row.notional : PLACEHOLDER;
  const price = readSigned(row.price);
  const size = readSigned(row.size);
  if (price === null || isZero(price) || size === null) return PLACEHOLDER;
  return formatTowardZero(mul(price, size), pricePrecision);
}

/** What a closed order's total column shows: the quote amount actually traded, else '--'. */
export function filledTotal(row: ListedOrder): string {
  return isNonZeroDecimal(row.filledNotional) ? row.filledNotional : PLACEHOLDER;
}

/** The filled column: filled size of the order's size ('0.005000 / 0.020000'); a market buy by total has no size. */
export function filledOfSize(row: Pick<PanelOrder, 'filledSize' | 'size'>): string {
  return `${shown(row.filledSize)} / ${isNonZeroDecimal(row.size) ? row.size : PLACEHOLDER}`;
}

/** A fee with its coin ('0.118000 USDT'). */
export function feeText(fee: string | null | undefined, coin: string | null | undefined): string {
  return readSigned(fee) === null ? PLACEHOLDER : `${fee} ${coin ?? ''}`.trim();
}

/** A signed fraction ('-0.0167') as a percent with 2 decimals ('-1.67%'); '--' when unreadable. */
export function fractionPercent(v: string | null | undefined): string {
  const r = readSigned(v);
  return r === null ? PLACEHOLDER : `${formatTowardZero(mul(r, ratio(100, 0)), 2)}%`;
}
