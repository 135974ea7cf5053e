import type { ExchangeEngine } from '../engine/api';
import { SimCore } from './sim-core';
import type { SimPair } from './sim-pairs';

/**
 * Lays a full maker ladder on every pair whose book is empty (a fresh data directory), at the
 * pair's last price or its anchor, so the trade page shows a full book the moment the gateway
 * starts; books restored from the store are left as they are. Funds the simulator accounts
 * first. The caller commits the emitted events. Returns the number of orders placed.
 */
export function seedBooks(engine: ExchangeEngine, pairs: readonly SimPair[], seed = 1): number {
  const core = new SimCore(engine, pairs, seed, 0);
  core.ensureFunds();
  let placed = 0;
  for (const s of core.states) {
    const symbol = s.pair.spec.symbol;
    if (engine.depth(symbol, 'buy', 1).length > 0 || engine.depth(symbol, 'sell', 1).length > 0) continue;
    placed += core.fillLadders(s);
  }
  return placed;
}
