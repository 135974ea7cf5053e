/** What the boot module reads of the early pair list (boot.ts): pure, for its tests. */

/** The part of a /ds/pairs row the boot reads. */
interface PairRow { symbol?: unknown; pricePrecision?: unknown }

/** The pair's finest book grouping from a /ds/pairs answer; null when the pair is not listed. */
export function finestPrecision(answer: unknown, symbol: string): number | null {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return null;
  const pair = (data as PairRow[]).find((p) => p?.symbol === symbol);
  return typeof pair?.pricePrecision === 'number' && Number.isInteger(pair.pricePrecision) ? pair.pricePrecision : null;
}
