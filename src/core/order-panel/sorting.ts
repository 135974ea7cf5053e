/**
 * Funds and positions rows (spec order-panel sections 2, 4, 5 and 9): which rows the spot
 * funds list shows and in what order, its client-side column sort, the positions filter and the
 * average-cost display. Values are the gateway's decimal strings (docs/api-trading.md
 * "Balances and assets"), compared exactly.
 */
import { cmp, formatTowardZero, isNonZeroDecimal, isZero, mul, ONE, ratio, readSigned } from '../order-form/exact';
import { PLACEHOLDER } from './types';

const MINUS_ONE = ratio(-1, 0);

/** An entry of GET /asset-gateway/spot/balance `walletList` (dollar values in *Local*). */
export interface WalletEntry {
  coinType: string;
  totalBalance: string;
  totalLocalBalance: string;
  availableBalance: string;
  availableLocalBalance: string;
  frozenBalance: string;
  frozenLocalBalance: string;
}

/** An entry of GET /asset-gateway/asset/coin `assetCoinList` (the fields the panel reads). */
export interface AssetCoin {
  coinType: string;
  coinName?: string;
  avgCost?: string | null;
  todayProfit?: string | null;
  todayPnl?: string | null;
  withdrawPrecision?: number | null;
  tradingPair?: { symbol: string; tag: string }[];
}

/** A spot funds row: the wallet entry and, when the coin list has it, its asset coin. */
export interface SpotFundRow {
  coin: string;
  wallet: WalletEntry;
  asset: AssetCoin | undefined;
}

/** The sortable spot funds columns. */
export type FundSortKey = 'coin' | 'total' | 'available' | 'inOrder' | 'avgCost' | 'todayPnl';
export type SortOrder = 'ascending' | 'descending';

/**
 * The spot funds list before any column sort: coins with a zero (or unreadable) total are
 * hidden, except the current pair's base and quote coins, which always show and come first
 * (base, then quote); the others keep the gateway's listing order.
 */
export function spotFundRows(wallets: readonly WalletEntry[], assets: readonly AssetCoin[], pair: { base: string; quote: string }): SpotFundRow[] {
  const byCoin = new Map(assets.map((a) => [a.coinType, a]));
  const row = (w: WalletEntry): SpotFundRow => ({ coin: w.coinType, wallet: w, asset: byCoin.get(w.coinType) });
  const pinned = [pair.base, pair.quote]
    .map((coin) => wallets.find((w) => w.coinType === coin))
    .filter((w): w is WalletEntry => w !== undefined);
  const rest = wallets.filter((w) => w.coinType !== pair.base && w.coinType !== pair.quote && isNonZeroDecimal(w.totalBalance) /* zero or unreadable: hidden */);
  return [...pinned, ...rest].map(row);
}

/**
 * The value a column sorts by: the local-currency (dollar) values for the coin and balance
 * columns (spec section 4: "by coin, total, available, in order (all by local-currency
 * value)": the coin column orders coins by what the holding is worth, as the total does),
 * today's profit in dollars for PnL.
 */
function sortValue(row: SpotFundRow, key: FundSortKey): string | null | undefined {
  switch (key) {
    case 'coin':
    case 'total':
      return row.wallet.totalLocalBalance;
    case 'available':
      return row.wallet.availableLocalBalance;
    case 'inOrder':
      return row.wallet.frozenLocalBalance;
    case 'avgCost':
      return row.asset?.avgCost;
    case 'todayPnl':
      return row.asset?.todayProfit;
  }
}

/** Ascending comparison of one column; a row without a valid value counts as the lowest. */
export function compareFundRows(a: SpotFundRow, b: SpotFundRow, key: FundSortKey): number {
  const x = sortValue(a, key);
  const y = sortValue(b, key);
  const xs = readSigned(x);
  const ys = readSigned(y);
  if (xs === null || ys === null) return xs === ys ? 0 : xs !== null ? 1 : -1;
  return cmp(xs, ys);
}

/**
 * The spot funds list sorted by a column (null: unsorted). The pair's two pinned coins stay on
 * top in their order; the sort orders the rows below them. Descending reverses the comparison,
 * so rows without a value go first ascending and last descending; ties keep their order.
 */
export function sortSpotFunds(rows: readonly SpotFundRow[], pair: { base: string; quote: string }, key: FundSortKey | null, order: SortOrder | null): SpotFundRow[] {
  if (key === null || order === null) return [...rows];
  const isPinned = (r: SpotFundRow) => r.coin === pair.base || r.coin === pair.quote;
  const dir = order === 'ascending' ? 1 : -1;
  const rest = rows.filter((r) => !isPinned(r)).sort((a, b) => dir * compareFundRows(a, b, key));
  return [...rows.filter(isPinned), ...rest];
}

/** A row of GET /asset-gateway/leverage/balance/position `list` (the fields the filter reads). */
export interface PositionRow {
  symbolName: string;
  baseCoinPosition: string | null;
  priceCoinPosition: string | null;
}

/** Positions with something in them: rows whose base and price coin positions are both zero (or missing) are dropped. */
export function visiblePositions<T extends PositionRow>(rows: readonly T[]): T[] {
  const empty = (v: string | null) => {
    const r = readSigned(v);
    return v === null || v === '' || (r !== null && isZero(r));
  };
  return rows.filter((r) => !(empty(r.baseCoinPosition) && empty(r.priceCoinPosition)));
}

/**
 * Average cost (dollars) in the chosen currency at `rate` (currency units per dollar), cut
 * down: 2 decimals from 1 up, the coin's withdraw precision (at least 2) below 1 so a
 * low-priced coin keeps its digits. '--' when missing, unreadable or zero (no cost known).
 */
export function formatAvgCost(avgCost: string | null | undefined, withdrawPrecision: number | null | undefined, rate = '1'): string {
  const cost = readSigned(avgCost);
  const perDollar = readSigned(rate);
  if (cost === null || isZero(cost) || perDollar === null) return PLACEHOLDER;
  const wide = Math.max(2, Number.isInteger(withdrawPrecision) ? withdrawPrecision! : 2);
  const value = mul(cost, perDollar);
  // |value| >= 1 exactly when its cut to `wide` places is (1 is whole)
  if (cmp(value, ONE) >= 0 || cmp(value, MINUS_ONE) <= 0) return formatTowardZero(value, 2);
  return formatTowardZero(value, wide);
}

/** The funds table columns (spec section 2 "Funds"): spot adds the trade action, margin its loan columns. */
export const SPOT_FUND_COLUMNS = ['coin', 'total', 'available', 'inOrder', 'avgCost', 'todayPnl', 'trade'] as const;
export const MARGIN_FUND_COLUMNS = ['coin', 'total', 'available', 'inOrder', 'borrowed', 'interest', 'avgCost', 'todayPnl'] as const;
/** Sorting is spot only: these spot columns sort, the trade action does not. */
export const SORTABLE_FUND_COLUMNS: readonly FundSortKey[] = ['coin', 'total', 'available', 'inOrder', 'avgCost', 'todayPnl'];
