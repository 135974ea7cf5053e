import type { EngineEvent } from './engine/types';
import type { MarketWatch } from './market/watch';
import type { Store } from './store/api';

/** Who else hears engine events: the market-data publisher (optional, set once it exists). */
export interface EventListener {
  feed(event: EngineEvent): void;
  /** Called after a batch is on disk: user notifications go out only then. */
  committed(): void;
}

/**
 * The one path from the engine to disk and to the market feeds, shared by the gateway process
 * and the test harnesses. Every event is queued (orders copied: they are emitted live) and fed
 * to the market watch and the publisher; `commit()` persists the queue in one transaction.
 * A failed commit keeps its batch for the next one: the engine already holds those changes,
 * and whoever asked is answered with an error, so nothing unpersisted is ever acknowledged.
 */
export function createEventPipeline(store: Store, market: MarketWatch) {
  let pending: EngineEvent[] = [];
  let listener: EventListener | undefined;
  return {
    emit(event: EngineEvent): void {
      pending.push(event.kind === 'order' ? { kind: 'order', order: { ...event.order } } : event);
      market.feed(event);
      listener?.feed(event);
    },
    commit(): void {
      const batch = pending;
      pending = [];
      try {
        // even with no events: request memory (a refusal's reqNo, a signature) commits too
        store.persist(batch);
      } catch (err) {
        pending = batch.concat(pending);
        throw err;
      }
      if (batch.length > 0) listener?.committed();
    },
    /** Attaches the publisher (it needs the engine, which needs `emit`: so it comes after). */
    listen(l: EventListener): void {
      listener = l;
    },
  };
}
