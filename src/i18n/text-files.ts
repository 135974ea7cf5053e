/**
 * Every namespace file of every locale, each loaded on demand: a page loads its own locale's
 * texts only (a locale is ~5 KB gzip, all 15 were ~70 KB of the entry). vite.config.ts puts one
 * locale's files in two chunks: the texts of a page's first screen and second wave
 * (locale-<lng>) and the late ones (locale-<lng>-late, late-namespaces.ts).
 *
 * A module of its own, imported on demand (src/i18n/index.ts): the map of 225 loaders is ~2 KB
 * gzip, and the trade page, whose first texts come in its HTML (page-texts.ts), needs it only
 * for the late ones, after its book has painted.
 */
import type { Locale } from './locales';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

/** The namespaces of `locale` that `wanted` accepts, loaded in parallel. */
export async function resourcesOf(locale: Locale, wanted: (ns: string) => boolean): Promise<Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, unknown>> = {};
  await Promise.all(Object.entries(files).map(async ([path, load]) => {
    const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (m === null || m[1] !== locale || !wanted(m[2])) return;
    out[m[2]] = (await load()).default;
  }));
  return out;
}
