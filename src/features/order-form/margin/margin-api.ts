/**
 * The isolated-margin calls of the order form (docs/api-trading.md "Margin loans and risk",
 * "Balances and assets"): the margin symbol, loan info, borrow and repay, the risk ratio, the
 * pair's two wallets and the spot ⇄ margin transfer. Answers keep the gateway's decimal
 * strings; nothing here rounds.
 */
import type { LoanInfoView, LoanTab } from '../../../core/order-form/loan';
import { loanRequestNo } from '../../../core/order-form/payload';
import { apiGet, apiPostSigned, type ApiAnswer } from '../../../net/api';

/** One coin of the margin symbol's coinMap (priceType 0 base, 1 quote). */
export interface MarginCoin {
  coinId: number;
  coinName: string;
  priceType: 0 | 1;
  borrowMin: string;
  repayMin: string;
  /** Hourly rate. */
  interestRate: string;
}

/** GET /leverage-borrowing/leverage/symbol/info?symbol=: the spec's "margin symbol". */
export interface MarginSymbol {
  symbolId: number;
  symbol: string;
  coinId: number;
  marketCoinId: number;
  /** Decimals a borrow (and any amount) of the base / quote coin may have. */
  count1: number;
  count2: number;
  coinList: string[];
  coinMap: Record<string, MarginCoin>;
  marginRatio: number;
  liquidationRatio: number;
}

/** The loan info call's full answer (the rules read LoanInfoView). */
export interface LoanInfo extends LoanInfoView {
  coinName: string;
  loanDid: string;
  interest: string;
  interestRate: string;
  repayMax: string;
  netAssets: string;
  netAssetsCoin: string;
}

export interface MarginRisk {
  symbolId: number;
  /** 4 decimals; '999' with no debt. */
  riskRate: string;
  riskDesc: 'low' | 'medium' | 'high';
  liquidationRate: string;
}

/** Which coin of the pair: the base (priceType 0) or the quote (1). */
export type CoinSide = 'base' | 'quote';

// The margin symbol is reference data: one call per pair and page (a failure is not kept).
const symbols = new Map<string, Promise<MarginSymbol | null>>();

/** The pair's margin symbol, or null (no margin on the pair, or the call failed). */
export function marginSymbol(symbol: string): Promise<MarginSymbol | null> {
  let p = symbols.get(symbol);
  if (p === undefined) {
    p = apiGet<MarginSymbol>('/leverage-borrowing/leverage/symbol/info', { symbol }).then((a) => {
      if (!a.success || a.data === null) symbols.delete(symbol);
      return a.success ? a.data : null;
    });
    symbols.set(symbol, p);
  }
  return p;
}

/** The base or quote coin of a margin symbol, with the decimals its amounts may have. */
export function coinOf(ms: MarginSymbol, side: CoinSide): MarginCoin & { decimals: number } {
  const id = side === 'base' ? ms.coinId : ms.marketCoinId;
  return { ...ms.coinMap[String(id)], decimals: side === 'base' ? ms.count1 : ms.count2 };
}

/** GET …/borrowing/loan/info or /repay/info of one coin of the caller's isolated account. */
export function loanInfo(tab: LoanTab, symbol: string, coin: MarginCoin): Promise<ApiAnswer<LoanInfo>> {
  const path = tab === 'borrow' ? 'loan' : 'repay';
  return apiGet<LoanInfo>(`/leverage-borrowing/leverage/borrowing/${path}/info`, {
    symbol, coinId: String(coin.coinId), coinType: coin.coinName, isolated: 'true',
  });
}

/** Signed POST …/borrowing/loan or /repay, with a fresh 16-character request number. */
export function sendLoan(tab: LoanTab, symbol: string, coin: MarginCoin, amount: string): Promise<ApiAnswer<unknown>> {
  const path = tab === 'borrow' ? 'loan' : 'repay';
  return apiPostSigned(`/leverage-borrowing/leverage/borrowing/${path}`, {
    requestNo: loanRequestNo(Math.random), symbol, amount, coinId: coin.coinId, isolated: true, timestamp: Date.now(),
  });
}

/** GET …/liquidation/marginRisk of the pair's isolated account. */
export function marginRisk(symbolId: number): Promise<ApiAnswer<MarginRisk>> {
  return apiGet<MarginRisk>('/leverage-liquidation/leverage/liquidation/marginRisk', { symbolId: String(symbolId) });
}

export type Account = 'spot' | 'margin';

interface WalletVO {
  coinType: string;
  availableBalance: string;
}

/** Available balances of the pair's two coins in the spot account or its isolated account. */
export async function pairWallet(symbol: string, account: Account): Promise<{ base: string; quote: string } | null> {
  const query: Record<string, string> = { symbol };
  if (account === 'margin') query.orderMode = 'iso_margin';
  const a = await apiGet<{ walletVO1: WalletVO; walletVO2: WalletVO }>('/asset-gateway/spot/balance/trade', query);
  if (!a.success || a.data === null) return null;
  return { base: a.data.walletVO2.availableBalance, quote: a.data.walletVO1.availableBalance };
}

/**
 * Signed POST /asset-gateway/leverage/transfer: 'in' spot → isolated, 'out' back. It carries a
 * request number as the loans do, so the gateway moves the money once even if the same
 * request reaches it twice (it remembers the number 24 h, across restarts: docs/api-trading.md).
 */
export function sendTransfer(symbol: string, coin: string, amount: string, direction: 'in' | 'out'): Promise<ApiAnswer<unknown>> {
  return apiPostSigned('/asset-gateway/leverage/transfer', { requestNo: loanRequestNo(Math.random), symbol, coin, amount, direction });
}
