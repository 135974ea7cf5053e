import type { ExchangeEngine } from '../engine/api';
import type { MarketWatch } from '../market/watch';
import { anchorTicks, pairRef } from '../market/refdata';

/**
 * Prices in US dollars for the asset lists (local values, average cost, PnL). Display figures,
 * but still exact: rates are fractions of integers and values BigInts at 10^-USD_SCALE dollars,
 * so nothing is rounded before the last step.
 *
 * USDT counts as one dollar. Another coin is valued through its pair with USDT (either way
 * round), else through one hop over USDC, BTC or ETH. A pair's price is its last trade price,
 * or the simulator's anchor before the first trade; the "open" price is the price 24 h ago
 * from the market watch (the last price when there is none).
 */

/** Dollar values are BigInts at this scale (10^-18 USD). */
export const USD_SCALE = 18;
const ONE = 10n ** BigInt(USD_SCALE);
const HOPS = ['USDC', 'BTC', 'ETH'];

/** Dollars per whole coin, num / den. */
export interface Rate {
  num: bigint;
  den: bigint;
}

export type PriceAt = 'last' | 'open';

export class Prices {
  constructor(
    private readonly engine: ExchangeEngine,
    private readonly now: number,
    private readonly market?: MarketWatch,
  ) {}

  /** A pair's price in ticks, or undefined for an unknown pair. */
  ticks(symbol: string, at: PriceAt = 'last'): number | undefined {
    const ref = pairRef(symbol);
    if (ref === undefined) return undefined;
    const last = this.engine.lastPrice(symbol) ?? anchorTicks(ref);
    if (at === 'last' || this.market === undefined) return last;
    return this.market.stats.stats(symbol, this.now, last).open ?? last;
  }

  /** Dollars per whole `coin`; undefined when no pair leads to USDT. */
  usdRate(coin: string, at: PriceAt = 'last'): Rate | undefined {
    if (coin === 'USDT') return { num: 1n, den: 1n };
    const direct = this.rate(coin, 'USDT', at);
    if (direct !== undefined) return direct;
    for (const hop of HOPS) {
      const a = this.rate(coin, hop, at);
      const b = a === undefined ? undefined : this.rate(hop, 'USDT', at);
      if (a !== undefined && b !== undefined) return { num: a.num * b.num, den: a.den * b.den };
    }
    return undefined;
  }

  /** Dollars (at USD_SCALE) of `units` of a coin whose ledger scale is `scale`; 0 when unpriced. */
  usd(coin: string, units: number, scale: number, at: PriceAt = 'last'): bigint {
    const r = this.usdRate(coin, at);
    if (r === undefined) return 0n;
    return (BigInt(units) * r.num * ONE) / (r.den * 10n ** BigInt(scale));
  }

  /** Whole `to` per whole `from` through the pair of the two, either orientation. */
  private rate(from: string, to: string, at: PriceAt): Rate | undefined {
    const fwd = pairRef(`${from}_${to}`);
    if (fwd !== undefined) {
      const t = this.ticks(fwd.symbol, at);
      return t === undefined ? undefined : { num: BigInt(t), den: 10n ** BigInt(fwd.pricePrecision) };
    }
    const back = pairRef(`${to}_${from}`);
    if (back !== undefined) {
      const t = this.ticks(back.symbol, at);
      return t === undefined || t === 0 ? undefined : { num: 10n ** BigInt(back.pricePrecision), den: BigInt(t) };
    }
    return undefined;
  }
}

/** A BigInt at `scale` as a decimal string with `decimals` decimals, rounded toward zero. */
export function formatFixed(value: bigint, scale: number, decimals: number): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const cut = scale >= decimals ? abs / 10n ** BigInt(scale - decimals) : abs * 10n ** BigInt(decimals - scale);
  const digits = cut.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const text = decimals === 0 ? whole : `${whole}.${digits.slice(digits.length - decimals)}`;
  return negative && cut !== 0n ? `-${text}` : text;
}

/** Dollars (at USD_SCALE) with 2 decimals, the local-currency figures of the asset lists. */
export function formatUsd(value: bigint): string {
  return formatFixed(value, USD_SCALE, 2);
}
