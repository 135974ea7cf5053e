import { formatBookNumber } from '../../core/book-format';

/** A decimal volume string ('12345.678') shortened as the book shortens ('12.34K'); '--' when empty or bad. */
export function shortVolume(text: string): string {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (m === null) return '--';
  const frac = m[2] ?? '';
  return formatBookNumber(BigInt(m[1] + frac), frac.length, Math.min(frac.length, 2));
}
