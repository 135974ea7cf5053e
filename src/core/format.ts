/**
 * Display formatting shared by the widgets (spec 001 section 5 "Number helpers", section 9).
 * Inputs are decimal strings from the gateway; the arithmetic stays on strings and integers.
 */

/** A change fraction ('0.01234') as a percent with 2 decimals and a + sign when positive. */
export function formatChangePercent(fraction: string): string {
  const f = Number(fraction);
  if (fraction.trim() === '' || !Number.isFinite(f)) return '--';
  // 2 decimals of a percent = 4 decimals of the fraction; round half away from zero.
  const hundredths = Math.round(Math.abs(f) * 10000 + 1e-9) * Math.sign(f);
  const text = (Math.abs(hundredths) / 100).toFixed(2);
  if (hundredths > 0) return `+${text}%`;
  if (hundredths < 0) return `-${text}%`;
  return '0.00%';
}

/** "0" for zero, "--" for empty, integers unchanged, otherwise truncated to two decimals. */
export function formatShort(value: string): string {
  if (value.trim() === '') return '--';
  if (!/^-?\d+(\.\d+)?$/.test(value)) return '--';
  if (/^-?0+(\.0+)?$/.test(value)) return '0';
  const [whole, frac] = value.split('.');
  if (frac === undefined) return whole;
  return `${whole}.${frac.slice(0, 2).padEnd(2, '0')}`;
}
