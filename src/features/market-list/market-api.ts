/**
 * The gateway calls of the market list (spec section 7): tags, the top-searched ranking, the
 * report of a pair chosen from search, the quote coins' sort values, and a signed-in user's
 * favourites. Failures answer empty (the list still works without tags or a ranking). Also the
 * socket's manual ticker request (through the market worker).
 */
import { apiGet, apiPostSigned } from '../../net/api';
import { marketClient } from '../../net/market-client';
import { parseServerFavorites } from './favorites';
import { parseTags, type TagInfo } from './filters';
import { tradeConfig } from '../order-form/trade-config';

const FAVORITES_PATH = '/content/default/favorite/trading-pair';

const tags = new Map<string, Promise<TagInfo[]>>();
/** The tags with their names in `locale` (asked once per language; a failure is asked again next time). */
export function loadTags(locale: string): Promise<TagInfo[]> {
  let answer = tags.get(locale);
  if (answer === undefined) {
    answer = apiGet<unknown>('/ds/tags', { local: locale }).then((a) => {
      if (!a.success) tags.delete(locale);
      return a.success ? parseTags(a.data) : [];
    });
    tags.set(locale, answer);
  }
  return answer;
}

let quoteSort: Promise<Map<string, number>> | null = null;
/** Sort value of each quote coin (GET /ds/trade-config quoteCoins), higher first. */
export function loadQuoteSort(): Promise<Map<string, number>> {
  return (quoteSort ??= tradeConfig().then((config) => {
    const list = Array.isArray(config?.quoteCoins) ? config.quoteCoins : [];
    return new Map(list.filter((q) => typeof q?.coin === 'string' && Number.isFinite(q.sort)).map((q) => [q.coin, q.sort]));
  }));
}

export interface HotPair {
  rank: number;
  symbolId: number;
  symbol: string;
  name: string;
}

export async function loadHotSearch(): Promise<HotPair[]> {
  const a = await apiGet<unknown>('/ds/hot-search');
  if (!a.success || !Array.isArray(a.data)) return [];
  return a.data.filter((r): r is HotPair => typeof r?.symbol === 'string' && typeof r?.name === 'string' && Number.isInteger(r?.rank));
}

/** Counts a pair chosen from search or hot search toward the ranking (fire and forget). */
export function reportSymbol(symbol: string): void {
  void apiGet('/coincenter-business/search/report-symbol', { symbolName: symbol });
}

/** The account's favourites; null when the call failed (the caller keeps what it shows). */
export async function loadServerFavorites(): Promise<string[] | null> {
  const a = await apiGet<unknown>(FAVORITES_PATH, { type: '1' });
  return a.success ? parseServerFavorites(a.data) : null;
}

/** Adds or removes one favourite; the account's new list, or null when refused. */
export async function changeServerFavorite(symbol: string, action: 'add' | 'remove'): Promise<string[] | null> {
  const a = await apiPostSigned<unknown>(FAVORITES_PATH, { type: 1, action, symbol_name: symbol });
  return a.success ? parseServerFavorites(a.data) : null;
}

/** The socket's manual ticker request (manual-refresh.ts); 'closed' when no market socket runs. */
export function requestTickers(): Promise<'answered' | 'refused' | 'closed'> {
  const client = marketClient();
  return client === null ? Promise.resolve('closed') : client.requestTickers();
}
