/**
 * The trade page's title follows the pair (spec 001 section 2: "page title falls back to SEO
 * texts"): "Trade BTC/USDT" (trade:shell.title, the key the gateway's first HTML uses too) for a
 * pair the list offers; the SEO title (trade:shell.seoTitle) once the list is in and names no
 * pair to show (a failed load, an empty list); before the list, the title the page has (the
 * gateway's, from the route's pair) stays.
 */
import { effect } from '@preact/signals-react';
import { currentPairSpec, pairsLoaded } from '../state/market';

/** The two texts of trade.json the title takes ({{pair}} filled in for shell.title). */
export type TitleTexts = (key: 'shell.title' | 'shell.seoTitle', vars?: { pair: string }) => string;

/** The title for the pair shown (its name, BTC/USDT), or null: keep the one there is. */
export function pageTitle(t: TitleTexts, pairName: string | undefined, listLoaded: boolean): string | null {
  if (pairName !== undefined) return t('shell.title', { pair: pairName });
  return listLoaded ? t('shell.seoTitle') : null;
}

/** Keeps document.title on the current pair; answers the stop. Runs on pair changes only, not per trade. */
export function followPageTitle(t: TitleTexts): () => void {
  return effect(() => {
    const title = pageTitle(t, currentPairSpec.value?.name, pairsLoaded.value);
    if (title !== null && title !== document.title) document.title = title;
  });
}
