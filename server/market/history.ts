import type { Fill } from '../engine/types';
import type { MarketPublisher } from './publisher';
import type { CandleSeries } from './publisher-kline';
import type { MinuteSeries, Stats24h } from './stats24h';

/**
 * The market's history across restarts: the candles of every pair and interval, the 24-hour
 * ticker's one-minute buckets and the recent trades. They are built from the trades as they
 * happen (publisher-kline.ts, stats24h.ts, publisher-trades.ts) and were lost with the
 * process: after a restart the chart was empty and the 24 h change read 0 %. The simulator's
 * fills are pruned after minutes, so the history cannot be rebuilt from the fills table alone.
 *
 * So the gateway saves, a few pairs at a time, what changed (`takeMarketHistory`, store
 * saveMarketHistory): a pair's candles and minutes with the highest trade id they count (its
 * mark), and a floor below which every trade is counted by its pair's saved rows. Saving every
 * pair at once wrote ~750 rows in 2-10 ms on the event loop; a few pairs at a time keep each
 * save near a millisecond. At start (`restoreMarketHistory`) the saved rows come back, then the
 * taker fills after the floor, which every commit made durable, are replayed into each pair
 * whose mark they pass, as the engine emitted them: nothing traded is missing after a kill -9,
 * and nothing counts twice. Fills at or before a pair's mark refill the trades tape only.
 */

/** What changed of one pair since it was last saved; `tradeId` is its new mark. */
export interface PairHistory {
  symbol: string;
  candles: CandleSeries[];
  minutes?: MinuteSeries;
}

/** One save: some pairs, each at mark `tradeId`, and the floor after it. */
export interface MarketHistoryDelta {
  tradeId: number;
  /** Every trade at or below it is counted in its pair's saved rows. */
  floor: number;
  pairs: PairHistory[];
}

/** What the store hands back at start. */
export interface SavedMarketHistory {
  floor: number;
  /** Highest trade id counted in each pair's saved rows. */
  marks: Map<string, number>;
  candles: CandleSeries[];
  minutes: MinuteSeries[];
  /**
   * Taker fills (one per trade) in trade id order: every one after the floor, and before it
   * the latest few, enough for the trades tape.
   */
  takerFills: Fill[];
}

/**
 * The changes of at most `maxPairs` pairs, those changed longest ago first, or undefined when
 * no pair changed. The pairs taken count as saved from here on.
 */
export function takeMarketHistory(publisher: MarketPublisher, stats: Stats24h, maxPairs = Infinity): MarketHistoryDelta | undefined {
  const pending = publisher.unsaved;
  if (pending.size === 0) return undefined;
  const pairs: PairHistory[] = [];
  for (const symbol of pending.keys()) {
    if (pairs.length >= maxPairs) break;
    const minutes = stats.takeUnsaved(symbol);
    pairs.push({ symbol, candles: publisher.klines.takeUnsaved(symbol), ...(minutes !== undefined ? { minutes } : {}) });
  }
  for (const p of pairs) pending.delete(p.symbol);
  // `unsaved` is in order of first unsaved trade: its first entry is the oldest trade not saved
  const oldest = pending.values().next();
  const floor = oldest.done === true ? publisher.lastTradeId : oldest.value - 1;
  return { tradeId: publisher.lastTradeId, floor, pairs };
}

/** Puts the saved history back and replays the trades after it; call before any new event. */
export function restoreMarketHistory(saved: SavedMarketHistory, publisher: MarketPublisher, stats: Stats24h): void {
  for (const s of saved.candles) publisher.klines.restore(s.symbol, s.interval, s.candles);
  for (const s of saved.minutes) stats.restore(s.symbol, s.bars);
  let last = saved.floor;
  for (const mark of saved.marks.values()) if (mark > last) last = mark;
  publisher.lastTradeId = last;
  const fills = saved.takerFills;
  for (let i = 0; i < fills.length; i++) {
    const f = fills[i];
    // a pair never saved has no trade at or below the floor in its (empty) rows
    const unsaved = f.tradeId > (saved.marks.get(f.symbol) ?? saved.floor);
    publisher.replayTrade(f, unsaved);
    if (!unsaved) continue;
    stats.trade(f);
    // The engine emits one lastPrice after a taker's fills (matching.ts), at the last one's
    // price and time: the ticker's minute buckets take it from there.
    const next = fills[i + 1];
    if (next === undefined || next.orderId !== f.orderId) stats.lastPrice(f.symbol, f.price, f.time);
  }
}
