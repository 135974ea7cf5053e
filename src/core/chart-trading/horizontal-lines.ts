/**
 * The horizontal lines a trader draws on the chart from the limit popup (issue 24): per pair,
 * kept in local storage, removable one by one. Pure: the stored text is parsed here and
 * anything malformed in it is dropped (a hand-edited or foreign value must not break the chart).
 *
 * Decision (docs/decisions.md, issue 24): at most MAX_LINES a pair, the oldest dropped first;
 * a price already drawn is not drawn twice.
 */

export const HORIZONTAL_LINES_KEY = 'chartHorizontalLines';
export const MAX_LINES = 20;

/** Pair symbol -> prices (decimal strings), oldest first. */
export type HorizontalLines = Readonly<Record<string, readonly string[]>>;

const PRICE = /^\d+(?:\.\d+)?$/;
const SYMBOL = /^[A-Z0-9]+_[A-Z0-9]+$/;

/** The stored lines, keeping only well-formed pairs and prices; {} for anything unreadable. */
export function readHorizontalLines(text: string | null): HorizontalLines {
  if (text === null) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const out: Record<string, string[]> = {};
  for (const [symbol, prices] of Object.entries(raw)) {
    if (!SYMBOL.test(symbol) || !Array.isArray(prices)) continue;
    const kept = [...new Set(prices.filter((p): p is string => typeof p === 'string' && PRICE.test(p) && Number(p) > 0))].slice(-MAX_LINES);
    if (kept.length > 0) out[symbol] = kept;
  }
  return out;
}

/** `lines` with `price` drawn on `symbol` (the oldest dropped past MAX_LINES). */
export function addLine(lines: HorizontalLines, symbol: string, price: string): HorizontalLines {
  const mine = lines[symbol] ?? [];
  if (!PRICE.test(price) || mine.some((p) => Number(p) === Number(price))) return lines;
  return { ...lines, [symbol]: [...mine, price].slice(-MAX_LINES) };
}

/** `lines` without `price` on `symbol`. */
export function removeLine(lines: HorizontalLines, symbol: string, price: string): HorizontalLines {
  const mine = lines[symbol];
  if (mine === undefined) return lines;
  const rest = mine.filter((p) => p !== price);
  if (rest.length === mine.length) return lines;
  const { [symbol]: _gone, ...others } = lines;
  return rest.length === 0 ? others : { ...others, [symbol]: rest };
}
