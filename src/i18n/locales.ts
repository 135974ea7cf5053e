/** The 15 locales of the specs; folder names under locales/ are these codes. */
export const LOCALES = ['ar', 'br', 'cn', 'de-DE', 'en', 'es', 'fr-FR', 'jp', 'kr', 'nl-NL', 'ru', 'tr', 'uk-UA', 'vn', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];

export const RTL_LOCALES: ReadonlySet<Locale> = new Set(['ar']);

/** The locale of a route segment, falling back to English for anything unknown. */
export function toLocale(segment: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(segment ?? '') ? (segment as Locale) : 'en';
}
