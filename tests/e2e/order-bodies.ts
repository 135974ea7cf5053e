import { expect } from 'vitest';
import type { ApiClient } from './client';

/**
 * Order-submit bodies as the web app signs them (spec order-placement section 3 "Order submit
 * payload", section 7 payload rules; server/routes/order-input.ts is the truth), for tests that
 * place orders through the API client instead of the order form.
 */

export type OrderSide = 'buy' | 'sell';

/** The signed order call (POST, X-Timestamp and X-Signature). */
export const SUBMIT_PATH = '/gw-api/order/spot/submit';

/** The reqNo form of section 7: EB / ES, a 13-digit timestamp, 8 letters or digits. */
export const REQ_NO = (side: OrderSide) => new RegExp(`^${side === 'buy' ? 'EB' : 'ES'}\\d{13}[A-Za-z0-9]{8}$`);

const REQ_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh reqNo: 'EB' (buy) or 'ES' (sell), the millisecond timestamp, 8 random letters or digits. */
export function reqNo(side: OrderSide): string {
  let tail = '';
  for (let i = 0; i < 8; i++) tail += REQ_CHARS[Math.floor(Math.random() * REQ_CHARS.length)];
  return `${side === 'buy' ? 'EB' : 'ES'}${Date.now()}${tail}`;
}

/**
 * A submit body: BTC_USDT, a spot (normal_order) order from the web (reqSource 2), a fresh reqNo
 * and timestamp, then `fields` on top (symbol, orderModeCode, planType, triggerPrice …).
 */
export function orderBody(side: OrderSide, fields: Record<string, unknown>): Record<string, unknown> {
  return {
    reqSource: 2, symbol: 'BTC_USDT', reqNo: reqNo(side), side, timestamp: Date.now(),
    orderModeCode: 'normal_order', subOrderModeCode: 'normal_order', ...fields,
  };
}

/** A limit order of `size` base units at `price` (both as sent: decimal strings), `extra` on top. */
export function limitBody(side: OrderSide, price: string, size: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return orderBody(side, { type: 'limit', tradePrice: price, tradeAmount: size, ...extra });
}

/** A market order; `fields` say how much (notional and marketAmountType, or size) and anything else. */
export function marketBody(side: OrderSide, fields: Record<string, unknown>): Record<string, unknown> {
  return orderBody(side, { type: 'market', ...fields });
}

/** Submits `body` signed as `api`'s user, expects the gateway to accept it, and answers the order id. */
export async function placeOrder(api: ApiClient, body: Record<string, unknown>): Promise<number> {
  const answer = await api.signedPost<{ orderId: number }>(SUBMIT_PATH, body);
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.data.orderId;
}
