import { toLocale, type Locale } from '../i18n/locales';

export interface TradeRoute {
  locale: Locale;
  symbol: string;
  /** 'margin' selects isolated margin; anything else is spot (spec 001, routes). */
  type: 'spot' | 'margin';
  theme: 'dark' | 'light';
  layout: 'pro' | 'basic';
}

export const DEFAULT_SYMBOL = 'BTC_USDT';

/** Reads /trade or /trade/{locale} and its query into the page's route state. */
export function parseTradeRoute(pathname: string, search: string, cookies = ''): TradeRoute {
  const segment = /^\/trade\/([^/?#]+)/.exec(pathname)?.[1];
  const q = new URLSearchParams(search);
  const cookie = (name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookies)?.[1];
  const symbol = (q.get('symbol') ?? '').toUpperCase();
  const theme = q.get('theme') ?? cookie('theme');
  const layout = q.get('layout') ?? cookie('layout');
  return {
    locale: toLocale(segment),
    symbol: /^[A-Z0-9]+_[A-Z0-9]+$/.test(symbol) ? symbol : DEFAULT_SYMBOL,
    type: q.get('type') === 'margin' ? 'margin' : 'spot',
    theme: theme === 'light' ? 'light' : 'dark',
    layout: layout === 'basic' ? 'basic' : 'pro',
  };
}
