import { describe, expect, it } from 'vitest';
import type { PairSpec } from '../engine/types';
import { parseAmount, parsePrice, parseSize } from './order-parse';

const PAIR = { symbol: 'BTC_USDT', pricePrecision: 2, countPrecision: 6 } as PairSpec;
const WHOLE = { symbol: 'SHIB_USDT', pricePrecision: 0, countPrecision: 0 } as PairSpec;
const code = (r: { ok: boolean; refusal?: { code: number } }) => (r.ok ? 0 : r.refusal!.code);

describe('order-parse', () => {
  it('should turn prices into ticks and refuse them with the price codes', () => {
    expect(parsePrice('60000.5', PAIR, 'price')).toEqual({ ok: true, value: 6_000_050 });
    expect(parsePrice('60000.50000', PAIR, 'price')).toEqual({ ok: true, value: 6_000_050 });
    expect(code(parsePrice('60000.555', PAIR, 'price'))).toBe(33118);
    expect(code(parsePrice('0', PAIR, 'price'))).toBe(33117);
    expect(code(parsePrice('99999999999999999', PAIR, 'price'))).toBe(33117);
    expect(code(parsePrice('-1', PAIR, 'price'))).toBe(30001);
    expect(code(parsePrice('1e3', PAIR, 'price'))).toBe(30001);
  });

  it('should allow the maximum price exactly and refuse one tick more', () => {
    expect(code(parsePrice('9007199254740991', WHOLE, 'price'))).toBe(0);
    expect(code(parsePrice('9999999999999999', WHOLE, 'price'))).toBe(33117); // beyond 2^53 ticks
  });

  it('should refuse amounts with too many decimals or too large with 400 / 30001', () => {
    expect(parseSize('0.000001', PAIR, 'size')).toEqual({ ok: true, value: 1 });
    expect(parseSize('0', PAIR, 'size')).toEqual({ ok: true, value: 0 });
    const r = parseSize('0.0000001', PAIR, 'size');
    expect(r.ok ? null : r.refusal).toEqual({ status: 400, code: 30001, msg: 'size has more than 6 decimals' });
    expect(code(parseAmount('99999999999', 6, 'notional'))).toBe(30001);
  });
});
