import { describe, expect, it } from 'vitest';
import { COIN, limit, lots, makeEngine, order, placed, px, spot, USD } from './test-fixtures';
import type { Balance } from './types';

const MAKER = 1;
const TAKER = 2;

/** The balance events of a run, as `account:coin` keys in emission order. */
function balanceKeys(events: ReadonlyArray<{ kind: string; balance?: Balance }>): string[] {
  return events.filter((e) => e.kind === 'balance').map((e) => `${e.balance!.accountId}:${e.balance!.coin}`);
}

describe('ledger batches (one balance event per account and coin per crossing order)', () => {
  it('should announce each balance a multi-fill taker moved once, as it stands at the end', () => {
    const { engine, events } = makeEngine();
    for (const u of [MAKER, TAKER]) {
      engine.fund(u, 'USDT', 1_000_000 * USD);
      engine.fund(u, 'BTC', 100 * COIN);
    }
    for (let i = 0; i < 4; i++) placed(engine, limit(MAKER, 'sell', px(60_000 + i), lots(0.25)));
    events.length = 0;
    placed(engine, order(TAKER, 'buy', 'ioc', px(60_010), lots(1)));
    const keys = balanceKeys(events);
    // taker USDT frozen at placement, then once per moved balance: no key twice after that
    const afterFreeze = keys.slice(1);
    expect(new Set(afterFreeze).size).toBe(afterFreeze.length);
    // the last event of each balance is its state now
    const last = new Map<string, Balance>();
    for (const e of events) if (e.kind === 'balance') last.set(`${e.balance.accountId}:${e.balance.coin}`, e.balance);
    const takerUsdt = [...last.values()].find((b) => b.coin === 'USDT' && b.frozen === 0 && b.available < 1_000_000 * USD);
    expect(takerUsdt).toBeDefined();
    expect(spot(engine, TAKER, 'BTC')).toEqual({ available: 101 * COIN, frozen: 0 });
    expect(engine.audit()).toEqual([]);
  });

  it('should emit a resting placement and a cancel balance at once (no batch)', () => {
    const { engine, events } = makeEngine();
    engine.fund(MAKER, 'USDT', 1_000 * USD);
    events.length = 0;
    const o = placed(engine, limit(MAKER, 'buy', px(100), lots(1)));
    expect(events.map((e) => e.kind)).toEqual(['balance', 'order']); // the freeze, then the order
    events.length = 0;
    engine.cancel(MAKER, o.orderId);
    expect(events.map((e) => e.kind)).toEqual(['balance', 'order']);
  });
});
