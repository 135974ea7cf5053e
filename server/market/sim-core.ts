import type { ExchangeEngine } from '../engine/api';
import { OPEN_STATES, type OrderType, type PlaceOrder, type Side } from '../engine/types';
import { Prng } from './prng';
import { ensureAccounts, fundingTarget, holding, makerId, takerId } from './sim-accounts';
import { flickerSide, repairSide, type LadderGeom, type MakerAction, type MakerOrder } from './sim-ladder';
import { syncOrders, syncRests, track } from './sim-orders';
import { ladderGeom, type SimPair } from './sim-pairs';
import { takerOrder } from './sim-taker';
import { PriceWalk, walkParams } from './sim-walk';

/**
 * The simulator's decisions: per pair a price walk, a maker ladder and a taker, all acting
 * through the same engine calls as users (place, amend, cancel), so simulated orders are real
 * liquidity. No timers, no clock: the shell (simulator.ts) calls `advance(now)` then `step()`
 * as many times as its rate allows. Deterministic for a seed, a sequence of `now` values and
 * an engine in the same state.
 *
 * Cost: one step is one engine command plus O(levels) order look-ups to notice fills.
 */
export interface PairState {
  readonly pair: SimPair;
  readonly geom: LadderGeom;
  readonly walk: PriceWalk;
  readonly maker: number;
  readonly taker: number;
  /** The maker's open orders, best first (bids by price descending, asks ascending). */
  readonly bids: MakerOrder[];
  readonly asks: MakerOrder[];
  /** Unfilled rests of the taker's crossing limits, oldest first. */
  readonly rests: Array<{ orderId: number; at: number; side: Side }>;
  readonly funding: { base: number; quote: number };
  /** Maker moves since its orders were last all re-read. */
  sinceSync: number;
  /** Taker's base holding relative to its target, and takes until it is looked up again. */
  inventory: number;
  sinceHolding: number;
}

export interface SimCounts {
  /** Book changes done: every accepted place, amend and cancel. */
  ops: number;
  places: number;
  amends: number;
  cancels: number;
  takes: number;
  /** Commands the engine refused (should stay near 0; a refused amend falls back to cancel). */
  refused: number;
}

/**
 * Before each move the maker re-reads its orders from the best price inward up to the first
 * unchanged one (syncOrders), and every this many moves all of them; an order it wrongly
 * believes open only makes one amend or cancel fail harmlessly.
 */
const SYNC_EVERY = 32;

/** Taker rests are cancelled after this long, or as soon as there are this many. */
const REST_MS = 8_000;
const MAX_RESTS = 3;

export class SimCore {
  readonly states: PairState[];
  readonly counts: SimCounts = { ops: 0, places: 0, amends: 0, cancels: 0, takes: 0, refused: 0 };
  private readonly rng: Prng;
  private readonly cum: Float64Array;
  private now: number;
  private reqNo = 0;

  constructor(
    private readonly engine: ExchangeEngine,
    pairs: readonly SimPair[],
    seed: number,
    now: number,
  ) {
    this.rng = new Prng(seed);
    this.now = now;
    this.states = pairs.map((p) => this.pairState(p, seed));
    this.cum = new Float64Array(this.states.length);
    this.reweigh();
  }

  /** Tops up the simulator accounts and zeroes their fees; returns refused fundings. */
  ensureFunds(): number {
    let refused = 0;
    for (const s of this.states) refused += ensureAccounts(this.engine, s.pair, s.funding);
    return refused;
  }

  /** Moves every walk forward to `now` (ms) and re-weighs activity for the regimes. */
  advance(now: number): void {
    const dt = now - this.now;
    this.now = now;
    if (dt > 0) for (const s of this.states) s.walk.advance(dt, now);
    this.reweigh();
  }

  /** One book change on a pair picked by activity; false if nothing could be done. */
  step(): boolean {
    const n = this.states.length;
    if (n === 0) return false;
    const x = this.rng.next() * this.cum[n - 1];
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cum[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return this.stepPair(this.states[lo]);
  }

  /** One book change on one pair: a taker order now and then, else a maker move. */
  stepPair(s: PairState): boolean {
    const pTake = s.walk.burst ? 0.25 : 0.15;
    if (this.rng.chance(pTake) && this.take(s)) return true;
    const full = ++s.sinceSync >= SYNC_EVERY;
    if (full) s.sinceSync = 0;
    syncOrders(this.engine, s.bids, full);
    syncOrders(this.engine, s.asks, full);
    // the thinner side first: after a sweep, refilling it matters more than tidying the other
    const coin = this.rng.chance(0.5);
    const first: Side = s.bids.length !== s.asks.length ? (s.bids.length < s.asks.length ? 'buy' : 'sell') : coin ? 'buy' : 'sell';
    const mid = s.walk.mid();
    for (const side of [first, other(first)]) {
      const a = repairSide(s.geom, side, side === 'buy' ? s.bids : s.asks, mid, this.rng, ownBest(s, other(side)));
      if (a.kind !== 'none') return this.apply(s, side, a);
    }
    return this.apply(s, first, flickerSide(s.geom, first, first === 'buy' ? s.bids : s.asks, mid, this.rng));
  }

  /** Places a full ladder on every side that has no maker orders (start-up of a fresh book). */
  fillLadders(s: PairState): number {
    let placed = 0;
    const mid = s.walk.mid();
    for (const side of ['buy', 'sell'] as const) {
      for (let i = 0; i < s.geom.levels * 2; i++) {
        const a = repairSide(s.geom, side, syncOrders(this.engine, side === 'buy' ? s.bids : s.asks, true), mid, this.rng);
        if (a.kind === 'none' || !this.apply(s, side, a)) break;
        placed++;
      }
    }
    return placed;
  }

  private take(s: PairState): boolean {
    const e = this.engine;
    syncRests(this.engine, s.rests);
    const oldest = s.rests[0];
    if (oldest !== undefined && (s.rests.length >= MAX_RESTS || this.now - oldest.at > REST_MS)) {
      s.rests.shift();
      return this.done(e.cancel(s.taker, oldest.orderId).ok, 'cancels');
    }
    // the taker's inventory drifts slowly: look it up every few takes only
    if (s.sinceHolding-- <= 0) {
      s.inventory = (holding(e, s.taker, s.pair.spec.base) - s.funding.base) / s.funding.base;
      s.sinceHolding = 8;
    }
    const view = {
      bestBid: e.depth(s.pair.spec.symbol, 'buy', 1)[0]?.[0],
      bestAsk: e.depth(s.pair.spec.symbol, 'sell', 1)[0]?.[0],
      inventory: s.inventory,
      burst: s.walk.burst,
      mid: s.walk.mid(),
    };
    const t = takerOrder(s.pair, s.geom, view, this.rng);
    if (t === undefined) return false;
    // a rest on the other side would meet this order and be cancelled by self-trade prevention
    const crossing = s.rests.findIndex((x) => x.side !== t.side);
    if (crossing >= 0) {
      const [rest] = s.rests.splice(crossing, 1);
      return this.done(e.cancel(s.taker, rest.orderId).ok, 'cancels');
    }
    const r = e.place(this.order(s.taker, s, t.side, t.type, t.price, t.size, t.notional));
    if (r.ok && t.type === 'limit' && OPEN_STATES.has(r.value.state)) s.rests.push({ orderId: r.value.orderId, at: this.now, side: t.side });
    return this.done(r.ok, 'takes');
  }

  private apply(s: PairState, side: Side, a: MakerAction): boolean {
    const e = this.engine;
    const list = side === 'buy' ? s.bids : s.asks;
    switch (a.kind) {
      case 'none':
        return false;
      case 'place': {
        const r = e.place(this.order(s.maker, s, side, 'limit', a.price, a.size, 0));
        if (r.ok) track(list, side, r.value);
        return this.done(r.ok, 'places');
      }
      case 'amend': {
        const i = list.findIndex((o) => o.orderId === a.orderId);
        const held = list[i];
        // the engine takes the new total size; `a.size` is the wanted unfilled part
        const order = e.order(a.orderId);
        const size = a.size === undefined || order === undefined ? undefined : order.filledSize + a.size;
        const r = e.amend({ userId: s.maker, orderId: a.orderId, price: a.price, size });
        if (held !== undefined) list.splice(i, 1);
        if (r.ok) {
          track(list, side, r.value);
          return this.done(true, 'amends');
        }
        this.counts.refused++;
        return this.done(e.cancel(s.maker, a.orderId).ok, 'cancels');
      }
      case 'cancel': {
        const i = list.findIndex((o) => o.orderId === a.orderId);
        if (i >= 0) list.splice(i, 1);
        return this.done(e.cancel(s.maker, a.orderId).ok, 'cancels');
      }
    }
  }

  private done(ok: boolean, what: 'places' | 'amends' | 'cancels' | 'takes'): boolean {
    if (!ok) {
      this.counts.refused++;
      return false;
    }
    this.counts[what]++;
    this.counts.ops++;
    return true;
  }

  /** A plain spot order of a simulator account, built as one literal (no spreads: hot path). */
  private order(userId: number, s: PairState, side: Side, type: OrderType, price: number, size: number, notional: number): PlaceOrder {
    return {
      userId, mode: 'spot', subMode: 'normal', symbol: s.pair.spec.symbol, side, type, planType: 0,
      price, size, notional, triggerPrice: 0, tradeSide: 0, reqNo: `sim${++this.reqNo}`,
    };
  }

  private reweigh(): void {
    let sum = 0;
    this.states.forEach((s, i) => {
      sum += (s.pair.weight ?? 1) * s.walk.activity();
      this.cum[i] = sum;
    });
  }

  /** State of one pair; adopts the maker's and taker's open orders (after a restart). */
  private pairState(p: SimPair, seed: number): PairState {
    const e = this.engine;
    const params = walkParams(p.dailyVol);
    // the ladder's shape depends on the pair only, so it survives restarts and seeds
    const geom = ladderGeom(p, new Prng(p.spec.symbolId));
    const bid = e.depth(p.spec.symbol, 'buy', 1)[0]?.[0];
    const ask = e.depth(p.spec.symbol, 'sell', 1)[0]?.[0];
    const start = bid !== undefined && ask !== undefined ? (bid + ask) / 2 : (e.lastPrice(p.spec.symbol) ?? p.anchor);
    const walk = new PriceWalk(new Prng((seed ^ Math.imul(p.spec.symbolId, 0x9e3779b1)) >>> 0), p.anchor, params, start);
    const s: PairState = {
      pair: p, geom, walk, maker: makerId(p), taker: takerId(p), bids: [], asks: [], rests: [],
      funding: fundingTarget(p, geom, params.band),
      sinceSync: 0,
      inventory: 0,
      sinceHolding: 0,
    };
    for (const o of e.openOrders(s.maker)) {
      if (o.symbol === p.spec.symbol && o.planType === 0) track(o.side === 'buy' ? s.bids : s.asks, o.side, o);
    }
    for (const o of e.openOrders(s.taker)) {
      if (o.symbol === p.spec.symbol && o.planType === 0) s.rests.push({ orderId: o.orderId, at: this.now, side: o.side });
    }
    return s;
  }
}

/** The maker's best tracked price on a side (lists are best first). */
function ownBest(s: PairState, side: Side): number | undefined {
  return (side === 'buy' ? s.bids : s.asks)[0]?.price;
}

function other(side: Side): Side {
  return side === 'buy' ? 'sell' : 'buy';
}
