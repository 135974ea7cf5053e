import { useSignals } from '@preact/signals-react/runtime';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatChangePercent } from '../../core/format';
import { favorites, toggleFavorite } from './favorites-store';
import { marketData, tickerVersion } from './market-store';
import { truncateName } from './names';
import { shortVolume } from './volume-text';

/** Row height of spec section 9. */
export const ROW_HEIGHT = 54;
/** Rows drawn beyond the visible ones, each side (spec section 9: 5 more-threshold rows). */
const OVERSCAN = 5;

interface RowProps {
  /** Catalog index. */
  i: number;
  start: number;
  fav: boolean;
  on: boolean;
  nameMax: number;
  /** The ticker version the row shows (a new one re-renders it; a scroll alone does not). */
  version: number;
  onChoose(symbol: string): void;
  /** The favourite button's name ('Add BTC/USDT to favorites'), made by the list (one useTranslation for all rows). */
  favLabel: string;
}

/** One pair row; memoised, so a scroll renders only the rows that come into view (their index changes). */
const Row = memo(function Row({ i, start, fav, on, nameMax, onChoose, favLabel }: RowProps) {
  const { catalog: cat, cols } = marketData;
  const symbol = cat.symbol[i];
  const name = cat.name[i];
  const change = formatChangePercent(cols.changeText[i]);
  return (
    <div role="row" className={on ? 'ml-row on' : 'ml-row'} style={{ top: start }} data-symbol={symbol} onClick={() => onChoose(symbol)}>
      <div role="cell" className="ml-col-pair">
        <button
          type="button"
          className={fav ? 'ml-star on' : 'ml-star'}
          aria-pressed={fav}
          aria-label={favLabel}
          onClick={(e) => {
            e.stopPropagation();
            void toggleFavorite(symbol);
          }}
        >
          ★
        </button>
        <button type="button" className="ml-pair" aria-label={name} title={name}>
          <b>{truncateName(cat.base[i], Math.max(1, nameMax - cat.quote[i].length - 1))}</b>
          <span>/{cat.quote[i]}</span>
        </button>
      </div>
      <div role="cell" className="ml-col-vol">{shortVolume(cols.volumeText[i])}</div>
      <div role="cell" className="ml-col-price">{cols.lastText[i] || '--'}</div>
      <div role="cell" className={`ml-col-rate ${change.startsWith('-') ? 'down' : change.startsWith('+') ? 'up' : ''}`}>{change}</div>
    </div>
  );
});

/**
 * The rows, virtualised (@tanstack/react-virtual): only the rows in view exist. They read the
 * ticker columns (market-store.ts) for their own indexes; a ticker push re-renders these rows
 * and nothing else.
 */
export function ListRows({ order, nameMax, onChoose, current }: { order: readonly number[]; nameMax: number; onChoose(symbol: string): void; current: string }) {
  useSignals();
  const version = tickerVersion.value;
  const scroller = useRef<HTMLDivElement>(null);
  // no flushSync per scroll event: React renders the new rows once in the frame, not inside each event
  const v = useVirtualizer({ count: order.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: OVERSCAN, useFlushSync: false });
  const { t } = useTranslation('market');
  const cat = marketData.catalog;
  const favs = favorites.value;
  return (
    <div className="ml-scroll" ref={scroller} data-testid="market-rows">
      <div className="ml-space" style={{ height: v.getTotalSize() }}>
        {v.getVirtualItems().map((item) => {
          const i = order[item.index];
          const symbol = cat.symbol[i];
          const fav = favs.has(symbol);
          // keyed by position: a new result set updates the rows' text in place rather than making new elements
          return <Row key={item.index} i={i} start={item.start} fav={fav} on={symbol === current} nameMax={nameMax} version={version} onChoose={onChoose} favLabel={t(fav ? 'list.removeFav' : 'list.addFav', { pair: cat.name[i] })} />;
        })}
      </div>
    </div>
  );
}
