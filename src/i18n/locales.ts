/** The 15 locales of the specs; folder names under locales/ are these codes. */
export const LOCALES = ['ar', 'br', 'cn', 'de-DE', 'en', 'es', 'fr-FR', 'jp', 'kr', 'nl-NL', 'ru', 'tr', 'uk-UA', 'vn', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];

export const RTL_LOCALES: ReadonlySet<Locale> = new Set(['ar']);

/** The locale of a route segment, falling back to English for anything unknown. */
export function toLocale(segment: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(segment ?? '') ? (segment as Locale) : 'en';
}

/**
 * Each locale's BCP 47 tag for Intl (the specs' codes are the exchange's own: br, cn, jp, kr, vn),
 * Latin digits everywhere: the canvas widgets and the chart read numbers left to right in every
 * language (Arabic's Intl default would write Arabic-Indic digits).
 */
const INTL_TAGS: Readonly<Record<Locale, string>> = {
  ar: 'ar-u-nu-latn', br: 'pt-BR', cn: 'zh-CN', 'de-DE': 'de-DE', en: 'en', es: 'es', 'fr-FR': 'fr-FR', jp: 'ja',
  kr: 'ko', 'nl-NL': 'nl-NL', ru: 'ru', tr: 'tr', 'uk-UA': 'uk-UA', vn: 'vi', 'zh-TW': 'zh-TW',
};

/** The Intl tag of a locale code (an unknown code: English's). */
export function intlTag(locale: string): string {
  return INTL_TAGS[toLocale(locale)];
}
