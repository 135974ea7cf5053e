/**
 * Every message of the market-data and user websockets (docs/protocol.md explains each with an
 * example). Server messages travel as binary frames deflateRaw(msgpack(message)) (codec.ts);
 * client messages as JSON text or msgpack binary frames; `ping`/`pong` are bare text frames.
 *
 * Hot-path units: depth, trade and kline messages carry integers only — prices in ticks
 * (10^-pricePrecision of the quote coin), sizes in lots (10^-countPrecision of the base coin),
 * times in ms since the epoch. Tickers and notifications carry display strings, as the REST
 * calls do. Every data message has `ch`; control answers are `ch: 'ack'` and `ch: 'error'`.
 */
import type { KlineInterval, KlineIntervalName } from './intervals';

/** Codes of `error` messages (spec 001 section 8 names -8102, -8105 and -8108). */
export const WsCode = {
  OK: 0,
  /** The frame is not JSON / msgpack, or not an object. */
  BAD_FRAME: -8101,
  /** Harmless, clients ignore it: unsubscribing from something not subscribed. */
  IGNORED: -8102,
  /** Unknown op or channel, or invalid args (unknown symbol, precision or interval). */
  BAD_REQUEST: -8103,
  /** Not on this endpoint, or too many subscriptions on the socket. */
  NOT_ALLOWED: -8104,
  /** The notify token is expired or unknown: fetch a new one and subscribe again. */
  TOKEN_EXPIRED: -8105,
  /** Manual ticker request refused (the same socket asked less than 2 s ago). */
  TICKER_REFUSED: -8108,
} as const;
export type WsCodeValue = (typeof WsCode)[keyof typeof WsCode];

// ---- client -> server -------------------------------------------------------------------

/** `precision` is a `val` of the pair's precisionList: decimals of the step, '2' = 0.01. */
export type DepthArgs = { symbol: string; precision: number | string };
export type SubscribeArg =
  | ['depth', DepthArgs]
  | ['trade', { symbol: string }]
  | ['kline', { symbol: string; interval: KlineIntervalName }]
  | ['tickers']
  | ['market_change']
  | ['notify', { token: string }];

export interface SubscribeMessage {
  op: 'SUBSCRIBE' | 'UNSUBSCRIBE';
  args: SubscribeArg[];
  /** Echoed in the ack or error, so the client can match answers. */
  id?: number;
}

/** The manual ticker request of spec 001 ("a request of type request with type manual"). */
export interface RequestMessage {
  op: 'REQUEST';
  args: [['tickers', { type: 'manual' }]];
  id?: number;
}

export type ClientMessage = SubscribeMessage | RequestMessage;

// ---- server -> client -------------------------------------------------------------------

interface DepthBase {
  ch: 'depth';
  symbol: string;
  precision: number;
  /** Rises by exactly 1 per message of this (symbol, precision) stream. */
  seq: number;
  /** bookChecksum (src/core/checksum.ts) of the stream's book after applying this message. */
  checksum: number;
  /** Flat [price, size, price, size, …], best first; size 0 deletes the level. */
  bids: number[];
  asks: number[];
  time: number;
}
export interface DepthSnapshot extends DepthBase {
  type: 'snapshot';
  /** Grouping step in ticks (10^(pricePrecision - precision)); prices are multiples of it. */
  step: number;
  pricePrecision: number;
  countPrecision: number;
}
export interface DepthUpdate extends DepthBase {
  type: 'update';
}
export type DepthMessage = DepthSnapshot | DepthUpdate;

/** [tradeId, price, size, isBuy (1 the taker bought, 0 sold), time]. */
export type TradeTuple = [number, number, number, 0 | 1, number];
export interface TradeMessage {
  ch: 'trade';
  type: 'snapshot' | 'update';
  symbol: string;
  pricePrecision: number;
  countPrecision: number;
  /** Oldest first. */
  trades: TradeTuple[];
}

/** [start, open, high, low, close, volume]: start in ms, prices in ticks, volume in lots. */
export type Candle = [number, number, number, number, number, number];
export interface KlineMessage {
  ch: 'kline';
  type: 'snapshot' | 'update';
  symbol: string;
  interval: KlineInterval;
  pricePrecision: number;
  countPrecision: number;
  /** Oldest first; an update holds the candles changed since the previous message. */
  candles: Candle[];
}

/** The symbol ticker fields of spec 001 section 3, as GET /gw-api/ds/pairs answers them. */
export interface TickerRow {
  symbol: string;
  symbolId: number;
  /** Last, 24 h high and low: decimal strings at the pair's price precision, '' before any trade. */
  c: string;
  h: string;
  l: string;
  /** 24 h volume in base coin and in quote coin. */
  v: string;
  qv: string;
  /** 24 h change: percent with 2 decimals, fraction with 4, and '1' up / '0' down. */
  rate: string;
  fluctuation: string;
  increase: '0' | '1';
}
export interface TickersMessage {
  ch: 'tickers';
  /** true when this answers the socket's manual request. */
  manual: boolean;
  id?: number;
  time: number;
  data: TickerRow[];
}

/** A top-mover record as GET /gw-api/quotation/query-market-change answers it. */
export interface MarketChangeRecord {
  seq: number;
  type: 'RISE_5m' | 'FALL_5m' | 'NH_24h' | 'NL_24h' | 'BREAK';
  symbolId: number;
  symbolName: string;
  /** Unix seconds. */
  time: number;
  price: string;
  percent: string;
  breakSide: 'up' | 'down' | null;
  breakPrice: string | null;
}
export interface MarketChangeMessage {
  ch: 'market_change';
  type: 'snapshot' | 'update';
  /** snapshot: newest first (seq descending); update: oldest first, as they happened. */
  data: MarketChangeRecord[];
}

export type NotifyEvent = 'TRADE_SUCCESS' | 'NEW_ENTRUST' | 'CANCEL_ENTRUST';
/** Push-event order mode of spec 002: 0 spot market, 2 margin, 3 trigger, 4 stop. */
export type NotifyOrderMode = 0 | 2 | 3 | 4;

/** The notification payload of spec 001 section 3, plus the order mode of spec 002. */
export interface NotifyPayload {
  event: NotifyEvent;
  tips_type: 'tips_filled' | 'tips_canceled' | 'tips_other';
  biz_type: 'limit' | 'market' | 'ioc' | 'limit_maker';
  side: 'buy' | 'sell';
  symbol: string;
  symbol_name: string;
  /** Decimal strings: see docs/protocol.md for what each event puts in them. */
  price: string;
  count: string;
  amount: string;
  /** Unique per notification (dedupe key). */
  uuid: string;
  entrustIdStr: string;
  margin_trading: boolean;
  order_mode: NotifyOrderMode;
  /** The order's state after the event (spec 002 order states). */
  state: string;
  time: number;
}
export interface NotifyMessage {
  ch: 'notify';
  /** Always 0 on a pushed event (spec 001: "pushed notification events (code 0)"). */
  code: 0;
  data: NotifyPayload;
}

export interface AckMessage {
  ch: 'ack';
  op: ClientMessage['op'];
  id?: number;
  /** The args that took effect, normalised (e.g. '1line' -> '1', precision as a number). */
  args: unknown[];
}

export interface ErrorMessage {
  ch: 'error';
  code: number;
  msg: string;
  id?: number;
}

export type ServerMessage =
  | DepthMessage
  | TradeMessage
  | KlineMessage
  | TickersMessage
  | MarketChangeMessage
  | NotifyMessage
  | AckMessage
  | ErrorMessage;
