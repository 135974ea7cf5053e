import { apiGet } from '../../net/api';
import { readCoinDetail, type CoinDetail } from './coin-detail';

/**
 * The coin info panel's calls (docs/api.md): the coin detail of the pair's base coin in the
 * page's language, and the coin's USD rate (the spec's coin-rate call, GET /gw-api/ds/coin-rate).
 * `undefined`: the call failed (the panel stays empty); `null`: answered without details.
 */
export async function loadCoinDetail(shortName: string, locale: string): Promise<CoinDetail | null | undefined> {
  const a = await apiGet<unknown>('/ds/pair/coin-detail', { shortName, local: locale });
  return a.success ? readCoinDetail(a.data) : undefined;
}

/** latestCoinRate of the first item; '' when the call fails or the coin has no rate. */
export async function loadCoinRate(coin: string): Promise<string> {
  const a = await apiGet<Array<{ latestCoinRate?: unknown }>>('/ds/coin-rate', { coins: coin });
  const rate = a.success && Array.isArray(a.data) ? a.data[0]?.latestCoinRate : undefined;
  return typeof rate === 'string' ? rate : '';
}
