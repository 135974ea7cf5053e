import type { PairSpec } from '../engine/types';
import { parseUnits } from '../../src/core/units';

/**
 * Liquidation price of an isolated margin account: the price P of the base coin (in the quote
 * coin) at which the risk ratio falls to the pair's liquidation ratio L.
 *
 * With B, Q the account's base and quote holdings (available + frozen) and Bd, Qd its base and
 * quote debts (principal + unpaid interest), risk ratio = (B·P + Q) / (Bd·P + Qd), so
 *
 *     (B·P + Q) = L·(Bd·P + Qd)   =>   P = (L·Qd − Q) / (B − L·Bd)
 *
 * A long position (quote borrowed to hold base) has both terms positive and is liquidated as
 * the price falls to P; a short (base borrowed, quote held) has both negative and is liquidated
 * as the price rises to P. When the signs differ, or there is no debt, no price liquidates the
 * account: the answer is undefined. Computed in integers: amounts in ledger units, P in ticks,
 * rounded toward zero.
 */
export interface MarginHoldings {
  base: number;
  quote: number;
  baseDebt: number;
  quoteDebt: number;
}

export function liquidationTicks(
  h: MarginHoldings,
  pair: PairSpec,
  baseScale: number,
  quoteScale: number,
): number | undefined {
  if (pair.margin === undefined || (h.baseDebt === 0 && h.quoteDebt === 0)) return undefined;
  const { num: ln, den: ld } = ratio(pair.margin.liquidationRatio);
  // P·10^-pp = (L·Qd − Q)·10^-qs / ((B − L·Bd)·10^-bs)
  const num = (ln * BigInt(h.quoteDebt) - ld * BigInt(h.quote)) * 10n ** BigInt(baseScale + pair.pricePrecision);
  const den = (ld * BigInt(h.base) - ln * BigInt(h.baseDebt)) * 10n ** BigInt(quoteScale);
  if (den === 0n || num === 0n || num > 0n !== den > 0n) return undefined;
  const ticks = num / den;
  return ticks > 0n && ticks <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(ticks) : undefined;
}

/** The liquidation ratio (a number such as 1.1) as an exact fraction at 6 decimals. */
function ratio(x: number): { num: bigint; den: bigint } {
  const p = parseUnits(x.toFixed(6), 6);
  return { num: BigInt(p.ok ? p.value : 0), den: 1_000_000n };
}
