/**
 * Shapes the order panel's rules share (spec order-panel sections 3 and 7). They mirror the
 * gateway's answers (docs/api-trading.md, server/routes/order-view.ts) field for field, but
 * are declared here so the pure core never imports server code. Money stays a decimal string.
 */

/** The page mode from the route query: `type=margin` is margin, anything else spot. */
export type PanelMode = 'spot' | 'margin';

/** The list calls' `orderMode`. */
export type OrderMode = 'spot' | 'iso_margin';

/** The gateway's trade type of an order: plain, trigger order (planType 2), TP/SL (planType 1). */
export type TradeType = 'spot_market' | 'spot_trigger' | 'spot_stop';

/** Open-order and order-history sub-tabs in spot: limit/market, trigger, TP/SL (stop). */
export type KindTab = 'limit' | 'trigger' | 'stop';

export type Side = 'buy' | 'sell';

/** The side filter in the side column header: all, buy, sell. */
export type SideFilter = 'all' | Side;

/** An order row of open orders and order history (the fields the panel's rules read). */
export interface PanelOrder {
  orderId: number;
  /** Paging cursor of the lists (the order id on our gateway). */
  pid: number;
  orderIdStr?: string;
  entrustId?: number | string | null;
  entrustIdStr?: string | null;
  tempStr?: string | null;
  /** 'BTC/USDT' as shown. */
  symbol: string;
  createTime: number;
  type: 'limit' | 'market' | 'limit_maker' | 'ioc';
  side: Side;
  price: string;
  triggerPrice: string;
  size: string;
  filledSize: string;
  priceAvg: string;
  state: string;
  tradeType: TradeType;
  tradeRole?: '' | 'maker' | 'taker';
  /** 1 total (notional), 2 amount (size); 0 or absent for limit kinds. */
  marketAmountType?: number;
}

/** The placeholder shown for a missing value (spec section 9 "default placeholder constant"). */
export const PLACEHOLDER = '--';

/** The gateway's `orderMode` for a page mode. */
export function orderModeOf(mode: PanelMode): OrderMode {
  return mode === 'margin' ? 'iso_margin' : 'spot';
}

/** The page mode of a route query `type` (spec section 2). */
export function panelModeOf(routeType: string | null | undefined): PanelMode {
  return routeType === 'margin' ? 'margin' : 'spot';
}

/** The trade type each spot kind tab lists. */
export const KIND_TRADE_TYPE: Readonly<Record<KindTab, TradeType>> = {
  limit: 'spot_market',
  trigger: 'spot_trigger',
  stop: 'spot_stop',
};

/** The cancel calls' `planType` of a trade type: 0 plain, 1 stop (TP/SL), 2 trigger. */
export const PLAN_TYPE: Readonly<Record<TradeType, 0 | 1 | 2>> = {
  spot_market: 0,
  spot_stop: 1,
  spot_trigger: 2,
};

/** 'BTC/USDT' or 'BTC_USDT' as the gateway's 'BTC_USDT'. */
export function underscoreSymbol(symbol: string): string {
  return symbol.replace('/', '_');
}

/** The side filter as the list calls' `side` (null for all). */
export function sideParam(filter: SideFilter): Side | null {
  return filter === 'all' ? null : filter;
}
