import { afterEach, describe, expect, it } from 'vitest';
import type { NotifyPayload } from '../protocol/messages';
import { followNotifications, ordersTick, walletTick } from './account';
import { notifications, pushNotification } from './connection';

describe('account refresh ticks', () => {
  afterEach(() => { notifications.value = []; });

  it('should bump both ticks once per pushed order event, not when it starts following', () => {
    const orders = ordersTick.value;
    const wallet = walletTick.value;
    const stop = followNotifications();
    expect([ordersTick.value, walletTick.value]).toEqual([orders, wallet]);
    pushNotification({ msgType: 'NEW_ENTRUST' } as unknown as NotifyPayload);
    pushNotification({ msgType: 'TRADE_SUCCESS' } as unknown as NotifyPayload);
    expect([ordersTick.value, walletTick.value]).toEqual([orders + 2, wallet + 2]);
    stop();
    pushNotification({ msgType: 'CANCEL_ENTRUST' } as unknown as NotifyPayload);
    expect(ordersTick.value).toBe(orders + 2);
  });
});
