import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enAuth from '../../locales/en/auth.json';
import type enBook from '../../locales/en/book.json';
import type enChart from '../../locales/en/chart.json';
import type enChartTrade from '../../locales/en/chartTrade.json';
import type enDepth from '../../locales/en/depth.json';
import type enEdit from '../../locales/en/edit.json';
import type enHud from '../../locales/en/hud.json';
import type enInfo from '../../locales/en/info.json';
import type enLayout from '../../locales/en/layout.json';
import type enMargin from '../../locales/en/margin.json';
import type enMarket from '../../locales/en/market.json';
import type enMarkets from '../../locales/en/markets.json';
import type enNotice from '../../locales/en/notice.json';
import type enOrder from '../../locales/en/order.json';
import type enPanel from '../../locales/en/panel.json';
import type enTrades from '../../locales/en/trades.json';
import type en from '../../locales/en/trade.json';
import { LATE_NAMESPACES } from './late-namespaces';
import type { Locale } from './locales';
import { PAGE_TEXTS_ID, readPageTexts } from './page-texts';

/** The loaders of every locale's files (text-files.ts), fetched when a page first needs one. */
const localeFiles = () => import('./text-files');

/** Key types come from the English files: a key missing there is a type error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'trade';
    resources: { trade: typeof en; auth: typeof enAuth; book: typeof enBook; depth: typeof enDepth; trades: typeof enTrades; hud: typeof enHud; panel: typeof enPanel; edit: typeof enEdit; margin: typeof enMargin; order: typeof enOrder; notice: typeof enNotice; chart: typeof enChart; chartTrade: typeof enChartTrade; layout: typeof enLayout; market: typeof enMarket; markets: typeof enMarkets; info: typeof enInfo };
  }
}

/**
 * Starts i18next with the texts of `locale` alone. No fallback language is loaded: every key is
 * translated in every locale (locales.test.ts), so English would never be read. With `late:
 * 'later'` (the trade page) the late namespaces are left for loadLateTexts().
 */
export async function initI18n(locale: Locale, { late = 'now' }: { late?: 'now' | 'later' } = {}) {
  // the trade page's HTML carries its first texts (page-texts.ts); else they are fetched
  const inPage = late === 'later' && typeof document !== 'undefined' ? readPageTexts(document.getElementById(PAGE_TEXTS_ID)?.textContent, locale) : null;
  const texts = inPage ?? localeFiles().then((f) => f.resourcesOf(locale, (ns) => late === 'now' || !LATE_NAMESPACES.includes(ns)));
  if (late === 'now') lateTexts = Promise.resolve();
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    defaultNS: 'trade',
    resources: { [locale]: await texts },
    interpolation: { escapeValue: false },
    // i18next's defaults, said out loud: with separators of its own choosing i18next tests each
    // key for natural language (a regular expression per t() call) before it looks it up
    keySeparator: '.',
    nsSeparator: ':',
  });
  return i18next;
}

let lateTexts: Promise<void> | null = null;

/**
 * Adds the late namespaces of the current language (once; later calls share the first). A
 * failed fetch is retried by the next call: until then those texts show their keys.
 */
export function loadLateTexts(): Promise<void> {
  lateTexts ??= localeFiles().then((f) => f.resourcesOf(i18next.language as Locale, (ns) => LATE_NAMESPACES.includes(ns))).then((bundles) => {
    for (const [ns, bundle] of Object.entries(bundles)) i18next.addResourceBundle(i18next.language, ns, bundle, true, false);
  }, (err: unknown) => {
    lateTexts = null;
    throw err;
  });
  return lateTexts;
}

/**
 * `load` (a lazy component's import) that settles once the late texts are in as well: for a
 * component that reads a late namespace and may be asked for before the second wave has
 * loaded them (a tab clicked early). Texts that fail to load do not fail the import: their keys show.
 */
export function withLateTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadLateTexts().catch(() => undefined)]).then(([m]) => m);
}
