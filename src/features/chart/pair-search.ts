/**
 * The symbol switcher's search: pairs the trade page offers (not hidden) whose name, symbol or
 * coins contain the query, ignoring case, '/', '_' and spaces; names starting with it first.
 */
import type { PairTicker } from '../../state/market';

/** Rows the switcher lists at most. */
export const MAX_FOUND = 30;

type Searchable = Pick<PairTicker, 'symbol' | 'name' | 'coinName' | 'marketCoinName' | 'isShow'>;

const fold = (s: string) => s.toUpperCase().replace(/[\s/_-]+/g, '');

export function matchPairs<P extends Searchable>(list: readonly P[], query: string, max = MAX_FOUND): P[] {
  const q = fold(query);
  const shown = list.filter((p) => p.isShow !== false);
  if (q === '') return shown.slice(0, max);
  const starts: P[] = [];
  const contains: P[] = [];
  for (const p of shown) {
    const name = fold(p.name || p.symbol);
    if (name.startsWith(q) || fold(p.coinName).startsWith(q)) starts.push(p);
    else if (name.includes(q) || fold(p.symbol).includes(q)) contains.push(p);
  }
  return [...starts, ...contains].slice(0, max);
}
