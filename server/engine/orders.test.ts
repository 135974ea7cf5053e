import { beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from './engine';
import { COIN, limit, lots, makeEngine, order, placed, px, spot, USD } from './test-fixtures';
import type { EngineEvent, OrderState, PlaceOrder } from './types';

const MAKER = 1;
const TAKER = 2;

/** Asks of MAKER: 1 BTC at 60,000 and 0.5 BTC at 60,010; a bid of 1 BTC at 59,990. */
function seeded(): { engine: Engine; events: EngineEvent[] } {
  const { engine, events } = makeEngine();
  for (const u of [MAKER, TAKER]) {
    engine.fund(u, 'USDT', 1_000_000 * USD);
    engine.fund(u, 'BTC', 100 * COIN);
  }
  placed(engine, limit(MAKER, 'sell', px(60_000), lots(1)));
  placed(engine, limit(MAKER, 'sell', px(60_010), lots(0.5)));
  placed(engine, limit(MAKER, 'buy', px(59_990), lots(1)));
  events.length = 0;
  return { engine, events };
}

describe('order kinds and their states', () => {
  const market = (side: 'buy' | 'sell', amount: number): PlaceOrder =>
    order(TAKER, side, 'market', 0, side === 'sell' ? amount : 0, { notional: side === 'buy' ? amount : 0 });

  it.each<[string, PlaceOrder, OrderState, number]>([
    ['limit buy below the asks rests', limit(TAKER, 'buy', px(59_000), lots(1)), 'SUCCESS', 0],
    ['limit buy crossing part of the asks rests its rest', limit(TAKER, 'buy', px(60_000), lots(1.2)), 'PARTIAL_COMPLETE', lots(1)],
    ['limit buy taking two levels completes', limit(TAKER, 'buy', px(60_010), lots(1.5)), 'COMPLETE', lots(1.5)],
    ['post-only that does not cross rests', order(TAKER, 'buy', 'limit_maker', px(59_995), lots(1)), 'SUCCESS', 0],
    ['post-only that would take is cancelled', order(TAKER, 'buy', 'limit_maker', px(60_000), lots(1)), 'CANCELLED', 0],
    ['IOC with nothing at its price is cancelled', order(TAKER, 'buy', 'ioc', px(59_999), lots(1)), 'CANCELLED', 0],
    ['IOC filling part is partly cancelled', order(TAKER, 'buy', 'ioc', px(60_000), lots(2)), 'PARTIAL_COMPLETE_AND_CANCELLED', lots(1)],
    ['IOC filling all completes', order(TAKER, 'sell', 'ioc', px(59_990), lots(1)), 'COMPLETE', lots(1)],
    ['market sell within the bids completes', market('sell', lots(0.4)), 'COMPLETE', lots(0.4)],
    ['market sell beyond the bids is partly cancelled', market('sell', lots(3)), 'PARTIAL_COMPLETE_AND_CANCELLED', lots(1)],
    ['market buy spending its budget completes', market('buy', 100 * USD), 'COMPLETE', 166],
    ['market buy beyond the asks is partly cancelled', market('buy', 200_000 * USD), 'PARTIAL_COMPLETE_AND_CANCELLED', lots(1.5)],
  ])('%s', (_name, cmd, state, filled) => {
    const { engine } = seeded();
    const o = placed(engine, cmd);
    expect(o.state).toBe(state);
    expect(o.filledSize).toBe(filled);
    const open = state === 'SUCCESS' || state === 'PARTIAL_COMPLETE';
    expect(engine.order(o.orderId)).toBe(open ? o : undefined);
    if (!open) expect(o.frozen).toBe(0);
  });

  it('should cancel a market buy whose budget cannot pay for one lot', () => {
    const { engine } = makeEngine();
    engine.fund(MAKER, 'BTC', COIN);
    engine.fund(TAKER, 'USDT', 10 * USD);
    placed(engine, limit(MAKER, 'sell', px(200_000), lots(0.01))); // 2 USDT a lot
    const o = placed(engine, order(TAKER, 'buy', 'market', 0, 0, { notional: 1_500_000 }));
    expect([o.state, o.filledSize, o.frozen]).toEqual(['CANCELLED', 0, 0]);
    expect(spot(engine, TAKER, 'USDT')).toEqual({ available: 10 * USD, frozen: 0 });
  });

  it('should record market orders with their amount type and no price', () => {
    const { engine } = seeded();
    const buy = placed(engine, market('buy', 100 * USD));
    const sell = placed(engine, market('sell', lots(0.1)));
    expect([buy.price, buy.size, buy.notional, buy.marketAmountType]).toEqual([0, 0, 100 * USD, 1]);
    expect([sell.price, sell.size, sell.notional, sell.marketAmountType]).toEqual([0, lots(0.1), 0, 2]);
  });

  it('should trade at the maker price, best price first then oldest first', () => {
    const { engine, events } = seeded();
    engine.fund(3, 'BTC', COIN);
    const newer = placed(engine, limit(3, 'sell', px(60_000), lots(0.1)));
    events.length = 0;
    placed(engine, limit(TAKER, 'buy', px(60_005), lots(1.05)));
    const fills = events.flatMap((e) => (e.kind === 'fill' && e.fill.role === 'maker' ? [[e.fill.userId, e.fill.price, e.fill.size]] : []));
    expect(fills).toEqual([
      [MAKER, px(60_000), lots(1)],
      [3, px(60_000), lots(0.05)],
    ]);
    expect(engine.order(newer.orderId)!.filledSize).toBe(lots(0.05));
    expect(engine.lastPrice('BTC_USDT')).toBe(px(60_000));
  });

  it('should emit the order, both fills, the maker change and one last price per taker', () => {
    const { engine, events } = seeded();
    placed(engine, limit(TAKER, 'buy', px(60_000), lots(0.5)));
    const kinds = events.filter((e) => e.kind !== 'balance').map((e) => (e.kind === 'order' ? `order:${e.order.userId}:${e.order.state}` : e.kind));
    expect(kinds).toEqual([`order:${TAKER}:COMPLETE`, 'fill', 'fill', `order:${MAKER}:PARTIAL_COMPLETE`, 'lastPrice', `order:${TAKER}:COMPLETE`]);
    const fills = events.flatMap((e) => (e.kind === 'fill' ? [e] : []));
    expect(fills.map((f) => [f.fill.role, f.fill.side])).toEqual([['taker', 'buy'], ['maker', 'sell']]);
    expect(fills[0].fill.tradeId).toBe(fills[1].fill.tradeId);
    expect(fills[0].counterOrderId).toBe(fills[1].fill.orderId);
  });
});

describe('self-trade prevention', () => {
  let engine: Engine;
  beforeEach(() => {
    engine = seeded().engine;
  });

  it('should cancel a taker that would meet its own user first', () => {
    const o = placed(engine, limit(MAKER, 'buy', px(60_000), lots(0.5)));
    expect([o.state, o.filledSize, o.frozen]).toEqual(['STP_CANCELED', 0, 0]);
    expect(engine.depth('BTC_USDT', 'sell', 1)).toEqual([[px(60_000), lots(1)]]);
  });

  it('should cancel the rest of a taker once it reaches its own order', () => {
    engine.fund(3, 'BTC', COIN);
    const sell = placed(engine, limit(3, 'sell', px(59_999), lots(0.2)));
    const o = placed(engine, order(MAKER, 'buy', 'ioc', px(60_010), lots(1)));
    expect([o.state, o.filledSize]).toEqual(['PARTIALLY_STP_CANCELED', lots(0.2)]);
    expect(engine.order(sell.orderId)).toBeUndefined();
    expect(spot(engine, MAKER, 'USDT').frozen).toBe(59_990 * USD + 149_975_000); // only its resting bid, fee reserve included
  });
});

describe('cancel and the states only the system reaches', () => {
  it('should cancel a partly filled order as PARTIAL_COMPLETE_AND_CANCELLED and release its rest', () => {
    const { engine } = seeded();
    const o = placed(engine, limit(TAKER, 'buy', px(60_000), lots(1.2)));
    const r = engine.cancel(TAKER, o.orderId);
    expect(r.ok && r.value.state).toBe('PARTIAL_COMPLETE_AND_CANCELLED');
    expect(spot(engine, TAKER, 'USDT').frozen).toBe(0);
  });

  it('should system-cancel every open order of an account, partly filled ones as such', () => {
    const { engine } = seeded();
    const part = placed(engine, limit(TAKER, 'buy', px(60_000), lots(1.2)));
    const none = placed(engine, limit(TAKER, 'sell', px(70_000), lots(1)));
    const cancelled = engine.cancelAccountOrders(engine.spotAccount(TAKER).accountId);
    expect(cancelled.map((o) => [o.orderId, o.state])).toEqual([
      [part.orderId, 'PARTIALLY_SYSTEM_CANCELED'],
      [none.orderId, 'SYSTEM_CANCELED'],
    ]);
    expect(spot(engine, TAKER, 'USDT').frozen + spot(engine, TAKER, 'BTC').frozen).toBe(0);
    expect(engine.openOrders(TAKER)).toEqual([]);
  });
});
