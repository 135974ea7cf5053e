/**
 * Server content of the trade page: tags, symbol notices, announcements, hot search,
 * recommended pairs, region limits, fee classes and thresholds. Notices and announcements are
 * answered in the language asked for (`announcementsIn`, `symbolNoticesIn`): English here,
 * the other 14 locales in content-texts/<locale>.json, keyed by announcement code and notice
 * id. Tag names stay English (the client shows them as given).
 */
import type { Locale } from '../../src/i18n/locales';
import ar from './content-texts/ar.json';
import br from './content-texts/br.json';
import cn from './content-texts/cn.json';
import deDE from './content-texts/de-DE.json';
import es from './content-texts/es.json';
import frFR from './content-texts/fr-FR.json';
import jp from './content-texts/jp.json';
import kr from './content-texts/kr.json';
import nlNL from './content-texts/nl-NL.json';
import ru from './content-texts/ru.json';
import tr from './content-texts/tr.json';
import ukUA from './content-texts/uk-UA.json';
import vn from './content-texts/vn.json';
import zhTW from './content-texts/zh-TW.json';
import type {
  Announcement,
  FeeClassRates,
  GlobalNotice,
  HotSearchEntry,
  RecommendedPair,
  RiskLimit,
  SymbolNoticeGroup,
  Tag,
  ThresholdConfig,
} from './refdata-types';

/** The tag id the client uses for "All" (never listed in TAGS, ignored in a pair's tags). */
export const ALL_TAG_ID = -1;

/** Pair tags; the type-1 ones are chips, the first three of them highlighted by the client. */
export const TAGS: readonly Tag[] = [
  { tagId: 1, name: 'Layer 1', type: 1 },
  { tagId: 2, name: 'DeFi', type: 1 },
  { tagId: 3, name: 'Meme', type: 1 },
  { tagId: 4, name: 'Layer 2', type: 1 },
  { tagId: 5, name: 'Payments', type: 1 },
  { tagId: 6, name: 'Stablecoin', type: 2 },
  { tagId: 7, name: 'Platform Token', type: 2 },
  { tagId: 8, name: 'New Listing', type: 1 },
  { tagId: 9, name: 'Infrastructure', type: 2 },
  { tagId: 10, name: 'Storage', type: 2 },
];

/** Symbol notice banners (GET /gw-api/content/front/notice/query); 'All' shows on every pair. */
export const SYMBOL_NOTICES: readonly SymbolNoticeGroup[] = [
  {
    symbolId: 'All',
    symbolNoticeList: [
      { noticeId: 9001, content: 'Beware of phishing: we never ask for your password or 2FA codes by email or chat.', targetUrl: '/support/security' },
    ],
  },
  {
    symbolId: 1003,
    symbolNoticeList: [
      { noticeId: 9101, content: 'Hold BMX and pay trading fees with it to get a 25% discount.', targetUrl: '/fee/en' },
    ],
  },
  {
    symbolId: 1025,
    symbolNoticeList: [
      { noticeId: 9102, content: 'PEPE is a highly volatile meme token. Trade with care.', targetUrl: '/support/risk-warning' },
    ],
  },
  {
    symbolId: 1031,
    symbolNoticeList: [
      { noticeId: 9103, content: 'NOVA/USDT opens for trading at 00:00 UTC. Orders are accepted from the opening time on.', targetUrl: '/announcements/nova-listing' },
    ],
  },
];

/** The show-page numbers of the trade page (spec 001 section 2): spot 4, isolated margin 5. */
export const SHOW_PAGE = { spotTrade: 4, marginTrade: 5 } as const;

/**
 * Global notices (GET /gw-api/content/front/notice/global?showPage): notices of whole pages,
 * in the order the client shows them, one at a time; a page's own notices come first.
 */
export const GLOBAL_NOTICES: readonly GlobalNotice[] = [
  { noticeId: 9502, content: 'Spot trading: zero maker fees on all USDC pairs until the end of the month.', targetUrl: '/announcements/usdc-pairs', showPages: [SHOW_PAGE.spotTrade] },
  { noticeId: 9503, content: 'Isolated margin: USDT borrow rates are halved this week.', targetUrl: '/announcements/margin-rates', showPages: [SHOW_PAGE.marginTrade] },
  {
    noticeId: 9501,
    content: 'Scheduled upgrade: deposits and withdrawals pause on Sunday from 02:00 to 02:30 UTC. Trading is not affected.',
    targetUrl: '/announcements/wallet-upgrade',
    showPages: [SHOW_PAGE.spotTrade, SHOW_PAGE.marginTrade],
  },
];

/** The news bar (GET /gw-api/activity/activityZone/front/queryAnnouncements): a multiple of 3. */
export const ANNOUNCEMENTS: readonly Announcement[] = [
  { code: 'ANN-2001', title: 'NOVA (Nova Network) will be listed in the Innovation Zone', webUrl: '/announcements/nova-listing' },
  { code: 'ANN-2002', title: 'Isolated margin now available on SOL/USDT with up to 10x leverage', webUrl: '/announcements/sol-margin' },
  { code: 'ANN-2003', title: 'Scheduled wallet maintenance for the TRON network', webUrl: '/announcements/tron-maintenance' },
  { code: 'ANN-2004', title: 'New USDC trading pairs: BTC, ETH, SOL, XRP and DOGE', webUrl: '/announcements/usdc-pairs' },
  { code: 'ANN-2005', title: 'Trading fee discount for BMX holders raised to 25%', webUrl: '/announcements/bmx-fee-discount' },
  { code: 'ANN-2006', title: 'Updated minimum order amounts on BTC and ETH quoted markets', webUrl: '/announcements/minimums' },
  { code: 'ANN-2007', title: 'Trigger orders: up to 20 open orders per account', webUrl: '/announcements/trigger-orders' },
  { code: 'ANN-2008', title: 'Proof of reserves report for this quarter is published', webUrl: '/announcements/proof-of-reserves' },
  { code: 'ANN-2009', title: 'API rate limits updated for order endpoints', webUrl: '/announcements/api-limits' },
  { code: 'ANN-2010', title: 'Delisting notice: legacy margin pairs without volume', webUrl: '/announcements/margin-delisting' },
  { code: 'ANN-2011', title: 'Security upgrade: withdrawal address whitelist for all accounts', webUrl: '/announcements/address-whitelist' },
  { code: 'ANN-2012', title: 'Weekend trading competition: share a prize pool of 50,000 USDT', webUrl: '/announcements/trading-competition' },
];

/** One locale's texts of the notices and announcements above, by notice id and code. */
export interface ContentTexts {
  announcements: Record<string, string>;
  notices: Record<string, string>;
  globalNotices: Record<string, string>;
  /** Tag names by tag id. */
  tags: Record<string, string>;
}

/** The translations of every locale but English (English is the lists above). */
export const CONTENT_TEXTS: Readonly<Record<Exclude<Locale, 'en'>, ContentTexts>> = {
  ar, br, cn, 'de-DE': deDE, es, 'fr-FR': frFR, jp, kr, 'nl-NL': nlNL, ru, tr, 'uk-UA': ukUA, vn, 'zh-TW': zhTW,
};

/**
 * The texts for a `language` (lang) parameter: one of the 15 locale codes (any case) or a
 * common language tag (de, pt-BR, zh-CN, zh-Hant, ja, ko, vi …); anything else is English.
 */
function textsFor(language: string | undefined): { locale: Locale; texts: ContentTexts | undefined } {
  const lang = (language ?? '').trim();
  const exact = (Object.keys(CONTENT_TEXTS) as Exclude<Locale, 'en'>[]).find((l) => l.toLowerCase() === lang.toLowerCase());
  if (exact !== undefined) return { locale: exact, texts: CONTENT_TEXTS[exact] };
  const ALIASES: Record<string, Exclude<Locale, 'en'>> = {
    de: 'de-DE', fr: 'fr-FR', nl: 'nl-NL', uk: 'uk-UA', pt: 'br', 'pt-br': 'br', zh: 'cn', 'zh-cn': 'cn', 'zh-hant': 'zh-TW', ja: 'jp', ko: 'kr', vi: 'vn',
  };
  const alias = ALIASES[lang.toLowerCase()] ?? ALIASES[lang.toLowerCase().split('-')[0]];
  return alias === undefined ? { locale: 'en', texts: undefined } : { locale: alias, texts: CONTENT_TEXTS[alias] };
}

/** The news bar's announcements in `language` (English for an unknown one), same codes and order. */
export function announcementsIn(language: string | undefined): Announcement[] {
  const { texts } = textsFor(language);
  return ANNOUNCEMENTS.map((a) => ({ ...a, title: texts?.announcements[a.code] ?? a.title }));
}

/** The symbol notices in `language` (English for an unknown one); links to a locale's page follow it. */
export function symbolNoticesIn(language: string | undefined): SymbolNoticeGroup[] {
  const { locale, texts } = textsFor(language);
  return SYMBOL_NOTICES.map((g) => ({
    ...g,
    symbolNoticeList: g.symbolNoticeList.map((n) => ({
      ...n,
      content: texts?.notices[String(n.noticeId)] ?? n.content,
      targetUrl: n.targetUrl.replace(/\/en$/, `/${locale}`),
    })),
  }));
}

/** The global notices of page `showPage` in `language` (English for an unknown one), in list order. */
export function globalNoticesIn(language: string | undefined, showPage: number): Array<Omit<GlobalNotice, 'showPages'>> {
  const { texts } = textsFor(language);
  return GLOBAL_NOTICES.filter((n) => n.showPages.includes(showPage)).map((n) => ({
    noticeId: n.noticeId,
    content: texts?.globalNotices[String(n.noticeId)] ?? n.content,
    targetUrl: n.targetUrl,
  }));
}

/** The tags with their names in `language` (English for an unknown one), same ids, types and order. */
export function tagsIn(language: string | undefined): Tag[] {
  const { texts } = textsFor(language);
  return TAGS.map((t) => ({ ...t, name: texts?.tags[String(t.tagId)] ?? t.name }));
}

/** Top searched pairs, rank 1 first (hot search panel). */
export const HOT_SEARCH: readonly HotSearchEntry[] = [
  { rank: 1, symbolId: 1001, symbol: 'BTC_USDT' },
  { rank: 2, symbolId: 1002, symbol: 'ETH_USDT' },
  { rank: 3, symbolId: 1025, symbol: 'PEPE_USDT' },
  { rank: 4, symbolId: 1005, symbol: 'SOL_USDT' },
  { rank: 5, symbolId: 1003, symbol: 'BMX_USDT' },
  { rank: 6, symbolId: 1008, symbol: 'DOGE_USDT' },
  { rank: 7, symbolId: 1024, symbol: 'SHIB_USDT' },
  { rank: 8, symbolId: 1006, symbol: 'XRP_USDT' },
  { rank: 9, symbolId: 1027, symbol: 'SUI_USDT' },
  { rank: 10, symbolId: 1026, symbol: 'TON_USDT' },
];

/** Recommended pairs of the market list. */
export const RECOMMENDED_PAIRS: readonly RecommendedPair[] = [
  { tradingPairId: 1001, baseCoin: 'BTC', quoteCoin: 'USDT' },
  { tradingPairId: 1002, baseCoin: 'ETH', quoteCoin: 'USDT' },
  { tradingPairId: 1003, baseCoin: 'BMX', quoteCoin: 'USDT' },
  { tradingPairId: 1005, baseCoin: 'SOL', quoteCoin: 'USDT' },
  { tradingPairId: 1101, baseCoin: 'BTC', quoteCoin: 'USDC' },
  { tradingPairId: 1201, baseCoin: 'ETH', quoteCoin: 'BTC' },
];

/**
 * Pairs not offered in some countries: the simulated exchange's own rules (ISO alpha-2 codes).
 * XRP is not offered to US and Canadian residents on any of its markets; PEPE, a meme token,
 * also not in the United Kingdom. Orders there are refused (33122, symbol limit dialog) and the
 * trade page shows its risk tip (GET /gw-api/ds/risk-limit).
 */
export const RISK_LIMITS: readonly RiskLimit[] = [
  { symbolId: 1006, countrys: ['US', 'CA'] }, // XRP_USDT
  { symbolId: 1105, countrys: ['US', 'CA'] }, // XRP_USDC
  { symbolId: 1204, countrys: ['US', 'CA'] }, // XRP_BTC
  { symbolId: 1025, countrys: ['US', 'CA', 'GB'] }, // PEPE_USDT
];

/**
 * Countries (ISO alpha-2) where the fee display of the order form is shown. Our choice, as the
 * spec leaves it open: markets of the 15 UI locales where showing a fee schedule raises no
 * licensing question, i.e. everything but the US and Canada (restricted above). The client
 * hides fees when the user's KYC country (else IP country) is not listed or unknown.
 */
export const FEE_WHITELIST_COUNTRIES: readonly string[] = [
  'AE', 'AR', 'AU', 'BR', 'CH', 'CN', 'DE', 'ES', 'FR', 'GB', 'HK', 'ID', 'IN', 'IT', 'JP',
  'KR', 'MX', 'MY', 'NL', 'PH', 'PT', 'RU', 'SA', 'SG', 'TH', 'TR', 'TW', 'UA', 'VN',
];

/** Default maker/taker rates by fee class (spec 001 section 9). */
export const FEE_CLASS_RATES: FeeClassRates = {
  A: { maker: '0.001', taker: '0.001' },
  B: { maker: '0.0025', taker: '0.0025' },
  C: { maker: '0.004', taker: '0.004' },
  D: { maker: '0.006', taker: '0.006' },
};

export const THRESHOLD_CONFIG: ThresholdConfig = {
  thresholdRate: '0.05',
  marketOffsetRate: '0.1',
  maxTriggerOrders: 20,
};

/**
 * Currencies a trader can value holdings in (the panel's average cost; GET /gw-api/ds/fiat-rates),
 * with units per US dollar. The asset lists' "local" values are dollars; these convert them.
 * Fixed reference rates: this exchange in miniature has no foreign-exchange feed.
 */
export const FIAT_RATES: ReadonlyArray<{ currency: string; rate: string }> = [
  { currency: 'USD', rate: '1' },
  { currency: 'EUR', rate: '0.92' },
  { currency: 'GBP', rate: '0.79' },
  { currency: 'JPY', rate: '151.5' },
  { currency: 'CNY', rate: '7.24' },
  { currency: 'TWD', rate: '32.3' },
  { currency: 'KRW', rate: '1380' },
  { currency: 'VND', rate: '25400' },
  { currency: 'TRY', rate: '32.5' },
  { currency: 'RUB', rate: '92.5' },
  { currency: 'UAH', rate: '39.4' },
  { currency: 'BRL', rate: '5.05' },
  { currency: 'SAR', rate: '3.75' },
];

/** Quote coins of the market list's dropdown with their sort value (higher first). */
export const QUOTE_COINS: ReadonlyArray<{ coin: string; sort: number }> = [
  { coin: 'USDT', sort: 4 },
  { coin: 'USDC', sort: 3 },
  { coin: 'BTC', sort: 2 },
  { coin: 'ETH', sort: 1 },
];
