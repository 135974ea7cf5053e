/**
 * The market list's options and their rules (spec sections 4 and 5): typing resets the sort,
 * the quote coin and the tag and hides hot search; the search applies 300 ms after the last
 * keystroke; a sort on a column other than the pair rebuilds the order once more a second
 * later (the spec's manual ticker refresh: the list rebuilds on the answer, on -8108 or after
 * 1 s; the socket's manual request is the market worker's, see docs/decisions.md), at most
 * every 2 s.
 */
import { useEffect, useRef, useState } from 'react';
import { noteQuery } from './bench-surface';
import { ACTIVE_TAB_KEY } from './favorites';
import { ALL_TAGS } from './filters';
import { NO_SORT, nextSort, type SortColumn, type SortState } from './sort';
import type { MarketTab } from './tabs';

export const SEARCH_DEBOUNCE_MS = 300;
export const MANUAL_TICKER_GAP_MS = 2_000;
export const MANUAL_TICKER_TIMEOUT_MS = 1_000;

export function useListState(firstTab: MarketTab) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [tab, setTabState] = useState<MarketTab>(firstTab);
  const [quote, setQuote] = useState<string | null>(null);
  const [tag, setTag] = useState(ALL_TAGS);
  const [sort, setSort] = useState<SortState>(NO_SORT);
  const [rebuild, setRebuild] = useState(0);
  const lastManual = useRef(-Infinity);

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
      const now = performance.now();
      if (column !== 'pair' && next.dir !== 'none' && now - lastManual.current >= MANUAL_TICKER_GAP_MS) {
        lastManual.current = now;
        setTimeout(() => setRebuild((n) => n + 1), MANUAL_TICKER_TIMEOUT_MS);
      }
    },
  };
}

export type ListState = ReturnType<typeof useListState>;
