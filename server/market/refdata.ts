/**
 * Reference data of the exchange and its conversion to the engine's integer form.
 *
 * Data lives in refdata-coins.ts, refdata-pairs.ts and refdata-content.ts; this file holds the
 * lookups and the small pure functions the gateway and the simulator call. Nothing here reads
 * the clock: time-dependent answers (the pre-launch countdown) take `now`.
 */
import { parseUnits } from '../../src/core/units';
import type { CoinSpec, MarginSpec, PairSpec } from '../engine/types';
import { COINS as LISTED_COINS } from './refdata-coins';
import { buildPairs } from './refdata-pairs';
import { generateReferenceSet, referenceSetSize } from './refdata-scale';
import type { CoinDetail, CoinRef, MarginRef, PairRef } from './refdata-types';
export * from './refdata-content';
export type * from './refdata-types';

const DAY_MS = 86_400_000;

const LISTED_PAIRS = buildPairs(Object.fromEntries(LISTED_COINS.map((c) => [c.coin, c.scale])));
/** MARKET_PAIRS=2000 adds generated pairs up to that many in all (refdata-scale.ts); unset: none. */
const GENERATED = generateReferenceSet(Math.max(0, referenceSetSize() - LISTED_PAIRS.length));

/** Every listed coin, BTC first; coinIds are unique and stable. */
export const COINS: readonly CoinRef[] = [...LISTED_COINS, ...GENERATED.coins];

const COIN_BY_NAME = new Map(COINS.map((c) => [c.coin, c]));

/** Every listed pair (the pre-launch one included), in listing order. */
export const PAIRS: readonly PairRef[] = [...LISTED_PAIRS, ...GENERATED.pairs];

const PAIR_BY_SYMBOL = new Map(PAIRS.map((p) => [p.symbol, p]));
const PAIR_BY_ID = new Map(PAIRS.map((p) => [p.symbolId, p]));

export function coinRef(coin: string): CoinRef | undefined {
  return COIN_BY_NAME.get(coin);
}

/** The pair by 'BTC_USDT' or by symbolId. */
export function pairRef(key: string | number): PairRef | undefined {
  return typeof key === 'number' ? PAIR_BY_ID.get(key) : PAIR_BY_SYMBOL.get(key);
}

/** GET /gw-api/ds/pair/coin-detail by short name ('BTC'); undefined for an unknown coin. */
export function coinDetail(shortName: string): CoinDetail | undefined {
  return COIN_BY_NAME.get(shortName.toUpperCase())?.detail;
}

/** Strict decimal -> units; reference data is ours, so a bad figure is a programming error. */
function units(text: string, scale: number, what: string): number {
  const r = parseUnits(text, scale);
  if (!r.ok) throw new Error(`reference data: ${what} '${text}' at scale ${scale}: ${r.reason}`);
  return r.value;
}

function scaleOf(coins: readonly CoinSpec[], coin: string): number {
  const c = coins.find((x) => x.coin === coin);
  if (c === undefined) throw new Error(`reference data: unknown coin ${coin}`);
  return c.scale;
}

function marginSpec(m: MarginRef, coins: readonly CoinSpec[]): MarginSpec {
  const perCoin = (table: Record<string, string>, what: string) =>
    Object.fromEntries(Object.entries(table).map(([coin, v]) => [coin, units(v, scaleOf(coins, coin), `${what} ${coin}`)]));
  return {
    marginRatio: m.marginRatio,
    liquidationRatio: m.liquidationRatio,
    hourlyRate: { ...m.hourlyRate },
    borrowMin: perCoin(m.borrowMin, 'borrowMin'),
    repayMin: perCoin(m.repayMin, 'repayMin'),
  };
}

/**
 * The engine's integer form of a pair: counts in lots, amounts in quote ledger units, the
 * minimum price in ticks (minBuyPrice and minSellPrice are equal in our data), margin
 * minimums in each coin's ledger units. Throws when a figure does not fit its scale.
 */
export function toPairSpec(pair: PairRef, coins: readonly CoinSpec[]): PairSpec {
  const quoteScale = scaleOf(coins, pair.quote);
  scaleOf(coins, pair.base);
  const cp = pair.countPrecision;
  return {
    symbol: pair.symbol,
    symbolId: pair.symbolId,
    base: pair.base,
    quote: pair.quote,
    pricePrecision: pair.pricePrecision,
    countPrecision: cp,
    minBuyCount: units(pair.minBuyCount, cp, 'minBuyCount'),
    minSellCount: units(pair.minSellCount, cp, 'minSellCount'),
    minBuyAmount: units(pair.minBuyAmount, quoteScale, 'minBuyAmount'),
    minSellAmount: units(pair.minSellAmount, quoteScale, 'minSellAmount'),
    minPrice: units(pair.minBuyPrice, pair.pricePrecision, 'minBuyPrice'),
    ...(pair.margin ? { margin: marginSpec(pair.margin, coins) } : {}),
  };
}

/** The coins as the engine takes them. */
export function engineCoins(): CoinSpec[] {
  return COINS.map(({ coin, coinId, scale }) => ({ coin, coinId, scale }));
}

/** Every pair as the engine takes it (the pre-launch pair too: the gateway gates it by time). */
export function enginePairs(): PairSpec[] {
  const coins = engineCoins();
  return PAIRS.map((p) => toPairSpec(p, coins));
}

/** The anchor price in ticks (the simulator's starting price). */
export function anchorTicks(pair: PairRef): number {
  return units(pair.anchorPrice, pair.pricePrecision, 'anchorPrice');
}

/**
 * When the pair opens, in ms: for the pre-launch pair the start of the UTC day after `now`
 * (so it is always in countdown, whenever this runs); 0 for pairs already trading.
 */
export function pairOpenTime(pair: PairRef, now: number): number {
  if (pair.launch !== 'next-utc-day') return 0;
  return (Math.floor(now / DAY_MS) + 1) * DAY_MS;
}

/** True while the pair waits for its openTime. */
export function isInCountdown(pair: PairRef, now: number): boolean {
  return pairOpenTime(pair, now) > now;
}

/** The trading pairs of a coin (as base or quote), for the funds list's trade action. */
export function pairsOfCoin(coin: string): PairRef[] {
  return PAIRS.filter((p) => p.base === coin || p.quote === coin);
}
