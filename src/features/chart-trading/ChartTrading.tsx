/**
 * Trading on the price chart (issue 24): one layer over the chart's plot holding what the
 * display config turns on: the trader's open-order lines (show open orders), the fill markers
 * (show order history), the limit popup and the horizontal lines (limit-order trading) and the
 * quick market panel (market-order trading). Its own lazy chunk, mounted by the price chart once
 * the chart exists; the layer lets pointer events through to the chart except on its controls.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { TradeMode } from '../../core/order-form/types';
import type { KlineInterval } from '../../protocol/intervals';
import { formPair } from '../order-form/form-pair';
import type { ChartCoords } from './chart-coords';
import { followChartOrders } from './chart-orders';
import { displayFlags } from './display-flags';
import { HistoryMarkers } from './HistoryMarkers';
import { drawHorizontalLine, HorizontalLines } from './HorizontalLines';
import { LimitPopup } from './LimitPopup';
import { OrderLines } from './OrderLines';
import QuickMarketPanel from './QuickMarketPanel';
import './chart-trading.css';

export interface ChartTradingProps {
  coords: ChartCoords;
  mode: TradeMode;
  locale: string;
  interval: KlineInterval;
}

export default function ChartTrading({ coords, mode, locale, interval }: ChartTradingProps) {
  useSignals();
  const pair = formPair.value;
  const flags = displayFlags.value;
  const symbol = pair?.symbol;
  const wantsOrders = flags.showOrders || flags.showOrderHistory;

  const layer = useRef<HTMLDivElement>(null);

  useEffect(() => (symbol === undefined || !wantsOrders ? undefined : followChartOrders(symbol, mode)), [symbol, mode, wantsOrders]);

  // the layer lies over the plot: placed again after each draw (a resize moves the plot)
  useLayoutEffect(() => {
    const place = () => {
      const el = layer.current;
      const box = coords.plot();
      if (el === null || box === null) return;
      const s = el.style;
      const [left, top, width, height] = [`${box.left}px`, `${box.top}px`, `${box.width}px`, `${box.height}px`];
      if (s.left !== left) s.left = left;
      if (s.top !== top) s.top = top;
      if (s.width !== width) s.width = width;
      if (s.height !== height) s.height = height;
    };
    place();
    return coords.onPaint(place);
  }, [coords, pair]);

  if (pair === undefined) return null;
  return (
    <div ref={layer} className="ct-layer">
      {flags.limitOrderTrade && <HorizontalLines coords={coords} symbol={pair.symbol} />}
      {flags.showOrderHistory && <HistoryMarkers coords={coords} symbol={pair.symbol} mode={mode} interval={interval} />}
      {flags.showOrders && <OrderLines coords={coords} pair={pair} mode={mode} locale={locale} />}
      {flags.limitOrderTrade && <LimitPopup coords={coords} pair={pair} mode={mode} locale={locale} onDrawLine={(price) => drawHorizontalLine(pair.symbol, price)} />}
      {flags.marketOrderTrade && <QuickMarketPanel locale={locale} mode={mode} />}
    </div>
  );
}
