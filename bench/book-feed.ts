import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseUnits } from '../src/core/units';
import { ROOT } from './suite';

/**
 * The recorded BTCUSDT book stream (tests/data, 346 s of Binance's public market in the
 * native feed format), pre-parsed to integer ticks and lots before any timing: one snapshot,
 * then every update as flat Float64Arrays [price, size …] — what the market worker hands the
 * book. Shared by the book suite and (later) the pipeline benchmarks.
 */
export interface BookFeed {
  symbol: string;
  pricePrecision: number;
  countPrecision: number;
  snapshot: { bids: Float64Array; asks: Float64Array };
  updates: { bids: Float64Array; asks: Float64Array }[];
  /** Levels across all updates. */
  levels: number;
}

export const FEED_FILE = process.env.BOOK_FEED ?? join(ROOT, 'tests/data/btcusdt-20240808.feed.jsonl.gz');

function flat(levels: [string, string][], pp: number, cp: number): Float64Array {
  const out = new Float64Array(levels.length * 2);
  levels.forEach(([p, s], i) => {
    const price = parseUnits(p, pp);
    const size = parseUnits(s, cp);
    if (!price.ok || !size.ok) throw new Error(`bad level ${p} ${s}`);
    out[2 * i] = price.value;
    out[2 * i + 1] = size.value;
  });
  return out;
}

/** Loads and pre-parses the feed (the first book message must be a snapshot). */
export function loadBookFeed(file = FEED_FILE): BookFeed {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  const meta = JSON.parse(lines[0]) as { type: string; symbol: string; pricePrecision: number; countPrecision: number };
  if (meta.type !== 'meta') throw new Error(`${file}: the first line is not a meta line`);
  const feed: BookFeed = { symbol: meta.symbol, pricePrecision: meta.pricePrecision, countPrecision: meta.countPrecision, snapshot: { bids: new Float64Array(0), asks: new Float64Array(0) }, updates: [], levels: 0 };
  let seen = false;
  for (const line of lines.slice(1)) {
    if (line === '') continue;
    const m = JSON.parse(line) as { type: string; bids: [string, string][]; asks: [string, string][] };
    if (m.type !== 'snapshot' && m.type !== 'update') continue;
    const msg = { bids: flat(m.bids, feed.pricePrecision, feed.countPrecision), asks: flat(m.asks, feed.pricePrecision, feed.countPrecision) };
    if (m.type === 'snapshot') {
      if (seen) throw new Error('a second snapshot: the benchmark expects one');
      feed.snapshot = msg;
    } else if (seen) {
      feed.updates.push(msg);
      feed.levels += (msg.bids.length + msg.asks.length) / 2;
    }
    seen ||= m.type === 'snapshot';
  }
  return feed;
}
