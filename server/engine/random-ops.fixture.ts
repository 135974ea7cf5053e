import type { Engine } from './engine';
import { BMX_USDT, BTC_USDT, COIN, ETH_BTC, order, USD } from './test-fixtures';
import type { OrderType, PairSpec, PlaceOrder, Result, Side } from './types';
import { prng } from '../../src/core/prng';

/**
 * A seeded stream of random engine commands for the property tests (conservation, restore):
 * every order kind, plan orders that fire, cancels, amends, cancel-all, funding, fee changes
 * and the BMX fee-deduction switch,
 * margin transfers, borrows and ticks, and a share of malformed commands that must be refused.
 */


export const USERS = [1, 2, 3, 4, 5, 6];
const RATES = [
  { maker: '0.001', taker: '0.002' },
  { maker: '0', taker: '0' },
  { maker: '0.004', taker: '0.0025' }, // maker above taker
  { maker: '0.00123', taker: '0.00777' },
];

interface Market {
  pair: PairSpec;
  mid: number; // ticks
  step: number; // ticks between "round" prices
  maxLots: number;
}

export class RandomOps {
  readonly rnd: () => number;
  private readonly markets: Market[] = [
    { pair: BTC_USDT, mid: 6_000_000, step: 100, maxLots: 50_000 },
    { pair: ETH_BTC, mid: 50_000, step: 10, maxLots: 20_000 },
    { pair: BMX_USDT, mid: 5_000, step: 10, maxLots: 100_000 },
  ];
  private reqNo = 0;

  constructor(
    private readonly engine: Engine,
    seed: number,
    private readonly clock: { now: number },
  ) {
    this.rnd = prng(seed);
  }

  /** Gives every user a working balance in every coin (spot). */
  fundAll(): void {
    for (const u of USERS) {
      this.engine.fund(u, 'USDT', 50_000_000 * USD);
      this.engine.fund(u, 'BTC', 1_000 * COIN);
      this.engine.fund(u, 'ETH', 10_000 * COIN);
      this.engine.fund(u, 'BMX', 1_000_000 * COIN);
    }
  }

  /** One random command; returns its name and result (refusals are part of the mix). */
  step(): { op: string; result: Result<unknown> } {
    this.clock.now += 1 + this.int(50);
    for (const m of this.markets) m.mid = Math.max(m.step * 10, m.mid + (this.int(3) - 1) * m.step);
    const r = this.rnd();
    if (r < 0.3) return { op: 'limit', result: this.engine.place(this.limitCmd()) };
    if (r < 0.38) return { op: 'market', result: this.engine.place(this.marketCmd()) };
    if (r < 0.45) return { op: 'plan', result: this.engine.place(this.planCmd()) };
    if (r < 0.63) return { op: 'cancel', result: this.cancel() };
    if (r < 0.75) return { op: 'amend', result: this.amend() };
    if (r < 0.77) return { op: 'cancelAll', result: this.cancelAll() };
    if (r < 0.79) return { op: 'fund', result: this.engine.fund(this.user(), this.pick(['USDT', 'BTC', 'ETH']), 1 + this.int(1_000 * USD)) };
    if (r < 0.8) {
      if (this.rnd() < 0.5) this.engine.setFeeDeduction(this.user(), this.rnd() < 0.5);
      else this.engine.setFeeRates(this.user(), this.pick(RATES));
      return { op: 'rates', result: { ok: true, value: undefined } };
    }
    if (r < 0.86) return { op: 'margin', result: this.margin() };
    if (r < 0.87) {
      this.clock.now += this.int(3) * 3_600_000;
      this.engine.tick();
      return { op: 'tick', result: { ok: true, value: undefined } };
    }
    return { op: 'bad', result: this.engine.place(this.badCmd()) };
  }

  private limitCmd(): PlaceOrder {
    const m = this.pick(this.markets);
    const side = this.side();
    const type: OrderType = this.pick(['limit', 'limit', 'limit', 'limit', 'limit_maker', 'ioc']);
    return this.cmd(m, side, type, this.price(m, side), this.size(m));
  }

  private marketCmd(): PlaceOrder {
    const m = this.pick(this.markets);
    const side = this.side();
    if (side === 'sell') return this.cmd(m, side, 'market', 0, this.size(m));
    return { ...this.cmd(m, side, 'market', 0, 0), notional: this.budget(m) };
  }

  private planCmd(): PlaceOrder {
    const m = this.pick(this.markets);
    const side = this.side();
    const type: OrderType = this.rnd() < 0.6 ? 'limit' : 'market';
    const trigger = m.mid + (this.int(9) - 4) * m.step;
    const cmd = this.cmd(m, side, type, type === 'limit' ? this.price(m, side) : 0, type === 'market' && side === 'buy' ? 0 : this.size(m));
    return {
      ...cmd,
      planType: this.rnd() < 0.5 ? 1 : 2,
      triggerPrice: trigger,
      tradeSide: trigger > m.mid ? 1 : 2,
      notional: type === 'market' && side === 'buy' ? this.budget(m) : 0,
    };
  }

  private badCmd(): PlaceOrder {
    const m = this.pick(this.markets.slice(0, 2)); // BMX_USDT's minimums are 1: nothing to break
    const cmd = this.cmd(m, this.side(), 'limit', this.price(m, 'buy'), this.size(m));
    const breakers: Array<(c: PlaceOrder) => PlaceOrder> = [
      (c) => ({ ...c, symbol: 'NOPE_USDT' }),
      (c) => ({ ...c, price: -5 }),
      (c) => ({ ...c, price: 1.5 }),
      (c) => ({ ...c, size: 0 }),
      (c) => ({ ...c, size: 1 }),
      (c) => ({ ...c, price: 1 }),
      (c) => ({ ...c, size: 9e15 }),
      (c) => ({ ...c, type: 'market', side: 'buy', size: 5, notional: 0 }),
      (c) => ({ ...c, planType: 2, triggerPrice: 0, tradeSide: 1 }),
      (c) => ({ ...c, planType: 1, triggerPrice: 100, tradeSide: 0 as 1 }),
      (c) => ({ ...c, userId: 77, size: m.maxLots }), // nothing funded
    ];
    return this.pick(breakers)(cmd);
  }

  private cancel(): Result<unknown> {
    const o = this.openOrder();
    if (o === undefined) return this.engine.cancel(this.user(), 999_999_999);
    // Now and then someone else tries it: must be refused.
    const userId = this.rnd() < 0.1 ? this.user() : o.userId;
    return this.engine.cancel(userId, o.orderId);
  }

  private amend(): Result<unknown> {
    const o = this.openOrder();
    if (o === undefined) return { ok: true, value: undefined };
    const m = this.markets.find((x) => x.pair.symbol === o.symbol)!;
    const r = this.rnd();
    if (o.planType !== 0) {
      const trigger = m.mid + (this.int(9) - 4) * m.step;
      if (o.type === 'market') {
        const amount = o.side === 'buy' ? { notional: this.budget(m), marketAmountType: 1 as const } : { size: this.size(m), marketAmountType: 2 as const };
        return this.engine.amend({ userId: o.userId, orderId: o.orderId, triggerPrice: trigger, tradeSide: trigger > m.mid ? 1 : 2, ...amount });
      }
      return this.engine.amend({ userId: o.userId, orderId: o.orderId, triggerPrice: trigger, tradeSide: trigger > m.mid ? 1 : 2, price: this.price(m, o.side), size: this.size(m) });
    }
    if (r < 0.4) return this.engine.amend({ userId: o.userId, orderId: o.orderId, price: this.price(m, o.side) });
    if (r < 0.7) return this.engine.amend({ userId: o.userId, orderId: o.orderId, size: o.filledSize + 1 + this.int(Math.max(1, o.size - o.filledSize)) });
    if (r < 0.9) return this.engine.amend({ userId: o.userId, orderId: o.orderId, size: o.size + this.int(m.maxLots) });
    return this.engine.amend({ userId: o.userId, orderId: o.orderId, price: this.price(m, o.side), size: this.size(m) + o.filledSize });
  }

  private cancelAll(): Result<unknown> {
    const symbol = this.rnd() < 0.5 ? undefined : this.pick(this.markets).pair.symbol;
    const planType = this.pick([undefined, 0, 1, 2] as const);
    return this.engine.cancelAll({ userId: this.user(), mode: this.rnd() < 0.8 ? 'spot' : 'iso_margin', symbol, planType });
  }

  private margin(): Result<unknown> {
    const u = this.user();
    const spot = this.engine.spotAccount(u).accountId;
    const acct = this.engine.marginAccount(u, 'BTC_USDT').accountId;
    const r = this.rnd();
    if (r < 0.25) return this.engine.transfer(u, spot, acct, this.pick(['USDT', 'BTC']), 1 + this.int(20_000 * USD));
    if (r < 0.35) return this.engine.transfer(u, acct, spot, this.pick(['USDT', 'BTC']), 1 + this.int(5_000 * USD));
    if (r < 0.5) return this.engine.borrow(u, 'BTC_USDT', this.pick(['USDT', 'BTC']), 10_000_000 + this.int(10_000 * USD));
    if (r < 0.6) return this.engine.repay(u, 'BTC_USDT', this.pick(['USDT', 'BTC']), 1_000_000 + this.int(1_000 * USD));
    const m = this.markets[0];
    const side = this.side();
    const subMode = this.pick(['normal', 'borrow', 'repay'] as const);
    const cmd = this.rnd() < 0.7 ? this.cmd(m, side, 'limit', this.price(m, side), this.size(m) / 10) : side === 'sell' ? this.cmd(m, side, 'market', 0, this.size(m) / 10) : { ...this.cmd(m, side, 'market', 0, 0), notional: this.budget(m) / 10 };
    return this.engine.place({ ...cmd, mode: 'iso_margin', subMode, size: Math.floor(cmd.size), notional: Math.floor(cmd.notional) });
  }

  private openOrder(): ReturnType<Engine['openOrders']>[number] | undefined {
    const u = this.user();
    const open = this.engine.openOrders(u);
    return open.length === 0 ? undefined : this.pick(open);
  }

  private cmd(m: Market, side: Side, type: OrderType, price: number, size: number): PlaceOrder {
    return order(this.user(), side, type, price, size, { symbol: m.pair.symbol, reqNo: `q${++this.reqNo}` });
  }


  /** Near the touch, mostly on round prices, sometimes off by a few ticks (rounding dust). */
  private price(m: Market, side: Side): number {
    const away = (this.int(12) - 3) * m.step * (side === 'buy' ? -1 : 1);
    return Math.max(m.pair.minPrice, m.mid + away + (this.rnd() < 0.3 ? this.int(7) : 0));
  }

  private size(m: Market): number {
    return this.rnd() < 0.2 ? m.pair.minBuyCount + this.int(20) : m.pair.minBuyCount + this.int(m.maxLots);
  }

  private budget(m: Market): number {
    return m.pair.minBuyAmount + this.int(m.pair.quote === 'USDT' ? 5_000 * USD : COIN / 10);
  }

  private user(): number {
    return this.pick(USERS);
  }

  private side(): Side {
    return this.rnd() < 0.5 ? 'buy' : 'sell';
  }

  private int(n: number): number {
    return Math.floor(this.rnd() * n);
  }

  private pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.rnd() * xs.length)];
  }
}

