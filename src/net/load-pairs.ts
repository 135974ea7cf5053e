import { pairs, pairsLoaded, type PairTicker } from '../state/market';
import { apiGet } from './api';

/** The pair list once over REST (the trade page's market socket keeps its tickers current afterwards). */
export async function loadPairs(locale: string): Promise<void> {
  const answer = await apiGet<PairTicker[]>('/ds/pairs', { local: locale });
  if (answer.success && answer.data !== null) pairs.value = answer.data;
  pairsLoaded.value = true;
}
