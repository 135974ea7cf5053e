import { describe, expect, it } from 'vitest';
import { openStore } from '../store/sqlite';
import { KEY_ONLY, RequestMemory } from './request-memory';

describe('RequestMemory', () => {
  it('should commit a key only with the next persist, in the same journal entry as the events', () => {
    const store = openStore(':memory:', { journalApplyMs: 3_600_000, now: () => 0 });
    const seen = new RequestMemory(store, 'sig:', 60_000, 10, KEY_ONLY, 0);
    seen.remember('ab', true, 0);
    expect(new RequestMemory(store, 'sig:', 60_000, 10, KEY_ONLY, 0).get('ab', 1)).toBeUndefined(); // not committed yet
    store.persist([]);
    expect(new RequestMemory(store, 'sig:', 60_000, 10, KEY_ONLY, 0).get('ab', 1)).toBe(true);
    store.close();
  });

  it('should read keys memory dropped from the store, and only then', () => {
    const store = openStore(':memory:');
    const asked: string[] = [];
    const spy = { ...store, recallRequest: (key: string, now: number) => (asked.push(key), store.recallRequest(key, now)) };
    const seen = new RequestMemory(spy, 'sig:', 60_000, 3, KEY_ONLY, 0);
    for (const k of ['a', 'b', 'c']) seen.remember(k, true, 0);
    store.persist([]);
    expect(seen.get('x', 1)).toBeUndefined();
    expect(asked).toEqual([]); // nothing dropped yet: a miss in memory is the answer
    seen.remember('d', true, 2); // 'a' leaves memory
    store.persist([]);
    expect(seen.get('a', 3)).toBe(true);
    expect(asked).toEqual(['sig:a']);
    expect(seen.get('a', 60_001)).toBeUndefined(); // expired in the store too
  });

  it('should load only the newest keys of its scope at start and fall back to the store for the rest', () => {
    const store = openStore(':memory:');
    const first = new RequestMemory(store, 'sig:', 60_000, 100, KEY_ONLY, 0);
    for (let i = 0; i < 5; i++) first.remember(`k${i}`, true, i);
    new RequestMemory(store, 'other:', 60_000, 100, KEY_ONLY, 0).remember('k0', true, 0);
    store.persist([]);
    const small = new RequestMemory(store, 'sig:', 60_000, 2, KEY_ONLY, 10);
    for (let i = 0; i < 5; i++) expect(small.get(`k${i}`, 10)).toBe(true);
    expect(small.get('k9', 10)).toBeUndefined();
    expect(store.recentRequests('sig:', 10, 100).map((r) => r.key)).toEqual(['sig:k0', 'sig:k1', 'sig:k2', 'sig:k3', 'sig:k4']);
  });
});
