import type { Side } from '../engine/types';
import type { Prng } from './prng';

/**
 * The shape of a market maker's ladder on one side of a book, and the choice of the single
 * book change that brings the resting orders closest to that shape. Pure: prices in ticks,
 * sizes in lots, the mid and the random generator passed in.
 *
 * Level k (0 = touch) sits `offset(k) = halfSpread + gap x (k + curve x k^2)` away from the mid,
 * so levels are dense at the touch and spread out deeper, as on a real book, and the depth
 * chart has a visible slope. Sizes grow away from the touch.
 */
export interface LadderGeom {
  /** Resting orders per side. */
  levels: number;
  /** Level gap and half the spread as fractions of the mid (floored at 1 and 0.5 tick). */
  gapFrac: number;
  halfSpreadFrac: number;
  curve: number;
  /** Size of the touch level before growth and noise, in lots. */
  touchLots: number;
  /** Size growth per level: level k is touchLots x (1 + growth x k). */
  growth: number;
  /** Smallest size an order may have (the pair's minimum count, and its minimum notional). */
  minLots: number;
}

/** One resting maker order as the simulator tracks it. */
export interface MakerOrder {
  orderId: number;
  price: number;
  /** Lots still open. */
  remaining: number;
}

export type MakerAction =
  | { kind: 'place'; side: Side; price: number; size: number }
  | { kind: 'amend'; orderId: number; price?: number; size?: number }
  | { kind: 'cancel'; orderId: number }
  | { kind: 'none' };

export function gapTicks(g: LadderGeom, mid: number): number {
  return Math.max(1, mid * g.gapFrac);
}

export function halfSpreadTicks(g: LadderGeom, mid: number): number {
  return Math.max(0.5, mid * g.halfSpreadFrac);
}

/**
 * The maker's touch price on `side` (level 0), in whole ticks. Levels are placed relative to
 * it, not to the fractional mid, so the ladder only has to move when the touch moves by a tick.
 */
export function touchPrice(g: LadderGeom, mid: number, side: Side): number {
  const hs = halfSpreadTicks(g, mid);
  return side === 'buy' ? Math.max(1, Math.floor(mid - hs)) : Math.ceil(mid + hs);
}

/**
 * Distance of level k from the touch, whole ticks: round(gap x (k + curve x k^2)). Strictly
 * increasing in k because consecutive levels are at least one gap (>= 1 tick) apart.
 */
export function levelDistance(g: LadderGeom, mid: number, k: number): number {
  return Math.round(gapTicks(g, mid) * (k + g.curve * k * k));
}

/** The level whose distance is nearest `d` ticks from the touch (ties to the nearer level). */
export function levelOf(g: LadderGeom, mid: number, d: number): number {
  if (d <= 0) return 0;
  const y = d / gapTicks(g, mid);
  const guess = Math.floor(g.curve > 0 ? (-1 + Math.sqrt(1 + 4 * g.curve * y)) / (2 * g.curve) : y);
  let best = Math.max(0, guess - 1);
  for (let k = best + 1; k <= guess + 2; k++) {
    if (Math.abs(levelDistance(g, mid, k) - d) < Math.abs(levelDistance(g, mid, best) - d)) best = k;
  }
  return best;
}

/**
 * A price for level k on `side`, with a little jitter off the touch when `rng` is given, so
 * levels look organic (only where gaps are wide enough in ticks that the jitter cannot move an
 * order to a neighbouring level).
 */
export function levelPrice(g: LadderGeom, mid: number, side: Side, k: number, rng?: Prng): number {
  const gap = gapTicks(g, mid);
  const jitter = k === 0 || gap < 5 || rng === undefined ? 0 : Math.round(rng.range(-0.3, 0.3) * gap);
  const d = levelDistance(g, mid, k) + jitter;
  const touch = touchPrice(g, mid, side);
  return side === 'buy' ? Math.max(1, touch - d) : touch + d;
}

/** A size for level k, in lots, never below the minimum. */
export function levelSize(g: LadderGeom, k: number, rng: Prng): number {
  const size = Math.round(g.touchLots * (1 + g.growth * k) * rng.logNormal(0.45));
  return Math.max(g.minLots, size);
}

/** Distance of a resting price behind the touch, in ticks; negative when it is past the touch. */
export function distanceOf(g: LadderGeom, side: Side, price: number, mid: number): number {
  const touch = touchPrice(g, mid, side);
  return side === 'buy' ? touch - price : price - touch;
}

/** Level distances from the touch, reused by repairSide (called for every maker move). */
let distBuf = new Float64Array(64);

/** Ticks between the level at or before distance `d` and the next one (>= 1). */
function spacingAt(dist: Float64Array, levels: number, d: number): number {
  let k = 0;
  while (k < levels - 1 && dist[k + 1] <= d) k++;
  return dist[k + 1] - dist[k];
}

/**
 * The one change that best repairs a side, in order of urgency:
 * 1. an order past the touch (the mid moved through it) is moved to where an order is missing,
 *    or cancelled when none is;
 * 2. a missing order is added, nearest the touch first: at the touch when the best order sits a
 *    level or more behind it, in a gap of two levels or more, or behind the deepest order while
 *    the side has too few. With a full side the deepest order is moved there instead;
 * 3. an order too many, or one beyond the deepest level, is cancelled (the deepest);
 * otherwise 'none'. `orders` must be sorted best first (bids by price descending, asks
 * ascending), as SimCore keeps them. O(orders + levels), no allocation.
 *
 * The shape is judged by gaps between orders rather than by fixed slots, so a mid that moves
 * by a tick or two costs nothing, and a mid that walks far costs one move per level it crosses.
 * `ownOpposite` is the maker's own best price on the other side: nothing is added through it,
 * since crossing one's own order only gets it cancelled by self-trade prevention.
 */
export function repairSide(
  g: LadderGeom,
  side: Side,
  orders: readonly MakerOrder[],
  mid: number,
  rng: Prng,
  ownOpposite?: number,
): MakerAction {
  const L = g.levels;
  if (distBuf.length < L + 1) distBuf = new Float64Array(2 * L + 2);
  const dist = distBuf;
  for (let k = 0; k <= L; k++) dist[k] = levelDistance(g, mid, k);
  const touch = touchPrice(g, mid, side);
  const sign = side === 'buy' ? 1 : -1;
  // an order d ticks behind the touch would meet the maker's own opposite order iff d <= own
  const own = ownOpposite === undefined ? -Infinity : sign * (touch - ownOpposite);
  const n = orders.length;

  // first order at or behind the touch; those before it are past the touch ("bad")
  let first = 0;
  while (first < n && sign * (touch - orders[first].price) < 0) first++;
  const good = n - first;
  const span = dist[L - 1];
  const lastStep = dist[L] - dist[L - 1];
  const deepest = good > 0 ? sign * (touch - orders[n - 1].price) : -1;

  // where an order is missing, nearest the touch first (a distance from the touch), or -1
  let missing = -1;
  if (good === 0) {
    for (let k = 0; k < L && missing < 0; k++) if (dist[k] > own) missing = dist[k];
  } else if (sign * (touch - orders[first].price) >= dist[1] && 0 > own) {
    missing = 0;
  }
  // gaps of two levels or more inside the ladder's span; also the widest gap, for squeezing
  let widest = -1;
  let widestRatio = 0;
  let k = 0; // dist[k] <= d < dist[k + 1]: distances ascend, so k only moves on
  for (let i = first; i < n - 1; i++) {
    const d = sign * (touch - orders[i].price);
    if (d >= span) break;
    while (k < L - 1 && dist[k + 1] <= d) k++;
    const step = dist[k + 1] - dist[k];
    const gap = sign * (touch - orders[i + 1].price) - d;
    const middle = d + (gap >> 1);
    if (gap >= 2 && gap / step > widestRatio && middle > own) {
      widestRatio = gap / step;
      widest = middle;
    }
    if (missing < 0 && gap >= 2 * step && d + step > own) missing = d + step;
  }
  if (missing < 0 && good > 0 && good < L) {
    const next = deepest + spacingAt(dist, L, deepest);
    // behind the deepest while that stays inside the span, else squeeze into the widest gap
    missing = next <= span + lastStep && next > own ? next : widest;
  }
  const tooDeep = deepest > span + 2 * lastStep;

  if (first > 0) {
    const to = missing >= 0 ? missing : widest;
    if (to < 0) return { kind: 'cancel', orderId: orders[0].orderId };
    return { kind: 'amend', orderId: orders[0].orderId, price: jittered(touch, to, dist, L, sign, rng) };
  }
  if (good > L) return { kind: 'cancel', orderId: orders[n - 1].orderId };
  if (missing >= 0) {
    const price = jittered(touch, missing, dist, L, sign, rng);
    if (good >= L) return { kind: 'amend', orderId: orders[n - 1].orderId, price };
    return { kind: 'place', side, price, size: levelSize(g, levelOf(g, mid, missing), rng) };
  }
  if (tooDeep) {
    if (widest >= 0) return { kind: 'amend', orderId: orders[n - 1].orderId, price: jittered(touch, widest, dist, L, sign, rng) };
    return { kind: 'cancel', orderId: orders[n - 1].orderId };
  }
  return { kind: 'none' };
}

/**
 * The price `d` ticks behind the touch, with a little noise where levels are 5+ ticks apart
 * (never at the touch itself), so the book looks organic.
 */
function jittered(touch: number, d: number, dist: Float64Array, levels: number, sign: number, rng: Prng): number {
  const step = d === 0 ? 0 : spacingAt(dist, levels, d);
  const noise = step < 5 ? 0 : Math.round(rng.range(-0.3, 0.3) * step);
  return Math.max(1, touch - sign * (d + noise));
}

/** A change for a side already in shape: resize, nudge or drop one random order. */
export function flickerSide(g: LadderGeom, side: Side, orders: readonly MakerOrder[], mid: number, rng: Prng): MakerAction {
  if (orders.length === 0) return { kind: 'none' };
  const o = orders[rng.int(orders.length)];
  const k = Math.min(g.levels - 1, levelOf(g, mid, Math.max(0, distanceOf(g, side, o.price, mid))));
  const r = rng.next();
  if (r < 0.6) return { kind: 'amend', orderId: o.orderId, size: levelSize(g, k, rng) };
  if (r < 0.85 && k > 0) return { kind: 'amend', orderId: o.orderId, price: levelPrice(g, mid, side, k, rng) };
  return { kind: 'cancel', orderId: o.orderId };
}
