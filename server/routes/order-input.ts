import { z } from 'zod';
import type { AmendOrder, Order, OrderMode, PairSpec, PlaceOrder, SubMode } from '../engine/types';
import {
  codeField,
  decimalField,
  intField,
  opt,
  orderModeCodeField,
  reqSourceField,
  sideField,
  symbolField,
  symbolOrIdField,
  tradeTypeField,
} from './input-fields';
import { Code } from '../engine/codes';
import { accept, badParam, parseAmount, parsePrice, parseSize, refusal, type Check } from './order-parse';

/**
 * Bodies of the order calls (spec order-placement section 3 "Order submit payload", section 7
 * payload rules) and their translation into the engine's commands.
 */

/** 'EB' (buy) or 'ES' (sell) + the client's timestamp + 8 random characters. */
export const REQ_NO = /^E[BS]\d{10,16}[A-Za-z0-9]{8}$/;

/** Margin sub-order modes as the gateway names them on the wire. */
export const SUB_MODE_CODES = { normal_order: 'normal', borrow: 'borrow', repay: 'repay' } as const satisfies Record<
  string,
  SubMode
>;

/** The values of the submit body's enumerated fields (submit-fast.ts reads them too). */
export const ORDER_TYPES = ['limit', 'limit_maker', 'ioc', 'market'] as const;
export const SUB_ORDER_MODE_CODES = ['normal_order', 'borrow', 'repay'] as const;
export const PLAN_TYPES = [0, 1, 2] as const;
export const TRADE_SIDES = [1, 2] as const;
export const MARKET_AMOUNT_TYPES = [1, 2] as const;

export const submitSchema = z.object({
  reqSource: opt(reqSourceField),
  symbol: symbolField,
  reqNo: z.string().regex(REQ_NO, { error: 'must be EB or ES + timestamp + 8 letters or digits' }),
  side: sideField,
  timestamp: opt(intField),
  orderModeCode: orderModeCodeField,
  subOrderModeCode: opt(z.enum(SUB_ORDER_MODE_CODES, { error: 'must be "normal_order", "borrow" or "repay"' })),
  type: z.enum(ORDER_TYPES, { error: 'must be limit, limit_maker, ioc or market' }),
  tradeAmount: opt(decimalField),
  tradePrice: opt(decimalField),
  notional: opt(decimalField),
  size: opt(decimalField),
  planType: opt(codeField(PLAN_TYPES)),
  triggerPrice: opt(decimalField),
  tradeSide: opt(codeField(TRADE_SIDES)),
  marketAmountType: opt(codeField(MARKET_AMOUNT_TYPES)),
});
export type SubmitBody = z.infer<typeof submitSchema>;

export const updateSchema = z.object({
  reqSource: opt(reqSourceField),
  reqNo: opt(z.string().regex(REQ_NO, { error: 'must be EB or ES + timestamp + 8 letters or digits' })),
  symbol: opt(symbolOrIdField),
  side: opt(sideField),
  type: opt(z.enum(ORDER_TYPES)),
  orderId: intField,
  tradeType: opt(tradeTypeField),
  updatePrice: opt(decimalField),
  updateSize: opt(decimalField),
  updateTriggerPrice: opt(decimalField),
  updateMarketAmountType: opt(codeField(MARKET_AMOUNT_TYPES)),
  updateTradeSide: opt(codeField(TRADE_SIDES)),
  updateNotional: opt(decimalField),
});
export type UpdateBody = z.infer<typeof updateSchema>;

export const cancelSchema = z.object({
  orderId: intField,
  reqSource: opt(reqSourceField),
  orderModeCode: opt(orderModeCodeField),
  planType: opt(codeField(PLAN_TYPES)),
});

export const cancelAllSchema = z.object({
  reqSource: opt(reqSourceField),
  orderModeCode: orderModeCodeField,
  symbol: opt(symbolField),
  planType: opt(codeField(PLAN_TYPES)),
});

export function modeOf(code: 'normal_order' | 'lever_order'): OrderMode {
  return code === 'lever_order' ? 'iso_margin' : 'spot';
}

/**
 * The engine command of a submit body. Which amount field a kind needs:
 * limit kinds tradePrice + tradeAmount; market notional (buy) or size (sell), passed through
 * as given so the engine answers a buy by size with its market code; plan orders (planType 1
 * stop, 2 trigger) add triggerPrice and tradeSide, and their child type is limit or market.
 */
export function toPlaceOrder(userId: number, b: SubmitBody, pair: PairSpec, quoteScale: number): Check<PlaceOrder> {
  const mode = modeOf(b.orderModeCode);
  const subCode = b.subOrderModeCode ?? 'normal_order';
  if (mode === 'spot' && subCode !== 'normal_order') return badParam('subOrderModeCode must be normal_order in spot');
  const planType = b.planType ?? 0;
  const cmd: PlaceOrder = {
    userId,
    mode,
    subMode: SUB_MODE_CODES[subCode],
    symbol: pair.symbol,
    side: b.side,
    type: b.type,
    planType,
    price: 0,
    size: 0,
    notional: 0,
    triggerPrice: 0,
    tradeSide: 0,
    reqNo: b.reqNo,
  };
  if (planType !== 0) {
    if (b.type !== 'limit' && b.type !== 'market') return badParam('type of a trigger or stop order must be limit or market');
    if (b.triggerPrice === undefined) return badParam('triggerPrice is required when planType is 1 or 2');
    if (b.tradeSide === undefined) return badParam('tradeSide is required when planType is 1 or 2');
    const trigger = parsePrice(b.triggerPrice, pair, 'triggerPrice');
    if (!trigger.ok) return trigger;
    cmd.triggerPrice = trigger.value;
    cmd.tradeSide = b.tradeSide;
  }
  if (b.type !== 'market') {
    if (b.tradePrice === undefined) return badParam(`tradePrice is required for ${b.type} orders`);
    if (b.tradeAmount === undefined) return badParam(`tradeAmount is required for ${b.type} orders`);
    const price = parsePrice(b.tradePrice, pair, 'tradePrice');
    if (!price.ok) return price;
    const size = parseSize(b.tradeAmount, pair, 'tradeAmount');
    if (!size.ok) return size;
    cmd.price = price.value;
    cmd.size = size.value;
    return accept(cmd);
  }
  if (b.notional === undefined && b.size === undefined) {
    return badParam('market orders need notional (buy, marketAmountType 1) or size (sell, marketAmountType 2)');
  }
  if (b.notional !== undefined) {
    const notional = parseAmount(b.notional, quoteScale, 'notional');
    if (!notional.ok) return notional;
    cmd.notional = notional.value;
  }
  if (b.size !== undefined) {
    const size = parseSize(b.size, pair, 'size');
    if (!size.ok) return size;
    cmd.size = size.value;
  }
  return accept(cmd);
}

/**
 * Why an update field does not apply to `order`, or undefined (spec order-panel section 7: a
 * limit order takes updatePrice and updateSize; a trigger or stop order adds updateTriggerPrice,
 * updateTradeSide and updateMarketAmountType, with updatePrice for a limit child, updateNotional
 * for a market buy, updateSize for a market sell). A field that does not apply would change
 * nothing, so it is refused rather than answered with a success: 30001 (400), as submit refuses
 * a field of the wrong kind; the wrong amount of a market plan order gets 33148, its code.
 */
function inapplicable(b: UpdateBody, order: Order): Check<never> | undefined {
  const given = (fields: ReadonlyArray<keyof UpdateBody>) => fields.filter((f) => b[f] !== undefined);
  if (order.planType === 0) {
    const extra = given(['updateTriggerPrice', 'updateTradeSide', 'updateMarketAmountType', 'updateNotional']);
    return extra.length === 0 ? undefined : badParam(`${extra.join(', ')} does not apply to a ${order.type} order`);
  }
  if (order.type === 'limit') {
    if (b.updateNotional !== undefined) return badParam('updateNotional does not apply to a trigger or stop order with a limit child');
    if (b.updateMarketAmountType === 1) return badParam('a limit child is entered by amount: updateMarketAmountType must be 2');
    return undefined;
  }
  if (b.updatePrice !== undefined) return badParam('updatePrice does not apply to a trigger or stop order with a market child');
  if (order.side === 'buy' && b.updateSize !== undefined) {
    return refusal(200, Code.MARKET_UPDATE_INVALID, 'a market buy plan order is entered as a total (updateNotional), not updateSize');
  }
  if (order.side === 'sell' && b.updateNotional !== undefined) {
    return refusal(200, Code.MARKET_UPDATE_INVALID, 'a market sell plan order is entered as an amount (updateSize), not updateNotional');
  }
  return undefined;
}

/**
 * The engine command of an update body for `order` (already checked to be the user's own).
 * Only the fields given are changed; a field the order's kind does not take is refused
 * (inapplicable); the values the kind takes are the engine's rule.
 */
export function toAmendOrder(userId: number, b: UpdateBody, order: Order, pair: PairSpec, quoteScale: number): Check<AmendOrder> {
  const refused = inapplicable(b, order);
  if (refused !== undefined) return refused;
  const cmd: AmendOrder = { userId, orderId: order.orderId };
  if (b.updatePrice !== undefined) {
    const price = parsePrice(b.updatePrice, pair, 'updatePrice');
    if (!price.ok) return price;
    cmd.price = price.value;
  }
  if (b.updateTriggerPrice !== undefined) {
    const trigger = parsePrice(b.updateTriggerPrice, pair, 'updateTriggerPrice');
    if (!trigger.ok) return trigger;
    cmd.triggerPrice = trigger.value;
  }
  if (b.updateSize !== undefined) {
    const size = parseSize(b.updateSize, pair, 'updateSize');
    if (!size.ok) return size;
    cmd.size = size.value;
  }
  if (b.updateNotional !== undefined) {
    const notional = parseAmount(b.updateNotional, quoteScale, 'updateNotional');
    if (!notional.ok) return notional;
    cmd.notional = notional.value;
  }
  if (b.updateMarketAmountType !== undefined) cmd.marketAmountType = b.updateMarketAmountType;
  if (b.updateTradeSide !== undefined) cmd.tradeSide = b.updateTradeSide;
  if (Object.keys(cmd).length === 2) return badParam('nothing to update: give updatePrice, updateSize, updateTriggerPrice or updateNotional');
  return accept(cmd);
}
