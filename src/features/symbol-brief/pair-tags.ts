/**
 * The current pair's tags (spec trade page section 2, "Pair tag list"; section 3: the pair's
 * `ts`, tag id -1 ignored): up to two in the header, all of them in a dialog. Pure.
 */
export interface PairTag {
  tagId: number;
  name: string;
}

/** Tags shown in the header beside the figures (spec section 9: 2 inline tags). */
export const INLINE_TAGS = 2;

/** The pair's `ts` (as GET /ds/pairs answers it) -> its tags, once each; anything malformed is left out. */
export function tagsOfPair(pair: unknown): PairTag[] {
  const ts = (pair as { ts?: unknown } | null | undefined)?.ts;
  if (!Array.isArray(ts)) return [];
  const seen = new Set<number>();
  const out: PairTag[] = [];
  for (const t of ts as unknown[]) {
    const { tagId, name } = (t ?? {}) as { tagId?: unknown; name?: unknown };
    if (typeof tagId !== 'number' || !Number.isInteger(tagId) || tagId < 0 || typeof name !== 'string' || name === '' || seen.has(tagId)) continue;
    seen.add(tagId);
    out.push({ tagId, name });
  }
  return out;
}
