/**
 * The market list's controls above its rows, as the selector, the Market module and the markets
 * page all show them: the search box with its hot search while focused and empty, then (unless
 * the hot search shows) the favourites offer, the tabs, the quote-coin menu and the tag chips.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FavoritesOffer } from './FavoritesOffer';
import { HotSearch } from './HotSearch';
import { SearchBox } from './SearchBox';
import type { MarketTab } from './tabs';
import { TagBar } from './TagBar';
import type { ListState } from './use-list-state';

export interface ListControlsProps {
  s: ListState;
  tabs: readonly MarketTab[];
  tab: MarketTab;
  quotes: readonly string[];
  tight: boolean;
  /** A pair chosen from the hot search (history or ranking). */
  onHotChoose(symbol: string): void;
  /** The list itself: hidden while the hot search shows. */
  children: ReactNode;
}

export function ListControls({ s, tabs, tab, quotes, tight, onHotChoose, children }: ListControlsProps) {
  const { t } = useTranslation('market');
  const [searchFocus, setSearchFocus] = useState(false);
  const showHot = searchFocus && s.text === '';
  return (
    <>
      <div
        onFocus={() => setSearchFocus(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setSearchFocus(false);
        }}
      >
        <SearchBox s={s} />
        {showHot && <HotSearch tight={tight} onChoose={onHotChoose} />}
      </div>
      {!showHot && (
        <>
          <FavoritesOffer />
          <div className="ml-bar">
            <div role="tablist" aria-label={t('list.tabs')} className="ml-tabs">
              {tabs.map((x) => (
                <button type="button" role="tab" key={x} aria-selected={x === tab} onClick={() => s.setTab(x)}>
                  {x === 'favorites' ? t('list.favorites') : t(x === 'spot' ? 'shell.spot' : 'shell.margin', { ns: 'trade' })}
                </button>
              ))}
            </div>
            <select aria-label={t('list.quote')} value={s.quote ?? ''} onChange={(e) => s.setQuote(e.target.value === '' ? null : e.target.value)}>
              <option value="">{t('list.all')}</option>
              {quotes.map((q) => <option key={q} value={q}>{q}</option>)}
            </select>
          </div>
          <TagBar tag={s.tag} onTag={s.setTag} tight={tight} />
          {children}
        </>
      )}
    </>
  );
}
