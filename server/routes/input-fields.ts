import { z } from 'zod';

/**
 * Field schemas shared by the trading calls. Clients send JSON bodies and query strings; money
 * travels as decimal strings ('0.5'), ids and codes as JSON numbers or digit strings. `null`
 * is read as "not given", as the exchange's clients send null for unused fields.
 */

/** A plain non-negative decimal as text: digits, optionally a point and more digits. */
export const DECIMAL = /^\d+(\.\d*)?$/;
/** Longest decimal string read (the longest any pair's precision needs is far shorter). */
export const MAX_DECIMAL_CHARS = 64;
/** A pair's name: base and quote codes joined by '_'. */
export const SYMBOL = /^[A-Z0-9]{1,20}_[A-Z0-9]{1,20}$/;

/**
 * A non-negative plain decimal: a string like '12.5', or a JSON number (read with String(),
 * so 0.1 stays '0.1'). Signs, exponents ('1e-7'), spaces, hex and empty strings are refused.
 */
export const decimalField = z
  .union([z.string().max(MAX_DECIMAL_CHARS), z.number()], { error: 'must be a decimal string like "12.5"' })
  .transform((v) => (typeof v === 'number' ? String(v) : v))
  .refine((s) => DECIMAL.test(s), {
    error: 'must be a plain non-negative decimal like "12.5" (no sign, exponent or spaces)',
  });

/** A non-negative safe integer as a JSON number or a digit string (ids, cursors, times). */
export const intField = z
  .union([z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^\d{1,16}$/)], {
    error: 'must be a non-negative integer',
  })
  .transform(Number)
  .refine((n) => Number.isSafeInteger(n), { error: 'is too large' });

/** A safe integer from `min` to `max`, as intField reads it (a query's `limit`, `page`). */
export function intInRange(min: number, max: number) {
  return intField.refine((n) => n >= min && n <= max, { error: `must be ${min} to ${max}` });
}

/**
 * One of a few small integer codes (planType, tradeSide, deduction, …): the JSON number or
 * exactly its digits ('2'). Nothing else Number() would read: no spaces, sign, exponent, hex,
 * binary, decimal point, leading zero or empty string.
 */
export function codeField<const T extends readonly number[]>(values: T) {
  const error = `must be one of ${values.join(', ')}`;
  const byText = new Map<string, T[number]>(values.map((v) => [String(v), v]));
  return z
    .union([z.number(), z.string()], { error })
    .refine((v) => (typeof v === 'number' ? values.includes(v) : byText.has(v)), { error })
    .transform((v) => (typeof v === 'number' ? v : byText.get(v)!) as T[number]);
}

/** 'BTC_USDT'. Existence is checked against the pair list by the handler. */
export const symbolField = z.string().regex(SYMBOL, {
  error: 'must be a pair like "BTC_USDT"',
});

/** A pair as 'BTC_USDT' or its numeric symbolId (the order panel sends the id on update). */
export const symbolOrIdField = z.union([symbolField, intField], { error: 'must be a pair like "BTC_USDT" or its symbolId' });

/** The values of the enumerated fields, shared by the schemas and submit-fast.ts's reader. */
export const SIDES = ['buy', 'sell'] as const;
export const ORDER_MODE_CODES = ['normal_order', 'lever_order'] as const;
export const REQ_SOURCES = [2] as const;

export const sideField = z.enum(SIDES, { error: 'must be "buy" or "sell"' });
export const orderModeField = z.enum(['spot', 'iso_margin'], { error: 'must be "spot" or "iso_margin"' });
export const orderModeCodeField = z.enum(ORDER_MODE_CODES, {
  error: 'must be "normal_order" (spot) or "lever_order" (margin)',
});
export const tradeTypeField = z.enum(['spot_market', 'spot_trigger', 'spot_stop'], {
  error: 'must be "spot_market", "spot_trigger" or "spot_stop"',
});
export const reqSourceField = codeField(REQ_SOURCES);

/** Optional-and-nullable: null reads as absent. */
export function opt<S extends z.ZodType>(schema: S) {
  return schema.nullish().transform((v) => (v === null ? undefined : v));
}
