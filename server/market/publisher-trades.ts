import { TRADES_KEPT } from '../../src/protocol/channels';
import type { TradeTuple } from '../../src/protocol/messages';
import type { Fill } from '../engine/types';

/**
 * Public trades of every pair, from the engine's taker fills (one per trade): the last
 * TRADES_KEPT for a new subscriber's snapshot, and the ones since the last publish tick.
 * Called for every taker fill (hundreds a second at SIM_RATE 5000): O(1) amortised.
 */
export class TradeTape {
  private readonly recentBySymbol = new Map<string, TradeTuple[]>();
  private readonly pendingBySymbol = new Map<string, TradeTuple[]>();

  /**
   * Takes a taker fill: the trade's price, size, the taker's side and time. `publish` false
   * (a trade of before a restart, market/history.ts) keeps it for snapshots only.
   */
  add(fill: Fill, publish = true): void {
    const t: TradeTuple = [fill.tradeId, fill.price, fill.size, fill.side === 'buy' ? 1 : 0, fill.time];
    let recent = this.recentBySymbol.get(fill.symbol);
    if (recent === undefined) this.recentBySymbol.set(fill.symbol, (recent = []));
    recent.push(t);
    // trim in batches so the shift cost is paid once per TRADES_KEPT trades
    if (recent.length >= 2 * TRADES_KEPT) recent.splice(0, recent.length - TRADES_KEPT);
    if (!publish) return;
    const pending = this.pendingBySymbol.get(fill.symbol);
    if (pending === undefined) this.pendingBySymbol.set(fill.symbol, [t]);
    else pending.push(t);
  }

  /**
   * The last TRADES_KEPT published trades of a pair, oldest first. Trades still pending are
   * left out: the next tick's update brings them, so a new subscriber sees each trade once.
   */
  recent(symbol: string): TradeTuple[] {
    const r = this.recentBySymbol.get(symbol) ?? [];
    const end = Math.max(0, r.length - (this.pendingBySymbol.get(symbol)?.length ?? 0));
    return r.slice(Math.max(0, end - TRADES_KEPT), end);
  }

  /** Trades since the previous call, by pair; the tape forgets them. */
  takePending(): Map<string, TradeTuple[]> {
    const out = new Map(this.pendingBySymbol);
    this.pendingBySymbol.clear();
    return out;
  }
}
