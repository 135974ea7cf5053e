/**
 * The body of POST /gw-api/order/spot/submit (spec order-placement section 7; the gateway's
 * zod schema is server/routes/order-input.ts submitSchema). Built from a VALIDATED draft: every
 * figure is cut down to the pair's precision and sent trimmed ('0.01'), so the gateway never
 * sees more decimals than it accepts. The clock and randomness are passed in.
 */
import { formatUnitsTrim } from '../units';
import { LOAN_REQUEST_NO_LENGTH, MARKET_AMOUNT_TYPE, ORDER_MODE_CODE, PLAN_TYPE, REQ_NO_RANDOM_LENGTH, REQ_SOURCE, TRADE_SIDE } from './constants';
import { readUnits } from './exact';
import { isPlan, isPriced, precisionsOf, type OrderDraft, type PairRules, type Side, type SubMode, type TradeMode } from './types';

export interface SubmitPayload {
  reqSource: typeof REQ_SOURCE;
  symbol: string;
  reqNo: string;
  side: Side;
  timestamp: number;
  orderModeCode: 'normal_order' | 'lever_order';
  subOrderModeCode: 'normal_order' | 'borrow' | 'repay';
  /** Plain orders: the kind; trigger and stop-limit: the child type. */
  type: 'limit' | 'limit_maker' | 'ioc' | 'market';
  tradePrice?: string;
  tradeAmount?: string;
  notional?: string;
  size?: string;
  planType?: 1 | 2;
  triggerPrice?: string;
  tradeSide?: 1 | 2;
  marketAmountType?: 1 | 2;
}

export interface PayloadContext {
  pair: Pick<PairRules, 'symbol' | 'pricePrecision' | 'countPrecision'>;
  mode: TradeMode;
  /** Margin only; spot is always normal_order. */
  subMode: SubMode;
  /** The pair's last price, to choose tradeSide; '' when there is none. */
  lastPrice: string;
  /** Epoch ms, from the caller's clock. */
  timestamp: number;
  /** REQ_NO_RANDOM_LENGTH letters or digits, from the caller's randomness (randomChars). */
  random: string;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` letters or digits drawn with `next` (a Math.random-like source in [0, 1)). */
export function randomChars(length: number, next: () => number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[Math.min(ALPHABET.length - 1, Math.floor(next() * ALPHABET.length))];
  return out;
}

/** 'EB' (buy) or 'ES' (sell) + the timestamp + 8 random letters or digits. */
export function makeReqNo(side: Side, timestamp: number, random: string): string {
  if (!new RegExp(`^[A-Za-z0-9]{${REQ_NO_RANDOM_LENGTH}}$`).test(random)) throw new RangeError(`reqNo needs ${REQ_NO_RANDOM_LENGTH} letters or digits`);
  return `${side === 'buy' ? 'EB' : 'ES'}${timestamp}${random}`;
}

/** A borrow or repay requestNo: 16 random letters or digits. */
export function loanRequestNo(next: () => number): string {
  return randomChars(LOAN_REQUEST_NO_LENGTH, next);
}

/** A field cut to `scale` decimals and trimmed; throws on a draft validation should have refused. */
function figure(text: string, scale: number, name: string): string {
  const units = readUnits(text, scale);
  if (units === null) throw new RangeError(`submit payload: ${name} ${JSON.stringify(text)} is not a number`);
  return formatUnitsTrim(units, scale);
}

/**
 * 1 when the trigger price is above the last price (fires as the price rises to it), else 2
 * (section 7; with no last price yet, 2).
 */
export function tradeSideOf(triggerPrice: string, lastPrice: string, pricePrecision: number): 1 | 2 {
  const trigger = readUnits(triggerPrice, pricePrecision);
  const last = readUnits(lastPrice, pricePrecision);
  return trigger !== null && last !== null && trigger > last ? TRADE_SIDE.rises : TRADE_SIDE.falls;
}

/** The submit body of `draft` in `ctx` (unsigned: the client signs it with the timestamp). */
export function buildSubmitPayload(draft: OrderDraft, ctx: PayloadContext): SubmitPayload {
  const p = precisionsOf(ctx.pair);
  const plan = isPlan(draft.kind);
  const body: SubmitPayload = {
    reqSource: REQ_SOURCE,
    symbol: ctx.pair.symbol,
    reqNo: makeReqNo(draft.side, ctx.timestamp, ctx.random),
    side: draft.side,
    timestamp: ctx.timestamp,
    orderModeCode: ctx.mode === 'margin' ? ORDER_MODE_CODE.margin : ORDER_MODE_CODE.spot,
    subOrderModeCode: ctx.mode === 'margin' && ctx.subMode !== 'normal' ? ctx.subMode : 'normal_order',
    type: draft.kind === 'trigger' || draft.kind === 'stop_limit' ? draft.child : draft.kind,
  };
  if (isPriced(draft)) {
    body.tradePrice = figure(draft.price, p.price, 'price');
    body.tradeAmount = figure(draft.amount, p.count, 'amount');
  } else if (draft.side === 'buy') {
    body.notional = figure(draft.total, p.total, 'total');
    body.marketAmountType = MARKET_AMOUNT_TYPE.total;
  } else {
    body.size = figure(draft.amount, p.count, 'amount');
    body.marketAmountType = MARKET_AMOUNT_TYPE.size;
  }
  if (plan) {
    body.planType = draft.kind === 'trigger' ? PLAN_TYPE.trigger : PLAN_TYPE.stopLimit;
    body.triggerPrice = figure(draft.triggerPrice, p.price, 'trigger price');
    body.tradeSide = tradeSideOf(draft.triggerPrice, ctx.lastPrice, p.price);
  }
  return body;
}
