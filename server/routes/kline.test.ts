import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { candleStart } from '../../src/protocol/intervals';
import type { GatewayEnv } from '../http/env';
import { attachCandleHistory } from '../market/candle-history';
import { KlineBook } from '../market/publisher-kline';
import { simPairs } from '../market/sim-pairs';
import { openStore, type SqliteStore } from '../store/sqlite';
import { klineRoutes } from './kline';

/** The gateway's first start: a Wednesday, 13:37:20 UTC. */
const FIRST_START = Date.UTC(2025, 5, 11, 13, 37, 20);
const BTC = simPairs(FIRST_START).filter((p) => p.spec.symbol === 'BTC_USDT');

let store: SqliteStore | undefined;
afterEach(() => store?.close());

function gateway() {
  store = openStore(':memory:');
  const klines = new KlineBook();
  attachCandleHistory(klines, store, FIRST_START, BTC);
  klines.trade('BTC_USDT', 6_000_100, 2_500, FIRST_START + 1_000);
  const app = new Hono<GatewayEnv>();
  app.route('/gw-api', klineRoutes(klines));
  const get = async (query: string) => {
    const res = await app.request(`/gw-api/quotation/kline?${query}`);
    return { status: res.status, body: (await res.json()) as { success: boolean; code: number; msg: string; data: { candles: Array<[number, ...string[]]> } | null } };
  };
  return { klines, get };
}

describe('GET /gw-api/quotation/kline with a cursor', () => {
  it('should answer the newest candles, then older pages before the cursor, down to the modelled past', async () => {
    const g = gateway();
    const newest = await g.get('symbol=BTC_USDT&interval=1&limit=3');
    expect(newest.body.success).toBe(true);
    const minute = candleStart('1', FIRST_START);
    // two modelled minutes ending at the anchor, then the live one
    expect(newest.body.data!.candles.map((c) => c[0])).toEqual([minute - 120_000, minute - 60_000, minute]);
    expect(newest.body.data!.candles[1][4]).toBe('60000.00');
    expect(newest.body.data!.candles[2]).toEqual([minute, '60001.00', '60001.00', '60001.00', '60001.00', '0.002500']);
    const older = await g.get(`symbol=BTC_USDT&interval=1&limit=1000&before=${minute - 120_000}`);
    const c = older.body.data!.candles;
    expect(c).toHaveLength(1000);
    expect(c[999][0]).toBe(minute - 180_000);
    expect(c[0][0]).toBe(minute - 1002 * 60_000);
    // far back on months: before 1970, as negative times
    const months = await g.get('symbol=BTC_USDT&interval=1M&limit=1000');
    expect(months.body.data!.candles).toHaveLength(1000);
    const oldest = months.body.data!.candles[0][0];
    const before = await g.get(`symbol=BTC_USDT&interval=1M&limit=1000&before=${oldest}`);
    expect(before.body.data!.candles).toHaveLength(21);
    expect(before.body.data!.candles[0][0]).toBeLessThan(0);
    expect((await g.get(`symbol=BTC_USDT&interval=1M&before=${before.body.data!.candles[0][0]}`)).body.data!.candles).toEqual([]);
  });

  it('should refuse a bad cursor, limit, interval or pair with the usual error shape and change nothing', async () => {
    const g = gateway();
    const first = await g.get('symbol=BTC_USDT&interval=15&limit=1000');
    const bad: Array<[string, number, number, string]> = [
      ['before=abc', 400, 30001, 'before: must be a time in ms (an integer)'],
      ['before=1.5', 400, 30001, 'before: must be a time in ms (an integer)'],
      ['before=1e12', 400, 30001, 'before: must be a time in ms (an integer)'],
      ['before=%201', 400, 30001, 'before: must be a time in ms (an integer)'],
      ['before=', 400, 30001, 'before: must be a time in ms (an integer)'],
      ['before=9999999999999999', 400, 30001, 'before: must be within ±8640000000000000'],
      ['limit=0', 400, 30001, 'limit: must be 1 to 1000'],
      ['limit=1001', 400, 30001, 'limit: must be 1 to 1000'],
      ['limit=-5', 400, 30001, 'limit: Invalid string: must match pattern /^\\d{1,16}$/'],
    ];
    for (const [query, status, code, msg] of bad) {
      const a = await g.get(`symbol=BTC_USDT&interval=15&${query}`);
      expect([a.status, a.body], query).toEqual([status, { success: false, code, msg, data: null }]);
    }
    expect(await g.get('symbol=BTC_USDT&interval=2&before=5')).toEqual({ status: 400, body: { success: false, code: 30001, msg: 'unknown interval 2', data: null } });
    expect((await g.get('symbol=NOPE_USDT&interval=1&before=5')).body).toEqual({ success: false, code: 30004, msg: 'unknown pair NOPE_USDT', data: null });
    expect(await g.get('symbol=BTC_USDT&interval=15&limit=1000')).toEqual(first);
  });
});
