/**
 * Shapes of the exchange's reference data: coins, pairs and the content the trade page shows
 * (tags, notices, announcements, hot search). Amounts are decimal strings as the gateway
 * answers them; `toPairSpec` (refdata.ts) turns a pair into the engine's integer form.
 */
import type { FeeRates } from '../engine/types';

/** Fee classes of spec 001 section 9 ('feeRateName' of a pair, 'feeClass' of a user). */
export type FeeClass = 'A' | 'B' | 'C' | 'D';

/** GET /gw-api/ds/pair/coin-detail `data.details`; `icon` is answered as `data.url`. */
export interface CoinDetail {
  shortName: string;
  fullName: string;
  /** Whole coins, decimal strings (plausible figures, not live ones). */
  circulating: string;
  /** circulating / maxSupply (or totalSupply when unlimited), a fraction with 4 decimals. */
  circulationProportion: string;
  totalSupply: string;
  /** '' when the supply has no cap. */
  maxSupply: string;
  explorer: string[];
  websiteUrl: string;
  whitePaperUrl: string;
  sourceCode: string;
  reddit: string;
  facebook: string;
  twitter: string;
  discord: string;
  projectDetailedIntroduction: string;
  icon: string;
}

/** A coin as the gateway knows it: the engine's CoinSpec plus display data. */
export interface CoinRef {
  coin: string;
  coinId: number;
  /** Ledger decimals; see CoinSpec. Chosen so a large holding stays a safe integer. */
  scale: number;
  fullName: string;
  /** Decimals shown for this coin's amounts in asset lists (spec's withdrawPrecision). */
  withdrawPrecision: number;
  detail: CoinDetail;
}

/** One order-book grouping step. `val` is the decimal count: '2' = 0.01, '-1' = 10. */
export interface PrecisionStep {
  desc: string;
  val: string;
}

/** Isolated margin parameters of a pair (the spec's leverageSymbolParam), strings per coin. */
export interface MarginRef {
  marginRatio: number;
  liquidationRatio: number;
  /** Hourly interest rate per coin, decimal string. */
  hourlyRate: Record<string, string>;
  /** Minimum borrow / repay per coin, decimal strings in coin units. */
  borrowMin: Record<string, string>;
  repayMin: Record<string, string>;
  /** Decimals a borrow of the base / quote coin may have (never above the coin's scale). */
  coinBorrowPrecision: number;
  marketCoinBorrowPrecision: number;
}

export interface PairRef {
  symbolId: number;
  symbol: string; // 'BTC_USDT'
  name: string; // 'BTC/USDT'
  base: string;
  quote: string;
  pricePrecision: number;
  countPrecision: number;
  /** Decimal strings: counts in base coin, amounts in quote coin, prices in quote coin. */
  minBuyCount: string;
  minSellCount: string;
  minBuyAmount: string;
  minSellAmount: string;
  minBuyPrice: string;
  minSellPrice: string;
  precisionList: PrecisionStep[];
  /** Where the simulator starts the price, decimal string in quote coin. */
  anchorPrice: string;
  /** Typical daily volatility: standard deviation of the daily return, e.g. 0.03 = 3 %. */
  volatility: number;
  /** Tag ids (TAGS in refdata-content.ts). */
  tags: number[];
  feeRateName: FeeClass;
  /** 1 listed and trading; 0 not up (the pre-launch pair until its openTime). */
  upState: 0 | 1;
  isShow: boolean;
  /** Set on the pre-launch pair: it opens at the start of the next UTC day (see pairOpenTime). */
  launch?: 'next-utc-day';
  margin?: MarginRef;
}

export interface Tag {
  tagId: number;
  name: string;
  /** 1: shown as a chip; anything else: in the dropdown. */
  type: number;
}

export interface SymbolNotice {
  noticeId: number;
  content: string;
  targetUrl: string;
}

/** Notices of one symbol, or of every symbol when symbolId is 'All'. */
export interface SymbolNoticeGroup {
  symbolId: number | 'All';
  symbolNoticeList: SymbolNotice[];
}

/**
 * A notice for whole pages rather than one pair (the spec's global notice): shown on the pages
 * whose show-page number is in `showPages` (4 the spot trade page, 5 the margin trade page).
 */
export interface GlobalNotice {
  noticeId: number;
  content: string;
  targetUrl: string;
  showPages: number[];
}

export interface Announcement {
  code: string;
  title: string;
  webUrl: string;
}

export interface HotSearchEntry {
  rank: number;
  symbolId: number;
  symbol: string;
}

export interface RecommendedPair {
  tradingPairId: number;
  quoteCoin: string;
  baseCoin: string;
}

export interface RiskLimit {
  symbolId: number;
  /** ISO 3166-1 alpha-2 codes (the spec's spelling 'countrys'). */
  countrys: string[];
}

/** Price-deviation and trigger-order limits of spec 001 section 9. */
export interface ThresholdConfig {
  /** A limit buy this fraction above (sell below) the last price asks for confirmation. */
  thresholdRate: string;
  /** Best opposite price this far from the last price warns before a market order. */
  marketOffsetRate: string;
  maxTriggerOrders: number;
}

export type FeeClassRates = Record<FeeClass, FeeRates>;
