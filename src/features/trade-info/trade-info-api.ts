import { apiGet } from '../../net/api';
import type { MarketChangeRecord } from '../../protocol/messages';
import { MOVERS_SHOWN, readMoverRecords, type MoverFilter } from './movers';
import { readTradingData, type TradePeriod, type TradingData } from './trading-data';

/** GET /gw-api/quotation/trade-info (docs/api.md); undefined on any failure (the no-data view). */
export async function loadTradingData(symbol: string, period: TradePeriod): Promise<TradingData | undefined> {
  const a = await apiGet<unknown>('/quotation/trade-info', { symbol, period });
  return a.success ? readTradingData(a.data) : undefined;
}

/**
 * GET /gw-api/quotation/query-market-change?limit=20[&type][&symbolId]: the newest records of a
 * tab. A failed or non-zero answer is an empty list (spec section 8: it shows 'No record').
 */
export async function loadMovers(filter: MoverFilter): Promise<MarketChangeRecord[]> {
  const query: Record<string, string> = { limit: String(MOVERS_SHOWN) };
  if (filter.tab !== 'all') query.type = filter.tab;
  // the call's symbolId takes a symbol as well (docs/api.md)
  if (filter.symbol !== undefined) query.symbolId = filter.symbol;
  const a = await apiGet<unknown>('/quotation/query-market-change', query);
  return a.success && a.code === 0 ? readMoverRecords(a.data) : [];
}
