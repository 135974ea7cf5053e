import type { ExchangeEngine } from '../engine/api';
import { Code } from '../engine/codes';
import type { PairSpec } from '../engine/types';
import {
  COINS,
  PAIRS,
  RISK_LIMITS,
  coinRef,
  isInCountdown,
  pairRef,
  type CoinRef,
  type PairRef,
} from '../market/refdata';
import { DEFAULT_USER_FLAGS, type Store, type UserFlags } from '../store/api';
import { accept, refusal, type Check } from './order-parse';
import type { ViewRefs } from './order-view';

/**
 * What the trading calls look up besides the engine: pairs by name or id, coins and their
 * ledger scales, the signed-in user's flags, and the rules that refuse an order before it
 * reaches the engine (region, pre-launch countdown, margin eligibility).
 */
export interface TradingRefs extends ViewRefs {
  /** The engine's pair by 'BTC_USDT' or symbolId; undefined when not listed. */
  pairOf(key: string | number): PairSpec | undefined;
  /** Every listed pair in listing order, in the engine's form. */
  pairs(): PairSpec[];
  /** Display data of a pair (fee class, launch, margin terms as strings). */
  pairRef(symbol: string): PairRef | undefined;
  coin(coin: string): CoinRef | undefined;
  coinById(coinId: number): CoinRef | undefined;
  /** The user's flags; a user the store does not know has none (kycLevel 0, no country). */
  flags(userId: number): UserFlags;
}

/** Ledger scale assumed for a coin the refdata does not list (never for a traded coin). */
const DEFAULT_SCALE = 8;

const NO_FLAGS = DEFAULT_USER_FLAGS;

export function tradingRefs(engine: ExchangeEngine, store: Store): TradingRefs {
  const coinsById = new Map(COINS.map((c) => [c.coinId, c]));
  const pairOf = (key: string | number): PairSpec | undefined => {
    const ref = pairRef(key);
    return ref === undefined ? undefined : engine.pair(ref.symbol);
  };
  return {
    pair: (symbol) => engine.pair(symbol),
    pairOf,
    pairs: () => {
      const out: PairSpec[] = [];
      for (const c of PAIRS) {
        const p = engine.pair(c.symbol);
        if (p !== undefined) out.push(p);
      }
      return out;
    },
    coinScale: (coin) => coinRef(coin)?.scale ?? DEFAULT_SCALE,
    pairRef: (symbol) => pairRef(symbol),
    coin: (coin) => coinRef(coin),
    coinById: (id) => coinsById.get(id),
    flags: (userId) => store.userById(userId) ?? NO_FLAGS,
  };
}

/**
 * May this user trade this pair now? 33122 when the pair is limited in the user's KYC country
 * or IP country (either one suffices: a US resident abroad and a visitor from a US address are
 * both refused); 30041 while the pair waits for its launch.
 */
export function tradableCheck(pair: PairSpec, flags: UserFlags, now: number): Check<true> {
  const ref = pairRef(pair.symbol);
  const limit = RISK_LIMITS.find((r) => r.symbolId === pair.symbolId);
  const countries = [flags.kycCountry, flags.ipCountry].filter((c) => c !== '');
  if (limit !== undefined && countries.some((c) => limit.countrys.includes(c))) {
    return refusal(200, Code.SYMBOL_LIMIT, `trading of ${pair.symbol.replace('_', '/')} is not provided in your country or region`);
  }
  if (ref !== undefined && isInCountdown(ref, now)) {
    return refusal(200, Code.SYMBOL_NOT_OPEN, `${pair.symbol.replace('_', '/')} has not opened for trading yet`);
  }
  return accept(true);
}

/** Margin needs a pair with margin (30005) and a verified identity (30032). */
export function marginCheck(pair: PairSpec, flags: UserFlags): Check<true> {
  if (pair.margin === undefined) return refusal(200, Code.MARGIN_NOT_SUPPORTED, `${pair.symbol.replace('_', '/')} has no margin trading`);
  if (flags.kycLevel === 0) {
    return refusal(200, Code.FORBIDDEN, 'margin trading needs identity verification: verify your identity first');
  }
  return accept(true);
}
