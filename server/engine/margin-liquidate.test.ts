import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code } from './codes';
import { IsolatedMargin } from './margin';
import { BTC_USDT, COUNTERPARTY_ID, FakeHost, FEE_ID, HOUR, T0, TREASURY_ID, btc, usdt } from './margin.fixture';
import type { EngineEvent, Loan } from './types';

const SYM = BTC_USDT.symbol;
const USER = 7;
const ACC = 1007;

let host: FakeHost;
let margin: IsolatedMargin;
let totals: { USDT: bigint; BTC: bigint };

const loanEvents = (events: EngineEvent[]): Loan[] => events.flatMap((e) => (e.kind === 'loan' ? [e.loan] : []));
const bal = (coin: string, id = ACC): { available: number; frozen: number } => {
  const b = host.ledger.get(id, coin);
  return { available: b.available, frozen: b.frozen };
};

beforeEach(() => {
  host = new FakeHost();
  margin = new IsolatedMargin(host, TREASURY_ID, FEE_ID);
  host.setPrice(6_000_000);
  host.marginAccount(USER, SYM);
  host.deposit(ACC, 'USDT', usdt(1000));
  totals = { USDT: host.ledger.total('USDT'), BTC: host.ledger.total('BTC') };
});

afterEach(() => {
  // money only ever moved between accounts
  expect(host.ledger.total('USDT')).toBe(totals.USDT);
  expect(host.ledger.total('BTC')).toBe(totals.BTC);
});

/** 1000 USDT own + 4000 borrowed, 0.08 BTC bought at 60000: 0.08 BTC and 200 USDT, 100 of it in an order. */
function openLong(): void {
  expect(margin.borrow(USER, SYM, 'USDT', usdt(4000)).ok).toBe(true); // first hour: 0.05 USDT
  host.swap(ACC, 'buy', btc(0.08), 6_000_000);
  host.openOrder(ACC, 'USDT', usdt(100));
}

describe('IsolatedMargin liquidation of a long (quote debt)', () => {
  it('should leave the account alone above the liquidation ratio', () => {
    openLong();
    host.setPrice(5_500_000); // 4600 / 4000.05 = 1.15
    margin.tick();
    expect(host.orders).toEqual([]);
    expect(bal('USDT')).toEqual({ available: usdt(100), frozen: usdt(100) });
  });

  it('should cancel orders, repay from cash, sell just enough base and repay the rest', () => {
    openLong();
    host.setPrice(5_200_000); // 4360 / 4000.10 = 1.09 after the second hour
    host.time = T0 + HOUR;
    margin.tick();
    // cash 200 repays 0.1 interest + 199.9 principal; 3800.1 owed + 1% = 3838.101 -> 7381 lots at 52000
    expect(host.orders).toEqual([{ side: 'sell', size: 7381, filledSize: 7381 }]);
    expect(margin.loans(ACC)).toEqual([]);
    // 7381 lots -> 3838.12 USDT - 3.83812 fee - 3800.1 debt
    expect(bal('USDT')).toEqual({ available: 34_181_880, frozen: 0 });
    expect(bal('BTC')).toEqual({ available: 619_000, frozen: 0 });
    expect(bal('USDT', FEE_ID).available).toBe(100_000 + 3_838_120); // interest + the fake's taker fee
    expect(bal('USDT', TREASURY_ID).available).toBe(usdt(1_000_000));
    expect(loanEvents(host.events).map((l) => [l.principal, l.interest])).toEqual([
      [usdt(4000), 50_000], // borrow
      [usdt(4000), 100_000], // second hour accrued by the tick
      [3_800_100_000, 0], // repaid from cash
      [0, 0], // repaid from the sale
    ]);
    expect(margin.riskRatio(USER, SYM)).toBe(Infinity);
  });

  it('should keep selling over rounds when the book fills only part of each order', () => {
    openLong();
    host.setPrice(5_200_000);
    host.time = T0 + HOUR;
    host.liquidityLots = 3000;
    margin.tick();
    // round 1: 3000 lots (1558.44 net); round 2: 2241.66 owed -> 4354 lots asked, 3000 filled;
    // round 3 sells all that is left (2000 lots, 1038.96 net) and 683.22 is repaid from it
    expect(host.orders).toEqual([
      { side: 'sell', size: 7381, filledSize: 3000 },
      { side: 'sell', size: 4354, filledSize: 3000 },
      { side: 'sell', size: 2000, filledSize: 2000 },
    ]);
    expect(margin.loans(ACC)).toEqual([]);
    expect(bal('USDT').available).toBe(355_740_000);
    expect(bal('BTC').available).toBe(0);
  });

  it('should leave the debt it cannot cover while the book is empty, and finish on a later tick', () => {
    openLong();
    host.setPrice(5_200_000);
    host.time = T0 + HOUR;
    host.liquidityLots = 0;
    margin.tick();
    expect(host.orders).toEqual([{ side: 'sell', size: 7381, filledSize: 0 }]);
    expect(margin.loans(ACC)).toEqual([{ accountId: ACC, coin: 'USDT', principal: 3_800_100_000, interest: 0, accruedTo: T0 + 2 * HOUR }]);
    expect(bal('BTC').available).toBe(btc(0.08));
    host.liquidityLots = Infinity;
    margin.tick(); // 4160 / 3800.1 = 1.095: still at risk
    expect(margin.loans(ACC)).toEqual([]);
    expect(bal('USDT').available).toBe(34_181_880);
  });

  it('should not liquidate a pair without a last price', () => {
    const bare = new FakeHost();
    const m = new IsolatedMargin(bare, TREASURY_ID, FEE_ID);
    bare.marginAccount(USER, SYM);
    bare.deposit(ACC, 'BTC', btc(0.001));
    const events = bare.events.length;
    m.restore([{ accountId: ACC, coin: 'USDT', principal: usdt(10), interest: 0, accruedTo: T0 + HOUR }]);
    expect(bare.events.length).toBe(events); // restore announces nothing
    expect(m.riskRatio(USER, SYM)).toBe(0); // BTC unvalued without a price
    m.tick();
    expect(bare.orders).toEqual([]);
    expect(m.loans(ACC)).toHaveLength(1);
  });
});

describe('IsolatedMargin liquidation of a short (base debt)', () => {
  it('should buy back the borrowed base by notional and repay it', () => {
    expect(margin.borrow(USER, SYM, 'BTC', btc(0.05)).ok).toBe(true); // first hour: 50 sat
    host.swap(ACC, 'sell', btc(0.05), 6_000_000); // 4000 USDT, no BTC
    host.setPrice(6_600_000); // 4000 / 3300.033 = 1.21
    margin.tick();
    expect(host.orders).toEqual([]);
    host.setPrice(7_300_000); // 4000 / 3650.0365 = 1.096
    margin.tick();
    // 0.0500005 BTC at 73000 = 3650.0365 + 1% -> notional 3686.536865 buys 5045 lots
    expect(host.orders).toEqual([{ side: 'buy', notional: 3_686_536_865, filledSize: 5045 }]);
    expect(margin.loans(ACC)).toEqual([]);
    expect(bal('BTC').available).toBe(5_045_000 - 5_000_050);
    expect(bal('USDT').available).toBe(usdt(4000) - 3_682_850_000 - 3_682_850);
    expect(bal('BTC', FEE_ID).available).toBe(50);
    expect(bal('BTC', TREASURY_ID).available).toBe(btc(100));
  });
});

describe('IsolatedMargin auto-borrow and auto-repay', () => {
  it('should borrow only the shortfall for a borrow-mode order', () => {
    expect(margin.autoBorrow(ACC, SYM, 'USDT', usdt(800))).toEqual({ ok: true, value: undefined });
    expect(margin.loans(ACC)).toEqual([]);
    expect(margin.autoBorrow(ACC, SYM, 'USDT', usdt(1500)).ok).toBe(true);
    expect(margin.loans(ACC)).toEqual([{ accountId: ACC, coin: 'USDT', principal: usdt(500), interest: 6_250, accruedTo: T0 + HOUR }]);
    expect(bal('USDT').available).toBe(usdt(1500));
  });

  it('should raise a shortfall under the borrow minimum to the minimum', () => {
    expect(margin.autoBorrow(ACC, SYM, 'USDT', usdt(1005)).ok).toBe(true);
    expect(margin.loans(ACC)[0].principal).toBe(usdt(10));
    expect(bal('USDT').available).toBe(usdt(1010));
  });

  it('should answer BALANCE_NOT_ENOUGH past loanMax and change nothing', () => {
    const before = host.snapshot();
    const r = margin.autoBorrow(ACC, SYM, 'USDT', usdt(5000) + 1);
    expect(r).toMatchObject({ ok: false, error: { code: Code.BALANCE_NOT_ENOUGH } });
    expect(host.snapshot()).toBe(before);
    expect(margin.autoBorrow(ACC, SYM, 'BTC', btc(0.0666667)).ok).toBe(false); // loanMax 0.06666666
    expect(margin.autoBorrow(ACC, SYM, 'BTC', btc(0.06666666)).ok).toBe(true);
  });

  it('should repay interest then principal from what a fill brought in', () => {
    margin.borrow(USER, SYM, 'BTC', btc(0.01)); // interest 10 sat
    host.swap(ACC, 'sell', btc(0.01), 6_000_000);
    host.time = T0 + HOUR; // a second hour: 20 sat
    host.deposit(ACC, 'BTC', 400_000); // stands for a repay-mode buy filling 0.004 BTC
    margin.autoRepay(ACC, SYM, 'BTC', 400_000);
    expect(margin.loans(ACC)).toEqual([{ accountId: ACC, coin: 'BTC', principal: 600_020, interest: 0, accruedTo: T0 + 2 * HOUR }]);
    expect(bal('BTC', FEE_ID).available).toBe(20);
    expect(bal('BTC').available).toBe(0);
    host.deposit(ACC, 'BTC', btc(0.01));
    margin.autoRepay(ACC, SYM, 'BTC', btc(0.01));
    expect(margin.loans(ACC)).toEqual([]);
    expect(bal('BTC').available).toBe(btc(0.01) - 600_020);
    margin.autoRepay(ACC, SYM, 'USDT', usdt(100)); // no USDT loan: nothing happens
    expect(bal('USDT').available).toBe(usdt(1600));
    expect(bal('BTC', COUNTERPARTY_ID).available).toBe(btc(100) + btc(0.01) - 400_000 - btc(0.01));
  });

  it('should repay no more than the proceeds, leaving the coin the account already held', () => {
    margin.borrow(USER, SYM, 'BTC', btc(0.01)); // 0.01 BTC held, debt 0.0100001
    margin.autoRepay(ACC, SYM, 'BTC', 300_000); // a fill brought 0.003 BTC
    expect(margin.loans(ACC)).toEqual([{ accountId: ACC, coin: 'BTC', principal: btc(0.01) - 300_000 + 10, interest: 0, accruedTo: T0 + HOUR }]);
    expect(bal('BTC').available).toBe(btc(0.01) - 300_000);
  });
});
