/**
 * The market worker itself (workers/market): spawned once, as early as the page can. The trade
 * page's boot module (src/app/boot.ts) spawns it while the rest of the page's code is still on
 * the wire, so the wasm book loads, the socket opens and the first depth snapshot arrives in
 * parallel with that download; src/net/market-client.ts later adopts the running worker.
 *
 * Imports nothing but Comlink and types: the boot module must stay a few kilobytes.
 */
import * as Comlink from 'comlink';
import type { FeedEvent } from '../market-feed/frame';
import type { MarketWorkerApi } from '../market-feed/worker-api';
import { EARLY_WORKER_PROPERTY } from './early-worker';

/** Events the worker sent before the page listened (a few status changes at most); past this, the oldest go. */
const EARLY_EVENTS_KEPT = 64;

export interface SpawnedWorker {
  worker: Worker;
  api: Comlink.Remote<MarketWorkerApi>;
  /** Settles when the worker has its book and has opened its socket. */
  ready: Promise<unknown>;
  /** Hands the worker's events to `handler`, first those that came before it; once. */
  listen(handler: (e: FeedEvent) => void): void;
}

let spawned: SpawnedWorker | null = null;

/** The worker the page's inline script spawned (src/net/early-worker.ts), taken once; null when there is none. */
function takeEarlyWorker(): Worker | null {
  const holder = globalThis as unknown as Record<string, unknown>;
  const early = holder[EARLY_WORKER_PROPERTY];
  delete holder[EARLY_WORKER_PROPERTY];
  return typeof Worker === 'function' && early instanceof Worker ? early : null;
}

/** The running market worker, started on first call (adopted when the page spawned it already). */
export function marketWorker(): SpawnedWorker {
  if (spawned !== null) return spawned;
  const worker = takeEarlyWorker() ?? new Worker(new URL('../../workers/market/market.worker.ts', import.meta.url), { type: 'module', name: 'market' });
  const api = Comlink.wrap<MarketWorkerApi>(worker);
  const early: FeedEvent[] = [];
  let handler: ((e: FeedEvent) => void) | null = null;
  const relay = (e: FeedEvent): void => {
    if (handler !== null) handler(e);
    else if (early.push(e) > EARLY_EVENTS_KEPT) early.shift();
  };
  const ready = api.init({ origin: location.origin }, Comlink.proxy(relay));
  spawned = {
    worker, api, ready,
    listen(h) {
      handler = h;
      for (const e of early.splice(0)) h(e);
    },
  };
  return spawned;
}

/** Stops the worker; the next marketWorker() spawns a new one. */
export function stopMarketWorker(): void {
  spawned?.worker.terminate();
  spawned = null;
}
