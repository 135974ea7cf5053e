import { describe, expect, it } from 'vitest';
import {
  compareFundRows,
  formatAvgCost,
  MARGIN_FUND_COLUMNS,
  sortSpotFunds,
  spotFundRows,
  visiblePositions,
  type AssetCoin,
  type FundSortKey,
  type SortOrder,
  type WalletEntry,
} from './sorting';

const wallet = (coinType: string, total: string, totalLocal: string, availLocal = totalLocal, frozenLocal = '0.00'): WalletEntry => ({
  coinType,
  totalBalance: total,
  totalLocalBalance: totalLocal,
  availableBalance: total,
  availableLocalBalance: availLocal,
  frozenBalance: '0',
  frozenLocalBalance: frozenLocal,
});

// gateway listing order
const WALLETS = [
  wallet('BTC', '0.50066300', '29539.11', '29539.11', '0.00'),
  wallet('ETH', '0.00000000', '0.00'),
  wallet('USDT', '9958.902440', '9958.90', '9377.74', '581.16'),
  wallet('BMX', '120.00000000', '30.00', '10.00', '20.00'),
  wallet('DOGE', '0', '0.00'),
  wallet('ADA', '50.000000', '', '', ''),
  wallet('XRP', '3.5', '1.75', '1.75', '0.00'),
];
const ASSETS: AssetCoin[] = [
  { coinType: 'BTC', avgCost: '60120.00000000', todayProfit: '-501.98', todayPnl: '-0.0167', withdrawPrecision: 8 },
  { coinType: 'USDT', avgCost: '1.00000000', todayProfit: '0.00', todayPnl: '0', withdrawPrecision: 6 },
  { coinType: 'BMX', avgCost: '0.25000000', todayProfit: '3.10', todayPnl: '0.1100', withdrawPrecision: 4 },
  { coinType: 'XRP', avgCost: null, todayProfit: '-6.00', todayPnl: '-0.5', withdrawPrecision: 6 },
];
const ETH_USDT = { base: 'ETH', quote: 'USDT' };
const coins = (rows: { coin: string }[]) => rows.map((r) => r.coin);

describe('spotFundRows', () => {
  it.each([
    ['ETH/USDT: zero ETH still shown, base then quote first', ETH_USDT, ['ETH', 'USDT', 'BTC', 'BMX', 'ADA', 'XRP']],
    ['BTC/USDT', { base: 'BTC', quote: 'USDT' }, ['BTC', 'USDT', 'BMX', 'ADA', 'XRP']],
    ['DOGE/BTC: base first even when the quote lists earlier', { base: 'DOGE', quote: 'BTC' }, ['DOGE', 'BTC', 'USDT', 'BMX', 'ADA', 'XRP']],
    ['a pair coin missing from the wallet is skipped', { base: 'SOL', quote: 'USDT' }, ['USDT', 'BTC', 'BMX', 'ADA', 'XRP']],
  ])('should list %s', (_n, pair, want) => {
    expect(coins(spotFundRows(WALLETS, ASSETS, pair))).toEqual(want);
  });

  it('should join each row with its asset coin', () => {
    const rows = spotFundRows(WALLETS, ASSETS, ETH_USDT);
    expect(rows.map((r) => [r.coin, r.asset?.avgCost])).toEqual([
      ['ETH', undefined], ['USDT', '1.00000000'], ['BTC', '60120.00000000'], ['BMX', '0.25000000'], ['ADA', undefined], ['XRP', null],
    ]);
  });
});

describe('sortSpotFunds', () => {
  const rows = spotFundRows(WALLETS, ASSETS, ETH_USDT);
  it.each([
    // the coin column sorts by the coin's value in the local currency, not by its name
    ['coin', 'ascending', ['ETH', 'USDT', 'ADA', 'XRP', 'BMX', 'BTC']],
    ['coin', 'descending', ['ETH', 'USDT', 'BTC', 'BMX', 'XRP', 'ADA']],
    ['total', 'ascending', ['ETH', 'USDT', 'ADA', 'XRP', 'BMX', 'BTC']],
    ['total', 'descending', ['ETH', 'USDT', 'BTC', 'BMX', 'XRP', 'ADA']],
    ['available', 'ascending', ['ETH', 'USDT', 'ADA', 'XRP', 'BMX', 'BTC']],
    ['inOrder', 'descending', ['ETH', 'USDT', 'BMX', 'BTC', 'XRP', 'ADA']],
    ['avgCost', 'ascending', ['ETH', 'USDT', 'ADA', 'XRP', 'BMX', 'BTC']],
    ['avgCost', 'descending', ['ETH', 'USDT', 'BTC', 'BMX', 'ADA', 'XRP']],
    ['todayPnl', 'ascending', ['ETH', 'USDT', 'ADA', 'BTC', 'XRP', 'BMX']],
    ['todayPnl', 'descending', ['ETH', 'USDT', 'BMX', 'XRP', 'BTC', 'ADA']],
    [null, null, ['ETH', 'USDT', 'BTC', 'BMX', 'ADA', 'XRP']],
    ['total', null, ['ETH', 'USDT', 'BTC', 'BMX', 'ADA', 'XRP']],
  ] as [FundSortKey | null, SortOrder | null, string[]][])('should sort by %s %s', (key, order, want) => {
    expect(coins(sortSpotFunds(rows, ETH_USDT, key, order))).toEqual(want);
  });

  it('should not change the list it is given', () => {
    const before = coins(rows);
    sortSpotFunds(rows, ETH_USDT, 'total', 'descending');
    expect(coins(rows)).toEqual(before);
  });

  it.each([
    ['valued above unvalued', 'BTC', 'ADA', 'total', 1],
    ['unvalued below valued', 'ADA', 'BTC', 'total', -1],
    ['both unvalued tie', 'ADA', 'ETH', 'avgCost', 0],
    ['exact decimals, not floats', 'BMX', 'XRP', 'total', 1],
    ['coins by value: BMX 30.00 above XRP 1.75', 'BMX', 'XRP', 'coin', 1],
    ['coins by value: unvalued ADA lowest', 'ADA', 'XRP', 'coin', -1],
  ] as [string, string, string, FundSortKey, number][])('should compare %s', (_n, a, b, key, want) => {
    const find = (c: string) => rows.find((r) => r.coin === c)!;
    expect(compareFundRows(find(a), find(b), key)).toBe(want);
  });
});

describe('visiblePositions', () => {
  const pos = (symbolName: string, baseCoinPosition: string | null, priceCoinPosition: string | null) => ({ symbolName, baseCoinPosition, priceCoinPosition });
  it('should drop rows whose two positions are zero', () => {
    const rows = [
      pos('BTC_USDT', '0.05000000', '0.000000'),
      pos('ETH_USDT', '0.00000000', '0.000000'),
      pos('SOL_USDT', '0', '12.5'),
      pos('XRP_USDT', null, '0'),
      pos('ADA_USDT', '', null),
      pos('DOT_USDT', '-0.1', '0'),
    ];
    expect(visiblePositions(rows).map((r) => r.symbolName)).toEqual(['BTC_USDT', 'SOL_USDT', 'DOT_USDT']);
  });
});

describe('formatAvgCost', () => {
  it.each([
    ['60120.00000000', 8, '1', '60120.00'],
    ['60120.12999999', 8, '1', '60120.12'],
    ['1.00000000', 6, '1', '1.00'],
    ['0.25000000', 4, '1', '0.2500'],
    ['0.00001234', 8, '1', '0.00001234'],
    ['0.00001234', 6, '1', '0.000012'],
    ['0.5', null, '1', '0.50'],
    ['0.5', 0, '1', '0.50'],
    ['60120', 8, '7.1', '426852.00'],
    ['0.1', 8, '7.1', '0.71000000'],
    ['0.00000000', 8, '1', '--'],
    [null, 8, '1', '--'],
    ['', 8, '1', '--'],
    ['60120', 8, 'x', '--'],
  ])('should show %j (withdraw precision %s, rate %s) as %j', (avg, wp, rate, want) => {
    expect(formatAvgCost(avg, wp, rate)).toBe(want);
  });
});

describe('fund columns', () => {
  it('should give margin its loan columns', () => {
    expect(MARGIN_FUND_COLUMNS).toEqual(['coin', 'total', 'available', 'inOrder', 'borrowed', 'interest', 'avgCost', 'todayPnl']);
  });
});
