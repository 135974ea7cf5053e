/**
 * The current pair as the order form reads it: the rule fields of GET /gw-api/ds/pairs
 * (src/core/order-form/types.ts PairRules) plus ids, fee class and margin parameters.
 *
 * `formPair` changes only when the symbol (or the pair list's first load) changes, not with
 * every trade: the pair list gets a new object per last-price change, and the form must not
 * re-render per market update. The live last price is read with lastPrice() when needed.
 */
import { computed, effect } from '@preact/signals-react';
import { useEffect, useState } from 'react';
import type { PairRules, Side } from '../../core/order-form/types';
import { formatUnits } from '../../core/units';
import { bestOppositePrice, bookVersion } from '../../state/book';
import { currentLastPrice, currentPair, type PairTicker } from '../../state/market';

/** leverageSymbolParam of a margin pair (docs/api.md, GET /ds/pairs). */
export interface LeverageParams {
  marginRatio: number;
  liquidationRatio: number;
  coinBorrowPrecision: number;
  marketCoinBorrowPrecision: number;
  coinUserBorrowMin: string;
  marketCoinUserBorrowMin: string;
}

export interface FormPair extends PairRules {
  symbolId: number;
  name: string;
  coinId: number;
  marketCoinId: number;
  feeRateName: string;
  pricePrecision: number;
  countPrecision: number;
  /** null for pairs without isolated margin. */
  leverageSymbolParam: LeverageParams | null;
}

/** The pair list's row carries every symbol field; the shell's PairTicker type names only a few. */
type PairRow = PairTicker & Partial<Omit<FormPair, keyof PairTicker>>;

/** The rule fields of a pair row; absent minimums count as none ('0'). */
export function toFormPair(p: PairRow): FormPair {
  return {
    symbol: p.symbol,
    name: p.name,
    symbolId: p.symbolId ?? 0,
    coinName: p.coinName,
    marketCoinName: p.marketCoinName,
    coinId: p.coinId ?? 0,
    marketCoinId: p.marketCoinId ?? 0,
    pricePrecision: p.pricePrecision,
    countPrecision: p.countPrecision,
    minBuyCount: p.minBuyCount ?? '0',
    minSellCount: p.minSellCount ?? '0',
    minBuyAmount: p.minBuyAmount ?? '0',
    minSellAmount: p.minSellAmount ?? '0',
    minBuyPrice: p.minBuyPrice ?? '0',
    minSellPrice: p.minSellPrice ?? '0',
    feeRateName: p.feeRateName ?? 'B',
    leverageSymbolParam: p.leverageSymbolParam ?? null,
  };
}

let cached: FormPair | undefined;

/** The current pair's rule fields; the same object until the symbol changes. */
export const formPair = computed<FormPair | undefined>(() => {
  const p = currentPair.value;
  if (p === undefined) return undefined;
  if (cached?.symbol !== p.symbol) cached = toFormPair(p as PairRow);
  return cached;
});

/** The current pair's last price now ('' before the first trade); read without subscribing. */
export function lastPrice(): string {
  return currentLastPrice.peek();
}

/**
 * The best opposite price of a `side` order on `pair` now (the best ask for a buy, the best bid
 * for a sell), as a decimal string; '' while the book is not known or that side is empty. Read
 * without subscribing, as lastPrice: the figures it feeds follow the next render.
 */
export function bestPrice(side: Side, pair: Pick<FormPair, 'symbol' | 'pricePrecision'>): string {
  const ticks = bestOppositePrice(side, pair.symbol);
  return ticks === undefined || !Number.isFinite(ticks) ? '' : formatUnits(ticks, pair.pricePrecision);
}

/** How often, at most, a market order's estimates follow the book (a render of the form each time). */
export const MARKET_FOLLOW_MS = 500;

/** The prices a market order's estimates read: both best opposite prices and the last price. */
export function marketPrices(pair: Pick<FormPair, 'symbol' | 'pricePrecision'>): string {
  return `${bestPrice('buy', pair)}|${bestPrice('sell', pair)}|${lastPrice()}`;
}

/**
 * While `following` (a market order's Max buy and fee are estimates at the best opposite
 * price), re-renders the form when those prices change, at most once per MARKET_FOLLOW_MS:
 * the figures follow the market without a render per book frame. A priced order's figures
 * follow its own price, so nothing is subscribed then.
 */
export function useFollowMarket(following: boolean, pair: Pick<FormPair, 'symbol' | 'pricePrecision'>): void {
  const [, setSeen] = useState('');
  useEffect(() => {
    if (!following) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = effect(() => {
      void bookVersion.value;
      void currentLastPrice.value;
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        setSeen(marketPrices(pair));
      }, MARKET_FOLLOW_MS);
    });
    return () => {
      stop();
      if (timer !== null) clearTimeout(timer);
    };
  }, [following, pair]);
}
