import { describe, expect, it } from 'vitest';
import { FIGURES, grown, TickerTable } from './ticker-table';

const row = (symbol: string, c: string, v = '1.50') => ({ symbol, c, h: c, l: '', v, qv: '0', fluctuation: '-0.0100' });

describe('ticker table (the worker\'s store and the page\'s table)', () => {
  it('should index symbols in the order first seen and tell which row changed', () => {
    const t = new TickerTable();
    expect(t.writeRow(row('BTC_USDT', '60000.10'))).toBe(0);
    expect(t.writeRow(row('ETH_USDT', '3000.00'))).toBe(1);
    expect(t.writeRow(row('BTC_USDT', '60000.10'))).toBe(-1); // the same figures
    expect(t.writeRow(row('BTC_USDT', '60000.1'))).toBe(0); // the same value with other decimals is a change
    expect(t.text(0, 'c')).toBe('60000.1');
    expect(t.text(1, 'fluctuation')).toBe('-0.0100');
    expect(t.text(1, 'l')).toBe('');
    expect(t.figure(1, 'v')).toBe(1.5);
    expect(t.index('ETH_USDT')).toBe(1);
    expect(t.index('XRP_USDT')).toBe(-1);
  });

  it('should write nothing for what is not a ticker row, and read NaN or \'\' for an unknown index', () => {
    const t = new TickerTable();
    for (const bad of [null, 1, 'BTC_USDT', {}, { symbol: '' }, { symbol: 7, c: '1' }]) expect(t.writeRow(bad)).toBe(-1);
    expect(t.size).toBe(0);
    expect(t.figure(0, 'c')).toBeNaN();
    expect(t.figure(-1, 'c')).toBeNaN();
    expect(t.text(3, 'c')).toBe('');
  });

  it('should grow past its first capacity, keep every figure, and start over on reset', () => {
    const t = new TickerTable();
    for (let i = 0; i < 300; i++) expect(t.writeRow(row(`P${i}_USDT`, `${i}.5`))).toBe(i);
    expect(t.capacity).toBeGreaterThanOrEqual(300);
    expect(t.figures.length).toBe(t.capacity * FIGURES);
    expect(t.text(0, 'c')).toBe('0.5');
    expect(t.text(299, 'c')).toBe('299.5');
    t.reset();
    expect(t.size).toBe(0);
    expect(t.index('P1_USDT')).toBe(-1);
  });

  it('should grow an owner\'s per-index array keeping its entries', () => {
    const a = new Uint8Array([1, 0, 1]);
    expect(grown(a, 2, (n) => new Uint8Array(n))).toBe(a);
    expect(Array.from(grown(a, 5, (n) => new Uint8Array(n)))).toEqual([1, 0, 1, 0, 0]);
  });
});
