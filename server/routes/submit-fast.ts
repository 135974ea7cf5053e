import { DECIMAL, MAX_DECIMAL_CHARS, ORDER_MODE_CODES, REQ_SOURCES, SIDES, SYMBOL } from './input-fields';
import { MARKET_AMOUNT_TYPES, ORDER_TYPES, PLAN_TYPES, REQ_NO, SUB_ORDER_MODE_CODES, TRADE_SIDES, type SubmitBody } from './order-input';

/** Marks a field this reader leaves to zod. */
const DEFER = Symbol('defer');
type Read<T> = T | undefined | typeof DEFER;

/**
 * submitSchema's answer for an ordinary submit body, read without zod: undefined when the body
 * is anything else (a bad value, a code sent as a digit string, a number for a decimal), and
 * the caller then asks submitSchema, which decides and says what is wrong. Absent and null
 * optional fields read as undefined, as submitSchema reads them; unknown keys are ignored, as
 * its object strips them.
 *
 * Why: zod reads each optional field through a union, a transform and a refinement; on a
 * submit that was about 5 % of the gateway's CPU and 6 kB of its garbage per request (perf and
 * heap sampling at 1,000 submits/s, docs/perf.md). The test holds this reader to the schema:
 * whatever it accepts, submitSchema accepts with the same data.
 */
export function readSubmitFast(raw: unknown): SubmitBody | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const r = raw as Record<string, unknown>;
  const { symbol, reqNo, side, orderModeCode, type } = r;
  if (typeof symbol !== 'string' || !SYMBOL.test(symbol)) return undefined;
  if (typeof reqNo !== 'string' || !REQ_NO.test(reqNo)) return undefined;
  if (!isOneOf(SIDES, side) || !isOneOf(ORDER_MODE_CODES, orderModeCode) || !isOneOf(ORDER_TYPES, type)) return undefined;
  const reqSource = optional(REQ_SOURCES, r.reqSource);
  const timestamp = safeInt(r.timestamp);
  const subOrderModeCode = optional(SUB_ORDER_MODE_CODES, r.subOrderModeCode);
  const planType = optional(PLAN_TYPES, r.planType);
  const tradeSide = optional(TRADE_SIDES, r.tradeSide);
  const marketAmountType = optional(MARKET_AMOUNT_TYPES, r.marketAmountType);
  const tradeAmount = decimal(r.tradeAmount);
  const tradePrice = decimal(r.tradePrice);
  const notional = decimal(r.notional);
  const size = decimal(r.size);
  const triggerPrice = decimal(r.triggerPrice);
  if (
    reqSource === DEFER || timestamp === DEFER || subOrderModeCode === DEFER || planType === DEFER || tradeSide === DEFER ||
    marketAmountType === DEFER || tradeAmount === DEFER || tradePrice === DEFER || notional === DEFER || size === DEFER ||
    triggerPrice === DEFER
  ) {
    return undefined;
  }
  return {
    reqSource,
    symbol,
    reqNo,
    side,
    timestamp,
    orderModeCode,
    subOrderModeCode,
    type,
    tradeAmount,
    tradePrice,
    notional,
    size,
    planType,
    triggerPrice,
    tradeSide,
    marketAmountType,
  };
}

/** An optional decimal string; numbers are left to zod (it reads them with String()). */
function decimal(v: unknown): Read<string> {
  if (v == null) return undefined;
  return typeof v === 'string' && v.length <= MAX_DECIMAL_CHARS && DECIMAL.test(v) ? v : DEFER;
}

/** One of the schema's values for the field (strict equality: a code sent as '1' is not 1). */
function isOneOf<T extends string | number>(values: readonly T[], v: unknown): v is T {
  return (values as readonly unknown[]).includes(v);
}

/** An optional field of one of `values`: its value, undefined when absent, else DEFER. */
function optional<T extends string | number>(values: readonly T[], v: unknown): Read<T> {
  if (v == null) return undefined;
  return isOneOf(values, v) ? v : DEFER;
}

/** An optional non-negative safe integer, as a JSON number. */
function safeInt(v: unknown): Read<number> {
  if (v == null) return undefined;
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : DEFER;
}
