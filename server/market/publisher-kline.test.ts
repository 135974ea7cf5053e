import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { aggregateCandles } from '../../src/protocol/candle-aggregate';
import { candleStart, nextCandleStart, type KlineInterval } from '../../src/protocol/intervals';
import type { Candle } from '../../src/protocol/messages';
import { openStore, type SqliteStore } from '../store/sqlite';
import { attachCandleHistory } from './candle-history';
import { MODEL_MONTHS } from './history-model';
import { KlineBook } from './publisher-kline';
import { simPairs } from './sim-pairs';

const MIN = 60_000;
/** The gateway's first start: a Wednesday, 13:37:20 UTC. */
const FIRST_START = Date.UTC(2025, 5, 11, 13, 37, 20);
const BTC = simPairs(FIRST_START).filter((p) => p.spec.symbol === 'BTC_USDT');
const ANCHOR = BTC[0].anchor;

/** Every page of `interval` from the newest back, `limit` at a time, until `max` candles or the start. */
function pageBack(k: KlineBook, interval: KlineInterval, limit: number, max: number): { candles: Candle[]; pages: number } {
  const out: Candle[] = [];
  let before = Infinity;
  let pages = 0;
  while (out.length < max) {
    const page = k.page('BTC_USDT', interval, before, limit);
    if (page.length === 0) break;
    expect(page.length).toBeLessThanOrEqual(limit);
    expect(page[page.length - 1][0]).toBeLessThan(before);
    out.unshift(...page);
    before = page[0][0];
    pages++;
  }
  return { candles: out, pages };
}

/** Candles not starting where the previous one's interval ends (a gap or a duplicate). */
function breaks(candles: readonly Candle[], interval: KlineInterval): number[] {
  return candles.filter((c, i) => i > 0 && c[0] !== nextCandleStart(interval, candles[i - 1][0])).map((c) => c[0]);
}

let store: SqliteStore | undefined;
afterEach(() => store?.close());

/** A gateway's kline book over `store`: the saved candles restored, the past attached at `now`. */
function boot(s: SqliteStore, now: number): KlineBook {
  const k = new KlineBook();
  for (const series of s.loadMarketHistory().candles) k.restore(series.symbol, series.interval, series.candles);
  attachCandleHistory(k, s, now, BTC);
  return k;
}

/** One trade a minute from the first start on, 20 ticks up or down; saved every 50 trades. */
function trade(k: KlineBook, s: SqliteStore, minutes: number): void {
  for (let i = 0; i < minutes; i++) {
    k.trade('BTC_USDT', ANCHOR + (i % 7) * 20 - 60, 1000 + i, FIRST_START + 5_000 + i * MIN);
    if (i % 50 === 49 || i === minutes - 1) s.saveMarketHistory({ tradeId: i, floor: i, pairs: [{ symbol: 'BTC_USDT', candles: k.takeUnsaved('BTC_USDT') }] });
  }
}

describe('the kline book with its history', () => {
  it('should page back through memory, the store, the seam and the modelled past with no gap and no duplicate', () => {
    store = openStore(':memory:');
    const k = boot(store, FIRST_START);
    trade(k, store, 700); // more than memory keeps of the 1-minute series (2 x 300)
    const { candles, pages } = pageBack(k, '1', 250, 3000);
    expect(pages).toBe(12);
    expect(candles).toHaveLength(3000);
    expect(breaks(candles, '1')).toEqual([]);
    // the live market starts at the origin minute; the model's last minute closes at the anchor
    const first = candles.findIndex((c) => c[0] === candleStart('1', FIRST_START));
    expect(candles.length - first).toBe(700);
    expect(candles[first - 1][4]).toBe(ANCHOR);
    expect(candles[first]).toEqual([candleStart('1', FIRST_START), ANCHOR - 60, ANCHOR - 60, ANCHOR - 60, ANCHOR - 60, 1000]);
    // the same pages whatever their size
    expect(pageBack(k, '1', 1000, 3000).candles).toEqual(candles);
    for (const interval of ['5', '60', '1D', '1W', '1M'] as const) {
      const back = pageBack(k, interval, 400, 1000).candles;
      expect(back.length, interval).toBeGreaterThanOrEqual(1000);
      expect(breaks(back, interval), interval).toEqual([]);
    }
    // months: the whole modelled past and the month of the first start, then nothing more
    expect(pageBack(k, '1M', 400, 5000).candles).toHaveLength(MODEL_MONTHS + 1);
  });

  it('should serve the candles that hold the first start as the modelled part joined with the trades', () => {
    store = openStore(':memory:');
    const k = boot(store, FIRST_START);
    trade(k, store, 500); // to 21:56, the same day
    // the first start's day: 1D served = aggregate of 60 served = aggregate of 1 served
    const dayStart = candleStart('1D', FIRST_START);
    const last = FIRST_START + 5_000 + 499 * MIN;
    const end = nextCandleStart('1D', dayStart);
    const day = k.page('BTC_USDT', '1D', end, 1);
    const hours = k.page('BTC_USDT', '60', end, 1000).filter((c) => c[0] >= dayStart);
    const minutes = k.page('BTC_USDT', '1', end, 1440).filter((c) => c[0] >= dayStart);
    expect(minutes[minutes.length - 1][0]).toBe(candleStart('1', last));
    expect(aggregateCandles(hours, '1D')).toEqual(day);
    expect(aggregateCandles(minutes, '1D')).toEqual(day);
    // two days before and the seam day together: every interval from the same minutes
    const from = dayStart - 2 * 86_400_000;
    const allMinutes = k.page('BTC_USDT', '1', end, 3 * 1440).filter((c) => c[0] >= from);
    expect(allMinutes[0][0]).toBe(from);
    for (const interval of ['15', '60', '240', '720', '1D'] as const) {
      const served = k.page('BTC_USDT', interval, end, 1000).filter((c) => c[0] >= from);
      expect(aggregateCandles(allMinutes, interval), interval).toEqual(served);
    }
    // the channel: snapshot and updates carry the joined candle too
    const [seamDay] = k.recent('BTC_USDT', '1D');
    expect(seamDay).toEqual(day[0]);
    k.trade('BTC_USDT', ANCHOR * 2, 5, last + 1000);
    const [update] = k.takeChanged('BTC_USDT', '1D').slice(-1);
    expect(update).toEqual([dayStart, day[0][1], ANCHOR * 2, day[0][3], ANCHOR * 2, day[0][5] + 5]);
  });

  it('should hand out the modelled part alone while no trade has reached the seam candle', () => {
    store = openStore(':memory:');
    const k = boot(store, FIRST_START);
    const [month] = k.recent('BTC_USDT', '1M');
    expect(month[0]).toBe(Date.UTC(2025, 5, 1));
    expect(month[4]).toBe(ANCHOR);
    expect(k.page('BTC_USDT', '1M', Infinity, 1)).toEqual([month]);
    expect(k.recent('BTC_USDT', '1')).toEqual([]); // the first minute is wholly live
    expect(k.page('BTC_USDT', '1', Infinity, 1)[0][4]).toBe(ANCHOR);
  });

  it('should serve the same candles after a restart: the origin and the saved candles come back', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'klines-')), 'x.db');
    store = openStore(path);
    const k = boot(store, FIRST_START);
    trade(k, store, 400);
    const before = (['1', '60', '1D', '1M'] as const).map((i) => pageBack(k, i, 500, 1500).candles);
    store.close();
    store = openStore(path);
    const again = boot(store, FIRST_START + 3 * 86_400_000);
    expect((['1', '60', '1D', '1M'] as const).map((i) => pageBack(again, i, 500, 1500).candles)).toEqual(before);
  });

  it('should page the live candles in memory alone when no history is attached', () => {
    const k = new KlineBook();
    for (let i = 0; i < 10; i++) k.trade('BTC_USDT', 100 + i, 1, FIRST_START + i * MIN);
    const newest = k.page('BTC_USDT', '1', Infinity, 4);
    expect(newest.map((c) => c[1])).toEqual([106, 107, 108, 109]);
    expect(k.page('BTC_USDT', '1', newest[0][0], 100).map((c) => c[1])).toEqual([100, 101, 102, 103, 104, 105]);
    expect(k.page('BTC_USDT', '1', candleStart('1', FIRST_START), 100)).toEqual([]);
    expect(k.page('ETH_USDT', '1', Infinity, 100)).toEqual([]);
    // copies: changing an answer changes nothing served
    newest[0][1] = 0;
    expect(k.page('BTC_USDT', '1', Infinity, 4)[0][1]).toBe(106);
  });
});
