import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSED_SYMBOL_NOTICES_KEY, closedNoticeStore, parseClosedIds } from './closed-notices';

const KEY = CLOSED_SYMBOL_NOTICES_KEY;

function memory(entries: Record<string, string> = {}) {
  const m = new Map<string, string>(Object.entries(entries));
  return { m, getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

describe('closed notices', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should start from the ids stored before, in the banners\' format, and persist each close', () => {
    const s = memory({ [KEY]: '[9101]' });
    const store = closedNoticeStore(KEY, () => s);
    expect([...store.ids.value]).toEqual([9101]);
    store.close(9001);
    store.close(9001);
    expect([...store.ids.value]).toEqual([9101, 9001]);
    expect(s.m.get(KEY)).toBe('[9101,9001]');
    // the next page reads them back
    expect([...closedNoticeStore(KEY, () => s).ids.value]).toEqual([9101, 9001]);
  });

  it('should keep the ids another tab stored since the page loaded', () => {
    const s = memory();
    const store = closedNoticeStore(KEY, () => s);
    s.m.set(KEY, '[7]');
    store.close(8);
    expect(s.m.get(KEY)).toBe('[7,8]');
    expect([...store.ids.value]).toEqual([7, 8]);
  });

  it('should forget every id on clear, stored ones too', () => {
    const s = memory({ [KEY]: '[1,2]' });
    const store = closedNoticeStore(KEY, () => s);
    store.clear();
    expect(store.ids.value.size).toBe(0);
    expect(s.m.has(KEY)).toBe(false);
  });

  it('should hold closes for the page when storage is refused or full', () => {
    const refused = closedNoticeStore(KEY, () => null);
    refused.close(9001);
    refused.close(9102);
    expect([...refused.ids.value]).toEqual([9001, 9102]);
    refused.clear();
    expect(refused.ids.value.size).toBe(0);

    const full = { ...memory(), setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    const store = closedNoticeStore(KEY, () => full);
    expect(() => store.close(5)).not.toThrow();
    expect([...store.ids.value]).toEqual([5]);
  });

  it('should move its signal on a close, so every reader follows', () => {
    const store = closedNoticeStore(KEY, () => null);
    const seen: number[] = [];
    const stop = store.ids.subscribe((ids) => seen.push(ids.size));
    store.close(1);
    store.close(1);
    store.close(2);
    stop();
    expect(seen).toEqual([0, 1, 2]);
  });

  it('should ignore bad stored data with a warning naming the key, and write over it on the next close', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = memory({ [KEY]: '{broken' });
    const store = closedNoticeStore(KEY, () => s);
    expect(store.ids.value.size).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain(`the stored ${KEY} is not JSON`);
    store.close(3);
    expect(s.m.get(KEY)).toBe('[3]');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('should read a stored list strictly', () => {
    expect(parseClosedIds(null)).toEqual({ ids: new Set(), problem: null });
    expect(parseClosedIds('[1,2]')).toEqual({ ids: new Set([1, 2]), problem: null });
    expect(parseClosedIds('[1,"x",2.5,3]')).toEqual({ ids: new Set([1, 3]), problem: 'holds entries that are not ids' });
    expect(parseClosedIds('{"a":1}')).toEqual({ ids: new Set(), problem: 'is not a list' });
    expect(parseClosedIds('not json')).toEqual({ ids: new Set(), problem: 'is not JSON' });
  });
});
