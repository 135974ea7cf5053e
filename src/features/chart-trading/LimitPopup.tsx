/**
 * The chart's limit popup (issue 24, spec "Chart area" and section 4 "limit popup flow"): a
 * "+" at the plot's end follows the pointer's height; clicking it opens the popup at that price
 * (rounded down to the pair's precision): place an order there or draw a horizontal line. An
 * order then takes an amount (typed, or 25/50/75/100 % of the balance, buys less the larger fee
 * rate) and one button: Buy under the last price, Sell above it (a limit order that rests).
 * Closing resets the amount. Checked by the chart's rules, submitted through the order form's flow.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { checkQuickLimit, minTotalWarning, percentAmount } from '../../core/chart-trading/quick-order';
import { priceAt } from '../../core/chart-trading/order-lines';
import { formatDown, mul, readExact } from '../../core/order-form/exact';
import { precisionsOf, type Side, type TradeMode } from '../../core/order-form/types';
import { currentLastPrice } from '../../state/market';
import { ConfirmDialog } from '../order-form/ConfirmDialog';
import type { FormPair } from '../order-form/form-pair';
import { numericInputProps } from '../order-form/NumericInput';
import { useFormData } from '../order-form/use-form-data';
import { useChartSubmit } from './use-chart-submit';
import type { ChartCoords } from './chart-coords';

const PERCENTS = [25, 50, 75, 100] as const;

interface Popup {
  price: string;
  y: number;
  step: 'choose' | 'order';
}

export function LimitPopup({ coords, pair, mode, locale, onDrawLine }: { coords: ChartCoords; pair: FormPair; mode: TradeMode; locale: string; onDrawLine(price: string): void }) {
  const { t } = useTranslation('chartTrade');
  const { data } = useFormData(pair, mode, locale);
  const chartSubmit = useChartSubmit(pair, mode, locale, data);
  const handle = useRef<HTMLButtonElement>(null);
  const hoverY = useRef<number | null>(null);
  const [popup, setPopup] = useState<Popup | null>(null);
  const [amount, setAmount] = useState('');
  const warningId = useId();
  const p = precisionsOf(pair);

  // the "+" follows the pointer's height over the plot (straight on the DOM: no render per move),
  // measured from the layer it is drawn in: wherever the layer stands, the "+" is under the pointer
  useEffect(() => {
    const layer = handle.current?.closest<HTMLElement>('.ct-layer');
    const host = layer?.parentElement;
    if (layer === null || layer === undefined || host === null || host === undefined) return;
    const move = (e: PointerEvent) => {
      const box = coords.plot();
      const el = handle.current;
      if (box === null || el === null) return;
      const y = e.clientY - layer.getBoundingClientRect().top;
      const inside = y >= 0 && y <= box.height;
      el.hidden = !inside;
      if (!inside) return;
      hoverY.current = y;
      el.style.transform = `translateY(${Math.round(y)}px)`;
      el.dataset.price = priceAt(coords.priceAt(y) ?? Number.NaN, p.price) ?? '';
    };
    host.addEventListener('pointermove', move, { passive: true });
    return () => host.removeEventListener('pointermove', move);
  }, [coords, p.price]);

  const close = () => {
    setPopup(null);
    setAmount('');
  };

  const last = Number(currentLastPrice.peek());
  const side: Side = popup !== null && Number.isFinite(last) && last > 0 && Number(popup.price) > last ? 'sell' : 'buy';
  const available = (s: Side) => (s === 'buy' ? data.wallet?.quote : data.wallet?.base) ?? '0';
  const warning = popup === null ? null : minTotalWarning({ side, price: popup.price, amount, pair });

  function submit() {
    if (popup === null) return;
    void chartSubmit.submit(() => {
      const check = () => checkQuickLimit({ side, price: popup.price, amount, available: available(side), pair });
      const price = readExact(popup.price);
      const a = readExact(amount);
      const total = price === null || a === null ? '' : formatDown(mul(price, a), p.total);
      return { draft: { kind: 'limit', child: 'limit', side, price: popup.price, triggerPrice: '', amount, total }, available: available(side), check };
    }).then((placed) => placed && close());
  }

  return (
    <>
      <button ref={handle} type="button" className="ct-plus" hidden aria-label={t('popup.open')}
        onClick={() => {
          const price = handle.current?.dataset.price ?? '';
          if (price !== '' && hoverY.current !== null) setPopup({ price, y: hoverY.current, step: 'choose' });
        }}>+</button>
      {popup !== null && (
        <div className="ct-popup" role="dialog" aria-label={t('popup.title', { price: popup.price })} style={{ transform: `translateY(${Math.round(popup.y)}px)` }}
          onKeyDown={(e) => { if (e.key === 'Escape') close(); }}>
          <button type="button" className="ct-popup-close" aria-label={t('popup.close')} onClick={close}>×</button>
          {popup.step === 'choose' ? (
            <>
              <button type="button" onClick={() => setPopup({ ...popup, step: 'order' })}>{t('popup.placeOrder', { price: popup.price })}</button>
              <button type="button" onClick={() => {
                onDrawLine(popup.price);
                close();
              }}>{t('popup.drawLine', { price: popup.price })}</button>
            </>
          ) : (
            <>
              <input aria-label={t('quick.amount', { coin: pair.coinName })} placeholder={t('quick.amount', { coin: pair.coinName })} autoFocus
                aria-describedby={warning === null ? undefined : warningId} aria-invalid={warning !== null}
                {...numericInputProps(amount, setAmount, { precision: p.count })} />
              {/* the spec's tooltip: the total this amount makes is at or below the pair's minimum */}
              {warning !== null && <p className="ct-popup-warn" id={warningId} role="status">{t('popup.minTotal', warning)}</p>}
              <div className="ct-quick-percents">
                {PERCENTS.map((pct) => (
                  <button key={pct} type="button" aria-label={t('quick.percentOf', { percent: pct, coin: side === 'buy' ? pair.marketCoinName : pair.coinName })}
                    onClick={() => setAmount(percentAmount(side, String(pct), available(side), popup.price, data.rates, pair) ?? '')}>{pct}%</button>
                ))}
              </div>
              <button type="button" className={side === 'buy' ? 'ct-quick-buy' : 'ct-quick-sell'} disabled={chartSubmit.busy} onClick={submit}>
                {t(side === 'buy' ? 'popup.buy' : 'popup.sell', { price: popup.price })}
              </button>
            </>
          )}
        </div>
      )}
      <ConfirmDialog pending={chartSubmit.pending} />
    </>
  );
}
