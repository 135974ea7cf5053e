/**
 * What the trade page's route does besides choosing what to render (spec 001 section 2,
 * "Routes"; docs/decisions.md, issue 20: routes and cookies). main.tsx starts it once, before
 * the first render:
 *
 * - the route's `layout` and `theme` are remembered in their cookies (a route without them read
 *   the cookies: src/app/route.ts);
 * - once the pair list is in, a pair it does not offer leaves the address by replacement and the
 *   default pair shows (src/state/switch-symbol.ts settleSymbol);
 * - the title follows the pair, with the SEO fallback (page-title.ts);
 * - leaving the page ends the market streams; a return after a day hidden reloads (page-life.ts).
 */
import { effect, untracked } from '@preact/signals-react';
import { marketClient } from '../net/market-client';
import { stopPageStreams } from '../net/page-streams';
import { pairsLoaded } from '../state/market';
import { settleSymbol } from '../state/switch-symbol';
import { followPageLife } from './page-life';
import { followPageTitle, type TitleTexts } from './page-title';
import { settingCookies } from './route';

/** Starts the route's work on this page; answers the stop. */
export function followTradeRoute(t: TitleTexts): () => void {
  for (const cookie of settingCookies(location.search)) document.cookie = cookie;
  // once, when the list arrives (the tickers' pushes later change prices, not the offer)
  const stopSettling = effect(() => {
    if (pairsLoaded.value) untracked(settleSymbol);
  });
  const stopTitle = followPageTitle(t);
  const stopLife = followPageLife({
    win: window,
    doc: document,
    now: () => Date.now(), // read per event: the e2e test's clock hook replaces Date.now
    reload: () => location.reload(),
    leave: () => {
      marketClient()?.stop();
      stopPageStreams(); // the chart's and the top movers' sockets
    },
  });
  return () => {
    stopLife();
    stopTitle();
    stopSettling();
  };
}
