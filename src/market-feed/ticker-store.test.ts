import { describe, expect, it } from 'vitest';
import { ANY_DECIMALS, TICKER_SLOTS, figureText, parseFigure } from './ticker-columns';
import { TickerStore } from './ticker-store';

const row = (symbol: string, c: string, extra: Record<string, string> = {}) => ({ symbol, symbolId: 1, c, h: c, l: c, v: '1.5', qv: '1', rate: '0.00', fluctuation: '-0.0100', increase: '0' as const, ...extra });

/** The rows of a take as [symbol, c, c decimals, fluctuation] (symbols from the store's table). */
function decode(frame: ReturnType<TickerStore['take']>, table: string[]): [string, number, number, number][] {
  table.push(...frame.symbols);
  const out: [string, number, number, number][] = [];
  for (let k = 0; k < frame.rows[0]; k++) {
    const at = 1 + k * TICKER_SLOTS;
    out.push([table[frame.rows[at]], frame.rows[at + 1], frame.rows[at + 2], frame.rows[at + 11]]);
  }
  return out;
}

describe('ticker figures', () => {
  it('should read a text as its value and decimals, and write it back the same', () => {
    expect(parseFigure('0.0010')).toEqual([0.001, 4]);
    expect(parseFigure('60000')).toEqual([60000, 0]);
    expect(parseFigure('-0.0123')).toEqual([-0.0123, 4]);
    expect(parseFigure('')).toEqual([NaN, 0]);
    expect(parseFigure('abc')).toEqual([NaN, 0]);
    expect(parseFigure(5)).toEqual([NaN, 0]);
    expect(parseFigure('1e-7')).toEqual([1e-7, ANY_DECIMALS]);
    for (const t of ['0.0010', '60000', '-0.0123', '123456.12345678', '0.00000001', '1e-7', '']) expect(figureText(...parseFigure(t))).toBe(t);
  });
});

describe('TickerStore', () => {
  it('should hand over only the rows that changed since the last take, with new symbols once', () => {
    const t = new TickerStore();
    const table: string[] = [];
    expect(t.apply([row('BTC_USDT', '1.00'), row('ETH_USDT', '2.00')])).toBe(2);
    const first = t.take();
    expect(first.from).toBe(0);
    expect(decode(first, table)).toEqual([['BTC_USDT', 1, 2, -0.01], ['ETH_USDT', 2, 2, -0.01]]);
    expect(t.dirty).toBe(false);
    expect(t.apply([row('BTC_USDT', '1.00'), row('ETH_USDT', '2.50'), { nope: 1 }, row('', '1'), null])).toBe(1);
    const second = t.take();
    expect(second.from).toBe(2);
    expect(second.symbols).toEqual([]);
    expect(decode(second, table)).toEqual([['ETH_USDT', 2.5, 2, -0.01]]);
    t.apply([row('XRP_USDT', '0.5000')]);
    const third = t.take();
    expect(third.from).toBe(2);
    expect(decode(third, table)).toEqual([['XRP_USDT', 0.5, 4, -0.01]]);
  });

  it('should see a change of decimals alone as a change', () => {
    const t = new TickerStore();
    t.apply([row('BTC_USDT', '1.0')]);
    t.take();
    expect(t.apply([row('BTC_USDT', '1.00')])).toBe(1);
    expect(t.apply([row('BTC_USDT', '1.00')])).toBe(0);
  });

  it('should write into a recycled array that is long enough, and make a new one otherwise', () => {
    const t = new TickerStore();
    t.apply([row('A_USDT', '1'), row('B_USDT', '2')]);
    const mine = new Float64Array(1 + 2 * TICKER_SLOTS);
    expect(t.take(mine).rows).toBe(mine);
    t.apply([row('A_USDT', '3'), row('B_USDT', '4')]);
    expect(t.take(new Float64Array(3)).rows.length).toBe(1 + 2 * TICKER_SLOTS);
  });

  it('should count manual answers into the next take even when no row changed', () => {
    const t = new TickerStore();
    t.apply([row('A_USDT', '1')]);
    expect(t.take().manual).toBe(0);
    expect(t.noteManualAnswer()).toBe(1);
    expect(t.dirty).toBe(true);
    const f = t.take();
    expect(f.manual).toBe(1);
    expect(f.rows[0]).toBe(0);
    expect(t.dirty).toBe(false);
  });

  it('should grow past its first capacity and keep every figure', () => {
    const t = new TickerStore();
    const rows = Array.from({ length: 300 }, (_, i) => row(`P${i}_USDT`, `${i}.5`));
    expect(t.apply(rows)).toBe(300);
    expect(t.size).toBe(300);
    expect(t.figure('P0_USDT', 'c')).toBe(0.5);
    expect(t.figure('P299_USDT', 'c')).toBe(299.5);
    expect(t.figure('P299_USDT', 'v')).toBe(1.5);
    expect(t.take().rows[0]).toBe(300);
  });
});
