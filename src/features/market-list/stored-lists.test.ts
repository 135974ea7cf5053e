import { describe, expect, it } from 'vitest';
import { parseHistory, rememberChoice, SEARCH_HISTORY_MAX } from './search-history';
import { parseLocalFavorites, parseServerFavorites, toggled, toOffer } from './favorites';

describe('search history (at most 9)', () => {
  it('should put the newest first, once, and keep at most 9', () => {
    let h: number[] = [];
    for (let id = 1; id <= 12; id++) h = rememberChoice(h, id);
    expect(h).toHaveLength(SEARCH_HISTORY_MAX);
    expect(h[0]).toBe(12);
    expect(rememberChoice(h, 8)).toEqual([8, 12, 11, 10, 9, 7, 6, 5, 4]);
  });

  it('should read malformed storage as empty, and drop bad entries', () => {
    expect(parseHistory('{')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory('[1,"2",1,-3,4.5,5]')).toEqual([1, 5]);
    expect(parseHistory(JSON.stringify([...Array(20).keys()].map((i) => i + 1)))).toHaveLength(9);
  });
});

describe('favourites', () => {
  it('should read well-formed symbols only from local storage', () => {
    expect(parseLocalFavorites('["BTC_USDT","x",3,"BTC_USDT","ETH_BTC"]')).toEqual(['BTC_USDT', 'ETH_BTC']);
    expect(parseLocalFavorites('nope')).toEqual([]);
  });

  it('should read the server pair list, or null for another shape', () => {
    expect(parseServerFavorites({ pairList: [{ symbol_id: 1001, symbol_name: 'BTC_USDT' }, { symbol_name: 7 }] })).toEqual(['BTC_USDT']);
    expect(parseServerFavorites({})).toBeNull();
    expect(parseServerFavorites(null)).toBeNull();
  });

  it('should toggle and offer only what the account lacks', () => {
    expect(toggled(['A_B'], 'C_D')).toEqual(['A_B', 'C_D']);
    expect(toggled(['A_B', 'C_D'], 'A_B')).toEqual(['C_D']);
    expect(toOffer(['A_B', 'C_D'], ['C_D'])).toEqual(['A_B']);
  });
});
