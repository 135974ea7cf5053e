import { describe, expect, it } from 'vitest';
import { NO_SORT, dirOf, nextSort, sortIndexes, type SortState } from './sort';
import { volumeInCurrency } from './rates';
import { fixture } from './market-list.fixture';

const { cat, cols } = fixture();
const vol = volumeInCurrency(cat, cols);
const all = () => [...Array(cat.size).keys()];
const names = (s: SortState) => sortIndexes(all(), s, cat, cols, vol).map((i) => cat.symbol[i]);

describe('market list sorting (spec section 4)', () => {
  it('should cycle none, down, up, none on one column', () => {
    const a = nextSort(NO_SORT, 'price');
    expect(a).toEqual({ column: 'price', dir: 'down' });
    const b = nextSort(a, 'price');
    expect(b).toEqual({ column: 'price', dir: 'up' });
    expect(nextSort(b, 'price')).toEqual(NO_SORT);
  });

  it('should start another column at down', () => {
    expect(nextSort({ column: 'price', dir: 'up' }, 'rate')).toEqual({ column: 'rate', dir: 'down' });
    expect(dirOf({ column: 'price', dir: 'up' }, 'rate')).toBe('none');
  });

  it('should order by volume in currency, descending, ties by symbol id, without a sort', () => {
    // ETH_BTC: 2.5 BTC x 60000 = 150000 USD; DEAD, NEW have 0 and tie by id
    expect(names(NO_SORT)).toEqual(['WBTC_USDT', 'BTC_USDT', 'ETH_USDT', 'ETH_BTC', 'BTC_USDC', 'BTCX_USDT', 'HIDE_USDT', 'DEAD_USDT', 'NEW_USDT']);
  });

  it('should sort the change column both ways, ties by symbol id', () => {
    expect(names({ column: 'rate', dir: 'down' }).slice(0, 3)).toEqual(['BTCX_USDT', 'BTC_USDT', 'ETH_BTC']);
    expect(names({ column: 'rate', dir: 'up' }).slice(0, 3)).toEqual(['ETH_USDT', 'BTC_USDC', 'DEAD_USDT']);
  });

  it('should sort the price and pair columns', () => {
    expect(names({ column: 'price', dir: 'down' }).slice(0, 2)).toEqual(['BTC_USDC', 'BTC_USDT']);
    expect(names({ column: 'pair', dir: 'up' }).slice(0, 3)).toEqual(['BTC_USDC', 'BTC_USDT', 'BTCX_USDT']);
    expect(names({ column: 'pair', dir: 'down' })[0]).toBe('WBTC_USDT');
  });

  it('should sort the volume column by volume in currency', () => {
    expect(names({ column: 'vol', dir: 'up' }).slice(0, 3)).toEqual(['DEAD_USDT', 'NEW_USDT', 'HIDE_USDT']);
  });
});
