/**
 * What the edit-order modal is given and what it reads beside it: the open-orders row (spec
 * order-panel section 3) and the symbol info of that row's pair, taken from the pair list the
 * page loaded (GET /gw-api/ds/pairs, kept live by the tickers). The row's pair need not be the
 * page's current pair: open orders list every pair unless filtered.
 */
import type { EditedOrder } from '../../../core/order-panel/edit-order';
import type { PanelOrder } from '../../../core/order-panel/types';
import { underscoreSymbol } from '../../../core/order-panel/types';
import type { PairRules } from '../../../core/order-form/types';

/**
 * An open-orders row. The list calls answer `notional` (a market buy plan order's budget) and
 * `symbolId` too; PanelOrder does not declare them, so they are optional here.
 */
export type EditableOrder = PanelOrder & { notional?: string; symbolId?: number };

/** Symbol info the modal needs (section 3 "Symbol info (edit modal)"): the rules' fields, the id and the last price. */
export interface EditPair extends PairRules {
  symbolId: number;
  /** Last price ('' when the pair has not traded). */
  c: string;
}

const text = (v: unknown): v is string => typeof v === 'string';

/**
 * The pair of `symbol` ('BTC/USDT' or 'BTC_USDT') among `list`, when it carries every field the
 * rules read; undefined while the list has not loaded or the row is unknown.
 */
export function editPairOf(list: readonly object[], symbol: string): EditPair | undefined {
  const want = underscoreSymbol(symbol);
  const row = list.find((p) => (p as { symbol?: unknown }).symbol === want) as Partial<EditPair> | undefined;
  if (row === undefined) return undefined;
  const mins = [row.minBuyCount, row.minSellCount, row.minBuyAmount, row.minSellAmount, row.minBuyPrice, row.minSellPrice];
  if (typeof row.symbolId !== 'number' || !text(row.coinName) || !text(row.marketCoinName) || !mins.every(text)) return undefined;
  return row as EditPair;
}

/** The rules' view of a row; a row without `notional` (only market buys use it) counts 0. */
export function toEditedOrder(order: EditableOrder): EditedOrder {
  const { orderId, side, type, tradeType, price, triggerPrice, size, filledSize } = order;
  return { orderId, side, type, tradeType, price, triggerPrice, size, filledSize, notional: order.notional ?? '0' };
}

/** The header's order-type key (spec section 3 "Order types"): limit, post only, trigger or TP/SL with its child. */
export function kindLabelKey(order: Pick<PanelOrder, 'type' | 'tradeType'>): 'limit' | 'limit_maker' | 'trigger_limit' | 'trigger_market' | 'stop_limit' | 'stop_market' {
  const child = order.type === 'market' ? 'market' : 'limit';
  if (order.tradeType === 'spot_trigger') return `trigger_${child}`;
  if (order.tradeType === 'spot_stop') return `stop_${child}`;
  return order.type === 'limit_maker' ? 'limit_maker' : 'limit';
}
