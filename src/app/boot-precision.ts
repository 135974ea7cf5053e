/** What the boot module reads to subscribe early (boot.ts): pure, for its tests. */

/** The part of a /ds/pairs row the boot reads. */
interface PairRow { symbol?: unknown; pricePrecision?: unknown }

/** The pair's finest book grouping from a /ds/pairs answer; null when the pair is not listed. */
export function finestPrecision(answer: unknown, symbol: string): number | null {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return null;
  const pair = (data as PairRow[]).find((p) => p?.symbol === symbol);
  return typeof pair?.pricePrecision === 'number' && Number.isInteger(pair.pricePrecision) ? pair.pricePrecision : null;
}

/** Book groupings a pair may have (decimals; negative for tens): anything else is not a precision. */
const PRECISION_RANGE = { min: -10, max: 18 };

/**
 * The pair's finest book grouping from the facts the gateway writes into the page
 * (`<script type="application/json" id="boot-facts">`, server/shell/shell-page.ts), so the
 * worker can subscribe without waiting for the pair list; null when they are missing, not
 * JSON, about another pair or not a precision (the pair list is asked instead).
 */
export function factsPrecision(json: string | null | undefined, symbol: string): number | null {
  if (json === null || json === undefined) return null;
  let facts: unknown;
  try {
    facts = JSON.parse(json);
  } catch {
    return null;
  }
  const f = facts as { symbol?: unknown; precision?: unknown } | null;
  if (f?.symbol !== symbol || typeof f.precision !== 'number' || !Number.isInteger(f.precision)) return null;
  return f.precision >= PRECISION_RANGE.min && f.precision <= PRECISION_RANGE.max ? f.precision : null;
}
