import type { Account, EngineEvent, Fill, Order } from '../engine/types';
import { DEFAULT_USER_FLAGS, type NewUser } from './api';

/** Builders of engine records for the store's tests; every field has a plausible default. */

export const T0 = Date.UTC(2026, 0, 1);

export function order(over: Partial<Order> & { orderId: number }): Order {
  return {
    userId: 1,
    accountId: 11,
    mode: 'spot',
    subMode: 'normal',
    symbol: 'BTC_USDT',
    side: 'buy',
    type: 'limit',
    planType: 0,
    tradeType: 'spot_market',
    price: 6_000_000,
    size: 1_000,
    notional: 0,
    marketAmountType: 0,
    triggerPrice: 0,
    tradeSide: 0,
    filledSize: 0,
    filledNotional: 0,
    fee: 0,
    feeCoin: 'BTC',
    frozen: 60_000_000,
    frozenCoin: 'USDT',
    state: 'SUCCESS',
    createTime: T0 + over.orderId * 1000,
    updateTime: T0 + over.orderId * 1000,
    seq: over.orderId,
    reqNo: `EB${over.orderId}`,
    ...over,
  };
}

export function fill(over: Partial<Fill> & { tradeId: number; orderId: number }): Fill {
  return {
    userId: 1,
    accountId: 11,
    symbol: 'BTC_USDT',
    side: 'buy',
    role: 'taker',
    price: 6_000_000,
    size: 500,
    notional: 30_000_000,
    fee: 1,
    feeCoin: 'BTC',
    time: T0 + over.tradeId * 1000,
    ...over,
  };
}

export const orderEv = (o: Order): EngineEvent => ({ kind: 'order', order: o });
export const fillEv = (f: Fill, counterOrderId = 0): EngineEvent => ({ kind: 'fill', fill: f, counterOrderId });
export const accountEv = (a: Account): EngineEvent => ({ kind: 'account', account: a });

export function newUser(email: string): NewUser {
  return {
    email,
    passwordHash: 'aa:bb',
    createdAt: T0,
    ...DEFAULT_USER_FLAGS,
  };
}
