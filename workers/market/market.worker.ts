/**
 * The market worker: a Comlink shell around src/market-feed/worker-api.ts. It only supplies the
 * browser's pieces — WebSocket, fetch, and the wasm book (build/book.wasm, bundled by Vite as an
 * asset) — and transfers the published arrays instead of copying them.
 */
import * as Comlink from 'comlink';
import wasmUrl from '../../build/book.wasm?url';
import { ReferenceBook } from '../../src/core/book/reference-book';
import { instantiateBookModule } from '../../src/core/book/wasm-book';
import { browserSocket } from '../../src/market-feed/browser-socket';
import { frameBuffers, type FrameRecycle } from '../../src/market-feed/frame';
import { createMarketWorkerApi, tokenAnswer } from '../../src/market-feed/worker-api';

/**
 * The wasm book starts loading as the worker starts, not when the page's init() comes: the
 * worker is spawned by the page's first inline script (src/net/early-worker.ts), well before
 * the boot module runs and calls init().
 */
const book = (async () => {
  try {
    return (await instantiateBookModule(fetch(wasmUrl))).createBook();
  } catch (err) {
    console.error('market worker: the wasm book did not load, using the reference book', err);
    return new ReferenceBook();
  }
})();

const api = createMarketWorkerApi({
  socket: browserSocket,
  animationFrame: typeof requestAnimationFrame === 'function' ? (fn) => void requestAnimationFrame(fn) : undefined,
  loadBook: () => book,
  async fetchToken(origin) {
    try {
      const res = await fetch(`${origin}/gw-api/user/ws-token`, { credentials: 'same-origin', cache: 'no-store' });
      return tokenAnswer(res.status, await res.json().catch(() => null));
    } catch {
      return 'unavailable';
    }
  },
});

// the worker's debug surface (like the page's window.__terminal): benchmarks inject messages with it
(globalThis as { __marketWorker?: typeof api }).__marketWorker = api;

Comlink.expose({
  ...api,
  async nextFrame(recycle?: FrameRecycle) {
    const frame = await api.nextFrame(recycle);
    return frame === null ? null : Comlink.transfer(frame, frameBuffers(frame));
  },
});
