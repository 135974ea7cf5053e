import { Engine } from './engine';
import { FEE_ACCOUNT_ID, type CoinSpec, type EngineEvent, type Order, type PairSpec, type PlaceOrder, type Side } from './types';

/**
 * Small pairs and coins for the engine's tests (not the real reference data), and helpers
 * that build commands in ticks and lots.
 *
 * BTC_USDT: price 2 decimals, size 5 -> price x size is at scale 7, USDT's ledger scale is 6,
 * so every notional rounds (d = 10). ETH_BTC: 6 + 4 = 10 against BTC's 8 (d = 100).
 */
export const USDT: CoinSpec = { coin: 'USDT', coinId: 1, scale: 6 };
export const BTC: CoinSpec = { coin: 'BTC', coinId: 2, scale: 8 };
export const ETH: CoinSpec = { coin: 'ETH', coinId: 3, scale: 8 };
export const BMX: CoinSpec = { coin: 'BMX', coinId: 4, scale: 8 };
export const COINS = [USDT, BTC, ETH, BMX];

export const BTC_USDT: PairSpec = {
  symbol: 'BTC_USDT',
  symbolId: 1,
  base: 'BTC',
  quote: 'USDT',
  pricePrecision: 2,
  countPrecision: 5,
  minBuyCount: 10, // 0.0001 BTC
  minSellCount: 10,
  minBuyAmount: 1_000_000, // 1 USDT
  minSellAmount: 1_000_000,
  minPrice: 100, // 1.00 USDT
  margin: {
    marginRatio: 5,
    liquidationRatio: 1.1,
    hourlyRate: { BTC: '0.00001', USDT: '0.0000125' },
    borrowMin: { BTC: 10_000, USDT: 10_000_000 },
    repayMin: { BTC: 1_000, USDT: 1_000_000 },
  },
};

export const ETH_BTC: PairSpec = {
  symbol: 'ETH_BTC',
  symbolId: 2,
  base: 'ETH',
  quote: 'BTC',
  pricePrecision: 6,
  countPrecision: 4,
  minBuyCount: 10, // 0.001 ETH
  minSellCount: 10,
  minBuyAmount: 1_000, // 0.00001 BTC
  minSellAmount: 1_000,
  minPrice: 1,
};

export const BMX_USDT: PairSpec = {
  symbol: 'BMX_USDT',
  symbolId: 3,
  base: 'BMX',
  quote: 'USDT',
  pricePrecision: 4,
  countPrecision: 2,
  minBuyCount: 1,
  minSellCount: 1,
  minBuyAmount: 1,
  minSellAmount: 1,
  minPrice: 1,
};

export const PAIRS = [BTC_USDT, ETH_BTC, BMX_USDT];

export const T0 = 1_700_000_000_000;

/** An engine over the fixtures with a settable clock and the list of everything it emitted. */
export function makeEngine(): { engine: Engine; events: EngineEvent[]; clock: { now: number } } {
  const events: EngineEvent[] = [];
  const clock = { now: T0 };
  const engine = new Engine({ pairs: PAIRS, coins: COINS, now: () => clock.now, emit: (e) => events.push(e) });
  return { engine, events, clock };
}

/** A plain spot order; `extra` overrides any field. */
export function order(userId: number, side: Side, type: PlaceOrder['type'], price: number, size: number, extra: Partial<PlaceOrder> = {}): PlaceOrder {
  return {
    userId,
    mode: 'spot',
    subMode: 'normal',
    symbol: 'BTC_USDT',
    side,
    type,
    planType: 0,
    price,
    size,
    notional: 0,
    triggerPrice: 0,
    tradeSide: 0,
    reqNo: `r${userId}`,
    ...extra,
  };
}

export const limit = (userId: number, side: Side, price: number, size: number, extra: Partial<PlaceOrder> = {}): PlaceOrder =>
  order(userId, side, 'limit', price, size, extra);

/** Places and asserts success; returns the live order. */
export function placed(engine: Engine, cmd: PlaceOrder): Order {
  const r = engine.place(cmd);
  if (!r.ok) throw new Error(`place refused: ${r.error.code} ${r.error.msg}`);
  return r.value;
}

/** Available and frozen of one coin of a user's spot account. */
export function spot(engine: Engine, userId: number, coin: string): { available: number; frozen: number } {
  const b = engine.balances(engine.spotAccount(userId).accountId).find((x) => x.coin === coin);
  return { available: b?.available ?? 0, frozen: b?.frozen ?? 0 };
}

export function feeBalance(engine: Engine, coin: string): number {
  return engine.balances(FEE_ACCOUNT_ID).find((b) => b.coin === coin)?.available ?? 0;
}

/** 1 USDT, 1 BTC, 1 ETH in ledger units; BTC_USDT prices in ticks; lots of BTC. */
export const USD = 1_000_000;
export const COIN = 100_000_000;
export const px = (usdt: number): number => Math.round(usdt * 100);
export const lots = (btc: number): number => Math.round(btc * 100_000);
