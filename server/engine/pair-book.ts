import { BookSide } from './book';
import { PairMath } from './notional';
import { TriggerBook } from './plan-orders';
import type { CoinSpec, PairSpec } from './types';

/** Everything the engine keeps per pair: both book sides, plan orders, last price, unit math. */
export class PairBook {
  readonly bids = new BookSide(true);
  readonly asks = new BookSide(false);
  readonly triggers = new TriggerBook();
  readonly math: PairMath;
  /** Last trade price in ticks; undefined before the first trade. */
  last: number | undefined = undefined;
  /** Set when the last price moved and plan orders may be due (see triggers.ts). */
  dirty = false;
  /** Ledger coin indices of base and quote (Ledger.slot), set by EngineState. */
  baseIndex = 0;
  quoteIndex = 0;
  /** The fee account's ledger slot of the quote coin, looked up on the first fee (settle.ts). */
  feeQuoteSlot = -1;

  constructor(
    readonly pair: PairSpec,
    readonly base: CoinSpec,
    readonly quote: CoinSpec,
  ) {
    this.math = new PairMath(pair, base, quote);
  }

  /** The side an order of `side` rests on, and the side it takes from. */
  own(side: 'buy' | 'sell'): BookSide {
    return side === 'buy' ? this.bids : this.asks;
  }

  opposite(side: 'buy' | 'sell'): BookSide {
    return side === 'buy' ? this.asks : this.bids;
  }

  /** True when a limit order at `price` would trade against the best opposite level now. */
  crosses(side: 'buy' | 'sell', price: number): boolean {
    const best = this.opposite(side).bestPrice();
    if (best === undefined) return false;
    return side === 'buy' ? best <= price : best >= price;
  }
}
