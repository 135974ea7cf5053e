/**
 * The market list on the markets page, full width (spec trade page section 2: the page a tag
 * leads to, "filtered by the tag in its query"). The same parts and rules as the selector's list
 * (src/features/market-list: its state, order, head, virtualised rows, search, hot search, tags),
 * put together here because the page differs in two points: it opens on the query's tab and tag,
 * and choosing a pair goes to the trade page of that pair instead of switching it in place.
 * The address follows the chosen tab and tag (replaced), so a reload or a shared link keeps them.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { account } from '../../state/account';
import { favorites, followFavorites } from '../market-list/favorites-store';
import { quoteCoins } from '../market-list/filters';
import { rememberSearchChoice } from '../market-list/history-store';
import { buildOrder } from '../market-list/list-model';
import { ListHead } from '../market-list/ListHead';
import { ListControls } from '../market-list/ListControls';
import { ListRows } from '../market-list/ListRows';
import { loadQuoteSort, reportSymbol } from '../market-list/market-api';
import { followPairs, listingVersion, marketData } from '../market-list/market-store';
import { listNameMax } from '../market-list/names';
import { useTight } from '../market-list/use-tight';
import { modeForChoice, visibleTabs, type MarketTab } from '../market-list/tabs';
import { useListState } from '../market-list/use-list-state';
import { ALL_TAG_ID, marketsHref, tradePageHref, type MarketsRoute } from './markets-route';
import '../market-list/market-list.css';

followPairs();
followFavorites();

export function MarketsTable({ route }: { route: MarketsRoute }) {
  useSignals();
  const { t } = useTranslation('market');
  const delegation = (account.value as { delegationType?: number } | null | undefined)?.delegationType ?? 0;
  // the pro layout's tabs: the page stands for the whole exchange, not one layout
  const tabs = visibleTabs('pro', route.type, delegation);
  const s = useListState(route.type);
  const tab: MarketTab = tabs.includes(s.tab) ? s.tab : 'spot';
  const [quoteSort, setQuoteSort] = useState<Map<string, number>>(new Map());
  const box = useRef<HTMLDivElement>(null);
  const tight = useTight(box); // followed as the window resizes (it was read once, at mount)
  const listing = listingVersion.value;
  const favs = favorites.value;

  // the query's tag, before the first paint (the list's state starts at All)
  useLayoutEffect(() => {
    if (route.tag !== ALL_TAG_ID) s.setTag(route.tag);
  }, [route.tag]); // setTag is a state setter: the same function every render
  useEffect(() => {
    void loadQuoteSort().then(setQuoteSort);
  }, []);
  useEffect(() => {
    const type = tab === 'favorites' ? route.type : tab;
    const href = marketsHref(route.locale, s.tag, type);
    if (`${location.pathname}${location.search}` !== href) history.replaceState(history.state, '', href);
  }, [route.locale, route.type, tab, s.tag]);

  const order = useMemo(() => {
    const { catalog, cols, volume } = marketData;
    return buildOrder(catalog, cols, volume, quoteSort, { tab, query: s.query, quote: s.quote, tag: s.tag, sort: s.sort, favorites: favs, basicMargin: false });
    // listing and rebuild are the order's inputs held outside React (market-store.ts, the 1 s rebuild)
  }, [listing, s.rebuild, quoteSort, tab, s.query, s.quote, s.tag, s.sort, favs]);
  const quotes = useMemo(() => quoteCoins(marketData.catalog, quoteSort), [listing, quoteSort]);

  const searching = s.query.trim() !== '';
  const choose = useCallback((symbol: string, fromSearch: boolean) => {
    const cat = marketData.catalog;
    const i = cat.indexOf.get(symbol);
    if (i === undefined) return;
    if (fromSearch) {
      reportSymbol(symbol);
      rememberSearchChoice(cat.symbolId[i]);
    }
    location.assign(tradePageHref(route.locale, symbol, modeForChoice(route.type, cat.margin[i] === 1, tab)));
  }, [route.locale, route.type, tab]);
  const chooseRow = useCallback((symbol: string) => choose(symbol, searching), [choose, searching]);

  return (
    <div className="ml markets-list" ref={box} data-tight={tight || undefined}>
      <ListControls s={s} tabs={tabs} tab={tab} quotes={quotes} tight={tight} onHotChoose={(symbol) => choose(symbol, true)}>
        <div role="table" aria-label={t('list.list')} className="ml-table" aria-rowcount={order.length}>
          <ListHead sort={s.sort} onSort={s.sortBy} />
          {order.length === 0 ? (
            <p className="ml-empty" role="row"><span role="cell">{t('list.noResults')}</span></p>
          ) : (
            <ListRows order={order} nameMax={listNameMax(tight, tab === 'margin')} current="" onChoose={chooseRow} />
          )}
        </div>
      </ListControls>
    </div>
  );
}
