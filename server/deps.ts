import type { ExchangeEngine } from './engine/api';
import type { Store } from './store/api';
import type { MarketWatch } from './market/watch';

/**
 * What createApp(deps) is given. Everything with a side effect outside memory (clock, random
 * bytes, disk) comes in here, so tests drive the whole gateway in memory with app.request().
 */
export interface GatewayDeps {
  engine: ExchangeEngine;
  store: Store;
  now: () => number;
  /** Cryptographic random bytes (session tokens, access salts). */
  randomBytes: (size: number) => Uint8Array;
  /** Persists every engine event emitted since the last commit; called before answering. */
  commit: () => void;
  /** When set, /gw-api/admin/* accepts requests carrying it; when unset, admin is closed. */
  adminToken?: string;
  /**
   * Rolling 24 h ticker and top movers, fed by index.ts with every engine event. When absent,
   * createApp makes an empty one (figures then come from engine.lastPrice only).
   */
  market?: MarketWatch;
  /**
   * The request header the edge in front of the gateway sets to the caller's IP country
   * (http/ip-country.ts): 'X-Country' when unset, '' to read none.
   */
  countryHeader?: string;
}
