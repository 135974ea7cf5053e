import { mulDiv, pow10 } from '../../src/core/units';
import type { PairSpec } from '../engine/types';
import type { Prng } from './prng';
import { anchorTicks, engineCoins, isInCountdown, PAIRS, toPairSpec } from './refdata';
import type { LadderGeom } from './sim-ladder';

/**
 * What the simulator knows of a pair: the engine's spec, where its price lives, and the figures
 * it needs to size orders in dollars (so BTC_USDT and XRP_BTC books look equally deep).
 */
export interface SimPair {
  spec: PairSpec;
  /** Anchor price in ticks: the walk starts here and keeps coming back. */
  anchor: number;
  /** Daily volatility of the walk, e.g. 0.03. */
  dailyVol: number;
  baseScale: number;
  quoteScale: number;
  /** US dollars per whole quote coin (1 for stablecoins), for sizing only. */
  quoteUsd: number;
  /** Share of the simulator's activity relative to other pairs (default 1). */
  weight?: number;
}

/** Majors trade more, as on a real exchange. */
const WEIGHTS: Record<string, number> = { BTC_USDT: 4, ETH_USDT: 3, SOL_USDT: 2, BNB_USDT: 1.5, BMX_USDT: 1.5, XRP_USDT: 1.5, DOGE_USDT: 1.5 };

/**
 * Every pair of the reference data that trades at `now`: the pre-launch pair is left out, so it
 * gets no activity during its countdown.
 */
export function simPairs(now: number): SimPair[] {
  const coins = engineCoins();
  const scale = new Map(coins.map((c) => [c.coin, c.scale]));
  const usd = (coin: string): number => {
    if (coin === 'USDT' || coin === 'USDC') return 1;
    const ref = PAIRS.find((p) => p.symbol === `${coin}_USDT`);
    return ref === undefined ? 1 : Number(ref.anchorPrice);
  };
  return PAIRS.filter((p) => p.upState === 1 && !isInCountdown(p, now)).map((p) => ({
    spec: toPairSpec(p, coins),
    anchor: anchorTicks(p),
    dailyVol: p.volatility,
    baseScale: scale.get(p.base)!,
    quoteScale: scale.get(p.quote)!,
    quoteUsd: usd(p.quote),
    weight: WEIGHTS[p.symbol] ?? 1,
  }));
}

/** `price` ticks x `size` lots in quote ledger units. */
export function notional(p: SimPair, price: number, size: number, round: 'down' | 'up'): number {
  const e = p.quoteScale - p.spec.pricePrecision - p.spec.countPrecision;
  return e >= 0 ? price * size * pow10(e) : mulDiv(price, size, pow10(-e), round);
}

/** `size` lots in base ledger units (a lot is a whole number of units: scale >= countPrecision). */
export function baseUnits(p: SimPair, size: number): number {
  return size * pow10(p.baseScale - p.spec.countPrecision);
}

/** The smallest size (lots) that meets the pair's minimum count and minimum notional at `price`. */
export function minLots(p: SimPair, price: number): number {
  const s = p.spec;
  const byCount = Math.max(s.minBuyCount, s.minSellCount, 1);
  const perLot = notional(p, price, 1, 'down');
  const byAmount = perLot > 0 ? Math.ceil(Math.max(s.minBuyAmount, s.minSellAmount) / perLot) : byCount;
  return Math.max(byCount, byAmount);
}

/** Lots worth about `usd` dollars at the anchor price. */
export function lotsForUsd(p: SimPair, usd: number): number {
  const lotUsd = (p.anchor / pow10(p.spec.pricePrecision)) * p.quoteUsd / pow10(p.spec.countPrecision);
  return Math.max(1, Math.round(usd / lotUsd));
}

/**
 * The ladder of a pair: 30 to 45 levels a side, level gaps scaled to the pair's volatility
 * (about 1 bp on BTC, one tick on a stablecoin pair), a touch of $1k-4k growing to about 6x
 * that at the deepest level; a calmer walk gets a tighter book.
 */
export function ladderGeom(p: SimPair, rng: Prng): LadderGeom {
  const gapFrac = Math.min(5e-4, Math.max(2e-6, p.dailyVol * 0.004));
  const floor = minLots(p, p.anchor);
  return {
    levels: 30 + rng.int(16),
    gapFrac,
    halfSpreadFrac: gapFrac * 0.4,
    curve: 0.04,
    touchLots: Math.max(floor, lotsForUsd(p, rng.range(1000, 4000))),
    growth: 0.12,
    // the walk may take the price well below the anchor: keep a margin over the minimum notional
    minLots: Math.ceil(floor * 1.6),
  };
}

/**
 * Gives `symbol` the share `share` (0 < share < 1) of the simulator's activity by raising its
 * weight against the others' (SIM_FOCUS: a fast market on the pair a benchmark watches, without
 * running every other pair as fast). Throws for an unknown symbol or a share outside (0, 1).
 */
export function focusPairs(pairs: readonly SimPair[], symbol: string, share: number): SimPair[] {
  if (!(share > 0 && share < 1)) throw new RangeError(`the focus share must be between 0 and 1, got ${share}`);
  const target = pairs.find((p) => p.spec.symbol === symbol);
  if (target === undefined) throw new RangeError(`no simulated pair ${symbol}`);
  const others = pairs.reduce((sum, p) => (p === target ? sum : sum + (p.weight ?? 1)), 0);
  const weight = (share * others) / (1 - share);
  return pairs.map((p) => (p === target ? { ...p, weight } : p));
}

/** Reads SIM_FOCUS: "SYMBOL" (half the activity) or "SYMBOL:share"; null when unset. */
export function parseSimFocus(value: string | undefined): { symbol: string; share: number } | null {
  if (value === undefined || value === '') return null;
  const m = /^([A-Z0-9]+_[A-Z0-9]+)(?::(0?\.\d+))?$/.exec(value);
  if (m === null) throw new RangeError(`SIM_FOCUS must be SYMBOL or SYMBOL:share (e.g. BTC_USDT:0.8), got ${value}`);
  return { symbol: m[1], share: m[2] === undefined ? 0.5 : Number(m[2]) };
}
