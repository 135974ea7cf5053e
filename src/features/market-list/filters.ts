/**
 * The quote-coin dropdown and the tag chips of the market list (spec sections 2 and 3): quote
 * 'All' or one coin; tag -1 ('All') or one tag id. Tags of type 1 are chips (the first three
 * highlighted), the others go in a dropdown.
 */
import type { Catalog } from './catalog';

export const ALL_TAGS = -1;
export const HIGHLIGHTED_CHIPS = 3;

export interface TagInfo {
  tagId: number;
  name: string;
  type: number;
}

export function passesFilters(cat: Catalog, i: number, quote: string | null, tag: number): boolean {
  if (quote !== null && cat.quote[i] !== quote) return false;
  return tag === ALL_TAGS || cat.tags[i].includes(tag);
}

/** Quote coins of the listing, by their sort value (higher first), then by name. */
export function quoteCoins(cat: Catalog, quoteSort: ReadonlyMap<string, number>): string[] {
  return [...new Set(cat.quote)].sort((a, b) => (quoteSort.get(b) ?? 0) - (quoteSort.get(a) ?? 0) || (a < b ? -1 : 1));
}

/** Chips (type 1, in the given order) and the dropdown's tags (every other type); id -1 never listed. */
export function splitTags(tags: readonly TagInfo[]): { chips: TagInfo[]; more: TagInfo[] } {
  const real = tags.filter((t) => t.tagId !== ALL_TAGS);
  return { chips: real.filter((t) => t.type === 1), more: real.filter((t) => t.type !== 1) };
}

/** Reads GET /gw-api/ds/tags; anything malformed is left out. */
export function parseTags(data: unknown): TagInfo[] {
  if (!Array.isArray(data)) return [];
  return data.filter((t): t is TagInfo => typeof t === 'object' && t !== null && Number.isInteger(t.tagId) && typeof t.name === 'string' && Number.isInteger(t.type));
}
