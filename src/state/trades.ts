/**
 * The latest trades of the current pair as the market worker last published them: one
 * Float64Array ([count, then id, price, size, isBuy, time per trade], newest first; see
 * src/market-feed/frame.ts), read directly by the trades widget, with a version signal that
 * ticks once per frame that brought trades.
 */
import { signal } from '@preact/signals-react';
import type { MarketFrame, TradesInfo } from '../market-feed/frame';

export interface TradesView {
  trades: Float64Array | null;
  info: TradesInfo;
}

export const tradesView: TradesView = { trades: null, info: { symbol: '', pricePrecision: 0, countPrecision: 0 } };

export const tradesVersion = signal(0);

/** Takes a frame's trades; returns the array it replaced, if any. */
export function applyTradesFrame(frame: MarketFrame): Float64Array | undefined {
  tradesView.info = frame.tradesInfo;
  if (frame.trades === null) return undefined;
  const old = tradesView.trades ?? undefined;
  tradesView.trades = frame.trades;
  tradesVersion.value++;
  return old;
}

/** Price (ticks) of the newest trade, NaN when none. */
export function lastTradePrice(): number {
  const t = tradesView.trades;
  return t !== null && t[0] > 0 ? t[2] : NaN;
}
