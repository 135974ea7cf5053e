import { pow10 } from '../../src/core/units';
import { MAX_PRICE } from './codes';
import { feeOf } from './fees';
import type { Rate } from './rate';
import type { CoinSpec, PairSpec } from './types';

/**
 * Integer conversions of one pair: ticks x lots -> quote ledger units, lots -> base units.
 *
 * price (ticks, scale pp) x size (lots, scale cp) is a quote amount at scale pp + cp. We call
 * `fine` that product times `m`, so that ledger units = fine / d, with m = 10^(q - pp - cp)
 * when the quote coin's scale q is finer and d = 10^(pp + cp - q) when it is coarser (one of
 * m, d is 1). Payers are rounded up, receivers down (see settle.ts).
 */
export class PairMath {
  readonly m: number;
  readonly d: number;
  /** Base ledger units per lot. */
  readonly baseMult: number;
  /** Highest accepted price in ticks: MAX_PRICE whole units, capped at the safe range. */
  readonly maxPrice: number;

  constructor(pair: PairSpec, base: CoinSpec, quote: CoinSpec) {
    const shift = quote.scale - pair.pricePrecision - pair.countPrecision;
    this.m = shift >= 0 ? pow10(shift) : 1;
    this.d = shift < 0 ? pow10(-shift) : 1;
    if (pair.countPrecision > base.scale) {
      throw new Error(`${pair.symbol}: countPrecision ${pair.countPrecision} finer than ${base.coin} scale ${base.scale}`);
    }
    this.baseMult = pow10(base.scale - pair.countPrecision);
    const max = BigInt(MAX_PRICE) * 10n ** BigInt(pair.pricePrecision);
    this.maxPrice = max > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(max);
  }

  /** price x lots x m; not a safe integer when the order is too large (callers check). */
  fine(price: number, lots: number): number {
    return price * lots * this.m;
  }

  /** Quote ledger units a buyer pays for `fine` (rounded up). */
  up(fine: number): number {
    return this.upOf(fine, this.down(fine));
  }

  /** up(fine) when down(fine) is already known (no second division). */
  upOf(fine: number, down: number): number {
    return this.d === 1 || down * this.d === fine ? down : down + 1;
  }

  /** Quote ledger units a seller receives for `fine` (rounded down). */
  down(fine: number): number {
    return this.d === 1 ? fine : Math.floor(fine / this.d);
  }

  /**
   * What a limit buy of `lots` at `price` keeps frozen: the notional rounded up plus the
   * maximum fee on it at `rate`. NaN-free only for sizes whose `fine` is safe.
   */
  buyReserve(price: number, lots: number, rate: Rate): number {
    return withMaxFee(this.up(this.fine(price, lots)), rate);
  }

  /** buyReserve of an order whose `fine` and down(fine) are already known (one division less). */
  buyReserveOf(fine: number, down: number, rate: Rate): number {
    return withMaxFee(this.upOf(fine, down), rate);
  }

  /** Base ledger units of `lots`. */
  base(lots: number): number {
    return lots * this.baseMult;
  }

  /**
   * The most lots a market buy can take at `price` with `budget` quote units left, paying
   * notional (up) plus the taker fee (up) out of the budget; at most `cap` lots.
   */
  affordable(price: number, budget: number, rate: Rate, cap: number): number {
    const perLot = (price * this.m * (rate.den + rate.num)) / (this.d * rate.den);
    let s = Math.min(cap, Math.floor(budget / perLot));
    while (s > 0 && this.buyReserve(price, s, rate) > budget) s--;
    while (s < cap && this.buyReserve(price, s + 1, rate) <= budget) s++;
    return s;
  }
}

/** What a buyer keeps frozen for `notional` quote units: the notional plus the most fee on it. */
export function withMaxFee(notional: number, rate: Rate): number {
  return notional + feeOf(notional, rate);
}
