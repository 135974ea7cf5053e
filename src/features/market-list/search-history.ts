/**
 * The local search history (spec section 3: a list of symbol ids, at most 9): the pairs chosen
 * from a search or from hot search, newest first, each once.
 */
export const SEARCH_HISTORY_MAX = 9;
export const SEARCH_HISTORY_KEY = 'marketSearchHistory';

export function rememberChoice(history: readonly number[], symbolId: number): number[] {
  return [symbolId, ...history.filter((id) => id !== symbolId)].slice(0, SEARCH_HISTORY_MAX);
}

/** Stored text -> history; anything malformed reads as an empty history (never throws). */
export function parseHistory(raw: string | null): number[] {
  if (raw === null) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    const ids = list.filter((x): x is number => Number.isInteger(x) && x > 0);
    return [...new Set(ids)].slice(0, SEARCH_HISTORY_MAX);
  } catch {
    return [];
  }
}
