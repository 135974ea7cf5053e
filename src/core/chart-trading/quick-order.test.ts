import { describe, expect, it } from 'vitest';
import { PAIR, RATES } from '../order-form/order-form.fixture';
import { checkQuickLimit, checkQuickMarket, estimatedMax, minTotalWarning, percentAmount, percentOf, type QuickMarketInput } from './quick-order';

const market = (over: Partial<QuickMarketInput>): QuickMarketInput => ({
  side: 'buy', entry: 'total', value: '100', bestPrice: '60000', available: '1000', fees: RATES, pair: PAIR, ...over,
});

describe('checkQuickMarket', () => {
  it('should pass an order inside every rule', () => {
    expect(checkQuickMarket(market({}))).toBeNull();
    expect(checkQuickMarket(market({ side: 'sell', entry: 'amount', value: '0.01', available: '0.5' }))).toBeNull();
  });

  it('should answer e_33124 with the minimum count for an empty or zero input', () => {
    for (const value of ['', '  ', '0', '0.000']) {
      expect(checkQuickMarket(market({ value }))).toEqual({ key: 'e_33124', params: { min: '0.00001', coin: 'BTC' } });
    }
  });

  it('should answer the null message of the field for text that is not a number', () => {
    expect(checkQuickMarket(market({ value: '1e5' }))).toEqual({ key: 'nullTotalNew' });
    expect(checkQuickMarket(market({ entry: 'amount', value: '-1' }))).toEqual({ key: 'nullAmountNew' });
  });

  it('should need a best price to estimate the other quantity', () => {
    expect(checkQuickMarket(market({ bestPrice: null }))).toEqual({ key: 'nullPriceNew' });
  });

  it('should check a buy\'s total after the larger fee rate against the minimum buy amount', () => {
    // 5.01 x (1 - 0.002) = 4.99998 < 5: refused although the total itself is above the minimum
    expect(checkQuickMarket(market({ value: '5.01' }))).toEqual({ key: 'lessTotal', params: { min: '5', coin: 'USDT' } });
    // 5.02 x 0.998 = 5.00996 >= 5
    expect(checkQuickMarket(market({ value: '5.02' }))).toBeNull();
  });

  it('should check a sell\'s total, estimated at the best bid and rounded down, against the minimum sell amount', () => {
    // 0.0000833 BTC at 60000 = 4.998 -> 4.99 USDT < 5
    expect(checkQuickMarket(market({ side: 'sell', entry: 'amount', value: '0.0000833', available: '1' }))).toEqual({ key: 'lessTotal', params: { min: '5', coin: 'USDT' } });
    expect(checkQuickMarket(market({ side: 'sell', entry: 'amount', value: '0.0000834', available: '1' }))).toBeNull();
  });

  it('should refuse a buy total or a sell amount above the balance', () => {
    expect(checkQuickMarket(market({ value: '1000.01' }))).toEqual({ key: 'balanceNotEnough' });
    expect(checkQuickMarket(market({ value: '1000' }))).toBeNull();
    // a sell by total: 600 USDT at 60000 is 0.01 BTC, more than 0.009
    expect(checkQuickMarket(market({ side: 'sell', entry: 'total', value: '600', available: '0.009' }))).toEqual({ key: 'balanceNotEnough' });
  });

  it('should refuse an amount under the minimum count once the totals pass', () => {
    const pair = { ...PAIR, minBuyCount: '0.01' };
    // 100 USDT at 60000 buys 0.001666 BTC < 0.01
    expect(checkQuickMarket(market({ pair }))).toEqual({ key: 'lessAmount', params: { min: '0.01', coin: 'BTC' } });
  });
});

describe('minTotalWarning', () => {
  const warn = (price: string, amount: string, side: 'buy' | 'sell' = 'buy') => minTotalWarning({ side, price, amount, pair: PAIR });

  it('should warn while the total is at or below the minimum, with the total it makes', () => {
    expect(warn('60000', '0.00005')).toEqual({ total: '3.00', min: '5', coin: 'USDT' });
    expect(warn('50000', '0.0001', 'sell')).toEqual({ total: '5.00', min: '5', coin: 'USDT' });
  });

  it('should not warn without an amount, without a price, or above the minimum', () => {
    expect(warn('60000', '')).toBeNull();
    expect(warn('60000', '0')).toBeNull();
    expect(warn('', '1')).toBeNull();
    expect(warn('60000', '0.0001')).toBeNull();
  });
});

describe('checkQuickLimit', () => {
  const limit = (over: Partial<Parameters<typeof checkQuickLimit>[0]>) => checkQuickLimit({ side: 'buy', price: '60000', amount: '0.01', available: '1000', pair: PAIR, ...over });

  it('should pass an order inside every rule', () => {
    expect(limit({})).toBeNull();
  });

  it('should want a price above zero and not above the largest price', () => {
    expect(limit({ price: '' })).toEqual({ key: 'nullPriceNew' });
    expect(limit({ price: '0' })).toEqual({ key: 'nullPriceNew' });
    expect(limit({ price: '10000000000000000' })).toEqual({ key: 'priceExceedLimit', params: { max: '9999999999999999' } });
  });

  it('should want an amount above zero', () => {
    expect(limit({ amount: '0' })).toEqual({ key: 'nullAmountNew' });
    expect(limit({ amount: 'x' })).toEqual({ key: 'nullAmountNew' });
  });

  it('should want price x amount at least the minimum amount of the side', () => {
    expect(limit({ amount: '0.00008' })).toEqual({ key: 'lessTotal', params: { min: '5', coin: 'USDT' } }); // 4.8
    expect(limit({ side: 'sell', amount: '0.00008', available: '1' })).toEqual({ key: 'lessTotal', params: { min: '5', coin: 'USDT' } });
  });

  it('should refuse a buy total or a sell amount above the balance', () => {
    expect(limit({ amount: '0.02' })).toEqual({ key: 'balanceNotEnough' }); // 1200 > 1000
    expect(limit({ side: 'sell', amount: '0.02', available: '0.01' })).toEqual({ key: 'balanceNotEnough' });
    expect(limit({ side: 'sell', amount: '0.01', available: '0.01' })).toBeNull();
  });
});

describe('percents', () => {
  it('should cap a percent at 100 and cut it to two decimals', () => {
    expect(percentOf('150')).toEqual(percentOf('100'));
    expect(percentOf('33.339')).toEqual(percentOf('33.33'));
    expect(percentOf('abc')).toBeNull();
  });

  it('should buy a share of the quote less the larger fee rate, rounded down to the count precision', () => {
    // 1000 x 25 % x 0.998 / 60000 = 0.00415833.. -> 0.004158
    expect(percentAmount('buy', '25', '1000', '60000', RATES, PAIR)).toBe('0.004158');
    expect(percentAmount('buy', '100', '1000', '60000', RATES, PAIR)).toBe('0.016633');
  });

  it('should sell a share of the base, rounded down', () => {
    expect(percentAmount('sell', '75', '0.1234567', '60000', RATES, PAIR)).toBe('0.092592');
    expect(percentAmount('sell', '50', '1', '0', RATES, PAIR)).toBeNull();
  });
});

describe('estimatedMax', () => {
  it('should be the balance itself in its own unit', () => {
    expect(estimatedMax('buy', 'total', '1000.129', null, RATES, PAIR)).toBe('1000.12');
    expect(estimatedMax('sell', 'amount', '0.1234567', null, RATES, PAIR)).toBe('0.123456');
  });

  it('should convert at the best price, a buy less the larger fee rate', () => {
    expect(estimatedMax('buy', 'amount', '1000', '60000', RATES, PAIR)).toBe('0.016633');
    expect(estimatedMax('sell', 'total', '0.5', '60000.5', RATES, PAIR)).toBe('30000.25');
    expect(estimatedMax('buy', 'amount', '1000', null, RATES, PAIR)).toBeNull();
  });
});
