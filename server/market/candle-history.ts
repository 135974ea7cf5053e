import { candleStart } from '../../src/protocol/intervals';
import type { Candle } from '../../src/protocol/messages';
import type { KlineInterval } from '../../src/protocol/intervals';
import type { MarketOrigin } from '../store/market-history';
import { HistoryModel } from './history-model';
import type { KlineBook } from './publisher-kline';
import { lotsForUsd, simPairs, type SimPair } from './sim-pairs';

/**
 * Gives the kline book its past (publisher-kline.ts `useHistory`): the live candles the store
 * kept beyond memory, and before the live market the modelled past of each trading pair
 * (history-model.ts), drawn from the pair's origin, which the store records at the first start
 * that knows the pair and hands back unchanged after every restart.
 */

/** What the store offers the chart's history (store/market-history.ts). */
export interface CandleStore {
  marketOrigins(pairs: ReadonlyArray<{ symbol: string; price: number }>, now: number): Map<string, MarketOrigin>;
  candlesBefore(symbol: string, interval: KlineInterval, before: number, limit: number): Candle[];
}

/**
 * Dollar volume of an average modelled day for a pair of weight 1 (the simulator's activity
 * share: BTC_USDT 4, so ~$100M a day): a mid-sized exchange's figures.
 */
export const MODEL_DAILY_USD = 25_000_000;

/** One model per pair of `pairs` with a valid origin. */
export function historyModels(pairs: readonly SimPair[], origins: ReadonlyMap<string, MarketOrigin>): Map<string, HistoryModel> {
  const models = new Map<string, HistoryModel>();
  for (const p of pairs) {
    const symbol = p.spec.symbol;
    const o = origins.get(symbol);
    if (o === undefined) continue;
    models.set(symbol, new HistoryModel({
      symbol,
      originMinute: candleStart('1', o.time),
      originPrice: o.price,
      dailyVol: p.dailyVol,
      dailyLots: lotsForUsd(p, MODEL_DAILY_USD * (p.weight ?? 1)),
    }));
  }
  return models;
}

/**
 * Records the origins of the pairs trading at `now` (a pair seen the first time starts its
 * live market at `now`, at its anchor price, where the simulator's walk starts) and attaches
 * the store's candles and the models to `klines`. Call once at start, after the saved history
 * is restored and before serving.
 */
export function attachCandleHistory(klines: KlineBook, store: CandleStore, now: number, pairs: readonly SimPair[] = simPairs(now)): void {
  const origins = store.marketOrigins(pairs.map((p) => ({ symbol: p.spec.symbol, price: p.anchor })), now);
  const models = historyModels(pairs, origins);
  klines.useHistory({
    seam: (symbol, interval) => models.get(symbol)?.seam(interval),
    modelled: (symbol, interval, before, limit) => models.get(symbol)?.candles(interval, before, limit) ?? [],
    saved: (symbol, interval, before, limit) => store.candlesBefore(symbol, interval, before, limit),
  });
}
