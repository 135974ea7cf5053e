/**
 * The body of the edit-order modal's POST /gw-api/order/spot/update (spec order-panel section
 * 7, docs/api-trading.md), built from fields validateEdit passed. Figures are cut down to the
 * pair's precisions and trimmed like the order form's submit body; the clock and randomness
 * of reqNo are passed in.
 */
import { formatUnitsTrim } from '../units';
import { MARKET_AMOUNT_TYPE, REQ_SOURCE } from '../order-form/constants';
import { readUnits } from '../order-form/exact';
import { makeReqNo, tradeSideOf } from '../order-form/payload';
import { isPlan, isPriced, precisionsOf, type PairRules } from '../order-form/types';
import { editDraft, type EditedOrder, type EditFields } from './edit-order';

/** The update call's body; `symbol` is the pair's symbolId, as the spec sends it. */
export interface UpdateBody {
  reqSource: typeof REQ_SOURCE;
  reqNo: string;
  symbol: number;
  side: 'buy' | 'sell';
  type: EditedOrder['type'];
  orderId: number;
  tradeType: EditedOrder['tradeType'];
  updatePrice?: string;
  updateSize?: string;
  updateTriggerPrice?: string;
  updateMarketAmountType?: 1 | 2;
  updateTradeSide?: 1 | 2;
  updateNotional?: string;
}

function figure(text: string, scale: number, name: string): string {
  const units = readUnits(text, scale);
  if (units === null) throw new RangeError(`update body: ${name} ${JSON.stringify(text)} is not a number`);
  return formatUnitsTrim(units, scale);
}

/**
 * The update of validated fields. Plan orders send the trigger price, its side against the
 * last price, the amount type and the figures their child uses; a market buy sends its total.
 */
export interface UpdateContext {
  pair: PairRules;
  symbolId: number;
  /** The pair's last price ('' when none), to choose updateTradeSide. */
  lastPrice: string;
  /** Epoch ms and 8 letters or digits, from the caller's clock and randomness. */
  timestamp: number;
  random: string;
}

export function buildUpdateBody(order: EditedOrder, fields: EditFields, ctx: UpdateContext): UpdateBody {
  const p = precisionsOf(ctx.pair);
  const d = editDraft(order, fields);
  const body: UpdateBody = {
    reqSource: REQ_SOURCE,
    reqNo: makeReqNo(order.side, ctx.timestamp, ctx.random),
    symbol: ctx.symbolId,
    side: order.side,
    type: order.type,
    orderId: order.orderId,
    tradeType: order.tradeType,
  };
  if (isPlan(d.kind)) {
    body.updateTriggerPrice = figure(fields.triggerPrice, p.price, 'trigger price');
    body.updateTradeSide = tradeSideOf(fields.triggerPrice, ctx.lastPrice, p.price);
    body.updateMarketAmountType = !isPriced(d) && order.side === 'buy' ? MARKET_AMOUNT_TYPE.total : MARKET_AMOUNT_TYPE.size;
  }
  if (isPriced(d)) body.updatePrice = figure(fields.price, p.price, 'price');
  if (!isPriced(d) && order.side === 'buy') body.updateNotional = figure(fields.total, p.total, 'total');
  else body.updateSize = figure(fields.amount, p.count, 'amount');
  return body;
}

