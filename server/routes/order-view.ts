import type { Fill, Order, PairSpec } from '../engine/types';
import { formatUnits } from '../../src/core/units';

/**
 * Orders and fills as the order panel and the chart read them (spec order-panel section 3):
 * every amount a decimal string at its precision — prices at the pair's price precision,
 * sizes at its count precision, notionals and fees at their coin's ledger scale.
 */

/** What a view needs to know beyond the record: the pair and the ledger scale of a coin. */
export interface ViewRefs {
  pair(symbol: string): PairSpec | undefined;
  coinScale(coin: string): number;
}

export interface OrderRow {
  orderId: number;
  orderIdStr: string;
  entrustId: number;
  entrustIdStr: string;
  /** Paging cursor of the lists: the order id. */
  pid: number;
  /** 'BTC/USDT' as the panel shows it; symbolName is the 'BTC_USDT' form. */
  symbol: string;
  symbolName: string;
  symbolId: number;
  orderMode: Order['mode'];
  subMode: Order['subMode'];
  createTime: number;
  updateTime: number;
  type: Order['type'];
  side: Order['side'];
  price: string;
  triggerPrice: string;
  tradeSide: number;
  planType: number;
  size: string;
  filledSize: string;
  notional: string;
  filledNotional: string;
  priceAvg: string;
  fee: string;
  feeCoinName: string;
  state: Order['state'];
  tradeType: Order['tradeType'];
  /** maker or taker from the order's first fill, or the kind when it decides (see roleOf); '' before any fill. */
  tradeRole: '' | 'maker' | 'taker';
  marketAmountType: number;
  childOrderId: number | null;
  parentOrderId: number | null;
}

export interface FillRow {
  tradeId: number;
  pid: number;
  orderId: number;
  orderIdStr: string;
  entrustIdStr: string;
  symbol: string;
  symbolName: string;
  side: Fill['side'];
  createTime: number;
  price: string;
  /** Same as price: a single fill's average price (the trade-history column reads it). */
  priceAvg: string;
  size: string;
  notional: string;
  fee: string;
  feeCoinName: string;
  tradeRole: Fill['role'];
}

const slash = (symbol: string) => symbol.replace('_', '/');

/**
 * filledNotional / filledSize in ticks, rounded down:
 * ticks = notional * 10^(countPrecision + pricePrecision) / (size * 10^quoteScale).
 */
export function averagePriceTicks(filledNotional: number, filledSize: number, pair: PairSpec, quoteScale: number): number {
  if (filledSize <= 0) return 0;
  const num = BigInt(filledNotional) * 10n ** BigInt(pair.countPrecision + pair.pricePrecision);
  const den = BigInt(filledSize) * 10n ** BigInt(quoteScale);
  return Number(num / den);
}

/** Role shown on an order row: the kind decides for taker-only / maker-only kinds. */
export function roleOf(order: Order, firstFillRole: Fill['role'] | undefined): OrderRow['tradeRole'] {
  if (order.filledSize === 0) return '';
  if (order.type === 'market' || order.type === 'ioc') return 'taker';
  if (order.type === 'limit_maker') return 'maker';
  return firstFillRole ?? '';
}

/** An order row; `firstFillRole` is the role of its first fill when the caller looked it up. */
export function orderRow(o: Order, refs: ViewRefs, firstFillRole?: Fill['role']): OrderRow {
  const pair = refs.pair(o.symbol);
  const pp = pair?.pricePrecision ?? 2;
  const cp = pair?.countPrecision ?? 2;
  const quote = pair?.quote ?? o.symbol.split('_')[1] ?? '';
  const qs = refs.coinScale(quote);
  const avg = pair === undefined ? 0 : averagePriceTicks(o.filledNotional, o.filledSize, pair, qs);
  const id = String(o.orderId);
  return {
    orderId: o.orderId,
    orderIdStr: id,
    entrustId: o.orderId,
    entrustIdStr: id,
    pid: o.orderId,
    symbol: slash(o.symbol),
    symbolName: o.symbol,
    symbolId: pair?.symbolId ?? 0,
    orderMode: o.mode,
    subMode: o.subMode,
    createTime: o.createTime,
    updateTime: o.updateTime,
    type: o.type,
    side: o.side,
    price: o.price === 0 ? '0' : formatUnits(o.price, pp),
    triggerPrice: o.triggerPrice === 0 ? '0' : formatUnits(o.triggerPrice, pp),
    tradeSide: o.tradeSide,
    planType: o.planType,
    size: formatUnits(o.size, cp),
    filledSize: formatUnits(o.filledSize, cp),
    notional: formatUnits(o.notional, qs),
    filledNotional: formatUnits(o.filledNotional, qs),
    priceAvg: o.filledSize === 0 ? '0' : formatUnits(avg, pp),
    fee: formatUnits(o.fee, refs.coinScale(o.feeCoin)),
    feeCoinName: o.feeCoin,
    state: o.state,
    tradeType: o.tradeType,
    tradeRole: roleOf(o, firstFillRole),
    marketAmountType: o.marketAmountType,
    childOrderId: o.childOrderId ?? null,
    parentOrderId: o.parentOrderId ?? null,
  };
}

export function fillRow(f: Fill, refs: ViewRefs): FillRow {
  const pair = refs.pair(f.symbol);
  const pp = pair?.pricePrecision ?? 2;
  const price = formatUnits(f.price, pp);
  const id = String(f.orderId);
  return {
    tradeId: f.tradeId,
    pid: f.tradeId,
    orderId: f.orderId,
    orderIdStr: id,
    entrustIdStr: id,
    symbol: slash(f.symbol),
    symbolName: f.symbol,
    side: f.side,
    createTime: f.time,
    price,
    priceAvg: price,
    size: formatUnits(f.size, pair?.countPrecision ?? 2),
    notional: formatUnits(f.notional, refs.coinScale(pair?.quote ?? '')),
    fee: formatUnits(f.fee, refs.coinScale(f.feeCoin)),
    feeCoinName: f.feeCoin,
    tradeRole: f.role,
  };
}
