import { describe, expect, it } from 'vitest';
import { RandomOps } from './random-ops.fixture';
import { COINS, makeEngine } from './test-fixtures';

/**
 * Property test: 100,000 random commands over six users, two pairs (one with margin), every
 * order kind, plan orders firing, amends, cancels, funding, fee changes, margin and ticks.
 * After each command every coin's total is what it was at genesis, no balance is negative,
 * and frozen funds match open orders exactly (engine.audit); a refusal emits nothing.
 */
const OPS = 100_000;
const AUDIT_EVERY = 10;

describe('conservation under random operations', () => {
  it('should keep every total, balance and frozen amount exact over 100,000 operations', () => {
    const { engine, events, clock } = makeEngine();
    const totals = new Map(COINS.map((c) => [c.coin, engine.total(c.coin)]));
    const ops = new RandomOps(engine, 20_240_808, clock);
    ops.fundAll();
    const counts = new Map<string, [number, number]>();
    const states = new Map<string, number>();
    let fills = 0;
    let loans = 0;
    let bmxFees = 0;
    for (let i = 0; i < OPS; i++) {
      const before = events.length;
      const { op, result } = ops.step();
      const c = counts.get(op) ?? [0, 0];
      c[result.ok ? 0 : 1]++;
      counts.set(op, c);
      if (!result.ok) {
        const emitted = events.slice(before).filter((e) => e.kind !== 'account');
        if (emitted.length > 0) throw new Error(`op ${i} ${op} refused (${result.error.code}) but emitted ${emitted[0].kind}`);
      }
      for (const coin of COINS) {
        if (engine.total(coin.coin) !== totals.get(coin.coin)) throw new Error(`op ${i} ${op}: ${coin.coin} total changed`);
      }
      if (i % AUDIT_EVERY === 0 || i === OPS - 1) {
        const problems = engine.audit();
        if (problems.length > 0) throw new Error(`op ${i} ${op}: ${problems.slice(0, 5).join('; ')}`);
      }
      for (let k = before; k < events.length; k++) {
        const e = events[k];
        if (e.kind === 'fill') {
          fills++;
          if (e.fill.feeCoin === 'BMX') bmxFees++;
        }
        else if (e.kind === 'order') states.set(`${e.order.planType}:${e.order.state}`, (states.get(`${e.order.planType}:${e.order.state}`) ?? 0) + 1);
        else if (e.kind === 'loan') loans++;
      }
      if (events.length > 100_000) events.length = 0;
    }
    expect(loans).toBeGreaterThan(100);
    expect(bmxFees).toBeGreaterThan(100);
    // The mix really exercised both outcomes of each kind of command.
    for (const op of ['limit', 'market', 'plan', 'cancel', 'amend', 'cancelAll', 'margin']) {
      expect(counts.get(op)![0], `${op} accepted`).toBeGreaterThan(1_000);
    }
    for (const op of ['market', 'cancel', 'amend', 'margin']) expect(counts.get(op)![1], `${op} refused`).toBeGreaterThan(10);
    expect(fills).toBeGreaterThan(10_000);
    for (const state of ['0:COMPLETE', '0:PARTIAL_COMPLETE_AND_CANCELLED', '0:STP_CANCELED', '1:COMPLETE', '2:COMPLETE', '2:SYSTEM_CANCELED']) {
      expect(states.get(state), state).toBeGreaterThan(10);
    }
    expect(counts.get('bad')![0]).toBe(0);
  });
});
