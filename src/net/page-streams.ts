/**
 * The page's own market sockets on its main thread (the chart's kline socket, the top movers'
 * market_change socket), besides the market worker's: each registers while it runs, so leaving
 * the page (page-life.ts) ends them all with the worker's, and the gateway drops their
 * subscriptions at once (spec 001 section 2: leaving the trade page unsubscribes depth, trade,
 * kline and market change feeds).
 */

const running = new Set<() => void>();

/** Registers a running stream by its stop; answers the unregistering (call it from the stop). */
export function trackStream(stop: () => void): () => void {
  running.add(stop);
  return () => void running.delete(stop);
}

/** Stops every registered stream (each stop is called once, and unregisters). */
export function stopPageStreams(): void {
  for (const stop of [...running]) {
    running.delete(stop);
    stop();
  }
}

/** How many streams run (tests, the HUD). */
export function pageStreamCount(): number {
  return running.size;
}
