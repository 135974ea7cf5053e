/**
 * Fetches the code of what loads on demand (React.lazy, dynamic import) once the page has
 * nothing better to do, so a click never waits on the network: after `after` (the book's first
 * paint on the trade page) and then in idle time, one module at a time. A failed prefetch is
 * only logged; the click that needs the module asks for it again.
 */

/** Longest wait for an idle period before prefetching anyway (a page that is never idle). */
const IDLE_TIMEOUT_MS = 3_000;

const idle = () => new Promise<void>((resolve) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(resolve, 200);
});

export async function prefetchWhenIdle(after: Promise<void>, loaders: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  await after;
  for (const load of loaders) {
    await idle();
    try {
      await load();
    } catch (err) {
      console.warn('prefetch failed', err);
    }
  }
}
