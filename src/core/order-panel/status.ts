/**
 * Status, order-type and role labels and the average-price rule of the panel's order rows
 * (spec order-panel sections 3 and 4). Labels are keys of the `panel` i18n namespace; this
 * module never imports i18next, the table translates them.
 *
 * Plan orders (trigger, TP/SL) are told apart by their trade type: a triggered plan order's
 * child is a plain order (tradeType spot_market) and is labelled as one.
 */
import { PLACEHOLDER, type PanelOrder, type TradeType } from './types';

/** Status label keys of the `panel` namespace (spec section 3 "Order-status labels"). */
export type StatusKey =
  | 'status.freeze_fail'
  | 'status.freeze_success'
  | 'status.partial_complete'
  | 'status.complete'
  | 'status.cancelling'
  | 'status.trigger_triggered'
  | 'status.trigger_cancelled'
  | 'status.trigger_system_canceled'
  | 'status.cancelled'
  | 'status.partial_complete_and_cancelled'
  | 'status.system_canceled'
  | 'status.partially_system_canceled'
  | 'status.stp_canceled'
  | 'status.partially_stp_canceled'
  | 'status.untriggered';

// SUCCESS (new) has no text. FREEZE_FAIL / FREEZE_SUCCESS / CANCELLING are the spec's legacy
// states: our gateway never sends them, but a row carrying one still gets its label.
const PLAIN: Readonly<Record<string, StatusKey>> = {
  FREEZE_FAIL: 'status.freeze_fail',
  FREEZE_SUCCESS: 'status.freeze_success',
  PARTIAL_COMPLETE: 'status.partial_complete',
  COMPLETE: 'status.complete',
  CANCELLING: 'status.cancelling',
  CANCELLED: 'status.cancelled',
  PARTIAL_COMPLETE_AND_CANCELLED: 'status.partial_complete_and_cancelled',
  SYSTEM_CANCELED: 'status.system_canceled',
  PARTIALLY_SYSTEM_CANCELED: 'status.partially_system_canceled',
  STP_CANCELED: 'status.stp_canceled',
  PARTIALLY_STP_CANCELED: 'status.partially_stp_canceled',
};

// Only three closed states of a plan order are labelled; the open one shows untriggered.
const PLAN: Readonly<Record<string, StatusKey>> = {
  SUCCESS: 'status.untriggered',
  COMPLETE: 'status.trigger_triggered',
  CANCELLED: 'status.trigger_cancelled',
  SYSTEM_CANCELED: 'status.trigger_system_canceled',
};

/** True for trigger and TP/SL orders. */
export function isPlanOrder(tradeType: TradeType): boolean {
  return tradeType !== 'spot_market';
}

/** The status label key of a row, or null when the spec shows no text (a new plain order). */
export function statusKey(row: Pick<PanelOrder, 'state' | 'tradeType'>): StatusKey | null {
  const table = isPlanOrder(row.tradeType) ? PLAN : PLAIN;
  return Object.hasOwn(table, row.state) ? table[row.state] : null;
}

/** States whose average price is shown (spec section 4 "Average price"). */
const AVG_STATES: ReadonlySet<string> = new Set(['COMPLETE', 'PARTIAL_COMPLETE', 'PARTIAL_COMPLETE_AND_CANCELLED']);

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The average price column: the gateway's priceAvg (already at the pair's price precision)
 * for a COMPLETE, PARTIAL_COMPLETE or PARTIAL_COMPLETE_AND_CANCELLED order, '--' otherwise, and
 * '--' as well when priceAvg is missing or zero (a triggered plan order fills nothing itself).
 */
export function averagePrice(row: Pick<PanelOrder, 'state' | 'priceAvg'>): string {
  if (!AVG_STATES.has(row.state)) return PLACEHOLDER;
  const v = typeof row.priceAvg === 'string' ? row.priceAvg.trim() : '';
  if (!DECIMAL.test(v) || /^0+(\.0+)?$/.test(v)) return PLACEHOLDER;
  return v;
}

/** Order-type label keys (spec section 3 "Order types"). */
export type OrderTypeKey =
  | 'orderType.market'
  | 'orderType.limit'
  | 'orderType.postOnly'
  | 'orderType.ioc'
  | 'orderType.triggerLimit'
  | 'orderType.triggerMarket'
  | 'orderType.stopLimit'
  | 'orderType.stopMarket';

/** The type column of a row: plain kinds by their type, plan orders by plan kind and child type. */
export function orderTypeKey(row: Pick<PanelOrder, 'type' | 'tradeType'>): OrderTypeKey {
  const market = row.type === 'market';
  if (row.tradeType === 'spot_trigger') return market ? 'orderType.triggerMarket' : 'orderType.triggerLimit';
  if (row.tradeType === 'spot_stop') return market ? 'orderType.stopMarket' : 'orderType.stopLimit';
  switch (row.type) {
    case 'market':
      return 'orderType.market';
    case 'limit_maker':
      return 'orderType.postOnly';
    case 'ioc':
      return 'orderType.ioc';
    default:
      return 'orderType.limit';
  }
}

/** Role label key of a fill or order (taker / maker); null before any fill. */
export function roleKey(role: string | null | undefined): 'role.taker' | 'role.maker' | null {
  if (role === 'taker') return 'role.taker';
  if (role === 'maker') return 'role.maker';
  return null;
}

/** Side label key. */
export function sideKey(side: string): 'side.buy' | 'side.sell' {
  return side === 'buy' ? 'side.buy' : 'side.sell';
}
