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
 * So the gateway saves what changed every few seconds (`takeMarketHistory`, store
 * saveMarketHistory) together with the highest trade id it covers. At start
 * (`restoreMarketHistory`) the saved candles and minutes come back, then the taker fills after
 * that trade id, which every commit made durable, are replayed as the engine emitted them:
 * nothing traded is missing from the history after a kill -9, and nothing counts twice. Fills
 * at or before it refill the trades tape only.
 */

/** What changed since the previous save; `tradeId` is the highest trade id it covers. */
export interface MarketHistoryDelta {
  tradeId: number;
  candles: CandleSeries[];
  minutes: MinuteSeries[];
}

/** What the store hands back at start. */
export interface SavedMarketHistory {
  /** Highest trade id the saved candles and minutes count (0: none saved). */
  tradeId: number;
  candles: CandleSeries[];
  minutes: MinuteSeries[];
  /**
   * Taker fills (one per trade) in trade id order: every one after `tradeId`, and before it
   * the latest few, enough for the trades tape.
   */
  takerFills: Fill[];
}

/** The changes since the previous call, or undefined when there are none. */
export function takeMarketHistory(publisher: MarketPublisher, stats: Stats24h): MarketHistoryDelta | undefined {
  const candles = publisher.klines.takeUnsaved();
  const minutes = stats.takeUnsaved();
  if (candles.length === 0 && minutes.length === 0) return undefined;
  return { tradeId: publisher.lastTradeId, candles, minutes };
}

/** Puts the saved history back and replays the trades after it; call before any new event. */
export function restoreMarketHistory(saved: SavedMarketHistory, publisher: MarketPublisher, stats: Stats24h): void {
  for (const s of saved.candles) publisher.klines.restore(s.symbol, s.interval, s.candles);
  for (const s of saved.minutes) stats.restore(s.symbol, s.bars);
  publisher.lastTradeId = saved.tradeId;
  const fills = saved.takerFills;
  for (let i = 0; i < fills.length; i++) {
    const f = fills[i];
    const unsaved = f.tradeId > saved.tradeId;
    publisher.replayTrade(f, unsaved);
    if (!unsaved) continue;
    stats.trade(f);
    // The engine emits one lastPrice after a taker's fills (matching.ts), at the last one's
    // price and time: the ticker's minute buckets take it from there.
    const next = fills[i + 1];
    if (next === undefined || next.orderId !== f.orderId) {
      stats.lastPrice(f.symbol, f.price, f.time);
    }
  }
}
