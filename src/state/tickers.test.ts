import { effect } from '@preact/signals-react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TickerStore } from '../market-feed/ticker-store';
import { currentPair, currentSymbol, pairs, type PairTicker } from './market';
import { applyTickerFrame, applyTickers, manualTickerAnswers, onTickers, resetTickers, tickerFigure, tickerIndex, tickerOf, tickersVersion, tickerText, whenManualApplied } from './tickers';

const pair = (symbol: string, c: string): PairTicker => ({
  symbol, name: symbol.replace('_', '/'), pricePrecision: 2, countPrecision: 4, c, h: c, l: c, v: '1', fluctuation: '0.0000',
  coinName: symbol.split('_')[0], marketCoinName: 'USDT', precisionList: [{ desc: '0.01', val: '2' }],
});
const row = (symbol: string, c: string, fluctuation = '0.0100') => ({ symbol, symbolId: 1, c, h: c, l: '', v: '12.5000', qv: '1', rate: '1.00', fluctuation, increase: '1' as const });

beforeEach(() => {
  resetTickers();
  pairs.value = [pair('BTC_USDT', '60000.00'), pair('ETH_USDT', '3000.00')];
  currentSymbol.value = 'BTC_USDT';
});

describe('ticker table', () => {
  it('should take the worker\'s arrays, and read back the gateway\'s texts by symbol and by index', () => {
    const worker = new TickerStore();
    worker.apply([row('BTC_USDT', '60100.50'), row('ETH_USDT', '3000.10', '-0.0200')]);
    const seen: string[][] = [];
    const stop = onTickers((changed, n) => seen.push(Array.from(changed.subarray(0, n), (i) => ['BTC_USDT', 'ETH_USDT'][i])));
    const v0 = tickersVersion.peek();
    applyTickerFrame(worker.take());
    expect(tickerOf('BTC_USDT')).toEqual({ c: '60100.50', h: '60100.50', l: '', v: '12.5000', qv: '1', fluctuation: '0.0100' });
    expect(tickerText(tickerIndex('ETH_USDT'), 'fluctuation')).toBe('-0.0200');
    expect(tickerFigure(tickerIndex('ETH_USDT'), 'c')).toBe(3000.1);
    expect(tickerOf('XRP_USDT')).toBeUndefined();
    expect(tickerIndex('XRP_USDT')).toBe(-1);
    expect(tickersVersion.peek()).toBe(v0 + 1);
    worker.apply([row('ETH_USDT', '3001.00')]);
    applyTickerFrame(worker.take());
    expect(seen).toEqual([['BTC_USDT', 'ETH_USDT'], ['ETH_USDT']]);
    stop();
  });

  it('should start a new table when a new worker starts over from symbol 0, and ignore a frame that does not follow', () => {
    const a = new TickerStore();
    a.apply([row('BTC_USDT', '1.00'), row('ETH_USDT', '2.00')]);
    applyTickerFrame(a.take());
    const b = new TickerStore();
    b.apply([row('ETH_USDT', '5.00')]);
    applyTickerFrame(b.take());
    expect(tickerIndex('ETH_USDT')).toBe(0);
    expect(tickerIndex('BTC_USDT')).toBe(-1);
    applyTickerFrame({ from: 7, symbols: ['X_USDT'], rows: new Float64Array([0]), manual: 0 });
    expect(tickerIndex('X_USDT')).toBe(-1);
  });

  it('should keep the pair list current: the whole list on the first push, then the current pair only', () => {
    const worker = new TickerStore();
    worker.apply([row('BTC_USDT', '60100.50'), row('ETH_USDT', '3000.10')]);
    applyTickerFrame(worker.take());
    expect(pairs.value.map((p) => p.c)).toEqual(['60100.50', '3000.10']);
    expect(pairs.value[0].l).toBe('60000.00'); // '' never replaces a known figure
    const list = pairs.value;
    let listReads = 0;
    const stop = effect(() => void (pairs.value, listReads++));
    worker.apply([row('BTC_USDT', '60200.00'), row('ETH_USDT', '3100.00')]);
    applyTickerFrame(worker.take());
    expect(currentPair.value?.c).toBe('60200.00');
    expect(currentPair.value?.l).toBe('60000.00'); // the list's, the push's l being ''
    expect(currentPair.value?.name).toBe('BTC/USDT');
    // the list itself is left until the next full refresh: none of its readers runs again
    expect(pairs.value).toBe(list);
    expect(listReads).toBe(1);
    expect(tickerOf('ETH_USDT')?.c).toBe('3100.00');
    // a push that leaves the current pair's figures as they are tells no reader of it
    const seen = currentPair.value;
    worker.apply([row('ETH_USDT', '3200.00')]);
    applyTickerFrame(worker.take());
    expect(currentPair.value).toBe(seen);
    stop();
  });

  it('should show a pair switched to with its newest figures, not its row of the list', () => {
    const worker = new TickerStore();
    worker.apply([row('BTC_USDT', '60100.50'), row('ETH_USDT', '3000.10')]);
    applyTickerFrame(worker.take());
    worker.apply([row('ETH_USDT', '3100.00')]);
    applyTickerFrame(worker.take());
    expect(pairs.value[1].c).toBe('3000.10'); // the list's row, as of the last full refresh
    currentSymbol.value = 'ETH_USDT';
    expect(currentPair.value?.c).toBe('3100.00');
    expect(currentPair.value?.symbol).toBe('ETH_USDT');
  });

  it('should still take rows (the old entry point), counting only rows that changed', () => {
    const seen: number[] = [];
    const stop = onTickers((_, n) => seen.push(n));
    applyTickers([row('BTC_USDT', '1.00'), row('ETH_USDT', '2.00')]);
    applyTickers([row('BTC_USDT', '1.00'), row('ETH_USDT', '2.50')]);
    applyTickers([row('BTC_USDT', '1.00')]);
    expect(seen).toEqual([2, 1]);
    expect(tickerOf('ETH_USDT')?.c).toBe('2.50');
    stop();
  });

  it('should resolve a manual answer\'s wait once its frame is applied', async () => {
    const worker = new TickerStore();
    let done = false;
    const wait = whenManualApplied(1).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    worker.noteManualAnswer();
    applyTickerFrame(worker.take());
    await wait;
    expect(manualTickerAnswers()).toBe(1);
    await expect(whenManualApplied(1)).resolves.toBeUndefined();
  });
});
