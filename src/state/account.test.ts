import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotifyPayload } from '../protocol/messages';
import { followNotifications, lastRefresh, marginTick, newSince, ordersTick, refreshOrdersAndWallet, walletTick } from './account';
import { notifications, pushNotification } from './connection';
import { tradeMode } from './trade-mode';

const ev = (uuid: string, event = 'CANCEL_ENTRUST', orderMode = 0): NotifyPayload => ({
  event, tips_type: 'tips_other', biz_type: 'limit', side: 'buy', symbol: 'BTC/USDT', symbol_name: 'BTC_USDT',
  price: '1', count: '1', amount: '1', uuid, entrustIdStr: uuid, margin_trading: orderMode === 2, order_mode: orderMode, state: 'SUCCESS', time: 0,
} as NotifyPayload);

const ticks = () => [ordersTick.value, walletTick.value, marginTick.value];
const plus = (base: number[], d: number[]) => base.map((b, i) => b + d[i]!);

describe('account refresh ticks', () => {
  let stop: () => void;
  let clock = Date.now();
  beforeEach(() => {
    // the queue is module state: each test starts a minute after the previous one's clock
    clock += 60_000;
    vi.useFakeTimers({ now: clock });
    stop = followNotifications();
  });
  afterEach(async () => {
    await vi.runAllTimersAsync();
    stop();
    notifications.value = [];
    tradeMode.value = 'spot';
    vi.useRealTimers();
  });

  it('should bump each tick once, 500 ms later, for a Cancel All heard by its answer and nine pushes', () => {
    const t0 = ticks();
    for (let i = 0; i < 9; i++) pushNotification(ev(`c${i}`));
    refreshOrdersAndWallet();
    vi.advanceTimersByTime(499);
    expect(ticks()).toEqual(t0);
    vi.advanceTimersByTime(1);
    expect(ticks()).toEqual(plus(t0, [1, 1, 0]));
    expect(lastRefresh.value?.local).toBe(true);
    expect(lastRefresh.value?.pushed).toHaveLength(9);
    vi.advanceTimersByTime(5_000);
    expect(ticks()).toEqual(plus(t0, [1, 1, 0]));
  });

  it('should not start from the events already there when it starts following', () => {
    stop();
    pushNotification(ev('old'));
    stop = followNotifications();
    const t0 = ticks();
    vi.advanceTimersByTime(2_000);
    expect(ticks()).toEqual(t0);
  });

  it('should send the margin signal for a margin event in margin mode, and leave spot balances alone for it in spot', () => {
    tradeMode.value = 'margin';
    const t0 = ticks();
    pushNotification(ev('m1', 'TRADE_SUCCESS', 2));
    vi.advanceTimersByTime(500);
    expect(ticks()).toEqual(plus(t0, [1, 1, 1]));

    tradeMode.value = 'spot';
    vi.advanceTimersByTime(1_000);
    const t1 = ticks();
    pushNotification(ev('m2', 'TRADE_SUCCESS', 2));
    vi.advanceTimersByTime(500);
    expect(ticks()).toEqual(plus(t1, [1, 0, 0])); // the orders moved; the spot wallet did not
  });

  it('should send the margin signal after a local change in margin mode (a transfer, a borrow)', () => {
    tradeMode.value = 'margin';
    const t0 = ticks();
    refreshOrdersAndWallet();
    vi.advanceTimersByTime(500);
    expect(ticks()).toEqual(plus(t0, [1, 1, 1]));
  });
});

describe('newSince', () => {
  it('should give the entries above the previous newest one', () => {
    const [a, b, c] = [ev('a'), ev('b'), ev('c')];
    expect(newSince([c, b, a], [a]).map((n) => n.uuid)).toEqual(['c', 'b']);
    expect(newSince([a], []).map((n) => n.uuid)).toEqual(['a']);
    // the previous newest fell off the kept window: everything is new
    expect(newSince([c], [a]).map((n) => n.uuid)).toEqual(['c']);
  });
});
