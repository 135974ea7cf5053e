import { describe, expect, it } from 'vitest';
import { RISK_TIP_CONFIRMED_KEY, readConfirmed, rememberConfirmed } from './confirmed';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('risk tip confirmations', () => {
  it('should remember confirmed pairs and read them back', () => {
    const s = memory();
    expect(readConfirmed(s).size).toBe(0);
    expect([...rememberConfirmed(s, 1006)]).toEqual([1006]);
    expect([...rememberConfirmed(s, 1025)]).toEqual([1006, 1025]);
    expect(s.data.get(RISK_TIP_CONFIRMED_KEY)).toBe('[1006,1025]');
    expect([...readConfirmed(s)]).toEqual([1006, 1025]);
  });

  it.each(['{', '"1006"', '{"1006":true}', 'null'])('should read the damaged entry %j as none confirmed', (stored) => {
    expect(readConfirmed(memory({ [RISK_TIP_CONFIRMED_KEY]: stored })).size).toBe(0);
  });

  it('should drop entries that are not ids', () => {
    expect([...readConfirmed(memory({ [RISK_TIP_CONFIRMED_KEY]: '[1006,"x",1.5,null,1025]' }))]).toEqual([1006, 1025]);
  });

  it('should keep the confirmation in memory when storage refuses it', () => {
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect([...rememberConfirmed(full, 1006, new Set([1025]))]).toEqual([1025, 1006]);
    expect([...rememberConfirmed(null, 1006)]).toEqual([1006]);
  });
});
