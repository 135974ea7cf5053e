import { describe, expect, it } from 'vitest';
import { markMoversSeen, moversDotShown } from './movers-dot';

describe('the Top Movers dot', () => {
  it('should show until the tab is opened once, then stay gone (version 1)', () => {
    const m = new Map<string, string>();
    const store = { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
    expect(moversDotShown(store)).toBe(true);
    markMoversSeen(store);
    expect(m.get('TopMoversTradeNotice')).toBe('1');
    expect(moversDotShown(store)).toBe(false);
    m.set('TopMoversTradeNotice', '0'); // an older version
    expect(moversDotShown(store)).toBe(true);
    expect(moversDotShown(null)).toBe(true);
  });
});
