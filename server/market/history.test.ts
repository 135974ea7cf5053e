import { afterEach, describe, expect, it } from 'vitest';
import { KLINE_INTERVALS } from '../../src/protocol/intervals';
import type { TradeTuple } from '../../src/protocol/messages';
import { Engine } from '../engine/engine';
import { createEventPipeline } from '../event-pipeline';
import { T0 } from '../gateway.fixture';
import { openStore, type SqliteStore } from '../store/sqlite';
import { restoreMarketHistory, takeMarketHistory } from './history';
import { Collector } from './publisher.fixture';
import { MarketPublisher } from './publisher';
import { engineCoins, enginePairs } from './refdata';
import { createMarketWatch, type MarketWatch } from './watch';

/**
 * The market's history across a restart, on the real engine, event pipeline and SQLite store:
 * one process trades, saves part way, trades on and dies without saving; a second one opens
 * the same database. Its candles, 24 h figures and trades tape must equal those of the process
 * that saw every trade.
 */

const SYMBOLS = ['BTC_USDT', 'ETH_USDT'] as const;
const MIN = 60_000;

interface Process {
  engine: Engine;
  publisher: MarketPublisher;
  market: MarketWatch;
  commit(): void;
  clock: { now: number };
}

/** A gateway process as index.ts wires it, without sockets or simulator. */
function start(store: SqliteStore, clock: { now: number }): Process {
  const market = createMarketWatch();
  const { emit, commit, listen } = createEventPipeline(store, market);
  const now = () => clock.now;
  const engine = new Engine({ pairs: enginePairs(), coins: engineCoins(), now, emit }, store.loadSnapshot());
  commit();
  const publisher = new MarketPublisher({ engine, market, now });
  restoreMarketHistory(store.loadMarketHistory(), publisher, market.stats);
  listen(publisher);
  return { engine, publisher, market, commit, clock };
}

let nextUser = 500_000;

/**
 * A maker lays three asks and three bids around `mid`, then a taker sweeps two levels of one
 * side (several fills of one taker order, so one lastPrice after them, as matching.ts does).
 */
function tradeRound(p: Process, symbol: string, mid: number, round: number): void {
  const pair = p.engine.pair(symbol)!;
  const maker = ++nextUser;
  const taker = ++nextUser;
  for (const u of [maker, taker]) {
    p.engine.fund(u, pair.quote, 1e10);
    p.engine.fund(u, pair.base, 1e9);
  }
  const place = (userId: number, side: 'buy' | 'sell', price: number, size: number, type: 'limit' | 'ioc' = 'limit') => {
    const r = p.engine.place({ userId, mode: 'spot', subMode: 'normal', symbol, side, type, planType: 0, price, size, notional: 0, triggerPrice: 0, tradeSide: 0, reqNo: `H${userId}` });
    if (!r.ok) throw new Error(r.error.msg);
  };
  for (let i = 1; i <= 3; i++) {
    place(maker, 'sell', mid + i * 10, 5_000 + i * 1_000);
    place(maker, 'buy', mid - i * 10, 5_000 + i * 1_000);
  }
  const buy = round % 2 === 0;
  place(taker, buy ? 'buy' : 'sell', buy ? mid + 20 : mid - 20, 9_000 + (round % 4) * 500, 'ioc');
  p.commit();
}

/** Everything a client can read of the market history, per pair. */
function view(p: Process) {
  return SYMBOLS.map((symbol) => {
    const tape = new Collector();
    p.publisher.subscribe(tape, { ch: 'trade', symbol });
    const trades = tape.of('trade')[0].trades as TradeTuple[];
    return {
      symbol,
      candles: KLINE_INTERVALS.map((interval) => [interval, p.publisher.klines.recent(symbol, interval)]),
      stats: p.market.stats.stats(symbol, p.clock.now, p.engine.lastPrice(symbol)), // as routes/pairs.ts asks
      trades,
    };
  });
}

let store: SqliteStore | undefined;
afterEach(() => store?.close());

describe('market history across a restart', () => {
  it('should bring back the candles, 24 h figures and trades tape of every trade, saved or not', () => {
    store = openStore(':memory:');
    const clock = { now: T0 };
    const a = start(store, clock);
    let round = 0;
    const trade = (minutes: number) => {
      for (let m = 0; m < minutes; m++) {
        for (const [i, symbol] of SYMBOLS.entries()) tradeRound(a, symbol, (i === 0 ? 6_000_000 : 300_000) + 50 * (m % 7), round++);
        clock.now += MIN / 2 + 7_000;
      }
    };
    trade(90); // across hours, so longer candles span several saves
    const saved = takeMarketHistory(a.publisher, a.market.stats);
    expect(saved).toBeDefined();
    store.saveMarketHistory(saved!);
    expect(takeMarketHistory(a.publisher, a.market.stats)).toBeUndefined(); // nothing new since
    trade(25); // traded and committed, never saved: a kill -9 now
    a.publisher.tick(); // the tape's pending trades are published, as a live gateway's would be

    const b = start(store, clock);
    const before = view(a);
    expect(view(b)).toEqual(before);
    expect(before[0].trades.length).toBe(50);
    expect(before[0].stats.volume).toBeGreaterThan(0);
    expect(b.publisher.lastTradeId).toBe(a.publisher.lastTradeId);
  });

  it('should count every trade once when pairs are saved one at a time between trades', () => {
    store = openStore(':memory:');
    const clock = { now: T0 };
    const a = start(store, clock);
    const floors: number[] = [];
    for (let m = 0; m < 60; m++) {
      // the pairs trade in turns and one pair is saved now and then, the other left behind
      for (const [i, symbol] of SYMBOLS.entries()) if ((m + i) % 3 !== 0) tradeRound(a, symbol, i === 0 ? 6_000_000 + 10 * (m % 5) : 300_000 - 10 * (m % 4), m);
      if (m % 4 === 1) {
        const delta = takeMarketHistory(a.publisher, a.market.stats, 1);
        if (delta !== undefined) {
          expect(delta.pairs).toHaveLength(1);
          store.saveMarketHistory(delta);
          floors.push(delta.floor);
        }
      }
      clock.now += 41_000;
    }
    a.publisher.tick();
    expect(floors.length).toBeGreaterThan(5);
    expect(floors).toEqual([...floors].sort((x, y) => x - y)); // the floor only rises
    const saved = store.loadMarketHistory();
    expect(saved.floor).toBeLessThan(a.publisher.lastTradeId); // trades to replay remain
    expect(saved.marks.size).toBe(2);
    expect(view(start(store, clock))).toEqual(view(a));
  });

  it('should replay every trade of a pair never saved, from its first one', () => {
    store = openStore(':memory:');
    const clock = { now: T0 };
    const a = start(store, clock);
    tradeRound(a, 'BTC_USDT', 6_000_000, 0);
    tradeRound(a, 'ETH_USDT', 300_000, 1); // dirty from its first trade on
    tradeRound(a, 'BTC_USDT', 6_000_010, 2);
    const delta = takeMarketHistory(a.publisher, a.market.stats, 1)!;
    expect(delta.pairs.map((p) => p.symbol)).toEqual(['BTC_USDT']);
    store.saveMarketHistory(delta);
    a.publisher.tick();
    const saved = store.loadMarketHistory();
    expect(saved.marks.has('ETH_USDT')).toBe(false);
    expect(view(start(store, clock))).toEqual(view(a));
  });

  it('should save the replayed trades with the next delta, so a second restart needs no replay of them', () => {
    store = openStore(':memory:');
    const clock = { now: T0 };
    const a = start(store, clock);
    for (let r = 0; r < 40; r++) {
      tradeRound(a, 'BTC_USDT', 6_000_000, r);
      clock.now += 20_000;
    }
    store.saveMarketHistory(takeMarketHistory(a.publisher, a.market.stats)!);
    for (let r = 0; r < 10; r++) {
      tradeRound(a, 'BTC_USDT', 6_000_100, r);
      clock.now += 20_000;
    }
    a.publisher.tick();
    const b = start(store, clock);
    const delta = takeMarketHistory(b.publisher, b.market.stats);
    expect(delta?.tradeId).toBe(a.publisher.lastTradeId); // the replayed trades, now saved
    store.saveMarketHistory(delta!);
    const saved = store.loadMarketHistory();
    expect(saved.floor).toBe(a.publisher.lastTradeId);
    expect(saved.marks).toEqual(new Map([['BTC_USDT', a.publisher.lastTradeId]]));
    expect(saved.takerFills.every((f) => f.tradeId <= saved.floor)).toBe(true); // tape refill only
    const c = start(store, clock);
    expect(view(c)).toEqual(view(a));
  });

  it('should start empty and save nothing on a database without trades', () => {
    store = openStore(':memory:');
    const p = start(store, { now: T0 });
    expect(p.publisher.klines.recent('BTC_USDT', '1')).toEqual([]);
    expect(takeMarketHistory(p.publisher, p.market.stats)).toBeUndefined();
    expect(store.loadMarketHistory()).toEqual({ floor: 0, marks: new Map(), candles: [], minutes: [], takerFills: [] });
  });
});
