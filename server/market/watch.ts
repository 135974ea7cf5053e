import type { EngineEvent } from '../engine/types';
import { Movers, type MoversOptions } from './movers';
import { Stats24h } from './stats24h';

/**
 * What the gateway's market calls read: the rolling 24 h ticker and the top movers. index.ts
 * creates one, passes every engine event to `feed` (from the engine's emit, in order) and hands
 * it to createApp as deps.market.
 */
export interface MarketWatch {
  stats: Stats24h;
  movers: Movers;
  feed(event: EngineEvent): void;
}

export function createMarketWatch(moverOptions: Partial<MoversOptions> = {}): MarketWatch {
  const stats = new Stats24h();
  const movers = new Movers(moverOptions);
  return {
    stats,
    movers,
    feed(event) {
      stats.feed(event);
      movers.feed(event);
    },
  };
}
