/**
 * The favourites bar (spec trade page section 2: module Favorite of the pro grid, across the
 * top): the trader's favourite pairs with their last price and 24 h change, scrolling sideways
 * when they do not fit; choosing one switches the page's pair as the market list does
 * (choose.ts: in place, spot or margin by the spec's rule). The favourites are the market
 * list's (favorites-store.ts: a visitor's in local storage, a signed-in user's from the gateway).
 *
 * Prices follow the ticker table (src/state/tickers.ts): the bar renders once per ticker push,
 * a few dozen buttons at most. Lazy-loaded by the grid (export default).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { currentSymbol, pairs } from '../../state/market';
import { tickerOf, tickersVersion } from '../../state/tickers';
import { choosePair } from '../market-list/choose';
import { favorites, followFavorites } from '../market-list/favorites-store';
import { followPairs } from '../market-list/market-store';
import { ScrollStrip } from '../symbol-brief/ScrollStrip';
import { barItems, type BarPair } from './bar-items';
import './favorites-bar.css';

// the list's catalog (choosePair looks the pair up in it) and the favourites, whether or not the Market module is shown
followPairs();
followFavorites();

export function FavoritesBar() {
  useSignals();
  const { t } = useTranslation('markets');
  void tickersVersion.value; // a render per ticker push: the prices come from tickerOf
  const list = pairs.value;
  const bySymbol = useMemo(() => new Map<string, BarPair>(list.map((p) => [p.symbol, p])), [list]);
  const items = barItems(favorites.value, bySymbol, tickerOf);
  const current = currentSymbol.value;
  return (
    <nav className="fav-bar" aria-label={t('bar.label')}>
      {items.length === 0 ? (
        <p className="fav-bar-empty">{t('bar.empty')}</p>
      ) : (
        <ScrollStrip className="fav-bar-strip" backLabel={t('strip.back')} onLabel={t('strip.on')}>
          {items.map((it) => (
            <button
              type="button"
              key={it.symbol}
              className="fav-bar-item"
              data-symbol={it.symbol}
              aria-current={it.symbol === current || undefined}
              onClick={() => choosePair(it.symbol, 'favorites', false)}
            >
              <b>{it.name}</b>
              <span className="fav-bar-price">{it.price}</span>
              <span className={it.tone}>{it.change}</span>
            </button>
          ))}
        </ScrollStrip>
      )}
    </nav>
  );
}

export default FavoritesBar;
