import { describe, expect, it } from 'vitest';
import type { Engine } from './engine';
import { COIN, COINS, feeBalance, limit, makeEngine, placed, spot, USD } from './test-fixtures';
import type { EngineEvent, Fill } from './types';

const D = 1; // deduction on
const X = 2;
const Y = 3;

/** BMX_USDT last price 0.5000 (ticks at 4 decimals); BTC_USDT last price 60,000. */
function setup(): { engine: Engine; events: EngineEvent[]; totals: bigint[] } {
  const { engine, events } = makeEngine();
  for (const u of [D, X, Y]) {
    engine.fund(u, 'USDT', 1_000_000 * USD);
    engine.fund(u, 'BTC', 10 * COIN);
    engine.fund(u, 'ETH', 100 * COIN);
  }
  engine.fund(X, 'BMX', 1_000 * COIN);
  placed(engine, limit(X, 'sell', 5_000, 100, { symbol: 'BMX_USDT' }));
  placed(engine, limit(Y, 'buy', 5_000, 100, { symbol: 'BMX_USDT' }));
  placed(engine, limit(X, 'sell', 6_000_000, 100));
  placed(engine, limit(Y, 'buy', 6_000_000, 100));
  engine.setFeeDeduction(D, true);
  events.length = 0;
  return { engine, events, totals: COINS.map((c) => engine.total(c.coin)) };
}

const fillsOf = (events: EngineEvent[], userId: number): Fill[] => events.flatMap((e) => (e.kind === 'fill' && e.fill.userId === userId ? [e.fill] : []));

describe('fee deduction in BMX', () => {
  it('should charge a buyer 75% of its fee in BMX and no quote fee', () => {
    const { engine, events, totals } = setup();
    engine.fund(D, 'BMX', 1_000 * COIN);
    placed(engine, limit(X, 'sell', 6_000_000, 100_000));
    const o = placed(engine, limit(D, 'buy', 6_000_000, 100_000));
    // 150 USDT of fee = 112.5 USDT at 75% = 225 BMX at 0.5.
    expect([o.feeCoin, o.fee, o.frozen, o.state]).toEqual(['BMX', 225 * COIN, 0, 'COMPLETE']);
    expect(fillsOf(events, D).map((f) => [f.fee, f.feeCoin])).toEqual([[225 * COIN, 'BMX']]);
    expect(spot(engine, D, 'USDT').available).toBe(1_000_000 * USD - 60_000 * USD);
    expect(spot(engine, D, 'BMX').available).toBe(775 * COIN);
    expect(feeBalance(engine, 'BMX')).toBe(225 * COIN);
    expect(COINS.map((c) => engine.total(c.coin))).toEqual(totals);
  });

  it('should credit a seller its whole notional when it pays in BMX', () => {
    const { engine, events } = setup();
    engine.fund(D, 'BMX', 1_000 * COIN);
    placed(engine, limit(D, 'sell', 6_000_000, 100_000));
    placed(engine, limit(X, 'buy', 6_000_000, 100_000));
    expect(fillsOf(events, D).map((f) => [f.role, f.fee, f.feeCoin])).toEqual([['maker', 225 * COIN, 'BMX']]);
    expect(spot(engine, D, 'USDT').available).toBe(1_060_000 * USD);
  });

  it('should value a fee in another quote coin through its USDT price', () => {
    const { engine, events } = setup();
    engine.fund(D, 'BMX', COIN);
    placed(engine, limit(X, 'sell', 50_001, 13, { symbol: 'ETH_BTC' }));
    placed(engine, limit(D, 'buy', 50_001, 13, { symbol: 'ETH_BTC' }));
    // 17 units of BTC fee = 0.0102 USDT at 60,000 -> x 0.75 / 0.5 = 0.0153 BMX.
    expect(fillsOf(events, D).map((f) => [f.fee, f.feeCoin])).toEqual([[1_530_000, 'BMX']]);
  });

  it.each([
    ['the spot account lacks the BMX', (_e: Engine) => {}],
    ['BMX has no price yet', (e: Engine) => e.fund(D, 'BMX', 1_000 * COIN)],
  ])('should charge the quote fee when %s', (name, prepare) => {
    const { engine, events } = name.includes('price') ? freshWithoutBmxPrice() : setup();
    prepare(engine);
    placed(engine, limit(X, 'sell', 6_000_000, 100_000));
    const o = placed(engine, limit(D, 'buy', 6_000_000, 100_000));
    expect(fillsOf(events, D).map((f) => [f.fee, f.feeCoin])).toEqual([[150 * USD, 'USDT']]);
    expect([o.feeCoin, o.fee]).toEqual(['BMX', 0]); // order.fee sums BMX fees only
    expect(spot(engine, D, 'USDT').available).toBe(1_000_000 * USD - 60_150 * USD);
  });

  it('should keep the quote fee coin for orders placed before the switch was turned on', () => {
    const { engine, events } = setup();
    engine.fund(D, 'BMX', 1_000 * COIN);
    engine.setFeeDeduction(D, false);
    const o = placed(engine, limit(D, 'buy', 6_000_000, 100_000));
    engine.setFeeDeduction(D, true);
    expect(engine.feeDeduction(D)).toBe(true);
    placed(engine, limit(X, 'sell', 6_000_000, 100_000));
    expect([o.feeCoin, o.fee]).toEqual(['USDT', 150 * USD]);
    expect(fillsOf(events, D).map((f) => f.feeCoin)).toEqual(['USDT']);
  });
});

function freshWithoutBmxPrice(): { engine: Engine; events: EngineEvent[] } {
  const { engine, events } = makeEngine();
  for (const u of [D, X]) {
    engine.fund(u, 'USDT', 1_000_000 * USD);
    engine.fund(u, 'BTC', 10 * COIN);
  }
  engine.setFeeDeduction(D, true);
  return { engine, events };
}
