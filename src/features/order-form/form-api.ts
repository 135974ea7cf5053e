/**
 * The gateway calls of the order form (docs/api.md, docs/api-trading.md). Each returns a plain
 * value or null when the call failed, so the form shows '--' instead of stale figures.
 */
import { apiGet, apiPostSigned, type ApiAnswer } from '../../net/api';
import type { FeeRates } from '../../core/order-form/fees';
import type { Wallet } from '../../core/order-form/linking';
import type { SubmitPayload } from '../../core/order-form/payload';
import type { TradeMode } from '../../core/order-form/types';
import { apiPostJson } from '../auth/auth-api';
import type { PrefKey, Prefs } from './prefs';
import type { SubmitAnswer } from './submit-flow';
import { userFee } from './fees/fee-api';

interface WalletVO { coinType: string; availableBalance: string }

/**
 * Available balances of the pair's coins: the spot account, or the pair's isolated margin
 * account (orderMode=iso_margin) in margin mode.
 */
export async function loadWallet(symbol: string, mode: TradeMode, locale: string): Promise<Wallet | null> {
  const query: Record<string, string> = { symbol, locale };
  if (mode === 'margin') query.orderMode = 'iso_margin';
  const a = await apiGet<{ walletVO1: WalletVO; walletVO2: WalletVO }>('/asset-gateway/spot/balance/trade', query);
  if (!a.success || a.data === null) return null;
  return { quote: a.data.walletVO1.availableBalance, base: a.data.walletVO2.availableBalance };
}

/** The maker and taker rates the engine charges this user on the pair. */
export async function loadRates(symbolId: number): Promise<FeeRates | null> {
  const a = await userFee(symbolId);
  return a.success && a.data !== null ? { maker: a.data.makerRate, taker: a.data.takerRate } : null;
}

/** loanMax of one coin of the pair's isolated account (what auto-borrow may still borrow). */
export async function loadLoanMax(symbol: string, coinId: number, coin: string): Promise<string | null> {
  const a = await apiGet<{ loanMax: string }>('/leverage-borrowing/leverage/borrowing/loan/info', { symbol, coinId: String(coinId), coinType: coin, isolated: 'true' });
  return a.success && a.data !== null ? a.data.loanMax : null;
}

/** The trader's preferences; rejects when unread (prefs-store.ts then says so and tries again). */
export async function loadPrefs(): Promise<Prefs> {
  const a = await apiGet<Prefs>('/user/preferences');
  if (!a.success || a.data === null) throw new Error(`preferences not read: ${a.code}`);
  return a.data;
}

/** Turns one preference on or off (the "don't show again" boxes). */
export async function savePref(key: PrefKey, value: boolean): Promise<void> {
  await apiPostJson('/user/preferences', { [key]: value });
}

/** Whether the trader already acknowledged the trigger-order risk reminder. */
export async function loadRiskMark(): Promise<boolean> {
  const a = await apiGet<{ ifHasMark: boolean }>('/content/web/entrustPlanUserMark/ifHasMark');
  return a.success && a.data !== null && a.data.ifHasMark;
}

export async function saveRiskMark(): Promise<void> {
  await apiPostJson('/content/web/entrustPlanUserMark/saveUserMark', { flag: 1 });
}

/** POST /order/spot/submit, signed with the session's access salt. */
export function submitOrder(payload: SubmitPayload): Promise<ApiAnswer<SubmitAnswer>> {
  return apiPostSigned('/order/spot/submit', payload);
}

