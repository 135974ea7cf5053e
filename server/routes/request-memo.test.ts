import { describe, expect, it } from 'vitest';
import { openStore } from '../store/sqlite';
import { okAnswer, refusalAnswer } from './answer';
import { RequestMemo } from './request-memo';

describe('RequestMemo', () => {
  it('should remember an answer per user and kind for its window only', () => {
    const deps = { store: openStore(':memory:'), now: () => 0 };
    const memo = new RequestMemo(deps, 'order', 1000);
    const a = okAnswer({ orderId: 1 });
    memo.remember(1, 'submit', 'EB1', a, 0);
    expect(memo.get(1, 'submit', 'EB1', 999)).toBe(a);
    expect(memo.get(2, 'submit', 'EB1', 999)).toBeUndefined();
    expect(memo.get(1, 'update', 'EB1', 999)).toBeUndefined();
    expect(memo.get(1, 'submit', 'EB1', 1000)).toBeUndefined();
  });

  it('should not remember a malformed request (400), so a corrected retry runs', () => {
    const deps = { store: openStore(':memory:'), now: () => 0 };
    const memo = new RequestMemo(deps, 'order');
    memo.remember(1, 'submit', 'EB1', refusalAnswer({ status: 400, code: 30001, msg: 'bad' }), 0);
    expect(memo.get(1, 'submit', 'EB1', 1)).toBeUndefined();
  });

  it('should give the answer back after a restart once committed, until it expires', () => {
    const store = openStore(':memory:');
    let now = 1_000;
    const deps = { store, now: () => now };
    const first = new RequestMemo(deps, 'order');
    first.remember(7, 'submit', 'EB1', okAnswer({ orderId: 3, orderIdStr: '3' }), now);
    first.remember(7, 'submit', 'EB2', refusalAnswer({ status: 200, code: 33102, msg: 'balance' }), now);
    store.persist([]); // the commit of the call's events
    const again = new RequestMemo(deps, 'order'); // a restart: memory rebuilt from the store
    expect(again.get(7, 'submit', 'EB1', now)?.body).toEqual({ success: true, code: 0, msg: 'success', data: { orderId: 3, orderIdStr: '3' } });
    expect(again.get(7, 'submit', 'EB2', now)?.body.code).toBe(33102);
    expect(new RequestMemo(deps, 'loan').get(7, 'submit', 'EB1', now)).toBeUndefined(); // scopes apart
    now += 24 * 3600_000;
    expect(new RequestMemo(deps, 'order').get(7, 'submit', 'EB1', now)).toBeUndefined();
    expect(store.prune(0).requests).toBe(2);
  });
});
