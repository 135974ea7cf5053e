/**
 * Exact non-negative fractions for the order-form math (amount × price × fee factor, percent of
 * a balance, minimums), so a rule never flips on a float's last bit. Decimal strings enter
 * through units.ts (one parser for the whole app); products go through BigInt because ticks ×
 * lots × a rate's denominator leaves the safe-integer range for real orders.
 */
import { formatUnits, parseUnits, parseUnitsDown } from '../units';

/** n / d with d > 0. Never normalised: only compared and cut to a scale. */
export interface Ratio {
  readonly n: bigint;
  readonly d: bigint;
}

const TEN = 10n;
const pow = (k: number): bigint => TEN ** BigInt(k);

/** `units` × 10^-scale. */
export function ratio(units: number | bigint, scale: number): Ratio {
  return { n: BigInt(units), d: pow(scale) };
}

export const ZERO: Ratio = { n: 0n, d: 1n };
export const ONE: Ratio = { n: 1n, d: 1n };

/** Decimals written in a plain decimal string ('9377.742440' -> 6); the gateway's ledger scale. */
export function scaleOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** A plain non-negative decimal string, exactly; null for '', '.', signs, exponents, overflow. */
export function readExact(text: string): Ratio | null {
  const p = parseUnits(text, scaleOf(text));
  return p.ok ? ratio(p.value, scaleOf(text)) : null;
}

/** A decimal string cut (rounded down) to `scale` decimals, as integer units; null if unusable. */
export function readUnits(text: string, scale: number): number | null {
  const p = parseUnitsDown(text, scale);
  return p.ok ? p.value : null;
}

export function mul(a: Ratio, b: Ratio): Ratio {
  return { n: a.n * b.n, d: a.d * b.d };
}

/** a / b; b must not be zero (callers check with isZero). */
export function div(a: Ratio, b: Ratio): Ratio {
  return { n: a.n * b.d, d: a.d * b.n };
}

export function add(a: Ratio, b: Ratio): Ratio {
  return { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
}

export function sub(a: Ratio, b: Ratio): Ratio {
  return { n: a.n * b.d - b.n * a.d, d: a.d * b.d };
}

/** -1, 0 or 1 as a < b, a = b, a > b. */
export function cmp(a: Ratio, b: Ratio): -1 | 0 | 1 {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
}

export const isZero = (a: Ratio): boolean => a.n === 0n;

/** Units at `scale`, rounded down (what a receiver gets, what every input shows). */
export function floorAt(a: Ratio, scale: number): bigint {
  return (a.n * pow(scale)) / a.d;
}

/** Units at `scale`, rounded up (what a payer pays). */
export function ceilAt(a: Ratio, scale: number): bigint {
  const num = a.n * pow(scale);
  const q = num / a.d;
  return q * a.d === num ? q : q + 1n;
}

/** Units (a safe integer in practice: it is a price, size or balance) as a fixed decimal string. */
export function formatBig(units: bigint, scale: number): string {
  const n = Number(units);
  if (!Number.isSafeInteger(n)) throw new RangeError(`order-form value out of range: ${units}`);
  return formatUnits(n, scale);
}

/** `a` rounded down to `scale`, as a fixed decimal string ('0.001663'). */
export function formatDown(a: Ratio, scale: number): string {
  return formatBig(floorAt(a, scale), scale);
}

/** `a` rounded up to `scale`, as a fixed decimal string. */
export function formatUp(a: Ratio, scale: number): string {
  return formatBig(ceilAt(a, scale), scale);
}

const SIGNED = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * A plain decimal of either sign and any length ('-501.98', '+3.10', '99999999999999999999.1'),
 * surrounding white space ignored; null for '', '.5', '1.', '1e5', 'NaN', null. For gateway
 * values readExact does not take: signed PnL and dollar values beyond the safe-integer range
 * (the order panel's funds, positions and row figures, per row, never per frame).
 */
export function readSigned(text: string | null | undefined): Ratio | null {
  if (typeof text !== 'string') return null;
  const m = SIGNED.exec(text.trim());
  if (m === null) return null;
  const frac = m[3] ?? '';
  const n = BigInt(m[2] + frac);
  return { n: m[1] === '-' ? -n : n, d: pow(frac.length) };
}

/**
 * `a` cut toward zero to `scale` decimals, as a string with exactly that many decimals; any
 * sign and size (formatDown is for non-negative safe-integer units). d must be positive.
 */
export function formatTowardZero(a: Ratio, scale: number): string {
  // BigInt division truncates toward zero, which is the cut wanted for both signs
  const units = (a.n * pow(scale)) / a.d;
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const cut = digits.length - scale;
  const text = scale === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
  return negative ? `-${text}` : text;
}

/** True for a readable decimal of either sign other than zero (readSigned): '0' and junk are "no value". */
export function isNonZeroDecimal(v: string | null | undefined): v is string {
  const r = readSigned(v);
  return r !== null && !isZero(r);
}
