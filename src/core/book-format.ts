/**
 * Order-book number display (spec "trade page and market widgets", section 9 order-book
 * constants): amounts at the pair's count precision, quote totals at 3 or 5 decimals, and
 * anything over 1000 shortened to 2 decimals with K/M/B.
 *
 * Inputs are integer lots and ticks; products and sums go through BigInt because Σ price × size
 * at scale pricePrecision + countPrecision leaves the safe-integer range for real books.
 * Every cut truncates (never rounds up), as the spec's helpers do.
 */
import { formatUnits } from './units';

/** Quote coins whose totals show 3 decimals; every other quote shows 5. */
export const STABLE_QUOTES: readonly string[] = ['USDT', 'USDC', 'DAI', 'TUSD'];

/** Decimals of a quote-denominated total for `quoteCoin` (case-insensitive). */
export function quoteTotalPrecision(quoteCoin: string): number {
  return STABLE_QUOTES.includes(quoteCoin.toUpperCase()) ? 3 : 5;
}

/** Power of ten and suffix, largest first. */
const SUFFIXES: readonly [number, string][] = [
  [9, 'B'],
  [6, 'M'],
  [3, 'K'],
];

/** 10^n as a bigint. */
function pow10n(n: number): bigint {
  return 10n ** BigInt(n);
}

/** A non-negative bigint at `scale` cut down to `decimals` decimals, as a decimal string. */
function truncate(value: bigint, scale: number, decimals: number): string {
  const cut = scale > decimals ? value / pow10n(scale - decimals) : value * pow10n(decimals - scale);
  const digits = cut.toString().padStart(decimals + 1, '0');
  if (decimals === 0) return digits;
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * Formats a non-negative quantity held as integer units at `scale`.
 * Over 1000 (strictly): shortened to 2 truncated decimals with K, M or B ('12.34K' for
 * 12345.678; 1000 itself stays '1000.000'). Otherwise shown at `decimals`, truncated.
 */
export function formatBookNumber(value: bigint | number, scale: number, decimals: number): string {
  const v = BigInt(value);
  const one = pow10n(scale);
  if (v > 1000n * one) {
    for (const [exp, suffix] of SUFFIXES) {
      // Dividing by 10^exp is reading the same integer at scale + exp: no digit is lost.
      if (v >= pow10n(exp) * one) return `${truncate(v, scale + exp, 2)}${suffix}`;
    }
  }
  return truncate(v, scale, decimals);
}

/** An amount in lots at the pair's count precision (shortened over 1000). */
export function formatAmount(lots: number, countPrecision: number): string {
  if (lots <= 1000 * 10 ** countPrecision) return formatUnits(lots, countPrecision);
  return formatBookNumber(lots, countPrecision, countPrecision);
}

/**
 * A quote total held as Σ ticks × lots (scale pricePrecision + countPrecision), shown at the
 * quote coin's total precision, truncated (shortened over 1000).
 */
export function formatQuoteTotal(notional: bigint, pricePrecision: number, countPrecision: number, quoteCoin: string): string {
  return formatBookNumber(notional, pricePrecision + countPrecision, quoteTotalPrecision(quoteCoin));
}
