/**
 * The Trading Data tab (spec trade page section 2 "Trade info"): periods, the local choice of
 * period (default day), the answer of GET /gw-api/quotation/trade-info read defensively, and the
 * shares its bars draw. Pure but for the Storage passed in.
 */
export type TradePeriod = 'hour' | 'day' | 'threeDay' | 'week';
export const TRADE_PERIODS: readonly TradePeriod[] = ['hour', 'day', 'threeDay', 'week'];
export const DEFAULT_PERIOD: TradePeriod = 'day';
/** Spec section 9: trade-info refresh 300000 ms. */
export const TRADE_INFO_REFRESH_MS = 300_000;
/** Local storage key of the chosen period. */
export const PERIOD_KEY = 'tradeInfoPeriod';

export interface TrendPoint {
  time: number;
  buyTrader: number;
  sellTrader: number;
  ratio: string | null;
}

export interface TradingData {
  symbol: string;
  period: TradePeriod;
  lowPrice: string;
  highPrice: string;
  curPrice: string;
  buyTrader: number;
  sellTrader: number;
  buyVolume: string;
  sellVolume: string;
  traderRatio: string | null;
  traderTrend: TrendPoint[];
}

export function readPeriod(store: Pick<Storage, 'getItem'> | null): TradePeriod {
  const v = store?.getItem(PERIOD_KEY);
  return TRADE_PERIODS.includes(v as TradePeriod) ? (v as TradePeriod) : DEFAULT_PERIOD;
}

export function savePeriod(store: Pick<Storage, 'setItem'> | null, period: TradePeriod): void {
  try {
    store?.setItem(PERIOD_KEY, period);
  } catch {
    // storage full or disabled: the choice lasts for this page only
  }
}

const count = (v: unknown) => (Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : undefined);
const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The call's data, or undefined when it is not a trading-data answer (the no-data view). */
export function readTradingData(data: unknown): TradingData | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const d = data as Record<string, unknown>;
  const buyTrader = count(d.buyTrader);
  const sellTrader = count(d.sellTrader);
  const fields = [d.symbol, d.lowPrice, d.highPrice, d.curPrice, d.buyVolume, d.sellVolume].map(text);
  if (buyTrader === undefined || sellTrader === undefined || fields.some((f) => f === undefined) || !TRADE_PERIODS.includes(d.period as TradePeriod)) return undefined;
  const [symbol, lowPrice, highPrice, curPrice, buyVolume, sellVolume] = fields as string[];
  const trend = Array.isArray(d.traderTrend) ? d.traderTrend : [];
  const traderTrend = trend.flatMap((p: unknown): TrendPoint[] => {
    const q = (p ?? {}) as Record<string, unknown>;
    const b = count(q.buyTrader);
    const s = count(q.sellTrader);
    return typeof q.time === 'number' && b !== undefined && s !== undefined ? [{ time: q.time, buyTrader: b, sellTrader: s, ratio: text(q.ratio) ?? null }] : [];
  });
  return { symbol, period: d.period as TradePeriod, lowPrice, highPrice, curPrice, buyTrader, sellTrader, buyVolume, sellVolume, traderRatio: text(d.traderRatio) ?? null, traderTrend };
}

/** The buy side's share of two figures in percent, to 0.01 (50 when both are zero: an even bar). */
export function buyShare(buy: number, sell: number): number {
  return buy + sell === 0 ? 50 : Math.round((buy / (buy + sell)) * 10_000) / 100;
}

/** Where the current price sits in the low-high range, 0..100 (undefined without a range). */
export function rangePosition(low: string, high: string, current: string): number | undefined {
  const [l, h, c] = [Number(low), Number(high), Number(current)];
  if (low === '' || high === '' || current === '' || ![l, h, c].every(Number.isFinite)) return undefined;
  if (h <= l) return 50;
  return Math.max(0, Math.min(100, ((c - l) / (h - l)) * 100));
}
