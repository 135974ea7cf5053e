/** A crafted listing for the cores' tests: bases BTC, ETH, BTCX (matches "BTC" as a substring), WBTC. */
import { buildCatalog, emptyColumns, writeTickers, type PairInput } from './catalog';

const row = (symbolId: number, base: string, quote: string, full: string, c: string, v: string, qv: string, fluctuation: string, extra: Partial<PairInput> = {}): PairInput => ({
  symbolId, symbol: `${base}_${quote}`, name: `${base}/${quote}`, coinName: base, marketCoinName: quote, baseCoinFullName: full, c, v, fluctuation, ...extra,
});

export const FIXTURE_PAIRS: PairInput[] = [
  row(1, 'BTC', 'USDT', 'Bitcoin', '60000', '10', '600000', '0.01', { tags: [1, 5], leverageSymbolParam: { marginRatio: 10 } }),
  row(2, 'ETH', 'USDT', 'Ethereum', '3000', '100', '300000', '-0.02', { tags: [1] , leverageSymbolParam: { marginRatio: 5 } }),
  row(3, 'ETH', 'BTC', 'Ethereum', '0.05', '50', '2.5', '0.005', { tags: [1] }),
  row(4, 'BTC', 'USDC', 'Bitcoin', '60010', '1', '60010', '0', { tags: [1, 5] }),
  row(5, 'WBTC', 'USDT', 'Wrapped Bitcoin', '59990', '100', '5999000', '0.001', { tags: [2] }),
  row(6, 'BTCX', 'USDT', 'Bitcoin X', '0.2', '1000', '200', '0.3', { tags: [3] }),
  row(7, 'DEAD', 'USDT', 'Dead Coin', '1', '0', '0', '0', {}),
  row(8, 'NEW', 'USDT', 'New Coin', '', '0', '0', '0', { upState: 0 }),
  row(9, 'HIDE', 'USDT', 'Hidden', '2', '5', '10', '0', { isShow: false }),
];

export const QUOTE_SORT = new Map([['USDT', 4], ['USDC', 3], ['BTC', 2], ['ETH', 1]]);

export function fixture(pairs: PairInput[] = FIXTURE_PAIRS) {
  const cat = buildCatalog(pairs);
  const cols = emptyColumns(cat.size);
  writeTickers(cols, pairs);
  return { cat, cols };
}
