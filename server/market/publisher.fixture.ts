/**
 * Test fixture of the publisher without sockets: the real Engine wired to a MarketPublisher as
 * index.ts wires it, a settable clock, subscribers that decode what they are sent, and a tiny
 * reference book that applies depth messages with the protocol's semantics.
 */
import { bookChecksum } from '../../src/core/checksum';
import { decodeFrameOnce } from '../../src/protocol/codec';
import type { DepthMessage, ServerMessage } from '../../src/protocol/messages';
import { Engine } from '../engine/engine';
import type { EngineEvent, Side } from '../engine/types';
import { T0 } from '../gateway.fixture';
import { MarketPublisher, type Subscriber } from './publisher';
import { engineCoins, enginePairs } from './refdata';
import { createMarketWatch } from './watch';

export interface PublisherHarness {
  engine: Engine;
  publisher: MarketPublisher;
  clock: { now: number };
  /** Persists nothing; releases notifications like index.ts's commit. */
  commit(): void;
  /** A limit order of a fresh funded trader (not a store user); returns the order id. */
  limit(symbol: string, side: Side, price: number, size: number, userId?: number): number;
}

let traderId = 700_000;

export function publisherHarness(): PublisherHarness {
  const clock = { now: T0 };
  const now = () => clock.now;
  let publisher: MarketPublisher | undefined = undefined;
  const market = createMarketWatch({ onRecord: (r) => publisher?.moverRecord(r) });
  const emit = (e: EngineEvent) => {
    market.feed(e);
    publisher?.feed(e);
  };
  const engine = new Engine({ pairs: enginePairs(), coins: engineCoins(), now, emit });
  publisher = new MarketPublisher({ engine, market, now });
  const pub = publisher;
  return {
    engine,
    publisher: pub,
    clock,
    commit: () => pub.committed(),
    limit(symbol, side, price, size, userId = ++traderId) {
      const pair = engine.pair(symbol)!;
      const funded = engine.fund(userId, side === 'buy' ? pair.quote : pair.base, 1e11);
      if (!funded.ok) throw new Error(`fixture funding refused: ${funded.error.msg}`);
      const r = engine.place({ userId, mode: 'spot', subMode: 'normal', symbol, side, type: 'limit', planType: 0, price, size, notional: 0, triggerPrice: 0, tradeSide: 0, reqNo: `P${userId}` });
      if (!r.ok) throw new Error(`fixture order refused: ${r.error.msg}`);
      pub.committed();
      return r.value.orderId;
    },
  };
}

/** A subscriber that decodes every frame it is sent. */
export class Collector implements Subscriber {
  readonly messages: ServerMessage[] = [];
  send(frame: Uint8Array): void {
    this.messages.push(decodeFrameOnce(frame) as ServerMessage);
  }
  of<C extends ServerMessage['ch']>(ch: C): Array<Extract<ServerMessage, { ch: C }>> {
    return this.messages.filter((m) => m.ch === ch) as Array<Extract<ServerMessage, { ch: C }>>;
  }
  clear(): void {
    this.messages.length = 0;
  }
}

/** The client's book of one depth stream: the reference semantics of docs/protocol.md. */
export class LocalBook {
  seq = 0;
  private readonly bids = new Map<number, number>();
  private readonly asks = new Map<number, number>();

  /** Applies a message; throws on a seq gap or a checksum mismatch. */
  apply(m: DepthMessage): void {
    if (m.type === 'snapshot') {
      this.bids.clear();
      this.asks.clear();
    } else if (m.seq !== this.seq + 1) throw new Error(`seq gap: ${this.seq} -> ${m.seq}`);
    this.seq = m.seq;
    for (const [side, levels] of [[this.bids, m.bids], [this.asks, m.asks]] as const) {
      for (let i = 0; i < levels.length; i += 2) {
        if (levels[i + 1] === 0) side.delete(levels[i]);
        else side.set(levels[i], levels[i + 1]);
      }
    }
    const sum = this.checksum();
    if (sum !== m.checksum) throw new Error(`checksum mismatch at seq ${m.seq}: ${sum} != ${m.checksum}`);
  }

  /** Flat [price, size, …] best first. */
  side(which: 'bids' | 'asks'): number[] {
    const map = which === 'bids' ? this.bids : this.asks;
    const prices = [...map.keys()].sort((a, b) => (which === 'bids' ? b - a : a - b));
    return prices.flatMap((p) => [p, map.get(p)!]);
  }

  checksum(): number {
    return bookChecksum(this.side('bids'), this.side('asks'));
  }
}
