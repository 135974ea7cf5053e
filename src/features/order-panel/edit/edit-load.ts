/**
 * What the edit modal loads when it opens (spec order-panel section 2 "Edit-order modal"):
 * the pair's balances (GET /gw-api/asset-gateway/spot/balance/trade) and the user's fee rates
 * (GET /gw-api/spot-fee/queryUserFee). The GET is passed in; failures fall back to what the
 * spec allows (default rates 0.0025 until loaded, section 9) and a zero balance, so only the
 * order's own held funds count as available.
 */
import { EDIT_DEFAULT_RATES, type EditContext } from '../../../core/order-panel/edit-order';
import type { ApiAnswer } from '../../../net/api';

export type ApiGet = <T>(path: string, query?: Record<string, string>) => Promise<ApiAnswer<T>>;

interface BalanceAnswer {
  walletVO1?: { availableBalance?: string };
  walletVO2?: { availableBalance?: string };
}

interface FeeAnswer {
  makerRate?: string;
  takerRate?: string;
}

export const BALANCE_PATH = '/asset-gateway/spot/balance/trade';
export const FEE_PATH = '/spot-fee/queryUserFee';

/** The balances and rates of `symbol` ('BTC_USDT'), both calls at once. */
export async function loadEditData(get: ApiGet, symbol: string, symbolId: number, locale: string): Promise<Pick<EditContext, 'wallet' | 'rates'>> {
  const [balance, fee] = await Promise.all([
    get<BalanceAnswer>(BALANCE_PATH, { symbol, locale, _f: '2' }),
    get<FeeAnswer>(FEE_PATH, { symbolId: String(symbolId) }),
  ]);
  const b = balance.success ? balance.data : null;
  const f = fee.success ? fee.data : null;
  const rates = typeof f?.makerRate === 'string' && typeof f.takerRate === 'string' ? { maker: f.makerRate, taker: f.takerRate } : EDIT_DEFAULT_RATES;
  return { wallet: { quote: b?.walletVO1?.availableBalance ?? '0', base: b?.walletVO2?.availableBalance ?? '0' }, rates };
}
