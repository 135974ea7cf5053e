/**
 * Signed decimal strings of any length, compared and scaled exactly (BigInt, never a float).
 *
 * units.ts covers non-negative amounts at a known scale within the safe-integer range; the
 * funds and positions lists also hold signed values (today's PnL, 7-day PnL) and dollar values
 * of any size, so they need this wider, slower form. Called per row when a list is sorted or
 * filtered (hundreds of rows at most), never per frame.
 */

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

interface Scaled {
  int: bigint;
  scale: number;
}

function scaled(text: string): Scaled | null {
  const m = DECIMAL.exec(text.trim());
  if (m === null) return null;
  const frac = m[3] ?? '';
  const int = BigInt(m[2] + frac);
  return { int: m[1] === '-' ? -int : int, scale: frac.length };
}

/** True for a plain decimal ('12', '-0.5', '+3.10'); false for '', '1e5', 'NaN', null. */
export function isDecimal(text: string | null | undefined): text is string {
  return typeof text === 'string' && DECIMAL.test(text.trim());
}

/** True when `text` is a decimal equal to zero ('0', '0.000000', '-0.00'). */
export function isZeroDecimal(text: string | null | undefined): boolean {
  if (!isDecimal(text)) return false;
  return scaled(text)!.int === 0n;
}

/** -1, 0 or 1 as a < b, a = b, a > b; both must be decimals (see isDecimal). */
export function compareDecimals(a: string, b: string): number {
  const x = scaled(a)!;
  const y = scaled(b)!;
  const s = Math.max(x.scale, y.scale);
  const xi = x.int * 10n ** BigInt(s - x.scale);
  const yi = y.int * 10n ** BigInt(s - y.scale);
  return xi < yi ? -1 : xi > yi ? 1 : 0;
}

/**
 * a x b cut to `decimals` places toward zero, as a string with exactly that many decimals;
 * null when either is not a decimal. Used to show a dollar value in another currency.
 */
export function mulDecimalsDown(a: string, b: string, decimals: number): string | null {
  const x = isDecimal(a) ? scaled(a) : null;
  const y = isDecimal(b) ? scaled(b) : null;
  if (x === null || y === null) return null;
  let p = x.int * y.int;
  const from = x.scale + y.scale;
  // BigInt division truncates toward zero, which is the cut wanted for both signs.
  p = from >= decimals ? p / 10n ** BigInt(from - decimals) : p * 10n ** BigInt(decimals - from);
  const negative = p < 0n;
  const digits = (negative ? -p : p).toString().padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  const text = decimals === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
  return negative ? `-${text}` : text;
}
