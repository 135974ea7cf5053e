/** The search history on the page (search-history.ts), kept in local storage. */
import { signal } from '@preact/signals-react';
import { SEARCH_HISTORY_KEY, parseHistory, rememberChoice } from './search-history';

const read = () => (typeof localStorage === 'undefined' ? [] : parseHistory(localStorage.getItem(SEARCH_HISTORY_KEY)));

export const searchHistory = signal<number[]>(read());

function write(list: number[]): void {
  searchHistory.value = list;
  try {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(list));
  } catch {
    // refused storage: the history holds for this page
  }
}

export const rememberSearchChoice = (symbolId: number) => write(rememberChoice(searchHistory.value, symbolId));
export const clearSearchHistory = () => write([]);
