import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code } from './codes';
import { IsolatedMargin } from './margin';
import { BTC_USDT, FakeHost, FEE_ID, HOUR, T0, TREASURY_ID, btc, usdt } from './margin.fixture';
import type { EngineEvent, Loan } from './types';

const SYM = BTC_USDT.symbol;
const USER = 7;
const ACC = 1007; // the fake's margin account id of USER

let host: FakeHost;
let margin: IsolatedMargin;
let totals: { USDT: bigint; BTC: bigint };

const loanEvents = (events: EngineEvent[]): Loan[] => events.flatMap((e) => (e.kind === 'loan' ? [e.loan] : []));
const avail = (coin: string, id = ACC): number => host.ledger.available(id, coin);

beforeEach(() => {
  host = new FakeHost();
  margin = new IsolatedMargin(host, TREASURY_ID, FEE_ID);
  host.setPrice(6_000_000); // 60000.00
  host.marginAccount(USER, SYM);
  host.deposit(ACC, 'USDT', usdt(1000));
  totals = { USDT: host.ledger.total('USDT'), BTC: host.ledger.total('BTC') };
});

afterEach(() => {
  // money only ever moved between accounts
  expect(host.ledger.total('USDT')).toBe(totals.USDT);
  expect(host.ledger.total('BTC')).toBe(totals.BTC);
});

/** Runs a refused request and checks that no balance, loan or event changed. */
function expectRefused(run: () => { ok: boolean; error?: { code: number } }, code: number): void {
  const before = host.snapshot();
  const events = host.events.length;
  const loans = JSON.stringify(margin.loans(ACC));
  const r = run();
  expect(r.ok).toBe(false);
  expect(r.error?.code).toBe(code);
  expect(host.snapshot()).toBe(before);
  expect(host.events.length).toBe(events);
  expect(JSON.stringify(margin.loans(ACC))).toBe(loans);
}

describe('IsolatedMargin borrow', () => {
  it('should lend from the treasury and charge the first hour at once', () => {
    const r = margin.borrow(USER, SYM, 'USDT', usdt(4000));
    const loan = { accountId: ACC, coin: 'USDT', principal: usdt(4000), interest: 50_000, accruedTo: T0 + HOUR };
    expect(r).toEqual({ ok: true, value: loan });
    expect(avail('USDT')).toBe(usdt(5000));
    expect(avail('USDT', TREASURY_ID)).toBe(usdt(1_000_000 - 4000));
    expect(margin.loans(ACC)).toEqual([loan]);
    expect(loanEvents(host.events)).toEqual([loan]);
  });

  it('should refuse each limit with its code and change nothing', () => {
    expectRefused(() => margin.borrow(USER, SYM, 'USDT', usdt(4000) + 1), Code.BORROW_OVER_MAX);
    expectRefused(() => margin.borrow(USER, SYM, 'USDT', usdt(10) - 1), Code.BORROW_BELOW_MIN);
    expectRefused(() => margin.borrow(USER, SYM, 'BTC', 6_666_667), Code.BORROW_OVER_MAX); // 4000 USDT / 60000
    expectRefused(() => margin.borrow(USER, SYM, 'BTC', btc(0.0001) - 1), Code.BORROW_BELOW_MIN);
    expectRefused(() => margin.borrow(USER, 'ETH_USDT', 'USDT', usdt(100)), Code.MARGIN_NOT_SUPPORTED);
    expectRefused(() => margin.borrow(USER, SYM, 'ETH', usdt(100)), Code.PARAM_INVALID);
    expectRefused(() => margin.borrow(USER, SYM, 'USDT', 1.5e7 + 0.5), Code.PARAM_INVALID);
    expect(margin.borrow(USER, SYM, 'BTC', 6_666_666).ok).toBe(true);
  });

  it('should count debt already owed against the maximum', () => {
    expect(margin.borrow(USER, SYM, 'USDT', usdt(3000)).ok).toBe(true);
    // assets 4000, debt 3000.0375 -> net 999.9625 -> bound 3999.85 -> 999.8125 more
    expect(margin.loanInfo(USER, SYM, 'USDT').loanMax).toBe(999_812_500);
    expectRefused(() => margin.borrow(USER, SYM, 'USDT', 999_812_501), Code.BORROW_OVER_MAX);
    expect(margin.borrow(USER, SYM, 'USDT', 999_812_500).ok).toBe(true);
  });

  it('should refuse base borrowing without a last price', () => {
    const bare = new FakeHost();
    const m = new IsolatedMargin(bare, TREASURY_ID, FEE_ID);
    bare.marginAccount(USER, SYM);
    bare.deposit(ACC, 'USDT', usdt(1000));
    expect(m.borrow(USER, SYM, 'BTC', btc(0.01))).toMatchObject({ ok: false, error: { code: Code.BORROW_OVER_MAX } });
    expect(m.borrow(USER, SYM, 'USDT', usdt(4000)).ok).toBe(true);
  });

  it('should never lend more than the treasury holds', () => {
    host.deposit(ACC, 'USDT', usdt(999_000)); // the fake's counterparty lends nothing; now 1,000,000 own
    expect(margin.loanInfo(USER, SYM, 'USDT').loanMax).toBe(usdt(1_000_000));
  });
});

describe('IsolatedMargin repay', () => {
  beforeEach(() => {
    margin.borrow(USER, SYM, 'USDT', usdt(100)); // interest 0.00125 USDT
  });

  it('should refuse each limit with its code and change nothing', () => {
    const debt = usdt(100) + 1_250;
    expectRefused(() => margin.repay(USER, SYM, 'USDT', debt + 1), Code.REPAY_OVER_DEBT);
    expectRefused(() => margin.repay(USER, SYM, 'USDT', usdt(1) - 1), Code.REPAY_BELOW_MIN);
    expectRefused(() => margin.repay(USER, SYM, 'BTC', 1_000), Code.REPAY_OVER_DEBT);
    host.openOrder(ACC, 'USDT', usdt(1050));
    expectRefused(() => margin.repay(USER, SYM, 'USDT', usdt(50) + 1), Code.REPAY_OVER_AVAILABLE);
  });

  it('should pay interest to the fee account first, then principal to the treasury', () => {
    const treasury = avail('USDT', TREASURY_ID);
    const r = margin.repay(USER, SYM, 'USDT', usdt(40));
    expect(r).toEqual({ ok: true, value: { accountId: ACC, coin: 'USDT', principal: usdt(60) + 1_250, interest: 0, accruedTo: T0 + HOUR } });
    expect(avail('USDT', FEE_ID)).toBe(1_250);
    expect(avail('USDT', TREASURY_ID)).toBe(treasury + usdt(40) - 1_250);
    expect(avail('USDT')).toBe(usdt(1060));
  });

  it('should accept a repay under the minimum when it clears the whole debt, and forget the loan', () => {
    margin.repay(USER, SYM, 'USDT', usdt(100));
    expect(margin.loans(ACC)).toEqual([{ accountId: ACC, coin: 'USDT', principal: 1_250, interest: 0, accruedTo: T0 + HOUR }]);
    const r = margin.repay(USER, SYM, 'USDT', 1_250);
    expect(r.ok && r.value.principal + r.value.interest).toBe(0);
    expect(margin.loans(ACC)).toEqual([]);
    expect(loanEvents(host.events).at(-1)).toEqual({ accountId: ACC, coin: 'USDT', principal: 0, interest: 0, accruedTo: T0 + HOUR });
    expect(margin.riskRatio(USER, SYM)).toBe(Infinity);
  });
});

describe('IsolatedMargin interest', () => {
  it('should accrue hour by hour as hand-computed', () => {
    margin.borrow(USER, SYM, 'USDT', 1_234_567_891); // 15432.0986375 an hour -> 15433
    const at = (t: number): Loan => {
      host.time = t;
      margin.tick();
      return margin.loans(ACC)[0];
    };
    expect(at(T0 + HOUR - 1)).toMatchObject({ interest: 15_433, accruedTo: T0 + HOUR });
    expect(at(T0 + HOUR)).toMatchObject({ interest: 30_866, accruedTo: T0 + 2 * HOUR });
    expect(at(T0 + 3.5 * HOUR)).toMatchObject({ interest: 61_732, accruedTo: T0 + 4 * HOUR });
    // a second borrow inside the hour: its first hour now, the loan keeps its boundary
    expect(margin.borrow(USER, SYM, 'USDT', usdt(100))).toMatchObject({ ok: true, value: { principal: 1_334_567_891, interest: 62_982, accruedTo: T0 + 4 * HOUR } });
    // 1_334_567_891 x 0.0000125 = 16682.0986375 -> 16683
    expect(at(T0 + 4 * HOUR)).toMatchObject({ interest: 79_665, accruedTo: T0 + 5 * HOUR });
    expect(loanEvents(host.events).map((l) => l.interest)).toEqual([15_433, 30_866, 61_732, 62_982, 79_665]);
  });

  it('should show interest due up to now in queries without storing it', () => {
    margin.borrow(USER, SYM, 'BTC', btc(0.01)); // 10 sat an hour
    host.time = T0 + 2 * HOUR;
    const events = host.events.length;
    // loanMax: (4 x net 999.982 - debt 600.018) USDT at 60000, floored
    expect(margin.loanInfo(USER, SYM, 'BTC')).toEqual({
      coinName: 'BTC', balanceAvail: btc(0.01), loanMax: 5_666_516, debtAll: btc(0.01) + 30, interest: 30,
      interestRate: '0.00001', loanDid: btc(0.01), repayMax: btc(0.01), netAssets: usdt(1000) - 18_000,
    });
    expect(host.events.length).toBe(events);
    expect(margin.loans(ACC)[0].interest).toBe(10);
  });
});

describe('IsolatedMargin risk ratio and transfers', () => {
  it('should value assets over debt and interest in quote', () => {
    expect(margin.riskRatio(USER, SYM)).toBe(Infinity);
    margin.borrow(USER, SYM, 'USDT', usdt(4000));
    expect(margin.riskRatio(USER, SYM)).toBe(5_000_000_000 / 4_000_050_000);
    host.swap(ACC, 'buy', btc(0.08), 6_000_000);
    host.setPrice(5_500_000);
    expect(margin.riskRatio(USER, SYM)).toBe(4_600_000_000 / 4_000_050_000); // 0.08 x 55000 + 200 (interest is owed, not paid)
    host.openOrder(ACC, 'USDT', usdt(100)); // frozen money still counts
    expect(margin.riskRatio(USER, SYM)).toBe(4_600_000_000 / 4_000_050_000);
  });

  it('should allow a transfer out only while the ratio stays at or above 2.2', () => {
    expect(margin.transferCheck(ACC, 'USDT', usdt(1000)).ok).toBe(true);
    margin.borrow(USER, SYM, 'USDT', usdt(100)); // debt 100.00125; 1100 - x >= 220.00275
    expect(margin.transferCheck(ACC, 'USDT', usdt(879)).ok).toBe(true);
    expect(margin.transferCheck(ACC, 'USDT', usdt(880))).toMatchObject({ ok: false, error: { code: Code.TRANSFER_BLOCKED_BY_RISK } });
    host.deposit(ACC, 'BTC', btc(0.01)); // worth 600 USDT
    expect(margin.transferCheck(ACC, 'BTC', btc(0.01)).ok).toBe(true);
    margin.borrow(USER, SYM, 'USDT', usdt(500)); // debt 600.0075; assets 2200; floor 1320.0165
    expect(margin.transferCheck(ACC, 'USDT', usdt(879)).ok).toBe(true);
    expect(margin.transferCheck(ACC, 'USDT', usdt(880)).ok).toBe(false);
    expect(margin.transferCheck(ACC, 'BTC', btc(0.01)).ok).toBe(true); // leaves 1600
    host.setPrice(1_000_000); // BTC now worth 100: 1700 in all, floor unchanged
    expect(margin.transferCheck(ACC, 'USDT', usdt(379)).ok).toBe(true);
    expect(margin.transferCheck(ACC, 'USDT', usdt(380)).ok).toBe(false);
  });
});
