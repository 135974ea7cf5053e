/**
 * The market list's options and their rules (spec sections 4 and 5): typing resets the sort,
 * the quote coin and the tag and hides hot search; the search applies 300 ms after the last
 * keystroke; a sort on a column other than the pair asks the socket for a manual ticker
 * refresh, at most every 2 s, and rebuilds the order once more on its answer, on -8108 or after
 * 1 s (manual-refresh.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import { noteQuery } from './bench-surface';
import { ManualRefresh } from './manual-refresh';
import { requestTickers } from './market-api';
import { ACTIVE_TAB_KEY } from './favorites';
import { ALL_TAGS } from './filters';
import { NO_SORT, nextSort, type SortColumn, type SortState } from './sort';
import type { MarketTab } from './tabs';

export const SEARCH_DEBOUNCE_MS = 300;
export { MANUAL_TICKER_GAP_MS, MANUAL_TICKER_TIMEOUT_MS } from './manual-refresh';

export function useListState(firstTab: MarketTab) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [tab, setTabState] = useState<MarketTab>(firstTab);
  const [quote, setQuote] = useState<string | null>(null);
  const [tag, setTag] = useState(ALL_TAGS);
  const [sort, setSort] = useState<SortState>(NO_SORT);
  const [rebuild, setRebuild] = useState(0);
  const manual = useMemo(
    () => new ManualRefresh({ request: requestTickers, rebuild: () => setRebuild((n) => n + 1), setTimer: (fn, ms) => setTimeout(fn, ms), clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>) }),
    [],
  );
  useEffect(() => () => manual.cancel(), [manual]);

  useEffect(() => {
    if (text === query) return;
    const t = setTimeout(() => {
      noteQuery(text);
      setQuery(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, query]);

  return {
    text,
    query,
    tab,
    quote,
    tag,
    sort,
    rebuild,
    type(next: string) {
      setText(next);
      if (next.trim() !== '') {
        setSort(NO_SORT);
        setQuote(null);
        setTag(ALL_TAGS);
      }
    },
    cancel() {
      setText('');
      noteQuery('');
      setQuery('');
    },
    setTab(next: MarketTab) {
      setTabState(next);
      try {
        localStorage.setItem(ACTIVE_TAB_KEY, next);
      } catch {
        // storage refused: the tab holds for this page
      }
    },
    setQuote,
    setTag,
    sortBy(column: SortColumn) {
      const next = nextSort(sort, column);
      setSort(next);
      manual.sortChosen(column, next.dir, performance.now());
    },
  };
}

export type ListState = ReturnType<typeof useListState>;
