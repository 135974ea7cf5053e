/**
 * Order-history markers on the candles where the trader's orders filled (issue 24): a B or S
 * mark at the candle's time and the fill's average price; clicking one opens the order-history
 * dialog with its fills, 8 rows a page (date, average price, size, filled notional, fee). The
 * marks follow the chart's pans and zooms in its paint call, on the DOM.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { historyPage, type HistoryMarker } from '../../core/chart-trading/history-markers';
import type { PanelMode } from '../../core/order-panel/types';
import type { KlineInterval } from '../../protocol/intervals';
import { Dialog } from '../../ui/Dialog';
import type { ChartCoords } from './chart-coords';
import { chartMarkers } from './chart-orders';
import { localPanelTime } from '../../ui/utc-offset';

const keyOf = (m: HistoryMarker) => `${m.time}:${m.side}`;

/** The marker's y: the average price of its newest fill. */
const priceOf = (m: HistoryMarker) => Number(m.rows[0].priceAvg);

export function HistoryMarkers({ coords, symbol, mode, interval }: { coords: ChartCoords; symbol: string; mode: PanelMode; interval: KlineInterval }) {
  useSignals();
  const { t } = useTranslation('chartTrade');
  const { t: tOrder } = useTranslation('order');
  const markers = chartMarkers(symbol, mode, interval);
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const [open, setOpen] = useState<HistoryMarker | null>(null);
  const [page, setPage] = useState(1);

  useLayoutEffect(() => {
    const place = () => {
      const box = coords.plot();
      for (const m of markers) {
        const el = refs.current.get(keyOf(m));
        if (el === undefined) continue;
        const x = coords.xOf(m.time);
        const y = coords.yOf(priceOf(m));
        el.hidden = box === null || x === null || y === null || x < 0 || x > box.width || y < 0 || y > box.height;
        if (x !== null && y !== null) el.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
      }
    };
    place();
    return coords.onPaint(place);
  }, [coords, markers]);

  const shown = open === null ? null : historyPage(open, page);
  // as the order panel's trade history writes a fill's time (the browser's own format would follow
  // its language, not the page's)
  const date = (ms: number) => localPanelTime(ms);
  return (
    <>
      {markers.map((m) => (
        <button key={keyOf(m)} type="button" ref={(el) => { if (el === null) refs.current.delete(keyOf(m)); else refs.current.set(keyOf(m), el); }}
          className={`ct-marker ct-marker-${m.side}`} data-time={m.time}
          aria-label={t('history.marker', { side: tOrder(m.side === 'buy' ? 'form.buy' : 'form.sell'), count: m.rows.length, price: m.rows[0].priceAvg })}
          onClick={() => {
            setOpen(m);
            setPage(1);
          }}>
          {m.side === 'buy' ? t('history.buyMark') : t('history.sellMark')}
        </button>
      ))}
      <Dialog title={t('history.title')} open={open !== null} onClose={() => setOpen(null)} className="ct-history"
        actions={shown !== null && shown.pages > 1 ? (
          <>
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('history.prev')}</button>
            <span>{t('history.page', { page, pages: shown.pages })}</span>
            <button type="button" disabled={page >= shown.pages} onClick={() => setPage(page + 1)}>{t('history.next')}</button>
          </>
        ) : undefined}>
        {shown !== null && (
          <table className="ct-history-table">
            <thead>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('history.avgPrice')}</th>
                <th scope="col">{t('history.size')}</th>
                <th scope="col">{t('history.notional')}</th>
                <th scope="col">{t('history.fee')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.rows.map((r, n) => (
                <tr key={`${r.orderId}-${n}`}>
                  <td>{date(r.createTime)}</td>
                  <td>{r.priceAvg}</td>
                  <td>{r.size}</td>
                  <td>{r.notional}</td>
                  <td>{r.fee} {r.feeCoinName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Dialog>
    </>
  );
}
