import { pairs, pairsLoaded, type PairTicker } from '../state/market';
import { apiGet } from './api';
import { apiUrl, prefetchArrived } from './early-get';

/** The pair list once over REST (the trade page's market socket keeps its tickers current afterwards). */
export async function loadPairs(locale: string): Promise<void> {
  const answer = await apiGet<PairTicker[]>('/ds/pairs', { local: locale });
  if (answer.success && answer.data !== null) pairs.value = answer.data;
  pairsLoaded.value = true;
}

let seededLocale: string | null = null;

/**
 * Applies the pair list before the page's first render when the boot module's early call
 * (src/app/boot.ts) has already answered; never waits for it. The first commit then shows the
 * pair, and the book can paint its first rows at once: the list arriving after that commit
 * re-rendered the whole page (brief, tags, market list) in the task before the book's frame.
 */
export async function seedPairs(locale: string): Promise<void> {
  if (!(await prefetchArrived(apiUrl('/ds/pairs', { local: locale })))) return;
  await loadPairs(locale);
  seededLocale = locale;
}

/** Loads the pair list unless seedPairs applied it for `locale`; a seed is used once (a later route loads again). */
export function loadPairsUnlessSeeded(locale: string): void {
  if (seededLocale === locale) {
    seededLocale = null;
    return;
  }
  void loadPairs(locale);
}
