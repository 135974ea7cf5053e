/**
 * The chart's quick market panel (issue 24, spec "Chart area"): a small panel over the chart,
 * dragged by its handle to where the trader wants it (the place kept locally), with Buy and
 * Sell buttons carrying the best prices of the book, one quantity entered as an amount or a
 * total (a toggle), the 25/50/75/100 % buttons and the estimated maximum. A click checks the
 * chart's rules (src/core/chart-trading/quick-order.ts, their messages as toasts), then submits
 * through the order form's flow (margin check, order confirm by the trader's preference, the
 * signed submit, refusals), so both ways of ordering behave the same.
 * The texts that follow the market (best prices, maxima) sit each in a box of its own size
 * (.ct-live, chart-trading.css): their changes, twice a second, lay out that box only.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDown, isZero, readExact } from '../../core/order-form/exact';
import type { Side, TradeMode, OrderDraft } from '../../core/order-form/types';
import { precisionsOf } from '../../core/order-form/types';
import { checkQuickMarket, estimatedMax, marketFigures, type QuickEntry } from '../../core/chart-trading/quick-order';
import { clampPlace, PANEL_PLACE_KEY, readPlace, type Place } from '../../core/chart-trading/panel-place';
import { numericInputProps } from '../order-form/NumericInput';
import { ConfirmDialog } from '../order-form/ConfirmDialog';
import { bestPrice, formPair, useFollowMarket } from '../order-form/form-pair';
import { useFormData } from '../order-form/use-form-data';
import { quickPanelBox } from './quick-panel-box';
import { useChartSubmit } from './use-chart-submit';
import './chart-trading.css';

const PERCENTS = [25, 50, 75, 100] as const;

const storedPlace = (): Place => {
  try {
    return readPlace(localStorage.getItem(PANEL_PLACE_KEY));
  } catch {
    return readPlace(null);
  }
};

export interface QuickMarketPanelProps {
  locale: string;
  mode: TradeMode;
}

export default function QuickMarketPanel({ locale, mode }: QuickMarketPanelProps) {
  useSignals();
  const { t } = useTranslation('chartTrade');
  const pair = formPair.value;
  const { data } = useFormData(pair, mode, locale);
  const chartSubmit = useChartSubmit(pair, mode, locale, data);
  const [entry, setEntry] = useState<QuickEntry>('total');
  const [value, setValue] = useState('');
  const [place, setPlace] = useState<Place>(storedPlace);
  const panel = useRef<HTMLDivElement>(null);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  // the best prices on the buttons follow the book, at most every 500 ms (a render each time)
  useFollowMarket(pair !== undefined, pair ?? { symbol: '', pricePrecision: 0 });

  const shown = pair !== undefined;
  // a chart resized smaller must not leave the panel outside it; the plot's size is kept for the
  // drag, which then reads no layout per pointer move
  const areaSize = useRef({ w: 0, h: 0 });
  useEffect(() => {
    const el = panel.current;
    const area = el?.parentElement;
    if (!shown || el === null || area === null || area === undefined) return;
    const fit = () => {
      areaSize.current = { w: area.clientWidth, h: area.clientHeight };
      setPlace((p) => clampPlace(p, { w: el.offsetWidth, h: el.offsetHeight }, areaSize.current));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(area);
    return () => observer.disconnect();
  }, [shown]);

  // the box the order lines' tags step aside from: where the panel is, as big as it is now. Its
  // size is read once and then only when it changes (one observer while shown); a drag's moves
  // publish the new place with the size kept, with no layout read per pointer event.
  const box = useRef({ place, w: 0, h: 0 });
  const publishBox = useCallback(() => {
    const { place: at, w, h } = box.current;
    const was = quickPanelBox.peek();
    if (was === null || was.x !== at.x || was.y !== at.y || was.w !== w || was.h !== h) quickPanelBox.value = { x: at.x, y: at.y, w, h };
  }, []);
  useLayoutEffect(() => {
    const el = panel.current;
    if (!shown || el === null) {
      quickPanelBox.value = null;
      return;
    }
    const measure = () => {
      box.current = { ...box.current, w: el.offsetWidth, h: el.offsetHeight };
      publishBox();
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown, publishBox]);
  useLayoutEffect(() => {
    box.current = { ...box.current, place };
    if (shown) publishBox();
  }, [shown, place, publishBox]);
  useEffect(() => () => {
    quickPanelBox.value = null;
  }, []);

  if (pair === undefined) return null;
  const p = precisionsOf(pair);
  const ask = bestPrice('buy', pair);
  const bid = bestPrice('sell', pair);
  const available = (side: Side) => (side === 'buy' ? data.wallet?.quote : data.wallet?.base) ?? '0';
  const unit = entry === 'amount' ? pair.coinName : pair.marketCoinName;
  const precision = entry === 'amount' ? p.count : p.total;

  function grab(e: ReactPointerEvent<HTMLDivElement>) {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { dx: e.clientX - place.x, dy: e.clientY - place.y };
  }
  function move(e: ReactPointerEvent<HTMLDivElement>) {
    if (drag.current === null) return;
    const { w, h } = box.current;
    setPlace(clampPlace({ x: e.clientX - drag.current.dx, y: e.clientY - drag.current.dy }, { w, h }, areaSize.current));
  }
  function drop() {
    if (drag.current === null) return;
    drag.current = null;
    try {
      localStorage.setItem(PANEL_PLACE_KEY, JSON.stringify(place));
    } catch {
      // storage refused (private mode, quota): the place lasts as long as the page
    }
  }

  /**
   * A percent button: that share of the balance the entered unit spends or sells, rounded down
   * (decision, docs/decisions.md: a total is quote, what a buy spends; an amount is base, what a
   * sell sells).
   */
  function percent(pct: number) {
    const share = readExact(available(entry === 'total' ? 'buy' : 'sell'));
    setValue(share === null ? '' : formatDown({ n: share.n * BigInt(pct), d: share.d * 100n }, precision));
  }

  function submit(side: Side) {
    void chartSubmit.submit(() => {
      const price = side === 'buy' ? ask : bid;
      const check = () => checkQuickMarket({ side, entry, value, bestPrice: price === '' ? null : price, available: available(side), fees: data.rates, pair: pair! });
      // a market buy sends its total, a market sell its amount: the other unit is estimated at the best price
      const v = readExact(value);
      const best = readExact(price);
      const figures = v === null || best === null || isZero(best) ? null : marketFigures(entry, v, best, pair!);
      const draft: OrderDraft = {
        kind: 'market', child: 'market', side, price: '', triggerPrice: '',
        amount: figures === null ? '' : formatDown(figures.amount, p.count), total: figures === null ? '' : formatDown(figures.total, p.total),
      };
      return { draft, available: available(side), check };
    }).then((placed: boolean) => placed && setValue(''));
  }

  const maxOf = (side: Side) => estimatedMax(side, entry, available(side), (side === 'buy' ? ask : bid) || null, data.rates, pair) ?? '--';

  return (
    <div ref={panel} className="ct-quick" role="group" aria-label={t('quick.title')} style={{ transform: `translate(${place.x}px, ${place.y}px)` }}>
      <div className="ct-quick-handle" title={t('quick.move')} onPointerDown={grab} onPointerMove={move} onPointerUp={drop} onPointerCancel={drop}>
        {t('quick.title')}
      </div>
      <div className="ct-quick-sides">
        <button type="button" className="ct-quick-buy" disabled={chartSubmit.busy} onClick={() => submit('buy')}>
          <span>{t('quick.buy')}</span>
          <span className="ct-quick-price"><span className="ct-live">{ask || '--'}</span></span>
        </button>
        <button type="button" className="ct-quick-sell" disabled={chartSubmit.busy} onClick={() => submit('sell')}>
          <span>{t('quick.sell')}</span>
          <span className="ct-quick-price"><span className="ct-live">{bid || '--'}</span></span>
        </button>
      </div>
      <div className="ct-quick-entry">
        <input aria-label={t(entry === 'amount' ? 'quick.amount' : 'quick.total', { coin: unit })} placeholder={t(entry === 'amount' ? 'quick.amount' : 'quick.total', { coin: unit })}
          {...numericInputProps(value, setValue, { precision })} />
        <button type="button" className="ct-quick-toggle" aria-label={t('quick.switchTo', { coin: entry === 'amount' ? pair.marketCoinName : pair.coinName })}
          onClick={() => {
            setEntry(entry === 'amount' ? 'total' : 'amount');
            setValue('');
          }}>{unit}</button>
      </div>
      <div className="ct-quick-percents">
        {PERCENTS.map((pct) => (
          <button key={pct} type="button" aria-label={t('quick.percentOf', { percent: pct, coin: entry === 'total' ? pair.marketCoinName : pair.coinName })} onClick={() => percent(pct)}>{pct}%</button>
        ))}
      </div>
      <dl className="ct-quick-max">
        <div><dt>{t('quick.maxBuy')}</dt><dd data-testid="quick-max-buy"><span className="ct-live">{maxOf('buy')} {unit}</span></dd></div>
        <div><dt>{t('quick.maxSell')}</dt><dd data-testid="quick-max-sell"><span className="ct-live">{maxOf('sell')} {unit}</span></dd></div>
      </dl>
      <ConfirmDialog pending={chartSubmit.pending} />
    </div>
  );
}
