import { formatUnits, mulDiv, pow10 } from '../../src/core/units';
import { encodeFrame, type Deflate } from '../../src/protocol/codec';
import type { NotifyEvent, NotifyMessage, NotifyOrderMode, NotifyPayload } from '../../src/protocol/messages';
import type { ExchangeEngine } from '../engine/api';
import { OPEN_STATES, type EngineEvent, type Fill, type Order } from '../engine/types';
import type { Subscriber } from './publisher-depth';
import { coinRef } from './refdata';

/** Fills of one order since its last notification. */
interface FillSum {
  lots: number;
  notional: number;
  lastPrice: number;
}

/** What is tracked for a user with at least one notify socket. */
interface UserFeed {
  subs: Set<Subscriber>;
  /** Open orders seen, with the filled lots last notified. */
  open: Map<number, number>;
  fills: Map<number, FillSum>;
}

/**
 * The user `notify` channel: order events of specs 001/002 built from the engine's `order` and
 * `fill` events, for users with an open notify socket only (one Map lookup per event for
 * everyone else). A user never receives another user's events: every event is routed by the
 * userId of its order or fill.
 *
 * - NEW_ENTRUST (tips_other): the first event of an order, while it is open.
 * - TRADE_SUCCESS (tips_filled): an order event whose filled size grew; the fills since the
 *   previous notification of that order are summed (price = the last fill's price).
 * - CANCEL_ENTRUST (tips_canceled): an order that ends in a cancelled state (user, system or
 *   self-trade prevention). A triggered plan order sends nothing; its child sends NEW_ENTRUST.
 *
 * Messages are queued and only sent by `flush()`, which the gateway calls after the events are
 * persisted (index.ts commit), so nobody hears of an order the store could still lose.
 */
export class NotifyHub {
  private readonly users = new Map<number, UserFeed>();
  private queue: Array<{ userId: number; message: NotifyMessage }> = [];

  constructor(
    private readonly engine: ExchangeEngine,
    private readonly deflate?: Deflate,
  ) {}

  /** Adds a socket of `userId`; its open orders are taken as already announced. */
  subscribe(userId: number, sub: Subscriber): void {
    let feed = this.users.get(userId);
    if (feed === undefined) {
      const open = new Map(this.engine.openOrders(userId).map((o) => [o.orderId, o.filledSize]));
      this.users.set(userId, (feed = { subs: new Set(), open, fills: new Map() }));
    }
    feed.subs.add(sub);
  }

  /** Removes a socket; forgets the user when it was the last one. */
  unsubscribe(userId: number, sub: Subscriber): boolean {
    const feed = this.users.get(userId);
    if (feed === undefined || !feed.subs.delete(sub)) return false;
    if (feed.subs.size === 0) this.users.delete(userId);
    return true;
  }

  feed(event: EngineEvent): void {
    if (event.kind === 'fill') this.fill(event.fill);
    else if (event.kind === 'order') this.order(event.order);
  }

  /** Sends the queued notifications (one encode each, shared by the user's sockets). */
  flush(): number {
    if (this.queue.length === 0) return 0;
    const queue = this.queue;
    this.queue = [];
    for (const { userId, message } of queue) {
      const subs = this.users.get(userId)?.subs;
      if (subs === undefined) continue;
      const frame = encodeFrame(message, this.deflate);
      for (const s of subs) s.send(frame);
    }
    return queue.length;
  }

  private fill(f: Fill): void {
    const feed = this.users.get(f.userId);
    if (feed === undefined) return;
    const sum = feed.fills.get(f.orderId);
    if (sum === undefined) feed.fills.set(f.orderId, { lots: f.size, notional: f.notional, lastPrice: f.price });
    else {
      sum.lots += f.size;
      sum.notional += f.notional;
      sum.lastPrice = f.price;
    }
  }

  private order(o: Order): void {
    const feed = this.users.get(o.userId);
    if (feed === undefined) return;
    const open = OPEN_STATES.has(o.state);
    const notified = feed.open.get(o.orderId);
    if (notified === undefined && open) this.push(o, 'NEW_ENTRUST');
    const sum = feed.fills.get(o.orderId);
    if (sum !== undefined) {
      feed.fills.delete(o.orderId);
      if (o.filledSize > (notified ?? 0)) this.push(o, 'TRADE_SUCCESS', sum);
    }
    if (open) feed.open.set(o.orderId, o.filledSize);
    else {
      feed.open.delete(o.orderId);
      if (o.state !== 'COMPLETE') this.push(o, 'CANCEL_ENTRUST');
    }
  }

  private push(o: Order, event: NotifyEvent, fills?: FillSum): void {
    this.queue.push({ userId: o.userId, message: { ch: 'notify', code: 0, data: payload(this.engine, o, event, fills) } });
  }
}

const TIPS = { TRADE_SUCCESS: 'tips_filled', NEW_ENTRUST: 'tips_other', CANCEL_ENTRUST: 'tips_canceled' } as const;

/** Spec 002's push-event order mode: 0 spot market, 2 margin, 3 trigger, 4 stop. */
export function orderModeOf(o: Order): NotifyOrderMode {
  if (o.mode === 'iso_margin') return 2;
  return o.tradeType === 'spot_trigger' ? 3 : o.tradeType === 'spot_stop' ? 4 : 0;
}

/** Builds the payload now: the order is the engine's live record and changes after this call. */
function payload(engine: ExchangeEngine, o: Order, event: NotifyEvent, fills?: FillSum): NotifyPayload {
  const pair = engine.pair(o.symbol);
  const pp = pair?.pricePrecision ?? 0;
  const cp = pair?.countPrecision ?? 0;
  const quote = pair?.quote ?? '';
  const scale = coinRef(quote)?.scale ?? 8;
  const price = fills !== undefined ? fills.lastPrice : o.price;
  const lots = fills !== undefined ? fills.lots : o.size;
  return {
    event,
    tips_type: TIPS[event],
    biz_type: o.type,
    side: o.side,
    symbol: o.symbol,
    symbol_name: pair === undefined ? o.symbol : `${pair.base}/${pair.quote}`,
    price: price > 0 ? formatUnits(price, pp) : '',
    count: lots > 0 ? formatUnits(lots, cp) : '',
    amount: fills !== undefined ? formatUnits(fills.notional, scale) : orderAmount(o, pp + cp, scale),
    uuid: `${o.orderId}-${event === 'TRADE_SUCCESS' ? `T${o.filledSize}` : event === 'NEW_ENTRUST' ? 'N' : 'C'}`,
    entrustIdStr: String(o.orderId),
    margin_trading: o.mode === 'iso_margin',
    order_mode: orderModeOf(o),
    state: o.state,
    time: o.updateTime,
  };
}

/** Quote amount of an order: price x size for limit kinds, the notional of a market buy. */
function orderAmount(o: Order, priceSizeScale: number, scale: number): string {
  if (o.notional > 0) return formatUnits(o.notional, scale);
  if (o.price <= 0 || o.size <= 0) return '';
  try {
    const units = priceSizeScale >= scale ? mulDiv(o.price, o.size, pow10(priceSizeScale - scale), 'down') : o.price * o.size * pow10(scale - priceSizeScale);
    return formatUnits(units, scale);
  } catch {
    return ''; // beyond the safe range: a display figure only, left out
  }
}
