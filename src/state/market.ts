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
}

export const pairs = signal<PairTicker[]>([]);
export const currentSymbol = signal('BTC_USDT');
export const pairsLoaded = signal(false);

export const currentPair = computed(() => pairs.value.find((p) => p.symbol === currentSymbol.value));
