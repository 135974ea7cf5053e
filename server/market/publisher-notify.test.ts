import { beforeEach, describe, expect, it } from 'vitest';
import type { NotifyPayload } from '../../src/protocol/messages';
import type { Order, PlaceOrder } from '../engine/types';
import { orderModeOf } from './publisher-notify';
import { Collector, publisherHarness, type PublisherHarness } from './publisher.fixture';

const SYMBOL = 'BTC_USDT';
const ALICE = 11;
const BOB = 12;

describe('notify channel', () => {
  let h: PublisherHarness;
  let alice: Collector;
  let bob: Collector;

  const events = (c: Collector) => c.of('notify').map((m) => m.data);
  const place = (cmd: Partial<PlaceOrder> & Pick<PlaceOrder, 'userId' | 'side'>) => {
    const r = h.engine.place({ mode: 'spot', subMode: 'normal', symbol: SYMBOL, type: 'limit', planType: 0, price: 6_000_000, size: 10_000, notional: 0, triggerPrice: 0, tradeSide: 0, reqNo: 'N', ...cmd });
    if (!r.ok) throw new Error(r.error.msg);
    return r.value;
  };

  beforeEach(() => {
    h = publisherHarness();
    for (const u of [ALICE, BOB]) {
      h.engine.fund(u, 'USDT', 1e11);
      h.engine.fund(u, 'BTC', 1e9);
    }
    alice = new Collector();
    bob = new Collector();
    h.publisher.notify.subscribe(ALICE, alice);
    h.publisher.notify.subscribe(BOB, bob);
  });

  it('should hold notifications until the events are committed', () => {
    place({ userId: ALICE, side: 'buy' });
    h.publisher.tick();
    expect(alice.messages).toEqual([]);
    h.commit();
    expect(events(alice).map((e) => e.event)).toEqual(['NEW_ENTRUST']);
  });

  it('should tell each user about their own orders only: new, filled, cancelled', () => {
    const buy = place({ userId: ALICE, side: 'buy', size: 10_000 });
    h.commit();
    const sell = place({ userId: BOB, side: 'sell', size: 4_000, price: 5_990_000 }); // takes 0.004 at 60000
    h.commit();
    h.engine.cancel(ALICE, buy.orderId);
    h.commit();

    const a = events(alice);
    expect(a.map((e) => [e.event, e.tips_type, e.state])).toEqual([
      ['NEW_ENTRUST', 'tips_other', 'SUCCESS'],
      ['TRADE_SUCCESS', 'tips_filled', 'PARTIAL_COMPLETE'],
      ['CANCEL_ENTRUST', 'tips_canceled', 'PARTIAL_COMPLETE_AND_CANCELLED'],
    ]);
    expect(a[0]).toMatchObject<Partial<NotifyPayload>>({
      biz_type: 'limit', side: 'buy', symbol: SYMBOL, symbol_name: 'BTC/USDT', price: '60000.00', count: '0.010000', amount: '600.000000',
      uuid: `${buy.orderId}-N`, entrustIdStr: String(buy.orderId), margin_trading: false, order_mode: 0,
    });
    expect(a[1]).toMatchObject({ price: '60000.00', count: '0.004000', amount: '240.000000', uuid: `${buy.orderId}-T4000` });
    expect(a[2]).toMatchObject({ count: '0.010000', uuid: `${buy.orderId}-C` });

    const b = events(bob);
    expect(b.map((e) => [e.event, e.state, e.entrustIdStr])).toEqual([
      ['NEW_ENTRUST', 'SUCCESS', String(sell.orderId)],
      ['TRADE_SUCCESS', 'COMPLETE', String(sell.orderId)],
    ]);
    expect(b[1]).toMatchObject({ side: 'sell', price: '60000.00', count: '0.004000' });
    expect([...a, ...b].every((e) => e.entrustIdStr !== undefined)).toBe(true);
    expect(a.some((e) => e.entrustIdStr === String(sell.orderId))).toBe(false);
  });

  it('should announce a post-only order that would take as cancelled, as limit_maker', () => {
    place({ userId: BOB, side: 'sell', price: 6_000_000 });
    h.commit();
    place({ userId: ALICE, side: 'buy', type: 'limit_maker', price: 6_000_000 });
    h.commit();
    expect(events(alice).map((e) => [e.event, e.biz_type, e.tips_type])).toEqual([['CANCEL_ENTRUST', 'limit_maker', 'tips_canceled']]);
  });

  it('should mark trigger and stop orders with order modes 3 and 4', () => {
    place({ userId: ALICE, side: 'buy', planType: 2, triggerPrice: 5_000_000, tradeSide: 2, price: 5_000_000 });
    place({ userId: ALICE, side: 'sell', planType: 1, triggerPrice: 5_000_000, tradeSide: 2, price: 4_900_000 });
    h.commit();
    expect(events(alice).map((e) => [e.event, e.order_mode])).toEqual([['NEW_ENTRUST', 3], ['NEW_ENTRUST', 4]]);
    expect(orderModeOf({ mode: 'iso_margin', tradeType: 'spot_market' } as Order)).toBe(2);
  });

  it('should take orders open before subscribing as announced and stop after unsubscribing', () => {
    const carol = new Collector();
    h.engine.fund(13, 'USDT', 1e11);
    const buy = place({ userId: 13, side: 'buy' });
    h.commit();
    h.publisher.notify.subscribe(13, carol);
    place({ userId: BOB, side: 'sell', size: 10_000 });
    h.commit();
    expect(events(carol).map((e) => [e.event, e.entrustIdStr, e.state])).toEqual([['TRADE_SUCCESS', String(buy.orderId), 'COMPLETE']]);
    expect(h.publisher.notify.unsubscribe(13, carol)).toBe(true);
    place({ userId: 13, side: 'buy' });
    h.commit();
    expect(carol.messages).toHaveLength(1);
  });
});
