import { useVirtualizer } from '@tanstack/react-virtual';
import type { TFunction } from 'i18next';
import { memo, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { favorites, toggleFavorite } from './favorites-store';
import { marketData, onRowTickers, rowTexts } from './market-store';
import { truncateName } from './names';
import { RowSlots, steadyRange } from './row-slots';

/** Row height of spec section 9. */
export const ROW_HEIGHT = 54;
/** Rows drawn beyond the visible ones, each side (spec section 9: 5 more-threshold rows). */
const OVERSCAN = 5;

/** Rewrites a row's ticker cells (catalog index `i`); registered while the row shows `i`. */
type PaintCells = () => void;

interface RowProps {
  /** Catalog index. */
  i: number;
  /** Position in the list (the rows are in slot order in the document: aria-rowindex gives theirs). */
  index: number;
  start: number;
  fav: boolean;
  on: boolean;
  nameMax: number;
  onChoose(symbol: string): void;
  t: TFunction<'market'>;
  /** Registers the row's cell painter for index `i`; returns the unregister. */
  register(i: number, paint: PaintCells): () => void;
}

/** What a cell shows, kept so a push writes only the cells whose text changed. */
interface Shown {
  volume: string;
  price: string;
  change: string;
}

/** Rewrites a cell's text node in place (a new node per write would be a node removed and one inserted). */
function setText(cell: HTMLElement, text: string): void {
  const node = cell.firstChild;
  if (node !== null && node.nodeType === Node.TEXT_NODE) (node as Text).nodeValue = text;
  else cell.textContent = text;
}

const trend = (change: string) => (change.startsWith('-') ? 'ml-col-rate down' : change.startsWith('+') ? 'ml-col-rate up' : 'ml-col-rate');

/**
 * One pair row; memoised and keyed by slot (row-slots.ts), so a scroll re-renders only the rows
 * that come into view. Its ticker cells are not React's: the row writes them itself, when it
 * shows a new pair and on each push that changed its pair (no render per push).
 */
const Row = memo(function Row({ i, index, start, fav, on, nameMax, onChoose, t, register }: RowProps) {
  const cat = marketData.catalog;
  const symbol = cat.symbol[i];
  const name = cat.name[i];
  const vol = useRef<HTMLDivElement>(null);
  const price = useRef<HTMLDivElement>(null);
  const rate = useRef<HTMLDivElement>(null);
  const shown = useRef<Shown>({ volume: '', price: '', change: '' });
  useLayoutEffect(() => {
    const paint = () => {
      const next = rowTexts(i);
      const was = shown.current;
      if (vol.current !== null && next.volume !== was.volume) setText(vol.current, next.volume);
      if (price.current !== null && next.price !== was.price) setText(price.current, next.price);
      if (rate.current !== null && next.change !== was.change) {
        setText(rate.current, next.change);
        const cls = trend(next.change);
        if (rate.current.className !== cls) rate.current.className = cls;
      }
      shown.current = next;
    };
    paint();
    return register(i, paint);
  }, [i, register]);
  return (
    <div role="row" aria-rowindex={index + 2} className={on ? 'ml-row on' : 'ml-row'} style={{ transform: `translateY(${start}px)` }} data-symbol={symbol} onClick={() => onChoose(symbol)}>
      <div role="cell" className="ml-col-pair">
        <button
          type="button"
          className={fav ? 'ml-star on' : 'ml-star'}
          aria-pressed={fav}
          aria-label={t(fav ? 'list.removeFav' : 'list.addFav', { pair: name })}
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
      <div role="cell" className="ml-col-vol" ref={vol} />
      <div role="cell" className="ml-col-price" ref={price} />
      <div role="cell" className="ml-col-rate" ref={rate} />
    </div>
  );
});

/**
 * [index, slot] pairs in slot order: the rows stay in the document in the same order whatever
 * the scroll (placed by transform), so React never moves a row's element.
 */
function bySlot(indexes: readonly number[], slots: readonly number[]): [number, number][] {
  return indexes.map((index, k): [number, number] => [index, slots[k]]).sort((a, b) => a[1] - b[1]);
}

/** The rows' painters by catalog index, and the push listener that runs those a push changed. */
function usePainters(): (i: number, paint: PaintCells) => () => void {
  const painters = useMemo(() => new Map<number, PaintCells>(), []);
  useEffect(
    () =>
      onRowTickers((dirty) => {
        for (const [i, paint] of painters) if (dirty[i] === 1) paint();
      }),
    [painters],
  );
  return useMemo(
    () => (i: number, paint: PaintCells) => {
      painters.set(i, paint);
      return () => {
        if (painters.get(i) === paint) painters.delete(i);
      };
    },
    [painters],
  );
}

/**
 * The rows, virtualised (@tanstack/react-virtual): only the rows in view exist, placed by
 * transform (no layout of the list per scroll frame). A ticker push renders nothing: each row
 * on screen rewrites its own cells (usePainters). A scroll renders this list once a frame, and
 * the one or two rows that changed pair.
 */
export function ListRows({ order, nameMax, onChoose, current }: { order: readonly number[]; nameMax: number; onChoose(symbol: string): void; current: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  // no flushSync per scroll event: React renders the new rows once in the frame, not inside each
  // event; directDomUpdates: a scroll renders only when the range of rows changes (the rows are
  // placed here, by index, not by the virtualiser: no element is measured)
  const v = useVirtualizer({ count: order.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: OVERSCAN, useFlushSync: false, directDomUpdates: true });
  const { t } = useTranslation('market');
  const register = usePainters();
  const slots = useMemo(() => new RowSlots(), []);
  const rowsShown = useRef(0);
  const cat = marketData.catalog;
  // MarketList reads the favourites signal (and renders this list when they change)
  const favs = favorites.peek();
  const indexes = steadyRange(v.getVirtualItems().map((item) => item.index), order.length, rowsShown);
  const keys = slots.assign(indexes);
  return (
    // an opaque, contained scroller: Chromium scrolls it on the compositor, without repainting the page
    <div className="ml-scroll" ref={scroller} data-testid="market-rows" style={{ background: 'var(--panel)', willChange: 'scroll-position' }}>
      <div className="ml-space" style={{ height: v.getTotalSize() }}>
        {bySlot(indexes, keys).map(([index, slot]) => {
          const i = order[index];
          const symbol = cat.symbol[i];
          return <Row key={slot} i={i} index={index} start={index * ROW_HEIGHT} fav={favs.has(symbol)} on={symbol === current} nameMax={nameMax} onChoose={onChoose} t={t} register={register} />;
        })}
      </div>
    </div>
  );
}
