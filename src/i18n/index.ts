import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enAuth from '../../locales/en/auth.json';
import type enBook from '../../locales/en/book.json';
import type enDepth from '../../locales/en/depth.json';
import type enEdit from '../../locales/en/edit.json';
import type enHud from '../../locales/en/hud.json';
import type enMargin from '../../locales/en/margin.json';
import type enOrder from '../../locales/en/order.json';
import type enPanel from '../../locales/en/panel.json';
import type enTrades from '../../locales/en/trades.json';
import type en from '../../locales/en/trade.json';
import { LOCALES, type Locale } from './locales';

// Every namespace file of every locale, bundled; a locale is a few KB.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });

function resources() {
  const out: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, mod] of Object.entries(files)) {
    const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (m === null || !(LOCALES as readonly string[]).includes(m[1])) continue;
    (out[m[1]] ??= {})[m[2]] = mod.default;
  }
  return out;
}

/** Key types come from the English files: a key missing there is a type error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'trade';
    resources: { trade: typeof en; auth: typeof enAuth; book: typeof enBook; depth: typeof enDepth; trades: typeof enTrades; hud: typeof enHud; panel: typeof enPanel; edit: typeof enEdit; margin: typeof enMargin; order: typeof enOrder };
  }
}

export async function initI18n(locale: Locale) {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    defaultNS: 'trade',
    resources: resources(),
    interpolation: { escapeValue: false },
  });
  return i18next;
}
