import { computed, effect, signal } from '@preact/signals-react';
import { useEffect, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation';
import { addPainter, requestPaint } from '../../render/frame-loop';
import { PALETTES } from '../../render/palette';
import { createStage } from '../../render/pixi/stage';
import { bookFill } from '../../state/book-fill';
import { bookSettings } from '../../state/book-settings';
import { ordersTick } from '../../state/account';
import { currentPairSpec, currentSymbol } from '../../state/market';
import { theme } from '../../state/theme';
import { BookColumns, BookHeader } from './BookHeader';
import { fillFor } from './book-hover';
import { wirePointer } from './book-pointer';
import type { StripLabels } from './book-strip';
import { BookTooltip, type TooltipLabels } from './book-tooltip';
import { BookWidget } from './book-widget';
import { fetchBuySell, followOwnOrders, hasSession } from './own-orders';
import './order-book.css';

export interface OrderBookProps {
  /** Page layout and type (the page's route). */
  layout: 'pro' | 'basic';
  type: 'spot' | 'margin';
}

/**
 * The order book widget (spec "Order book"): a DOM header and column titles, the book itself
 * on a Pixi canvas drawn from the one frame loop (book-widget.ts), and a DOM hover tooltip.
 * React renders it on settings, pair and language changes only; market updates go straight
 * from the worker's arrays to the canvas. The last click-to-fill is echoed on the section's
 * data-fill-* attributes (tests; the order form reads the bookFill signal).
 */
export function OrderBook(props: OrderBookProps) {
  const { t, i18n } = useTranslation('book');
  const route = props;
  const pro = route.layout === 'pro';
  const section = useRef<HTMLElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  const labels = useMemo(() => signal<StripLabels & TooltipLabels>({ spread: '', buy: '', sell: '', average: '', amount: '', total: '' }), []);

  // Canvas strings are translated here; the painter reads them through the labels signal.
  useEffect(() => {
    const stop = effect(() => {
      const pair = currentPairSpec.value;
      const base = pair?.coinName ?? '';
      const quote = pair?.marketCoinName ?? '';
      const next = {
        spread: t('strip.spread'), buy: t('strip.buy'), sell: t('strip.sell'),
        average: t('tooltip.average'), amount: t('tooltip.amount', { coin: base }), total: t('tooltip.total', { coin: quote }),
      };
      const cur = labels.peek();
      if ((Object.keys(next) as (keyof typeof next)[]).some((k) => next[k] !== cur[k])) labels.value = next;
    });
    return stop;
  }, [t, i18n.language, labels]);

  useEffect(() => {
    const sectionEl = section.current!;
    const hostEl = host.current!;
    let cleanup = () => {};
    let cancelled = false;
    const inputs = computed(() => ({ settings: bookSettings.value, theme: theme.value, pro, labels: labels.value }));
    void createStage(hostEl, { background: PALETTES[theme.peek()].background }).then((stage) => {
      if (cancelled) return stage.destroy(); // StrictMode's first mount, already undone
      const own = followOwnOrders({
        symbol: () => currentSymbol.value,
        pricePrecision: () => currentPairSpec.value?.pricePrecision,
        enabled: () => bookSettings.value.markOwnOrders,
        // every change to the user's orders: pushed events bump it too (followNotifications), and
        // an amend, which pushes nothing for an open order that did not fill, bumps it itself
        events: () => ordersTick.value,
      }, {
        fetchOrders: (symbol) => fetchBuySell(symbol, route.type === 'margin' ? 'iso_margin' : 'spot'),
        signedIn: hasSession,
        setTimer: (run, ms) => window.setTimeout(run, ms),
        clearTimer: (h) => window.clearTimeout(h as number),
      }, requestPaint);
      const widget = new BookWidget(stage, new BookTooltip(tip.current!), sectionEl, own, () => inputs.value);
      const sizeObserver = new ResizeObserver(() => {
        widget.resize(hostEl.clientWidth, hostEl.clientHeight);
        requestPaint();
      });
      sizeObserver.observe(hostEl);
      widget.resize(hostEl.clientWidth, hostEl.clientHeight);
      const removePainter = addPainter(() => widget.paint());
      const stopRepaint = effect(() => { void inputs.value; requestPaint(); });
      const unwire = wirePointer(hostEl, widget, (target) => {
        if (widget.scene === null || widget.display === null) return;
        const fill = fillFor(widget.scene, target, widget.display, currentSymbol.peek(), Date.now());
        if (fill !== null) bookFill.value = fill;
      });
      cleanup = () => {
        unwire();
        stopRepaint();
        removePainter();
        sizeObserver.disconnect();
        own.stop();
        widget.destroy();
        stage.destroy();
      };
    }).catch((err) => console.error('order book: no renderer', err));
    const stopEcho = effect(() => {
      const f = bookFill.value;
      if (f === null) return;
      Object.assign(sectionEl.dataset, { fillSide: f.side, fillPrice: f.price, fillAmount: f.amount, fillSymbol: f.symbol });
    });
    return () => {
      cancelled = true;
      stopEcho();
      cleanup();
    };
  }, [pro, route.type, labels]);

  return (
    <section ref={section} className="widget widget-book" data-widget="book" aria-label={t('title')}>
      <BookHeader pro={pro} />
      <BookColumns />
      <div ref={host} className="widget-canvas book-canvas" data-testid="book-canvas" />
      {/* on <body>: the widget contains its layout and paint, which would clip a fixed tooltip */}
      {createPortal(<div ref={tip} className="book-tooltip" role="tooltip" data-testid="book-tooltip" hidden />, document.body)}
    </section>
  );
}
