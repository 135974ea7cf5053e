/**
 * The trader's open orders as lines over the price chart (issue 24): side, kind, price and size
 * on a label at the line's end, a cancel button, and, where the order can be edited, a drag to
 * a new price. Dropped, a line is checked (src/core/chart-trading/order-lines.ts dragVerdict: a
 * market-type line may not cross the last price), confirmed when quick edit is off (forced),
 * then the order is updated through the order panel's call; a refused move puts the line back.
 * A cancel's or a move's refusal is told with the gateway's reason (line-refusal.ts); a session
 * that ended (-6) sends the trader to login, as the chart's order buttons do.
 * Lines follow the chart's pans and zooms in its paint call (chart-coords.ts), on the DOM.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { chartConfirm } from '../../core/chart-trading/chart-confirm';
import { dragVerdict, priceAt, type OrderLine } from '../../core/chart-trading/order-lines';
import { tagLeft, type PanelBox } from '../../core/chart-trading/panel-place';
import type { PanelMode } from '../../core/order-panel/types';
import { currentLastPrice } from '../../state/market';
import { showToast } from '../../ui/toast';
import { Dialog } from '../../ui/Dialog';
import { fieldMessageText, messageOfRefusal, textLookup } from '../order-panel/edit/edit-messages';
import type { EditOutcome } from '../order-panel/edit/edit-submit';
import type { FormPair } from '../order-form/form-pair';
import { loginHref } from '../order-form/login-href';
import type { ChartCoords } from './chart-coords';
import { cancelFromLine, chartLines, moveOrder, orderOfLine } from './chart-orders';
import { displayFlags } from './display-flags';
import { failureText } from './line-refusal';
import { quickPanelBox } from './quick-panel-box';

interface Dragging {
  orderId: number;
  /** Pointer y minus the line's y when it was grabbed. */
  offset: number;
  price: string;
}

interface PendingMove {
  line: OrderLine;
  price: string;
}

/** A tag's top from its line and its height (.ct-line-tag and .ct-line-label, chart-trading.css). */
const TAG_TOP = -10;
const TAG_HEIGHT = 19;

/** The order form's name of the line's order kind ('order' namespace kind.*). */
const kindKey = (l: OrderLine) => (l.tradeType === 'spot_trigger' ? 'trigger' : l.tradeType === 'spot_stop' ? 'stop_limit' : l.type);

export function OrderLines({ coords, pair, mode, locale }: { coords: ChartCoords; pair: FormPair; mode: PanelMode; locale: string }) {
  useSignals();
  const { t, i18n } = useTranslation('chartTrade');
  const { t: tOrder } = useTranslation('order');
  const sideName = (side: 'buy' | 'sell') => tOrder(side === 'buy' ? 'form.buy' : 'form.sell');
  const lines = chartLines(pair.symbol, mode);
  const quickEdit = displayFlags.value.quickEditOrder;
  const refs = useRef(new Map<number, HTMLDivElement>());
  const dragging = useRef<Dragging | null>(null);
  const tagWidths = useRef(new Map<number, number>());
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [busy, setBusy] = useState(false);
  /**
   * Orders whose cancel is on its way (a second press would only be refused): their buttons are
   * disabled. The one record of them, with no ref beside it: a press re-renders before the next
   * press can land, so the render's set is never stale when read, and the updates are functional
   * so a cancel ending after others started or ended keeps theirs.
   */
  const [cancelling, setCancelling] = useState<ReadonlySet<number>>(new Set());

  // each paint: every line at its price (the one being dragged at the pointer), its tag beside
  // the quick panel where the panel covers its row
  useLayoutEffect(() => {
    // the tags' widths are read once per render of the lines, so a paint forces no layout
    tagWidths.current.clear();
    const place = () => {
      const panel = quickPanelBox.peek();
      for (const line of lines) {
        const el = refs.current.get(line.orderId);
        if (el === undefined) continue;
        const d = dragging.current;
        const price = d?.orderId === line.orderId ? d.price : line.price;
        const y = coords.yOf(Number(price));
        const box = coords.plot();
        el.hidden = y === null || box === null || y < 0 || y > box.height;
        if (y === null) continue;
        el.style.transform = `translateY(${Math.round(y)}px)`;
        if (!el.hidden) placeTag(el, line.orderId, Math.round(y), panel);
      }
    };
    const stopPaint = coords.onPaint(place);
    // also runs at once: the first placing
    const stopPanel = quickPanelBox.subscribe(place);
    return () => {
      stopPaint();
      stopPanel();
    };
  }, [coords, lines]);

  /** A line dropped but not moved: back at its order's price, with its price label. */
  function putBack(line: OrderLine) {
    const el = refs.current.get(line.orderId);
    const y = coords.yOf(Number(line.price));
    if (el === undefined || y === null) return;
    el.style.transform = `translateY(${Math.round(y)}px)`;
    el.querySelector('.ct-line-price')!.textContent = line.price;
    placeTag(el, line.orderId, Math.round(y), quickPanelBox.peek());
  }

  /** The line's tag at its left (panel-place.ts tagLeft), written only when it changes. */
  function placeTag(el: HTMLDivElement, orderId: number, y: number, panel: PanelBox | null) {
    const tag = el.firstElementChild as HTMLElement;
    let width = tagWidths.current.get(orderId);
    if (width === undefined) {
      width = tag.offsetWidth;
      // a hidden line's tag has no width yet: measured again once it shows
      if (width > 0) tagWidths.current.set(orderId, width);
    }
    const left = `${tagLeft({ top: y + TAG_TOP, height: TAG_HEIGHT }, width, panel)}px`;
    if (tag.style.left !== left) tag.style.left = left;
  }

  function grab(e: ReactPointerEvent<HTMLElement>, line: OrderLine) {
    if (!line.draggable || busy) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    // the layer lies over the plot: a pointer's y in it is a y of the plot
    const y = coords.yOf(Number(line.price)) ?? 0;
    const layer = e.currentTarget.closest('.ct-layer')!.getBoundingClientRect();
    dragging.current = { orderId: line.orderId, offset: e.clientY - layer.top - y, price: line.price };
  }

  function drag(e: ReactPointerEvent<HTMLElement>, line: OrderLine) {
    const d = dragging.current;
    if (d === null || d.orderId !== line.orderId) return;
    const layer = e.currentTarget.closest('.ct-layer')!.getBoundingClientRect();
    const y = e.clientY - layer.top - d.offset;
    const price = priceAt(coords.priceAt(y) ?? Number.NaN, pair.pricePrecision);
    if (price === null) return;
    d.price = price;
    const el = refs.current.get(line.orderId);
    if (el !== undefined) {
      el.style.transform = `translateY(${Math.round(y)}px)`;
      el.querySelector('.ct-line-price')!.textContent = price;
      placeTag(el, line.orderId, Math.round(y), quickPanelBox.peek());
    }
  }

  function drop(line: OrderLine) {
    const d = dragging.current;
    if (d === null || d.orderId !== line.orderId) return;
    dragging.current = null;
    const last = Number(currentLastPrice.peek());
    const verdict = dragVerdict(line, d.price, Number.isFinite(last) && last > 0 ? last : null);
    if (verdict !== 'move') {
      putBack(line);
      if (verdict === 'crossesLast') showToast(t('line.editFailed'), 'error');
      return;
    }
    if (chartConfirm({ kind: 'update' }, { orderConfirm: {} }, quickEdit).ask) setPending({ line, price: d.price });
    else void commit(line, d.price);
  }

  async function commit(line: OrderLine, price: string) {
    const order = orderOfLine(line.orderId);
    if (order === undefined) {
      // filled or cancelled while the confirm was open: nothing to move, and the trader is told
      putBack(line);
      showToast(`${t('line.editFailed')}: ${t('line.notOpen')}`, 'error');
      return;
    }
    setBusy(true);
    try {
      const outcome = await moveOrder(order, price, pair);
      if (outcome.kind === 'done') showToast(t('line.edited'), 'success');
      else if (outcome.kind === 'login') location.assign(loginHref(locale));
      else {
        // refused: the line and its label go back to where the order still is, and the toast
        // says why where the gateway said it (the edit modal's texts for the same codes)
        putBack(line);
        showToast(refusalText(outcome), 'error');
      }
    } finally {
      setBusy(false);
    }
  }

  /** A refused move in words: the post-only rule, a field's refusal (e_33148, e_33124…), else the gateway's reason or the plain failure. */
  function refusalText(outcome: Exclude<EditOutcome, { kind: 'done' | 'login' }>): string {
    if (outcome.kind === 'postOnlyCancelled') return tOrder('form.postOnlyCancelled');
    if (outcome.kind === 'field') return `${t('line.editFailed')}: ${fieldMessageText(i18n, messageOfRefusal(outcome))}`;
    // 'close': a plan order's 33148, the amount no longer valid for it
    if (outcome.kind === 'close') return `${t('line.editFailed')}: ${fieldMessageText(i18n, messageOfRefusal({ messageKey: 'e_33148', params: {} }))}`;
    // the codes the edit rules leave unplaced: the gateway's reason where the page words it
    return failureText(textLookup(i18n), t('line.editFailed'), outcome.code);
  }

  async function cancel(line: OrderLine) {
    const order = orderOfLine(line.orderId);
    if (order === undefined || cancelling.has(line.orderId)) return;
    setCancelling((sent) => new Set(sent).add(line.orderId));
    try {
      const outcome = await cancelFromLine(order, mode);
      if (outcome.kind === 'done') showToast(t('line.cancelled'), 'success');
      else if (outcome.kind === 'login') location.assign(loginHref(locale));
      else showToast(failureText(textLookup(i18n), t('line.cancelFailed'), outcome.code), 'error');
    } finally {
      setCancelling((sent) => {
        const left = new Set(sent);
        left.delete(line.orderId);
        return left;
      });
    }
  }

  return (
    <>
      {lines.map((line) => (
        <div key={line.orderId} ref={(el) => { if (el === null) refs.current.delete(line.orderId); else refs.current.set(line.orderId, el); }}
          className={`ct-line ct-line-${line.side}${line.draggable ? ' ct-line-draggable' : ''}`} data-order-id={line.orderId} data-price={line.price}>
          <div className="ct-line-tag">
            <div className="ct-line-label" role={line.draggable ? 'slider' : undefined} aria-label={t('line.label', { side: sideName(line.side), kind: tOrder(`kind.${kindKey(line)}`), price: line.price, size: line.size })}
              aria-valuenow={line.draggable ? Number(line.price) : undefined} aria-valuetext={line.draggable ? line.price : undefined}
              onPointerDown={(e) => grab(e, line)} onPointerMove={(e) => drag(e, line)} onPointerUp={() => drop(line)} onPointerCancel={() => drop(line)}>
              <span>{sideName(line.side)} {tOrder(`kind.${kindKey(line)}`)}</span>
              <span className="ct-line-price">{line.price}</span>
              <span>{line.size}</span>
            </div>
            <button type="button" className="ct-line-cancel" aria-label={t('line.cancel', { side: sideName(line.side), price: line.price })} disabled={cancelling.has(line.orderId)} onClick={() => void cancel(line)}>×</button>
          </div>
        </div>
      ))}
      <Dialog title={t('line.confirmTitle')} open={pending !== null} dismissible={false} onClose={() => setPending(null)}
        actions={(
          <>
            <button type="button" onClick={() => {
              // the order did not move: its line goes back
              putBack(pending!.line);
              setPending(null);
            }}>{t('line.keep')}</button>
            <button type="button" className="primary" onClick={() => {
              const p = pending!;
              setPending(null);
              void commit(p.line, p.price);
            }}>{t('line.move')}</button>
          </>
        )}>
        {pending !== null && <p>{t('line.confirmText', { side: sideName(pending.line.side), from: pending.line.price, to: pending.price })}</p>}
      </Dialog>
    </>
  );
}
