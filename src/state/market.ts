import { computed, signal } from '@preact/signals-react';

/** A pair row of GET /gw-api/ds/pairs, as far as the shell reads it. */
export interface PairTicker {
  symbol: string;
  name: string;
  pricePrecision: number;
  countPrecision: number;
  c: string; // last price
  h: string;
  l: string;
  v: string;
  fluctuation: string; // change as a fraction, e.g. '-0.0123'
  coinName: string; // base coin
  marketCoinName: string; // quote coin
  /** Grouping steps of the book, finest first: desc '0.01', val '2' (decimals; negative for tens). */
  precisionList: { desc: string; val: string }[];
  /** false: the exchange hides the pair (not offered on the trade page); absent counts as shown. */
  isShow?: boolean;
}

export const pairs = signal<PairTicker[]>([]);
export const currentSymbol = signal('BTC_USDT');
export const pairsLoaded = signal(false);

/** The ticker figures of a pair row (texts as the gateway wrote them). */
export type PairFigures = Pick<PairTicker, 'symbol' | 'c' | 'h' | 'l' | 'v' | 'fluctuation'>;

/**
 * The current pair's newest ticker figures (src/state/tickers.ts writes them on each push that
 * changes them), kept apart from `pairs`: rewriting the 2,000-row list for one pair's figures
 * re-rendered every reader of the list (favourites bar, open orders, the chart's pair switcher,
 * the market list's listing check) on every push; only `currentPair`'s readers need them.
 * Null, or another pair's (just after a switch): `pairs`' row alone counts.
 */
export const currentFigures = signal<PairFigures | null>(null);

/** The ticker figures without their pair. */
type Figures = Omit<PairFigures, 'symbol'>;

/** Whether two sets of figures read the same (as texts). */
export function sameFigures(a: Figures, b: Figures): boolean {
  return a.c === b.c && a.h === b.h && a.l === b.l && a.v === b.v && a.fluctuation === b.fluctuation;
}

/** `p` with the figures of `f` (a '' figure is "not known": it never replaces one); `p` itself when nothing differs. */
export function withFigures(p: PairTicker, f: PairFigures): PairTicker {
  const merged: Figures = { c: f.c || p.c, h: f.h || p.h, l: f.l || p.l, v: f.v, fluctuation: f.fluctuation };
  return sameFigures(merged, p) ? p : { ...p, ...merged };
}

/**
 * The current pair's row of `pairs` as listed, without the ticker's newest figures: it changes
 * with the pair and the list's refresh (at most every 60 s), not with each push. For what does
 * not show the figures (the pair header's name, selector and tags).
 */
export const listedPair = computed(() => pairs.value.find((p) => p.symbol === currentSymbol.value));

/** The current pair's row of `pairs`, with its newest ticker figures (`currentFigures`). */
export const currentPair = computed(() => {
  const p = listedPair.value;
  const f = currentFigures.value;
  return p !== undefined && f !== null && f.symbol === p.symbol ? withFigures(p, f) : p;
});

/**
 * The current pair's symbolId (GET /ds/pairs sends it; the shared PairTicker type leaves it out),
 * undefined before the pair list or for a pair without one. A number: it notifies its readers
 * only when the pair changes, not with each new pair list as `currentPair` does.
 */
export const currentSymbolId = computed((): number | undefined => {
  const id = (listedPair.value as { symbolId?: unknown } | undefined)?.symbolId;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
});

/**
 * The newest trade price the page has seen (only the current pair's trades reach it), kept
 * apart from `pairs`: rewriting the pair list per trade re-rendered every component that reads
 * a pair (brief, order panel, order form) several times a second in a fast market. `pairs`
 * changes with the whole list's refresh from the tickers (at most every 60 s) only.
 */
export const tradePrice = signal<{ symbol: string; price: string } | null>(null);

/** `symbol`'s last price: its newest trade seen here, else the tickers' ('' before any). */
export function lastPriceOf(symbol: string): string {
  const trade = tradePrice.value;
  if (trade !== null && trade.symbol === symbol) return trade.price;
  const figures = currentFigures.value;
  if (figures !== null && figures.symbol === symbol && figures.c !== '') return figures.c;
  return pairs.value.find((p) => p.symbol === symbol)?.c ?? '';
}

/** The current pair's last price (what the brief shows and market orders are checked against). */
export const currentLastPrice = computed(() => lastPriceOf(currentSymbol.value));

/** What a widget needs to lay itself out: the pair's identity and precisions, not its prices. */
export type PairSpec = Pick<PairTicker, 'symbol' | 'name' | 'pricePrecision' | 'countPrecision' | 'coinName' | 'marketCoinName' | 'precisionList'>;

let lastSpec: PairSpec | undefined;
let lastSpecKey = '';

/**
 * The current pair's spec, the same object for as long as it does not change. `currentPair`
 * changes with every new last price (several times a second in a fast market); components
 * that only format or lay out by the pair read this one and so do not re-render per trade.
 */
export const currentPairSpec = computed((): PairSpec | undefined => {
  // the listed row: the spec holds no figure, so a push of the pair's figures need not recompute it
  const p = listedPair.value;
  if (p === undefined) return (lastSpec = undefined);
  const key = `${p.symbol}|${p.name}|${p.pricePrecision}|${p.countPrecision}|${p.coinName}|${p.marketCoinName}|${p.precisionList.map((s) => s.val).join(',')}`;
  if (key !== lastSpecKey || lastSpec === undefined) {
    lastSpecKey = key;
    lastSpec = { symbol: p.symbol, name: p.name, pricePrecision: p.pricePrecision, countPrecision: p.countPrecision, coinName: p.coinName, marketCoinName: p.marketCoinName, precisionList: p.precisionList };
  }
  return lastSpec;
});
