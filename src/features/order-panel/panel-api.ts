/**
 * The panel's gateway calls (spec order-panel section 7; docs/api-trading.md, docs/api.md).
 * Bodies come from the core (src/core/order-panel/requests.ts, cancel-all.ts); this file only
 * sends them and reads the answers. Spec section 8: an answer without success is ignored
 * (null), except code -6 (the session ended), which turns the page into a visitor's.
 */
import type { CancelAllBody, CancelOneBody } from '../../core/order-panel/cancel-all';
import type { FiatRate } from '../../core/order-panel/currency';
import type { HistoryOrdersBody, OpenOrdersBody, TradesBody } from '../../core/order-panel/requests';
import type { AssetCoin, WalletEntry } from '../../core/order-panel/sorting';
import type { OpenCounts } from '../../core/order-panel/tabs';
import { apiGet, apiPostSigned, type ApiAnswer } from '../../net/api';
import { account } from '../../state/account';
import { allAnnouncements, type Announcement, type AnnouncementPage } from './content';
import type { FillRow, ListedOrder, MarginCoin, MarginPosition } from './rows';

function read<T>(answer: ApiAnswer<T>): T | null {
  if (answer.code === -6) account.value = null; // the auth-failure callback of spec section 7
  return answer.success ? answer.data : null;
}

// Every POST goes through apiPostSigned: the list calls do not need the signature, the cancel
// calls do, and one path keeps the session handling in one place.
async function post<T>(path: string, body: unknown): Promise<T | null> {
  return read(await apiPostSigned<T>(path, body));
}

async function list<T>(path: string, body: unknown): Promise<T[] | null> {
  const data = await post<T[]>(path, body);
  return Array.isArray(data) ? data : null;
}

export const fetchOpenOrders = (body: OpenOrdersBody) => list<ListedOrder>('/entrust-gateway/client/open-orders', body);
export const fetchHistoryOrders = (body: HistoryOrdersBody) => list<ListedOrder>('/entrust-gateway/client/history-orders', body);
export const fetchTrades = (body: TradesBody) => list<FillRow>('/entrust-gateway/client/trades', body);
export const fetchOrderFills = (orderId: number) => list<FillRow>('/entrust-gateway/client/order-trades', { orderId });

export function fetchOpenCounts(body: unknown): Promise<OpenCounts | null> {
  return post<OpenCounts>('/entrust-gateway/client/order-count', body);
}

/**
 * The one-order cancel call (spec section 7: POST /gw-api/order/spot/cancel), its answer as the
 * gateway gave it, unread: the chart's lines word a refusal by its code and send a -6 to login
 * (chart-orders.ts cancelFromLine), where the panel reads it as the other calls (cancelOrder).
 */
export function sendCancel(body: CancelOneBody): Promise<ApiAnswer<unknown>> {
  return apiPostSigned<unknown>('/order/spot/cancel', body);
}

/** True when the gateway cancelled the order. */
export async function cancelOrder(body: CancelOneBody): Promise<boolean> {
  return read(await sendCancel(body)) !== null;
}

/** True when the cancel-all call succeeded (even with nothing to cancel). */
export async function cancelAllOrders(body: CancelAllBody): Promise<boolean> {
  return (await post<unknown>('/order/spot/all/cancel', body)) !== null;
}

/** The CANCEL_ALL preference (docs/api.md "user/preferences"); true (the default) when unreadable. */
export async function fetchCancelAllPref(): Promise<boolean> {
  const data = read(await apiGet<{ CANCEL_ALL?: boolean }>('/user/preferences'));
  return data?.CANCEL_ALL !== false;
}

export async function saveCancelAllPref(on: boolean): Promise<boolean> {
  return (await post<unknown>('/user/preferences', { CANCEL_ALL: on })) !== null;
}

export async function fetchSpotWallets(): Promise<WalletEntry[] | null> {
  return read(await apiGet<{ walletList: WalletEntry[] }>('/asset-gateway/spot/balance'))?.walletList ?? null;
}

export async function fetchAssetCoins(locale: string): Promise<AssetCoin[] | null> {
  return read(await apiGet<{ assetCoinList: AssetCoin[] }>('/asset-gateway/asset/coin', { local: locale }))?.assetCoinList ?? null;
}

export async function fetchMarginCoins(symbolId: number): Promise<MarginCoin[] | null> {
  return read(await apiGet<{ list: MarginCoin[] }>('/asset-gateway/leverage/balance/coin', { symbolId: String(symbolId) }))?.list ?? null;
}

export async function fetchPositions(): Promise<MarginPosition[] | null> {
  return read(await apiGet<{ list: MarginPosition[] }>('/asset-gateway/leverage/balance/position'))?.list ?? null;
}

/** The currencies holdings can be valued in (GET /ds/fiat-rates, units per dollar); null when the call fails. */
export async function fetchFiatRates(): Promise<FiatRate[] | null> {
  return read(await apiGet<FiatRate[]>('/ds/fiat-rates'));
}

/** Every announcement in `locale`, all pages (content.ts allAnnouncements). Public content: visitors see it too. */
export async function fetchAnnouncements(locale: string): Promise<Announcement[]> {
  return allAnnouncements(async (page) => {
    const answer = await apiGet<AnnouncementPage>('/activity/activityZone/front/queryAnnouncements', { language: locale, page: String(page) });
    return answer.success && answer.data !== null && answer.data !== undefined ? answer.data : null;
  });
}

