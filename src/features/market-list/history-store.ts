/** The search history on the page (search-history.ts), kept in local storage. */
import { signal } from '@preact/signals-react';
import { SEARCH_HISTORY_KEY, parseHistory, rememberChoice } from './search-history';
import { localStore } from '../../ui/page-storage';

const read = () => parseHistory(localStore()?.getItem(SEARCH_HISTORY_KEY) ?? null);

export const searchHistory = signal<number[]>(read());

function write(list: number[]): void {
  searchHistory.value = list;
  try {
    localStore()?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(list));
  } catch {
    // refused storage: the history holds for this page
  }
}

export const rememberSearchChoice = (symbolId: number) => write(rememberChoice(searchHistory.value, symbolId));
export const clearSearchHistory = () => write([]);
