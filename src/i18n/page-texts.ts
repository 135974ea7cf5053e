/**
 * The texts the gateway writes into the trade page (server/shell/shell-page.ts): the page's
 * locale, every namespace but the late ones, as JSON in `<script type="application/json"
 * id="page-texts">`. The page then starts i18next with no request and no locale chunk to
 * compile before its first render. Pure: the element's text comes in.
 */
export const PAGE_TEXTS_ID = 'page-texts';

export type Namespaces = Record<string, Record<string, unknown>>;

/** The namespaces in `json` when it holds texts of `locale`; null for anything else (no element, another locale, bad JSON). */
export function readPageTexts(json: string | null | undefined, locale: string): Namespaces | null {
  if (typeof json !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const p = parsed as { lng?: unknown; ns?: unknown } | null;
  if (typeof p !== 'object' || p === null || p.lng !== locale || typeof p.ns !== 'object' || p.ns === null) return null;
  const ns = p.ns as Record<string, unknown>;
  for (const bundle of Object.values(ns)) if (typeof bundle !== 'object' || bundle === null || Array.isArray(bundle)) return null;
  return ns as Namespaces;
}

/** The page texts as the gateway writes them: JSON that cannot close its script element. */
export function pageTextsJson(locale: string, ns: Namespaces): string {
  return JSON.stringify({ lng: locale, ns }).replace(/</g, '\\u003c');
}
