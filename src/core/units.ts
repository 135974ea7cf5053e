/**
 * Decimal strings <-> integer units at a fixed scale (ticks, lots, ledger units).
 *
 * Money never passes through a float: '60123.45' at scale 2 is the integer 6012345, parsed
 * digit by digit. Results must be safe integers; anything else is refused, not rounded.
 * Shared by the gateway (parsing requests, formatting answers) and the client.
 */

export type Units = number;

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;
const POW10: number[] = Array.from({ length: 22 }, (_, i) => 10 ** i);

export type ParseFailure = 'format' | 'precision' | 'range';
export type Parsed = { ok: true; value: Units } | { ok: false; reason: ParseFailure };

/**
 * Parses a non-negative decimal string into units at `scale`.
 * - 'format': not a plain decimal (signs, exponents, spaces, empty);
 * - 'precision': more significant decimals than `scale` (trailing zeros are fine);
 * - 'range': the integer would not be a safe integer.
 */
export function parseUnits(text: string, scale: number): Parsed {
  const m = DECIMAL.exec(text);
  if (m === null) return { ok: false, reason: 'format' };
  const whole = m[1];
  let frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > scale) return { ok: false, reason: 'precision' };
  frac = frac.padEnd(scale, '0');
  const digits = (whole + frac).replace(/^0+(?=\d)/, '');
  if (digits.length > 16) return { ok: false, reason: 'range' };
  const value = Number(digits);
  if (!Number.isSafeInteger(value)) return { ok: false, reason: 'range' };
  return { ok: true, value };
}

/** Like parseUnits, but extra decimals are cut off (rounding down), as the specs' inputs do. */
export function parseUnitsDown(text: string, scale: number): Parsed {
  const m = DECIMAL.exec(text);
  if (m === null) return { ok: false, reason: 'format' };
  const frac = (m[2] ?? '').slice(0, scale);
  return parseUnits(frac.length > 0 ? `${m[1]}.${frac}` : m[1], scale);
}

/** Formats units at `scale` as a decimal string with exactly `scale` decimals. */
export function formatUnits(value: Units, scale: number): string {
  const negative = value < 0;
  const digits = String(Math.abs(value)).padStart(scale + 1, '0');
  const cut = digits.length - scale;
  const text = scale === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
  return negative ? `-${text}` : text;
}

/** Formats with trailing zeros (and a bare dot) removed: '1.50000' -> '1.5'. */
export function formatUnitsTrim(value: Units, scale: number): string {
  const text = formatUnits(value, scale);
  return scale === 0 ? text : text.replace(/\.?0+$/, '');
}

/** 10^n as a number, for n in 0..21. */
export function pow10(n: number): number {
  const v = POW10[n];
  if (v === undefined) throw new RangeError(`pow10(${n})`);
  return v;
}

/**
 * Re-expresses units at scale `from` at scale `to`. Going to a coarser scale needs a rounding
 * direction: 'down' (what a receiver gets) or 'up' (what a payer pays).
 */
export function rescale(value: Units, from: number, to: number, round: 'down' | 'up'): Units {
  if (to >= from) return value * pow10(to - from);
  const div = pow10(from - to);
  const q = Math.floor(value / div);
  return round === 'up' && q * div !== value ? q + 1 : q;
}

/**
 * a * b / d, rounded down or up, exact for safe-integer inputs even when a * b is not a safe
 * integer (falls back to BigInt only then). Used for notional and fee arithmetic.
 */
export function mulDiv(a: Units, b: Units, d: Units, round: 'down' | 'up'): Units {
  const p = a * b;
  if (Number.isSafeInteger(p)) {
    const q = Math.floor(p / d);
    return round === 'up' && q * d !== p ? q + 1 : q;
  }
  const bp = BigInt(a) * BigInt(b);
  const bd = BigInt(d);
  let q = bp / bd;
  if (round === 'up' && q * bd !== bp) q += 1n;
  const out = Number(q);
  if (!Number.isSafeInteger(out)) throw new RangeError('mulDiv result out of safe range');
  return out;
}
