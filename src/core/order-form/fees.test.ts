import { describe, expect, it } from 'vitest';
import { formatDown, formatUp, ratio, readExact } from './exact';
import { buyReserve, classRates, estimatedFee, feeEstimate, feeFactorRate, marketBuyFee, rateOf, sideFactor } from './fees';
import { RATES } from './order-form.fixture';
import type { OrderKind, Side } from './types';

describe('feeFactorRate', () => {
  it.each([
    [{ maker: '0.001', taker: '0.002' }, '0.002000'],
    [{ maker: '0.0025', taker: '0.001' }, '0.002500'],
    [{ maker: '0.004', taker: '0.004' }, '0.004000'],
    [{ maker: '', taker: '0.001' }, '0.001000'],
    [{ maker: 'x', taker: 'y' }, '0.000000'],
  ])('should take the larger of %j', (rates, want) => {
    expect(formatDown(feeFactorRate(rates), 6)).toBe(want);
  });

  it('should read a missing rate as 0', () => expect(formatDown(rateOf(undefined), 3)).toBe('0.000'));

  it.each<[Side, string]>([
    ['buy', '1.002'],
    ['sell', '1.000'],
  ])('should give a %s the factor %s', (side, want) => {
    expect(formatDown(sideFactor(side, readExact('0.002')!), 3)).toBe(want);
  });
});

describe('classRates', () => {
  it.each([
    ['A', '0.001', '0.001'],
    ['B', '0.0025', '0.0025'],
    ['C', '0.004', '0.004'],
    ['D', '0.006', '0.006'],
    ['Z', '0.0025', '0.0025'],
  ])('should give class %s maker %s and taker %s', (cls, maker, taker) => {
    expect(classRates(cls)).toEqual({ maker, taker });
  });
});

describe('buyReserve', () => {
  it.each([
    // 60000 x 0.008316 = 498.96; fee 0.99792
    ['498.96', '0.002', 6, '499.957920'],
    // 1.07 x 9.32714 = 9.9800398 -> 9.980040 up; fee 0.01996008 -> 0.019961 up
    ['9.9800398', '0.002', 6, '10.000001'],
    // a notional below one unit still costs a unit, and so does its fee
    ['0.00000099', '0.002', 6, '0.000002'],
    ['100', '0', 6, '100.000000'],
  ])('should reserve %s at rate %s and scale %i as %s', (notional, rate, scale, want) => {
    expect(formatDown(buyReserve(readExact(notional)!, readExact(rate)!, scale), scale)).toBe(want);
  });
});

describe('estimatedFee', () => {
  const figures = { price: readExact('60000')!, amount: readExact('0.01')!, total: readExact('100')! };
  it.each<[OrderKind, 'limit' | 'market', Side, string]>([
    ['limit', 'limit', 'buy', '1.200000'], // taker x price x amount
    ['limit', 'limit', 'sell', '1.200000'],
    ['ioc', 'limit', 'buy', '1.200000'],
    ['limit_maker', 'limit', 'buy', '0.600000'], // post-only: maker
    ['market', 'limit', 'buy', '0.199560'], // the fee inside the total: 1663 lots of 0.06 USDT + 0.2 % fit in 100
    ['market', 'limit', 'sell', '1.200000'], // taker x amount x reference price
    ['trigger', 'limit', 'buy', '1.200000'],
    ['trigger', 'market', 'buy', '0.199560'],
    ['stop_limit', 'market', 'sell', '1.200000'],
    ['stop_limit', 'limit', 'sell', '1.200000'],
  ])('should estimate a %s (%s child) %s at %s USDT', (kind, child, side, want) => {
    expect(formatDown(estimatedFee(kind, child, side, figures, RATES, { quote: 6, count: 6 }), 6)).toBe(want);
  });

  it('should be shown rounded up', () => {
    const fee = estimatedFee('limit', 'limit', 'buy', { price: ratio(6000001, 2), amount: ratio(1, 6), total: ratio(0, 0) }, RATES, { quote: 6, count: 6 });
    expect(formatUp(fee, 6)).toBe('0.000121');
    expect(formatDown(fee, 6)).toBe('0.000120');
  });
});

describe('marketBuyFee', () => {
  it.each<[string, string, string]>([
    ['100', '0.002', '0.199601'], // 99.800399 + 0.199601 = 100; one unit more of notional needs 0.199602
    ['1', '0.001', '0.000999'],
    ['5', '0', '0.000000'],
  ])('should charge a market buy of %s USDT at %s the fee inside the total: %s', (total, rate, want) => {
    expect(formatDown(marketBuyFee(readExact(total)!, readExact(rate)!, 6), 6)).toBe(want);
  });
});

describe('feeEstimate', () => {
  const P = { price: 2, count: 6, total: 2 };
  it.each<[string, Parameters<typeof feeEstimate>[0], string, string]>([
    ['a limit buy: taker × price × amount', { kind: 'limit', child: 'limit', side: 'buy', amount: '0.01', total: '601.20' }, '60000', '1.200000'],
    ['a post-only buy: maker × price × amount', { kind: 'limit_maker', child: 'limit', side: 'buy', amount: '0.01', total: '' }, '60000', '0.600000'],
    ['a limit sell', { kind: 'ioc', child: 'limit', side: 'sell', amount: '0.5', total: '' }, '60000', '60.000000'],
    // total × rate / (1 + rate): 99.800399 of notional and 0.199601 of fee make 100
    ['a market buy, the fee inside its total', { kind: 'market', child: 'limit', side: 'buy', amount: '', total: '100' }, '', '0.199601'],
    ['a market buy filled at the best ask, in whole lots', { kind: 'market', child: 'limit', side: 'buy', amount: '', total: '100' }, '60000', '0.199560'],
    ['a market sell at the reference price', { kind: 'market', child: 'limit', side: 'sell', amount: '0.01', total: '' }, '60000', '1.200000'],
    ['a trigger market child at its trigger price', { kind: 'trigger', child: 'market', side: 'sell', amount: '0.01', total: '' }, '61000', '1.220000'],
    ['a fee below a ledger unit, rounded up', { kind: 'limit', child: 'limit', side: 'buy', amount: '0.000001', total: '' }, '60000.01', '0.000121'],
    ['no amount yet', { kind: 'limit', child: 'limit', side: 'buy', amount: '', total: '' }, '60000', ''],
    ['no price yet', { kind: 'limit', child: 'limit', side: 'sell', amount: '1', total: '' }, '', ''],
    ['a market buy of 0', { kind: 'market', child: 'limit', side: 'buy', amount: '', total: '0' }, '', ''],
  ])('should estimate %s', (_name, d, price, want) => {
    expect(feeEstimate(d, price, RATES, P, 6)).toBe(want);
  });
});
