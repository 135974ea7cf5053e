/**
 * A trader's open orders as lines on the price chart (issue 24, spec trade page "Chart area",
 * section 4 "market-line rule"): which orders draw, at which price, what dragging one may do,
 * and the price a pointer's height stands for. Pure: orders in, lines and verdicts out.
 *
 * A plain limit or post-only order draws at its price; a trigger or TP/SL order at its trigger
 * price (where it acts). A "market-type" line is a plan order whose child is a market order:
 * it has no price of its own, and the spec forbids dragging it across the last price (a buy
 * above it, a sell below it), where it would fire at once.
 */
import type { PanelOrder, Side, TradeType } from '../order-panel/types';
import { isEditable } from '../order-panel/edit-order';

/** The fields of an open order a line needs (spec section 3, "chart open order"). */
export type LineOrder = Pick<PanelOrder, 'orderId' | 'side' | 'type' | 'tradeType' | 'price' | 'triggerPrice' | 'size' | 'symbol'>;

export interface OrderLine {
  orderId: number;
  side: Side;
  tradeType: TradeType;
  type: PanelOrder['type'];
  /** Where the line is drawn, as the gateway wrote it. */
  price: string;
  size: string;
  /** A plan order with a market child: the market-line rule applies. */
  marketType: boolean;
  /** Whether it may be dragged to edit it (the order panel's edit rule). */
  draggable: boolean;
}

/** The most lines drawn (spec section 9: the open-order fetch limit). */
export const MAX_ORDER_LINES = 50;

/** The price an order's line stands at. */
export function linePrice(o: Pick<LineOrder, 'tradeType' | 'price' | 'triggerPrice'>): string {
  return o.tradeType === 'spot_market' ? o.price : o.triggerPrice;
}

const sameSymbol = (a: string, b: string) => a.replace('/', '_') === b.replace('/', '_');

/**
 * The lines of `symbol`'s open orders, at most MAX_ORDER_LINES, orders without a readable
 * positive price left out (a market order resting for a moment has none to draw).
 */
export function linesOf(orders: readonly LineOrder[], symbol: string): OrderLine[] {
  const out: OrderLine[] = [];
  for (const o of orders) {
    if (!sameSymbol(o.symbol, symbol)) continue;
    const price = linePrice(o);
    if (!(Number(price) > 0)) continue;
    const marketType = o.tradeType !== 'spot_market' && o.type === 'market';
    out.push({ orderId: o.orderId, side: o.side, tradeType: o.tradeType, type: o.type, price, size: o.size, marketType, draggable: isEditable(o) });
    if (out.length === MAX_ORDER_LINES) break;
  }
  return out;
}

/** What dropping a dragged line at `to` does. */
export type DragVerdict = 'unchanged' | 'move' | 'crossesLast' | 'notDraggable';

/**
 * The verdict on dropping `line` at price `to` (already cut to the pair's precision) with the
 * last price `last`: a market-type buy may not go above the last price, a sell not below it.
 */
export function dragVerdict(line: OrderLine, to: string, last: number | null): DragVerdict {
  if (!line.draggable) return 'notDraggable';
  if (Number(to) === Number(line.price)) return 'unchanged';
  if (line.marketType && last !== null) {
    const p = Number(to);
    if ((line.side === 'buy' && p > last) || (line.side === 'sell' && p < last)) return 'crossesLast';
  }
  return 'move';
}

/**
 * A chart value (a pointer's height, a float) as a price of `precision` decimals, rounded down
 * (section 9). The tiny relative nudge keeps 0.29 from reading as 0.28 through 28.999999999999996.
 */
export function priceAt(value: number, precision: number): string | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  const units = Math.floor(value * 10 ** precision * (1 + 1e-12));
  if (units <= 0) return null;
  const digits = String(units).padStart(precision + 1, '0');
  return precision === 0 ? digits : `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
}
