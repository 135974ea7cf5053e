/**
 * The market worker spawned by the page itself, first thing in its <head> (an inline script the
 * gateway writes, server/shell/shell-page.ts), before the page's other requests. Spawned from
 * the boot module, its script queued behind the entry's dozen chunks on HTTP/1.1's six
 * connections and came ~0.6 s later at a 4x throttle, and the wasm book, the socket and the
 * first snapshot with it. src/net/market-worker.ts adopts it. Pure: strings in, strings out.
 */

/** The window property the inline script leaves the worker in. */
export const EARLY_WORKER_PROPERTY = '__marketWorker';

/** The inline script that spawns the worker at `url` (a same-origin /assets/ path); a failure leaves the boot module to spawn it. */
export function earlyWorkerScript(url: string): string {
  const src = JSON.stringify(url).replace(/</g, '\\u003c');
  return `try{window.${EARLY_WORKER_PROPERTY}=new Worker(${src},{type:'module',name:'market'})}catch(e){}`;
}
