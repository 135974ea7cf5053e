import { Ledger } from './ledger';
import type { MarginHost } from './margin';
import { baseToQuote, quoteToBase, type MarginPair } from './margin-risk';
import { fail, ok, type Account, type CoinSpec, type EngineEvent, type Order, type PairSpec, type Result, type Side } from './types';
import { pow10 } from '../../src/core/units';

/**
 * A tiny MarginHost over a real Ledger, for the margin tests: accounts, a settable clock and
 * last price, "open orders" that only freeze money, and a market that fills every market
 * order against one counterparty account at a fixed price, with a 0.1% taker fee in quote.
 * Money only moves through ledger.transfer / freeze / release, so coin totals stay exact.
 */

export const USDT: CoinSpec = { coin: 'USDT', coinId: 1, scale: 6 };
export const BTC: CoinSpec = { coin: 'BTC', coinId: 2, scale: 8 };

export const BTC_USDT: PairSpec = {
  symbol: 'BTC_USDT',
  symbolId: 1,
  base: 'BTC',
  quote: 'USDT',
  pricePrecision: 2,
  countPrecision: 5,
  minBuyCount: 10, // 0.0001 BTC
  minSellCount: 10,
  minBuyAmount: 5_000_000, // 5 USDT
  minSellAmount: 5_000_000,
  minPrice: 1,
  margin: {
    marginRatio: 5,
    liquidationRatio: 1.1,
    hourlyRate: { BTC: '0.00001', USDT: '0.0000125' },
    borrowMin: { BTC: 10_000, USDT: 10_000_000 }, // 0.0001 BTC, 10 USDT
    repayMin: { BTC: 1_000, USDT: 1_000_000 }, // 0.00001 BTC, 1 USDT
  },
};

export const SPOT_ONLY: PairSpec = { ...BTC_USDT, symbol: 'ETH_USDT', symbolId: 2, margin: undefined };

export const FEE_ID = 0;
export const TREASURY_ID = 1;
export const COUNTERPARTY_ID = 2;
export const HOUR = 3_600_000;
export const T0 = 1_700_000_000_000;

export const usdt = (whole: number): number => Math.round(whole * 1e6);
export const btc = (whole: number): number => Math.round(whole * 1e8);

export class FakeHost implements MarginHost {
  readonly events: EngineEvent[] = [];
  readonly ledger = new Ledger([USDT, BTC], (e) => this.events.push(e));
  readonly orders: Array<{ side: Side; size?: number; notional?: number; filledSize: number }> = [];
  time = T0;
  /** Lots the market fills per order at most (the book's depth). */
  liquidityLots = Infinity;
  private readonly prices = new Map<string, number>();
  private readonly accounts = new Map<number, Account>();
  private readonly frozen = new Map<number, Array<{ coin: string; amount: number }>>();
  private readonly mp: MarginPair = { pair: BTC_USDT, spec: BTC_USDT.margin!, base: BTC, quote: USDT };

  constructor() {
    // The only place money appears: the treasury and the market's counterparty are minted.
    for (const [id, coin, amount] of [
      [TREASURY_ID, 'USDT', usdt(1_000_000)],
      [TREASURY_ID, 'BTC', btc(100)],
      [COUNTERPARTY_ID, 'USDT', usdt(1_000_000)],
      [COUNTERPARTY_ID, 'BTC', btc(100)],
    ] as const) {
      this.ledger.restore({ accountId: id, coin, available: amount, frozen: 0 });
    }
  }

  now(): number {
    return this.time;
  }
  emit(e: EngineEvent): void {
    this.events.push(e);
  }
  pair(symbol: string): PairSpec | undefined {
    return [BTC_USDT, SPOT_ONLY].find((p) => p.symbol === symbol);
  }
  coin(coin: string): CoinSpec | undefined {
    return [USDT, BTC].find((c) => c.coin === coin);
  }
  marginAccount(userId: number, symbol: string): Account {
    const accountId = 1000 + userId;
    let a = this.accounts.get(accountId);
    if (a === undefined) {
      a = { accountId, userId, kind: 'iso_margin', symbol };
      this.accounts.set(accountId, a);
    }
    return a;
  }
  accountById(accountId: number): Account | undefined {
    return this.accounts.get(accountId);
  }
  lastPrice(symbol: string): number | undefined {
    return this.prices.get(symbol);
  }
  setPrice(ticks: number): void {
    this.prices.set(BTC_USDT.symbol, ticks);
  }

  /** Moves money into an account from the counterparty (stands for a transfer from spot). */
  deposit(accountId: number, coin: string, amount: number): void {
    if (!this.ledger.transfer(COUNTERPARTY_ID, accountId, coin, amount)) throw new Error('counterparty short');
  }
  /** An "open order": freezes money until cancelAccountOrders. */
  openOrder(accountId: number, coin: string, amount: number): void {
    if (!this.ledger.freeze(accountId, coin, amount)) throw new Error('short');
    this.frozen.set(accountId, [...(this.frozen.get(accountId) ?? []), { coin, amount }]);
  }
  cancelAccountOrders(accountId: number): void {
    for (const o of this.frozen.get(accountId) ?? []) this.ledger.release(accountId, o.coin, o.amount);
    this.frozen.delete(accountId);
  }
  /** A fee-free trade of `units` of base at `price` ticks with the counterparty. */
  swap(accountId: number, side: Side, units: number, price: number): void {
    const quote = baseToQuote(units, price, this.mp, 'down');
    const [baseFrom, baseTo] = side === 'buy' ? [COUNTERPARTY_ID, accountId] : [accountId, COUNTERPARTY_ID];
    if (!this.ledger.transfer(baseFrom, baseTo, 'BTC', units)) throw new Error('swap short of BTC');
    if (!this.ledger.transfer(baseTo, baseFrom, 'USDT', quote)) throw new Error('swap short of USDT');
  }

  placeMarket(userId: number, symbol: string, side: Side, amount: { size?: number; notional?: number }): Result<Order> {
    const accountId = this.marginAccount(userId, symbol).accountId;
    const price = this.prices.get(symbol)!;
    const unitsPerLot = pow10(BTC.scale - BTC_USDT.countPrecision);
    let lots: number;
    let cost: number;
    let fee: number;
    if (side === 'sell') {
      lots = Math.min(amount.size ?? 0, this.liquidityLots);
      if (lots * unitsPerLot > this.ledger.available(accountId, 'BTC')) return fail(33102, 'BTC balance is insufficient');
      cost = baseToQuote(lots * unitsPerLot, price, this.mp, 'down');
      fee = Math.ceil(cost / 1000);
      this.move(accountId, COUNTERPARTY_ID, 'BTC', lots * unitsPerLot);
      this.move(COUNTERPARTY_ID, accountId, 'USDT', cost);
      this.move(accountId, FEE_ID, 'USDT', fee);
    } else {
      const notional = amount.notional ?? 0;
      if (notional > this.ledger.available(accountId, 'USDT')) return fail(33102, 'USDT balance is insufficient');
      const gross = Math.floor((notional * 1000) / 1001); // what the notional buys once the fee is taken
      lots = Math.min(Math.floor(quoteToBase(gross, price, this.mp, 'down') / unitsPerLot), this.liquidityLots);
      cost = baseToQuote(lots * unitsPerLot, price, this.mp, 'up');
      fee = Math.ceil(cost / 1000);
      this.move(accountId, COUNTERPARTY_ID, 'USDT', cost);
      this.move(accountId, FEE_ID, 'USDT', fee);
      this.move(COUNTERPARTY_ID, accountId, 'BTC', lots * unitsPerLot);
    }
    this.orders.push({ side, ...amount, filledSize: lots });
    return ok({ filledSize: lots, filledNotional: cost } as Order);
  }

  /** Every non-zero balance of every account, for "nothing changed" checks. */
  snapshot(): string {
    return JSON.stringify([...this.ledger.all()].filter((b) => b.available !== 0 || b.frozen !== 0).sort((a, b) => a.accountId - b.accountId || a.coin.localeCompare(b.coin)));
  }

  private move(from: number, to: number, coin: string, amount: number): void {
    if (!this.ledger.transfer(from, to, coin, amount)) throw new Error(`${from} short of ${amount} ${coin}`);
  }
}
