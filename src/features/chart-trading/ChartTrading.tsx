/**
 * Trading on the price chart (issue 24): one layer over the chart's plot holding what the
 * display config turns on: the trader's open-order lines (show open orders), the fill markers
 * (show order history), the limit popup and the horizontal lines (limit-order trading) and the
 * quick market panel (market-order trading). Its own lazy chunk, mounted by the price chart once
 * the chart exists; the layer lets pointer events through to the chart except on its controls.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
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

  useEffect(() => (symbol === undefined || !wantsOrders ? undefined : followChartOrders(symbol, mode)), [symbol, mode, wantsOrders]);

  if (pair === undefined) return null;
  const box = coords.plot();
  return (
    <div className="ct-layer" style={box === null ? undefined : { left: box.left, top: box.top, width: box.width, height: box.height }}>
      {flags.limitOrderTrade && <HorizontalLines coords={coords} symbol={pair.symbol} />}
      {flags.showOrderHistory && <HistoryMarkers coords={coords} symbol={pair.symbol} mode={mode} interval={interval} />}
      {flags.showOrders && <OrderLines coords={coords} pair={pair} mode={mode} />}
      {flags.limitOrderTrade && <LimitPopup coords={coords} pair={pair} mode={mode} locale={locale} onDrawLine={(price) => drawHorizontalLine(pair.symbol, price)} />}
      {flags.marketOrderTrade && <QuickMarketPanel locale={locale} mode={mode} />}
    </div>
  );
}
