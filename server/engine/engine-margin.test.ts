import { describe, expect, it } from 'vitest';
import { Code } from './codes';
import type { Engine } from './engine';
import { COIN, COINS, limit, makeEngine, placed, USD } from './test-fixtures';
import type { PlaceOrder } from './types';

/**
 * The engine wired to the isolated-margin module (margin.ts): margin orders trade from the
 * user's margin account of the pair, auto-borrow and auto-repay run around them, and a
 * liquidation system-cancels the account's orders and sells through the book.
 */
const M = 1; // margin trader
const X = 2; // market maker

function setup(): { engine: Engine; margin: number; totals: bigint[] } {
  const { engine } = makeEngine();
  engine.fund(M, 'USDT', 10_000 * USD);
  engine.fund(X, 'USDT', 1_000_000 * USD);
  engine.fund(X, 'BTC', 100 * COIN);
  const margin = engine.marginAccount(M, 'BTC_USDT').accountId;
  expect(engine.transfer(M, engine.spotAccount(M).accountId, margin, 'USDT', 1_000 * USD).ok).toBe(true);
  engine.fund(3, 'USDT', 100_000 * USD);
  placed(engine, limit(X, 'sell', 6_000_000, 100));
  placed(engine, limit(3, 'buy', 6_000_000, 100)); // last price 60,000
  return { engine, margin, totals: COINS.map((c) => engine.total(c.coin)) };
}

const iso = (cmd: PlaceOrder, subMode: PlaceOrder['subMode'] = 'normal'): PlaceOrder => ({ ...cmd, mode: 'iso_margin', subMode });
const bal = (engine: Engine, accountId: number, coin: string) => engine.balances(accountId).find((b) => b.coin === coin) ?? { available: 0, frozen: 0 };

describe('margin orders through the engine', () => {
  it('should trade from the margin account, not the spot account', () => {
    const { engine, margin } = setup();
    const o = placed(engine, iso(limit(M, 'buy', 5_000_000, 1_000)));
    expect([o.accountId, o.mode, o.frozen]).toEqual([margin, 'iso_margin', 500 * USD + 1_250_000]);
    expect(bal(engine, margin, 'USDT').frozen).toBe(500 * USD + 1_250_000);
    expect(engine.balances(engine.spotAccount(M).accountId).find((b) => b.coin === 'USDT')!.frozen).toBe(0);
  });

  it('should refuse a normal margin order beyond the margin balance', () => {
    const { engine } = setup();
    const r = engine.place(iso(limit(M, 'buy', 6_000_000, 10_000))); // 6,000 USDT > 1,000
    expect(r.ok ? 0 : r.error.code).toBe(Code.BALANCE_NOT_ENOUGH);
  });

  it('should borrow the shortfall for an auto-borrow order, then repay from the proceeds of an auto-repay order', () => {
    const { engine, margin, totals } = setup();
    placed(engine, limit(X, 'sell', 6_000_000, 5_000));
    const buy = placed(engine, iso(limit(M, 'buy', 6_000_000, 5_000), 'borrow')); // 3,007.5 USDT with fee
    expect(buy.state).toBe('COMPLETE');
    expect(engine.loans(margin).map((l) => [l.coin, l.principal])).toEqual([['USDT', 2_007_500_000]]);
    expect(bal(engine, margin, 'BTC').available).toBe(5_000_000);

    placed(engine, limit(X, 'buy', 6_100_000, 5_000));
    const sell = placed(engine, iso(limit(M, 'sell', 6_100_000, 5_000), 'repay'));
    expect(sell.state).toBe('COMPLETE');
    expect(engine.loans(margin)).toEqual([]); // the 3,042.375 received repaid it all
    expect(COINS.map((c) => engine.total(c.coin))).toEqual(totals);
    expect(engine.audit()).toEqual([]);
  });

  it('should repay from an auto-repay order\'s proceeds only, fill by fill, leaving the coin already held', () => {
    const { engine, margin, totals } = setup();
    placed(engine, limit(X, 'sell', 6_000_000, 5_000));
    placed(engine, iso(limit(M, 'buy', 6_000_000, 5_000), 'borrow')); // 2,007.5 USDT borrowed
    const spot = engine.spotAccount(M).accountId;
    expect(engine.transfer(M, spot, margin, 'USDT', 500 * USD).ok).toBe(true); // idle USDT, not proceeds
    const debt = () => engine.loans(margin).reduce((sum, l) => sum + l.principal + l.interest, 0);
    const before = debt();
    placed(engine, limit(X, 'buy', 6_100_000, 1_000));
    placed(engine, limit(X, 'buy', 6_050_000, 1_000));
    const sell = placed(engine, iso(limit(M, 'sell', 6_000_000, 2_000), 'repay')); // two fills
    expect(sell.state).toBe('COMPLETE');
    // proceeds: 610 + 605 USDT less 0.25 % fee on each fill = 608.475 + 603.4875
    expect(before - debt()).toBe(608_475_000 + 603_487_500);
    expect(bal(engine, margin, 'USDT').available).toBe(500 * USD);
    expect(COINS.map((c) => engine.total(c.coin))).toEqual(totals);
    expect(engine.audit()).toEqual([]);
  });

  it('should borrow nothing for an auto-borrow post-only order that would take and is cancelled at once', () => {
    const { engine, margin, totals } = setup();
    placed(engine, limit(X, 'sell', 6_000_000, 5_000));
    const post = placed(engine, { ...iso(limit(M, 'buy', 6_000_000, 5_000), 'borrow'), type: 'limit_maker' }); // 3,000 on 1,000 held
    expect(post.state).toBe('CANCELLED');
    expect(engine.loans(margin)).toEqual([]);
    expect(bal(engine, margin, 'USDT')).toMatchObject({ available: 1_000 * USD, frozen: 0 });
    // beyond what could be borrowed it is refused, as an order that would rest
    const r = engine.place({ ...iso(limit(M, 'buy', 6_000_000, 20_000), 'borrow'), type: 'limit_maker' });
    expect(r.ok ? 0 : r.error.code).toBe(Code.BALANCE_NOT_ENOUGH);
    expect(COINS.map((c) => engine.total(c.coin))).toEqual(totals);
    expect(engine.audit()).toEqual([]);
  });

  it('should refuse an auto-borrow order beyond what the account may borrow', () => {
    const { engine } = setup();
    const r = engine.place(iso(limit(M, 'buy', 6_000_000, 10_000), 'borrow')); // 5,015 to borrow on 1,000
    expect(r.ok ? 0 : r.error.code).toBe(Code.BALANCE_NOT_ENOUGH);
  });

  it('should block a transfer out that would put an indebted account at risk (30016)', () => {
    const { engine, margin } = setup();
    expect(engine.borrow(M, 'BTC_USDT', 'USDT', 3_000 * USD).ok).toBe(true);
    const r = engine.transfer(M, margin, engine.spotAccount(M).accountId, 'USDT', 900 * USD);
    expect(r.ok ? 0 : r.error.code).toBe(Code.TRANSFER_BLOCKED_BY_RISK);
  });

  it('should liquidate on tick: system-cancel the account orders and sell through the book', () => {
    const { engine, margin, totals } = setup();
    placed(engine, limit(X, 'sell', 6_000_000, 8_000));
    placed(engine, iso(limit(M, 'buy', 6_000_000, 8_000), 'borrow')); // 0.08 BTC, 3,812 USDT borrowed
    const resting = placed(engine, iso(limit(M, 'sell', 7_000_000, 5_000)));
    placed(engine, limit(X, 'buy', 7_000_000, 1_000));
    expect([resting.state, resting.filledSize]).toEqual(['PARTIAL_COMPLETE', 1_000]);
    // A print at 48,000: 0.07 BTC + 698.25 USDT against 3,812 of debt, ratio about 1.06.
    placed(engine, limit(X, 'sell', 4_800_000, 100));
    placed(engine, limit(3, 'buy', 4_800_000, 100));
    placed(engine, limit(X, 'buy', 5_000_000, 100_000));
    expect(engine.riskRatio(M, 'BTC_USDT')).toBeLessThanOrEqual(1.1);
    engine.tick();
    expect(resting.state).toBe('PARTIALLY_SYSTEM_CANCELED');
    expect(engine.openOrders(M)).toEqual([]);
    expect(engine.loans(margin)).toEqual([]);
    expect(bal(engine, margin, 'BTC').available).toBeLessThan(7_000_000);
    expect(engine.lastPrice('BTC_USDT')).toBe(5_000_000);
    expect(COINS.map((c) => engine.total(c.coin))).toEqual(totals);
    expect(engine.audit()).toEqual([]);
  });
});
