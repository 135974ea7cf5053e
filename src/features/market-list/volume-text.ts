import { formatBookNumber } from '../../core/book-format';

/**
 * A 24 h volume in US dollars (rates.ts volumeInCurrency), shortened as the book shortens
 * ('$12.34M'): the list's volume column, which holds pairs over different quote coins, shows
 * the figure it sorts by; '--' where the quote coin has no rate (those pairs sort last).
 */
export function shortUsdVolume(usd: number): string {
  if (!(usd > 0) || !Number.isFinite(usd)) return '--';
  return `$${formatBookNumber(BigInt(Math.floor(usd * 100)), 2, 2)}`;
}

/** A decimal volume string ('12345.678') shortened as the book shortens ('12.34K'); '--' when empty or bad. */
export function shortVolume(text: string): string {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (m === null) return '--';
  const frac = m[2] ?? '';
  return formatBookNumber(BigInt(m[1] + frac), frac.length, Math.min(frac.length, 2));
}
