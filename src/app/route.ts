import { toLocale, type Locale } from '../i18n/locales';

export type Layout = 'pro' | 'basic';
export type PageTheme = 'dark' | 'light';

/** The trade page's route state (spec 001 section 2, "Routes"). */
export interface TradeRoute {
  locale: Locale;
  /** The pair asked for (BASE_QUOTE), the default pair when none or a malformed one is. */
  symbol: string;
  /** 'margin' selects isolated margin; anything else is spot (spec 001, routes). */
  type: 'spot' | 'margin';
  theme: PageTheme;
  layout: Layout;
  /** `from=mail`: opened from an e-mail (the spec's app-open attempt starts from it; docs/decisions.md, issue 20). */
  fromMail: boolean;
}

export const DEFAULT_SYMBOL = 'BTC_USDT';

/** The settings the route and the cookies share, their values and defaults (spec 001: pro, dark). */
const SETTINGS = {
  layout: { values: ['pro', 'basic'], fallback: 'pro' },
  theme: { values: ['dark', 'light'], fallback: 'dark' },
} as const;
type Setting = keyof typeof SETTINGS;

/** A year: the remembered layout and theme outlive any session. */
export const SETTING_COOKIE_MAX_AGE = 31_536_000;

function cookieValue(cookies: string, name: string): string | undefined {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookies)?.[1];
}

/** The query's value of `name` when it is one the setting knows; a wrong one counts as none. */
function queryValue(q: URLSearchParams, name: Setting): string | undefined {
  const v = q.get(name);
  return v !== null && (SETTINGS[name].values as readonly string[]).includes(v) ? v : undefined;
}

/** The query's value, else the cookie's, else the default; a wrong value anywhere is skipped. */
function settingOf(name: Setting, q: URLSearchParams, cookies: string): string {
  const v = queryValue(q, name) ?? cookieValue(cookies, name) ?? '';
  return (SETTINGS[name].values as readonly string[]).includes(v) ? v : SETTINGS[name].fallback;
}

/** Reads /trade or /trade/{locale} and its query into the page's route state. */
export function parseTradeRoute(pathname: string, search: string, cookies = ''): TradeRoute {
  const segment = /^\/trade\/([^/?#]+)/.exec(pathname)?.[1];
  const q = new URLSearchParams(search);
  const symbol = (q.get('symbol') ?? '').toUpperCase();
  return {
    locale: toLocale(segment),
    symbol: /^[A-Z0-9]+_[A-Z0-9]+$/.test(symbol) ? symbol : DEFAULT_SYMBOL,
    type: q.get('type') === 'margin' ? 'margin' : 'spot',
    theme: settingOf('theme', q, cookies) as PageTheme,
    layout: settingOf('layout', q, cookies) as Layout,
    fromMail: q.get('from') === 'mail',
  };
}

/**
 * The cookies (document.cookie assignments) that remember the route's layout and theme: one for
 * each the query names with a known value; none for a setting it leaves out (the page then read
 * the cookie) or gives a value it does not know (bad input changes nothing).
 */
export function settingCookies(search: string): string[] {
  const q = new URLSearchParams(search);
  return (Object.keys(SETTINGS) as Setting[]).flatMap((name) => {
    const v = queryValue(q, name);
    return v === undefined ? [] : [settingCookie(name, v)];
  });
}

/** `name=value` for the whole site, kept a year, sent on same-site navigation (SameSite=Lax). */
export function settingCookie(name: Setting, value: string): string {
  return `${name}=${value}; path=/; max-age=${SETTING_COOKIE_MAX_AGE}; samesite=lax`;
}
