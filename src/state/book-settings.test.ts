import { describe, expect, it } from 'vitest';
import { BOOK_SETTINGS_KEY, DEFAULT_BOOK_SETTINGS, readBookSettings, writeBookSettings, type BookSettings } from './book-settings';

/** A Map-backed Storage stand-in. */
function memoryStore(initial?: string) {
  const m = new Map<string, string>();
  if (initial !== undefined) m.set(BOOK_SETTINGS_KEY, initial);
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

const custom: BookSettings = { view: 'sell', displayAverage: false, switchBuySell: true, displayBuySell: false, markOwnOrders: false, totals: 'quote' };

describe('book settings storage', () => {
  it('should give the defaults with nothing stored or no storage at all', () => {
    expect(readBookSettings(memoryStore())).toEqual(DEFAULT_BOOK_SETTINGS);
    expect(readBookSettings(undefined)).toEqual(DEFAULT_BOOK_SETTINGS);
  });

  it('should read back what it wrote, with the version 2.0.0', () => {
    const store = memoryStore();
    writeBookSettings(store, custom);
    expect(JSON.parse(store.m.get(BOOK_SETTINGS_KEY)!)).toMatchObject({ version: '2.0.0', view: 'sell', totals: 'quote' });
    expect(readBookSettings(store)).toEqual(custom);
  });

  it('should drop a stored set of another version', () => {
    expect(readBookSettings(memoryStore(JSON.stringify({ ...custom, version: '1.0.0' })))).toEqual(DEFAULT_BOOK_SETTINGS);
  });

  it('should fall back to the default field by field for bad values', () => {
    const stored = { version: '2.0.0', view: 'sideways', displayAverage: 'yes', switchBuySell: true, displayBuySell: 0, markOwnOrders: false, totals: 'usd' };
    expect(readBookSettings(memoryStore(JSON.stringify(stored)))).toEqual({ ...DEFAULT_BOOK_SETTINGS, switchBuySell: true, markOwnOrders: false });
  });

  it('should survive garbage, JSON that is not an object and a throwing store', () => {
    expect(readBookSettings(memoryStore('{not json'))).toEqual(DEFAULT_BOOK_SETTINGS);
    expect(readBookSettings(memoryStore('"both"'))).toEqual(DEFAULT_BOOK_SETTINGS);
    expect(readBookSettings(memoryStore('null'))).toEqual(DEFAULT_BOOK_SETTINGS);
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => writeBookSettings(full, custom)).not.toThrow();
  });
});
