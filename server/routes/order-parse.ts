import { Code, MAX_PRICE } from '../engine/codes';
import type { PairSpec } from '../engine/types';
import { parseUnits } from '../../src/core/units';

/**
 * Decimal strings of a request -> the engine's integers (ticks, lots, ledger units).
 *
 * The client rounds its inputs down to the pair's precisions before sending, so a value with
 * more decimals than that is a client bug or a hand-made request: the gateway refuses it rather
 * than guess. Price errors carry the specs' price codes (33117 too high / not positive, 33118
 * too many decimals) so the form can show them on the price field; amounts answer 30001.
 */

/** Why a request is refused before it reaches the engine; `status` 400 for malformed input. */
export interface Refusal {
  status: 200 | 400;
  code: number;
  msg: string;
}

export type Check<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export const accept = <T>(value: T): Check<T> => ({ ok: true, value });
export const refusal = (status: 200 | 400, code: number, msg: string): Check<never> => ({
  ok: false,
  refusal: { status, code, msg },
});
export const badParam = (msg: string): Check<never> => refusal(400, Code.PARAM_INVALID, msg);

const MAX_PRICE_BIG = BigInt(MAX_PRICE);

/**
 * A price (order price or trigger price) in ticks of the pair. Zero is refused here with
 * 33117 (not a positive number of ticks); the pair's minimum price is the engine's rule (33125).
 */
export function parsePrice(text: string, pair: PairSpec, field: string): Check<number> {
  const p = parseUnits(text, pair.pricePrecision);
  if (!p.ok) {
    if (p.reason === 'precision') {
      return refusal(200, Code.PRICE_PRECISION, `${field} has more than ${pair.pricePrecision} decimals`);
    }
    if (p.reason === 'range') return refusal(200, Code.PRICE_OUT_OF_RANGE, `${field} exceeds ${MAX_PRICE}`);
    return badParam(`${field} must be a plain decimal string`);
  }
  if (BigInt(p.value) > MAX_PRICE_BIG * 10n ** BigInt(pair.pricePrecision)) {
    return refusal(200, Code.PRICE_OUT_OF_RANGE, `${field} exceeds ${MAX_PRICE}`);
  }
  if (p.value === 0) return refusal(200, Code.PRICE_OUT_OF_RANGE, `${field} must be greater than 0`);
  return accept(p.value);
}

/** A size in lots of the pair (zero passes: the engine answers it with its minimum-count code). */
export function parseSize(text: string, pair: PairSpec, field: string): Check<number> {
  return parseScaled(text, pair.countPrecision, field);
}

/** An amount of a coin in its ledger units (notional, borrow, repay, transfer). */
export function parseAmount(text: string, scale: number, field: string): Check<number> {
  return parseScaled(text, scale, field);
}

function parseScaled(text: string, scale: number, field: string): Check<number> {
  const p = parseUnits(text, scale);
  if (p.ok) return accept(p.value);
  if (p.reason === 'precision') return badParam(`${field} has more than ${scale} decimals`);
  if (p.reason === 'range') return badParam(`${field} is too large`);
  return badParam(`${field} must be a plain decimal string`);
}
