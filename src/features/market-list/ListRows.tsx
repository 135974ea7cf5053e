import { elementScroll, observeElementRect, Virtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { favorites, toggleFavorite } from './favorites-store';
import { systemTimers } from '../../market-feed/link';
import { HoverPause } from './hover-pause';
import { onRowTickers } from './market-store';
import { ROW_HEIGHT, valueTemplate, type RowContext } from './row-face';
import { RowSlots, steadyRange } from './row-slots';
import { RowView } from './row-view';
import { repaintStale, RowsFrame } from './rows-frame';

export { ROW_HEIGHT } from './row-face';

/** Rows drawn beyond the visible ones, each side (spec section 9: 5 more-threshold rows). */
const OVERSCAN = 5;

type VirtualRows = Virtualizer<HTMLDivElement, Element>;

/**
 * The range of rows to show, from @tanstack/virtual-core's Virtualizer (the one react-virtual
 * wraps; the wrapper renders its component on each range change, which a scroll frame cannot
 * afford at 4x: here a range change calls `onRange`, and nothing renders). The scroll offset
 * reaches it through the list's frame (rows-frame.ts), once per animation frame and only when
 * the rows in view changed. `_didMount` and `_willUpdate` are how every framework adapter of
 * virtual-core attaches it to its element (react-virtual's hook calls them the same way); it
 * has no other public way to.
 */
function useVirtualRows(count: number, scroller: React.RefObject<HTMLDivElement | null>, frame: RowsFrame, onRange: (v: VirtualRows) => void): VirtualRows {
  const latest = useRef(onRange);
  latest.current = onRange;
  const [v] = useState(
    () => new Virtualizer<HTMLDivElement, Element>({ count, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: OVERSCAN, scrollToFn: elementScroll, observeElementRect, observeElementOffset: frame.observeOffset, onChange: (inst) => latest.current(inst) }),
  );
  v.setOptions({ ...v.options, count, onChange: (inst) => latest.current(inst) });
  useLayoutEffect(() => v._didMount(), [v]);
  useLayoutEffect(() => v._willUpdate());
  return v;
}

/**
 * One row element of the pool, empty: row-view.ts writes what it shows. Its click chooses the
 * pair it shows (its data-symbol), the star toggles that pair's favourite. Made once per slot and
 * kept: React bails out of an element it already rendered, so the row's writer (and what it
 * shows) survives any render of the list, a change of pool size included.
 */
function poolRow(slot: number, views: (RowView | undefined)[], choose: React.RefObject<(symbol: string) => void>) {
  return (
    <div
      key={slot}
      role="row"
      className="ml-row"
      ref={(el) => {
        views[slot] = el === null ? undefined : new RowView(el);
      }}
      onClick={(e) => {
        const symbol = e.currentTarget.dataset.symbol;
        if (symbol !== undefined) choose.current(symbol);
      }}
    >
      <div role="cell" className="ml-col-pair">
        <button
          type="button"
          className="ml-star"
          onClick={(e) => {
            e.stopPropagation();
            const symbol = e.currentTarget.closest<HTMLElement>('[role="row"]')?.dataset.symbol;
            if (symbol !== undefined) void toggleFavorite(symbol);
          }}
        >
          ★
        </button>
        <button type="button" className="ml-pair">
          <b />
          <span />
        </button>
      </div>
      <div role="cell" className="ml-col-vol" />
      <div role="cell" className="ml-col-price" />
      <div role="cell" className="ml-col-rate" />
    </div>
  );
}

/**
 * The rows, virtualised: a pool of row elements (one per row in view, overscan included)
 * rendered by React once, keyed by slot (row-slots.ts), placed by transform, and pointed at other
 * pairs in place when the visible range moves (row-view.ts): a scroll frame renders nothing in
 * React. A ticker push renders nothing either: the rows on screen rewrite their own cells. React
 * renders the pool again only when the number of rows in view changes, the order changes (a
 * search, a sort) or what every row reads changes (favourites, the page's pair, the width); a
 * render for another reason rewrites nothing (a row rewrites only what differs).
 */
export const ListRows = memo(function ListRows({ order, nameMax, onChoose, current }: { order: readonly number[]; nameMax: number; onChoose(symbol: string): void; current: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const space = useRef<HTMLDivElement>(null);
  const { t } = useTranslation('market');
  // MarketList reads the favourites signal (and renders this list when they change)
  const favs = favorites.peek();
  const ctx = useMemo<RowContext>(
    () => {
      // i18next's t() with a value is the dearest part of a row coming into view: translated once per list context
      const add = valueTemplate((pair) => t('list.addFav', { pair }));
      const remove = valueTemplate((pair) => t('list.removeFav', { pair }));
      return { favorites: favs, current, nameMax, starLabel: (fav: boolean, pair: string) => (fav ? remove(pair) : add(pair)) };
    },
    [favs, current, nameMax, t],
  );
  const views = useRef<(RowView | undefined)[]>([]);
  const slots = useMemo(() => new RowSlots(), []);
  const most = useRef(0);
  const [poolSize, setPoolSize] = useState(0);
  const state = useRef({ order, ctx, poolSize });
  state.current = { order, ctx, poolSize };
  const choose = useRef(onChoose);
  choose.current = onChoose;

  /** Points the pool's rows at the range in view; asks React for a pool of another size when it changed. */
  const place = (v: VirtualRows) => {
    const { order: o, ctx: c, poolSize: pool } = state.current;
    const indexes = steadyRange(v.getVirtualIndexes(), o.length, most);
    if (indexes.length !== pool) {
      setPoolSize(indexes.length);
      return; // placed after the pool's render
    }
    const keys = slots.assign(indexes);
    for (let k = 0; k < indexes.length; k++) views.current[keys[k]]?.show(o[indexes[k]], indexes[k], c);
  };
  // the list's one animation frame: the scroll's offset, then the rows a push made stale
  const frame = useMemo(() => new RowsFrame(window, (budget) => repaintStale(views.current, budget), ROW_HEIGHT, OVERSCAN), []);
  const v = useVirtualRows(order.length, scroller, frame, place);
  // after every render (new order, context or pool): the content's height (it changes with the
  // number of rows only, so not per scroll), and every row placed again
  useLayoutEffect(() => {
    const h = `${v.getTotalSize()}px`;
    if (space.current !== null && space.current.style.height !== h) space.current.style.height = h;
    place(v);
  });

  useEffect(() => {
    const stop = onRowTickers((dirty) => {
      // flagged now (`dirty` holds only during the call), written in the frame
      let any = false;
      for (const view of views.current) {
        if (view !== undefined && view.i >= 0 && dirty[view.i] === 1) {
          view.stale = true;
          any = true;
        }
      }
      if (any) frame.tickersChanged();
    });
    return () => {
      stop();
      frame.cancel();
    };
  }, [frame]);

  // the rows take no pointer while the list scrolls (hover-pause.ts: a scroll under a resting
  // pointer moved the hover to another row every other frame)
  useEffect(() => {
    const el = scroller.current!;
    const pause = new HoverPause((on) => el.toggleAttribute('data-scrolling', on), systemTimers);
    el.addEventListener('scroll', pause.onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', pause.onScroll);
      pause.dispose();
    };
  }, []);

  // the pool's elements are made once per slot: a render for another reason reconciles nothing in them
  const made = useRef<React.ReactElement[]>([]);
  const rows = useMemo(() => {
    for (let slot = made.current.length; slot < poolSize; slot++) made.current.push(poolRow(slot, views.current, choose));
    views.current.length = poolSize;
    return made.current.slice(0, poolSize);
  }, [poolSize]);
  return (
    // an opaque, contained scroller: Chromium scrolls it on the compositor, without repainting the page
    <div className="ml-scroll" ref={scroller} data-testid="market-rows" style={{ background: 'var(--panel)', willChange: 'scroll-position' }}>
      <div className="ml-space" ref={space}>
        {rows}
      </div>
    </div>
  );
});
