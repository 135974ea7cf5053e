import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from './minute-ring';
import { Movers } from './movers';

const T0 = Date.UTC(2024, 5, 1);
const S = 1000;

/** Feeds a series of [ms offset, price] to a fresh Movers. */
function run(series: Array<[number, number]>, opts: ConstructorParameters<typeof Movers>[0] = {}) {
  const m = new Movers(opts);
  for (const [t, p] of series) m.price('BTC_USDT', p, T0 + t);
  return m;
}

/** A flat price every 10 s over [from, to). */
function flat(from: number, to: number, price: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let t = from; t < to; t += 10 * S) out.push([t, price]);
  return out;
}

describe('Movers', () => {
  it('should record a 5-minute rise beyond the threshold once per cooldown', () => {
    const series = [...flat(0, 6 * MINUTE_MS, 10000), [6 * MINUTE_MS, 10060] as [number, number], [6 * MINUTE_MS + S, 10070] as [number, number]];
    const m = run(series, { moveFraction: 0.005, minHistoryMs: 60 * MINUTE_MS });
    const rises = m.query({ limit: 20, type: 'RISE_5m' });
    expect(rises).toHaveLength(1);
    expect(rises[0]).toMatchObject({ type: 'RISE_5m', symbol: 'BTC_USDT', price: 10060, refPrice: 10000, time: T0 + 6 * MINUTE_MS });
    expect(rises[0].percent).toBeCloseTo(0.6, 10);
  });

  it('should measure the rise from the last price at or before five minutes ago, after a quiet spell', () => {
    // 60000, 60500, then 59800 and five quiet minutes: the move is from 59800, not from 60000
    const m = run([[0, 60000], [10 * S, 60500], [20 * S, 59800], [20 * S + 5 * MINUTE_MS + S, 60500]], { moveFraction: 0.005, minHistoryMs: 60 * MINUTE_MS });
    const rises = m.query({ limit: 20, type: 'RISE_5m' });
    expect(rises).toHaveLength(1);
    expect(rises[0].refPrice).toBe(59800);
    expect(rises[0].percent).toBeCloseTo((700 / 59800) * 100, 10);
  });

  it('should not record a rise before five minutes of history, nor below the threshold', () => {
    const early = run([...flat(0, 2 * MINUTE_MS, 10000), [2 * MINUTE_MS, 11000]]);
    expect(early.query({ limit: 20, type: 'RISE_5m' })).toEqual([]);
    const small = run([...flat(0, 6 * MINUTE_MS, 10000), [6 * MINUTE_MS, 10040]]);
    expect(small.query({ limit: 20, type: 'RISE_5m' })).toEqual([]);
  });

  it('should record a 5-minute fall', () => {
    const m = run([...flat(0, 6 * MINUTE_MS, 10000), [6 * MINUTE_MS, 9900]], { minHistoryMs: 60 * MINUTE_MS });
    expect(m.query({ limit: 20 }).map((r) => r.type)).toContain('FALL_5m');
    expect(m.query({ limit: 20, type: 'FALL_5m' })[0].percent).toBeCloseTo(-1, 10);
  });

  it('should record new 24 h highs and lows only after the minimum history', () => {
    const opts = { minHistoryMs: 15 * MINUTE_MS, moveFraction: 1, breakFraction: 1 };
    const young = run([...flat(0, 10 * MINUTE_MS, 10000), [10 * MINUTE_MS, 10001]], opts);
    expect(young.query({ limit: 20 })).toEqual([]);
    const grown = run([...flat(0, 20 * MINUTE_MS, 10000), [20 * MINUTE_MS, 10010], [20 * MINUTE_MS + S, 10020], [40 * MINUTE_MS, 9990]], opts);
    const records = grown.query({ limit: 20 });
    expect(records.map((r) => r.type)).toEqual(['NL_24h', 'NH_24h']);
    expect(records[1]).toMatchObject({ price: 10010, refPrice: 10000 });
    expect(records[1].percent).toBeCloseTo(0.1, 10);
    expect(records[0]).toMatchObject({ price: 9990, refPrice: 10000 });
  });

  it('should record a 1-minute breakout above the previous minute high with its side and level', () => {
    const series: Array<[number, number]> = [[0, 10000], [20 * S, 10010], [40 * S, 9995], [MINUTE_MS + 5 * S, 10040]];
    const m = run(series, { breakFraction: 0.002, minHistoryMs: 60 * MINUTE_MS });
    expect(m.query({ limit: 20, type: 'BREAK' })).toEqual([
      { seq: 1, type: 'BREAK', symbol: 'BTC_USDT', time: T0 + MINUTE_MS + 5 * S, price: 10040, refPrice: 10010, percent: expect.closeTo(0.2997, 3), breakSide: 'up' },
    ]);
    const down = run([[0, 10000], [30 * S, 9990], [MINUTE_MS + S, 9960]], { breakFraction: 0.002, minHistoryMs: 60 * MINUTE_MS });
    expect(down.query({ limit: 20, type: 'BREAK' })[0]).toMatchObject({ breakSide: 'down', refPrice: 9990 });
  });

  it('should answer newest first, filter by pair and kind, and keep a bounded list', () => {
    const m = new Movers({ cooldownMs: 0, keep: 5, minHistoryMs: 0, moveFraction: 1 });
    for (let i = 0; i < 10; i++) {
      m.price('ETH_USDT', 1000 + i, T0 + i * S); // each a new 24 h high
      m.price('BTC_USDT', 1000 - i, T0 + i * S); // each a new 24 h low
    }
    const all = m.query({ limit: 20 });
    expect(all).toHaveLength(5);
    expect(all.map((r) => r.seq)).toEqual([...all.map((r) => r.seq)].sort((a, b) => b - a));
    expect(m.query({ limit: 2, symbol: 'ETH_USDT' }).every((r) => r.symbol === 'ETH_USDT' && r.type === 'NH_24h')).toBe(true);
    expect(m.query({ limit: 20, type: 'NL_24h' }).every((r) => r.symbol === 'BTC_USDT')).toBe(true);
  });

  it('should call onRecord for every new record and take engine events', () => {
    const seen: string[] = [];
    const m = new Movers({ minHistoryMs: 0, cooldownMs: 0, onRecord: (r) => seen.push(r.type) });
    m.feed({ kind: 'lastPrice', symbol: 'BTC_USDT', price: 100, time: T0 });
    m.feed({ kind: 'lastPrice', symbol: 'BTC_USDT', price: 101, time: T0 + S });
    expect(seen).toEqual(['NH_24h']);
  });
});
