import type { OrderType, Side } from '../engine/types';
import type { Prng } from './prng';
import { gapTicks, type LadderGeom } from './sim-ladder';
import { notional, type SimPair } from './sim-pairs';

/**
 * What a simulated taker sends: a market order (45 %), a crossing IOC (25 %) or a crossing
 * limit whose unfilled rest stays in the book (30 %), sized around the touch level so most
 * trades take part of one level and a few sweep several (the last price then jumps). Pure.
 */
export interface TakerOrder {
  side: Side;
  type: OrderType;
  price: number; // ticks; 0 for market
  size: number; // lots; 0 for a market buy
  notional: number; // quote ledger units, market buys only
}

export interface TakerView {
  /** Best opposite prices (ticks), undefined for an empty side. */
  bestBid: number | undefined;
  bestAsk: number | undefined;
  /** Taker's base holding relative to its target: (have - target) / target. */
  inventory: number;
  burst: boolean;
  mid: number;
}

/**
 * The side leans toward bringing the taker's base holding back to its target, so neither the
 * taker nor the maker it trades with drifts toward an empty balance over a long run.
 */
export function takerSide(inventory: number, rng: Prng): Side {
  const pBuy = Math.min(0.9, Math.max(0.1, 0.5 - 2 * inventory));
  return rng.chance(pBuy) ? 'buy' : 'sell';
}

/** The next taker order, or undefined when the side it would take from is empty. */
export function takerOrder(p: SimPair, g: LadderGeom, v: TakerView, rng: Prng): TakerOrder | undefined {
  const side = takerSide(v.inventory, rng);
  const opposite = side === 'buy' ? v.bestAsk : v.bestBid;
  if (opposite === undefined) return undefined;
  const size = Math.max(g.minLots, Math.round(g.touchLots * rng.logNormal(0.9) * (v.burst ? 2 : 1)));
  const r = rng.next();
  if (r < 0.45) {
    return side === 'buy'
      ? { side, type: 'market', price: 0, size: 0, notional: notional(p, opposite, size, 'up') }
      : { side, type: 'market', price: 0, size, notional: 0 };
  }
  const through = Math.round(rng.int(3) * gapTicks(g, v.mid));
  const price = side === 'buy' ? opposite + through : Math.max(p.spec.minPrice, opposite - through);
  return { side, type: r < 0.7 ? 'ioc' : 'limit', price, size, notional: 0 };
}
