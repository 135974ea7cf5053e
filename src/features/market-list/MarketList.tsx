/**
 * The market list (spec trade page section 2, "Symbol selector and market list"): search with
 * hot search, tabs, quote-coin and tag filters, sortable columns, favourites, and virtualised
 * rows. The selector's body and the grid's Market module (MarketModule.tsx); loaded on demand.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { parseTradeRoute } from '../../app/route';
import { account } from '../../state/account';
import { currentSymbol } from '../../state/market';
import { tradeMode } from '../../state/trade-mode';
import { choosePair } from './choose';
import { ACTIVE_TAB_KEY } from './favorites';
import { favorites, followFavorites } from './favorites-store';
import { quoteCoins } from './filters';
import { buildOrder } from './list-model';
import { ListHead } from './ListHead';
import { ListControls } from './ListControls';
import { ListRows } from './ListRows';
import { loadQuoteSort } from './market-api';
import { followPairs, listingVersion, marketData } from './market-store';
import { listNameMax } from './names';
import { useTight } from './use-tight';
import { initialTab, visibleTabs, type MarketTab } from './tabs';
import { useListState } from './use-list-state';
import { installBenchSurface, markResults } from './bench-surface';
import './market-list.css';

followPairs();
followFavorites();
installBenchSurface();

function remembered(): string | null {
  try {
    return localStorage.getItem(ACTIVE_TAB_KEY);
  } catch {
    return null;
  }
}

export interface MarketListProps {
  /** Called after a pair was chosen (the selector closes). */
  onChosen?(): void;
}

/**
 * Memoised: the selector's parents (the pair's header) render again whenever the current pair's
 * figures change, with each tickers push; the list reads what it shows itself (signals, the
 * market store), so a parent's render with the same onChosen has nothing to tell it.
 */
export const MarketList = memo(function MarketList({ onChosen }: MarketListProps) {
  useSignals();
  const { t } = useTranslation('market');
  const type = tradeMode.value;
  const route = useMemo(() => parseTradeRoute(location.pathname, location.search, document.cookie), []);
  const delegation = (account.value as { delegationType?: number } | null | undefined)?.delegationType ?? 0;
  const tabs = visibleTabs(route.layout, type, delegation);
  const s = useListState(initialTab(tabs, remembered(), type));
  const tab: MarketTab = tabs.includes(s.tab) ? s.tab : initialTab(tabs, null, type);
  const [quoteSort, setQuoteSort] = useState<Map<string, number>>(new Map());
  const box = useRef<HTMLDivElement>(null);
  const tight = useTight(box);
  const listing = listingVersion.value;
  const favs = favorites.value;

  useEffect(() => {
    void loadQuoteSort().then(setQuoteSort);
  }, []);

  const order = useMemo(() => {
    const { catalog, cols, volume } = marketData;
    return buildOrder(catalog, cols, volume, quoteSort, { tab, query: s.query, quote: s.quote, tag: s.tag, sort: s.sort, favorites: favs, basicMargin: route.layout === 'basic' && type === 'margin' });
    // listing and rebuild are the order's inputs held outside React (market-store.ts, the 1 s rebuild)
  }, [listing, s.rebuild, quoteSort, tab, s.query, s.quote, s.tag, s.sort, favs, route.layout, type]);
  useLayoutEffect(() => markResults(s.query, order.length), [order, s.query]); // layout: right at the commit

  const quotes = useMemo(() => quoteCoins(marketData.catalog, quoteSort), [listing, quoteSort]);
  const choose = (symbol: string, fromSearch: boolean) => {
    choosePair(symbol, tab, fromSearch);
    onChosen?.();
  };
  // one function per search state: the memoised rows keep theirs across scrolls and ticks
  const searching = s.query.trim() !== '';
  const chooseRow = useCallback((symbol: string) => {
    choosePair(symbol, tab, searching);
    onChosen?.();
  }, [tab, searching, onChosen]);

  return (
    <div className="ml" ref={box} data-tight={tight || undefined}>
      <ListControls s={s} tabs={tabs} tab={tab} quotes={quotes} tight={tight} onHotChoose={(symbol) => choose(symbol, true)}>
        <div role="table" aria-label={t('list.list')} className="ml-table" aria-rowcount={order.length + 1}>
          <ListHead sort={s.sort} onSort={s.sortBy} />
          {order.length === 0 ? (
            <p className="ml-empty" role="row"><span role="cell">{t('list.noResults')}</span></p>
          ) : (
            <ListRows order={order} nameMax={listNameMax(tight, tab === 'margin')} current={currentSymbol.value} onChoose={chooseRow} />
          )}
        </div>
      </ListControls>
    </div>
  );
});
