import { describe, expect, it } from 'vitest';
import { barItems, type BarPair } from './bar-items';

const pair = (symbol: string, c: string, fluctuation: string, isShow?: boolean): [string, BarPair] => [symbol, { symbol, name: symbol.replace('_', '/'), c, fluctuation, ...(isShow === undefined ? {} : { isShow }) }];
const PAIRS = new Map([pair('BTC_USDT', '30000.5', '0.0123'), pair('ETH_USDT', '2000.25', '-0.004'), pair('OLD_USDT', '1', '0', false), pair('DOGE_USDT', '', '0')]);

describe('barItems', () => {
  it('should list the favourites in their order with price, change and its tone', () => {
    expect(barItems(['ETH_USDT', 'BTC_USDT'], PAIRS, () => undefined)).toEqual([
      { symbol: 'ETH_USDT', name: 'ETH/USDT', price: '2000.25', change: '-0.40%', tone: 'down' },
      { symbol: 'BTC_USDT', name: 'BTC/USDT', price: '30000.5', change: '+1.23%', tone: 'up' },
    ]);
  });

  it('should leave out pairs the list does not offer, and show dashes for a pair without a price', () => {
    expect(barItems(['NOPE_USDT', 'OLD_USDT', 'DOGE_USDT'], PAIRS, () => undefined)).toEqual([
      { symbol: 'DOGE_USDT', name: 'DOGE/USDT', price: '--', change: '0.00%' },
    ]);
  });

  it('should take the ticker figures over the pair list, but not an empty ticker price', () => {
    const ticker = (s: string) => (s === 'BTC_USDT' ? { c: '31000.0', fluctuation: '-0.01' } : { c: '', fluctuation: '' });
    expect(barItems(['BTC_USDT', 'ETH_USDT'], PAIRS, ticker).map((i) => [i.price, i.change])).toEqual([['31000.0', '-1.00%'], ['2000.25', '-0.40%']]);
  });
});
