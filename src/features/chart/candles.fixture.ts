/**
 * Candles for the indicator tests and bench: 1-minute candles built from the recorded BTCUSDT
 * trades (tests/data, 346 s of Binance's market: a handful of real candles, with real ticks),
 * and a long seeded random walk (10,000 candles and more) with volume, stable across runs.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { prng } from '../../core/prng';
import { candleStart, type KlineInterval } from '../../protocol/intervals';
import type { Candle } from './series';
import { applyTrade } from './series-live';

export interface RecordedTrade {
  time: number;
  price: number;
  size: number;
}

const FEED = new URL('../../../tests/data/btcusdt-20240808.feed.jsonl.gz', import.meta.url);

/** Every trade of the recorded feed, oldest first, as numbers. */
export function recordedTrades(): RecordedTrade[] {
  const out: RecordedTrade[] = [];
  for (const line of gunzipSync(readFileSync(FEED)).toString('utf8').split('\n')) {
    if (!line.includes('"trade"')) continue;
    const t = JSON.parse(line) as { type: string; ts: number; price: string; size: string };
    if (t.type === 'trade') out.push({ time: t.ts, price: Number(t.price), size: Number(t.size) });
  }
  return out;
}

/** Candles of `interval` from trades, the way the gateway builds them (one trade at a time). */
export function candlesFromTrades(trades: readonly RecordedTrade[], interval: KlineInterval = '1'): Candle[] {
  const out: Candle[] = [];
  for (const t of trades) applyTrade(out, interval, t.price, t.size, t.time);
  return out;
}

/** `n` 1-minute candles of a seeded random walk around 60,000 with ~0.1 % moves a minute. */
export function seededCandles(n: number, seed = 21): Candle[] {
  const rnd = prng(seed);
  const out: Candle[] = [];
  let price = 60_000;
  const t0 = candleStart('1', Date.UTC(2024, 7, 1));
  for (let i = 0; i < n; i++) {
    const open = price;
    let hi = open;
    let lo = open;
    // four steps a candle, so high and low are not just open and close
    for (let s = 0; s < 4; s++) {
      price *= 1 + (rnd() - 0.5) * 0.002;
      hi = Math.max(hi, price);
      lo = Math.min(lo, price);
    }
    const r2 = (x: number) => Math.round(x * 100) / 100;
    out.push([t0 + i * 60_000, r2(open), r2(hi), r2(lo), r2(price), Math.round(rnd() * 5e5) / 1e5]);
  }
  return out;
}
