import type { ExchangeEngine } from '../engine/api';
import type { LadderGeom } from './sim-ladder';
import { baseUnits, notional, type SimPair } from './sim-pairs';

/**
 * The simulator's accounts: ordinary engine users whose ids sit in a reserved range, so they
 * never collide with the store's user ids (which count up from 1) and the gateway can tell them
 * apart. Each pair has its own maker (quotes the ladder) and taker (sends market and crossing
 * orders): two users, so self-trade prevention never cancels the simulator's own trades, and
 * per pair, so the money in one pair never runs short because of another.
 */
export const SIM_USER_MIN = 1_000_000;
export const SIM_USER_MAX = 1_999_999;

export function makerId(p: SimPair): number {
  return SIM_USER_MIN + p.spec.symbolId * 2;
}

export function takerId(p: SimPair): number {
  return makerId(p) + 1;
}

/** True for the ids of simulator accounts. */
export function isSimUser(userId: number): boolean {
  return userId >= SIM_USER_MIN && userId <= SIM_USER_MAX;
}

/** Balances of a simulator account stay below this, far inside the safe-integer range. */
const CAP = 2 ** 50;

/**
 * How much of each coin one simulator account of the pair starts with: five times what a full
 * ladder side needs, at a price as far from the anchor as the walk may go (3x `band`, e^x >= 1+x),
 * so neither maker nor taker runs short over hours of trading.
 */
export function fundingTarget(p: SimPair, g: LadderGeom, band: number): { base: number; quote: number } {
  let lots = 0;
  for (let k = 0; k < g.levels; k++) lots += g.touchLots * (1 + g.growth * k) * 1.3;
  lots = Math.ceil(lots * 5);
  const highPrice = Math.ceil(p.anchor * Math.exp(band) * 1.1);
  return {
    base: Math.min(CAP, baseUnits(p, lots)),
    quote: Math.min(CAP, notional(p, highPrice, lots, 'up')),
  };
}

/** Sum of available and frozen of a coin in a user's spot account. */
export function holding(engine: ExchangeEngine, userId: number, coin: string): number {
  const acc = engine.spotAccount(userId);
  let sum = 0;
  for (const b of engine.balances(acc.accountId)) if (b.coin === coin) sum += b.available + b.frozen;
  return sum;
}

/**
 * Zero fees for both accounts of the pair, and a top-up from the treasury of any coin that has
 * fallen below half its target. Idempotent; cheap enough to call every few seconds.
 * Returns the number of fund calls the treasury refused (it should always be 0).
 */
export function ensureAccounts(engine: ExchangeEngine, p: SimPair, target: { base: number; quote: number }): number {
  let refused = 0;
  for (const userId of [makerId(p), takerId(p)]) {
    const rates = engine.feeRates(userId);
    if (rates.maker !== '0' || rates.taker !== '0') engine.setFeeRates(userId, { maker: '0', taker: '0' });
    for (const [coin, want] of [[p.spec.base, target.base], [p.spec.quote, target.quote]] as const) {
      const have = holding(engine, userId, coin);
      if (have >= want / 2) continue;
      if (!engine.fund(userId, coin, want - have).ok) refused++;
    }
  }
  return refused;
}
