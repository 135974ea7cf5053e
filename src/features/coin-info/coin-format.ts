/**
 * Figures of the coin info panel (spec trade page section 9): market cap = coin rate x
 * circulating supply, fully diluted market cap = rate x max supply, supplies abbreviated with
 * 2 decimals, the circulating proportion as a percent with 2 decimals or 0%. Inputs are the
 * gateway's decimal strings; '' or anything not a plain non-negative decimal shows as '--'.
 */

const UNITS: ReadonlyArray<readonly [number, string]> = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

function readDecimal(text: string | null | undefined): number | undefined {
  if (typeof text !== 'string' || !/^\d+(\.\d+)?$/.test(text.trim())) return undefined;
  return Number(text);
}

/** 2 decimals, cut (not rounded: a figure never shows more than it is), trailing zeros kept. */
function cut2(value: number): string {
  // the tiny nudge keeps 1.15 (stored as 1.149999…) at 1.15
  return (Math.floor(value * 100 + 1e-7) / 100).toFixed(2);
}

/** 19720000 -> '19.72M', 2100 -> '2.10K', 950 -> '950.00'; '--' when not a decimal. */
export function abbreviate(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value) || value < 0) return '--';
  for (const [size, unit] of UNITS) if (value >= size) return `${cut2(value / size)}${unit}`;
  return cut2(value);
}

/** A supply string abbreviated: '19720000' -> '19.72M'. */
export function formatSupply(supply: string | null | undefined): string {
  return abbreviate(readDecimal(supply));
}

/** rate x supply (market cap with the circulating supply, fully diluted with the max supply). */
export function capOf(rate: string | null | undefined, supply: string | null | undefined): number | undefined {
  const r = readDecimal(rate);
  const s = readDecimal(supply);
  return r === undefined || s === undefined ? undefined : r * s;
}

/** A cap in dollars, abbreviated: '$1.19T'; '--' without a rate or a supply. */
export function formatCap(rate: string | null | undefined, supply: string | null | undefined): string {
  const cap = capOf(rate, supply);
  return cap === undefined ? '--' : `$${abbreviate(cap)}`;
}

/**
 * The circulating proportion (a fraction, '0.9390') as the progress text and bar width:
 * '93.90%', or '0%' when missing or not a number; above 1 is held at 100.00%.
 */
export function progressPercent(proportion: string | null | undefined): { text: string; width: number } {
  const f = readDecimal(proportion);
  if (f === undefined || f === 0) return { text: '0%', width: 0 };
  const percent = Math.min(100, Math.round(f * 10000) / 100);
  return { text: `${percent.toFixed(2)}%`, width: percent };
}

/** The host of a link, for its label: 'https://www.blockchain.com/explorer' -> 'blockchain.com'. */
export function linkHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** Only http(s) links are shown (a javascript: or data: link from the call is dropped). */
export function isWebLink(url: unknown): url is string {
  return typeof url === 'string' && /^https?:\/\/[^\s]+$/i.test(url.trim());
}
