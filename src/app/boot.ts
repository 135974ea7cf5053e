/**
 * The trade page's boot: what it starts before the rest of its code has arrived. The gateway
 * loads this small module first and apart (an `async` module script, server/web/shell-page.ts),
 * so it runs while the entry's ~145 KB are still on the wire and being compiled:
 *
 * - the market worker spawns: the wasm book loads and the socket opens (src/net/market-worker.ts);
 * - the pair list, the user and the trade config are asked for (src/net/early-get.ts; apiGet
 *   takes the answers in flight);
 * - once the page's facts (written by the gateway) or the pair list name the pair's finest
 *   grouping, the worker subscribes to its depth and trades, so the first snapshot is usually
 *   in the worker by the time the page can draw it;
 * - the canvas widgets' renderer is chosen from the page's worker probe (src/render/early-probe.ts),
 *   else probed here (src/render/pixi/probe.ts: throwaway WebGL contexts, 20-50 ms under a 4x
 *   throttle) after the first frame: the static first screen must not wait for it. The
 *   widgets read the cached choice.
 *
 * The entry imports this module too; the browser runs it once (one module per URL). Nothing here
 * touches the DOM or React; a failure only costs the head start (the page asks again).
 */
import { apiUrl, prefetchGet } from '../net/early-get';
import { marketWorker } from '../net/market-worker';
import { workerProbeWait } from '../render/early-probe';
import { loadPixiScene, stageIsLazy } from '../render/pixi/pixi-load';
import { rendererChoice } from '../render/pixi/probe';
import { factsPrecision, finestPrecision } from './boot-precision';
import { parseTradeRoute } from './route';

function boot(): void {
  if (!/^\/trade(?:\/|$)/.test(location.pathname)) return;
  const route = parseTradeRoute(location.pathname, location.search, document.cookie);
  const pairs = prefetchGet(apiUrl('/ds/pairs', { local: route.locale }));
  prefetchGet(apiUrl('/user/info'));
  prefetchGet(apiUrl('/ds/trade-config'));
  const { api, ready } = marketWorker();
  // the gateway names the pair's finest grouping in the page; else the pair list does
  const known = factsPrecision(document.getElementById('boot-facts')?.textContent, route.symbol);
  const precision = known !== null ? known : pairs.then((answer) => finestPrecision(answer, route.symbol));
  void Promise.all([precision, ready]).then(([p]) => {
    if (p !== null) return api.setMarket(route.symbol, p);
  }).catch((err: unknown) => console.warn('boot: no early market subscription', err));
  // the renderer probe: the page's inline script probes in a worker of its own (early-probe.ts);
  // the choice is made from its answer, else probed here in the task after the first frame,
  // while the entry is still on the wire (not in the market worker: its OffscreenCanvas's first
  // WebGL context held that worker ~270 ms, the wasm book and the socket with it)
  requestAnimationFrame(() => setTimeout(() => {
    const wait = workerProbeWait(window as unknown as Record<string, unknown>);
    if (wait === null) fetchPixiIfNeeded();
    else void wait.then(fetchPixiIfNeeded);
  }, 0));
}

/**
 * Makes the renderer choice; where the stages need Pixi before they are made (WebGL, or no
 * OffscreenCanvas), starts its fetch now, not when the book's widget mounts a round trip later.
 */
function fetchPixiIfNeeded(): void {
  if (!stageIsLazy(rendererChoice().choice)) loadPixiScene().catch((err: unknown) => console.warn('boot: Pixi not fetched yet', err));
}

boot();
