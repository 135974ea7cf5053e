/**
 * The trade page comes up book first. The first wave is what the trader reads first: the
 * header, the pair's brief and the order book. The second waits for the book's first paint:
 * the depth chart's and the trades' canvases (each a renderer of its own to set up), the order
 * form and the order panel (the busiest React trees of the page). So the book's first frame
 * does not share the main thread with them: under the 4x throttle their set-up and first
 * render together took longer than the book's. Their panels are laid out from the start
 * (empty, aria-busy; the static shell has them too), so nothing moves when they fill in.
 */
import { startTransition, useEffect, useState } from 'react';
import { whenBookPainted } from '../features/order-book/book-painted';
import { loadLateTexts } from '../i18n';

/**
 * The second wave does not wait for a book that may never paint (an empty book, a pair
 * without a market, a socket that cannot open) longer than this.
 */
export const SECOND_WAVE_LATEST_MS = 2_500;

/**
 * Resolves when the second wave may render: the book has painted and the late texts it reads
 * (src/i18n/late-namespaces.ts, fetched once the book has painted) are in, or
 * SECOND_WAVE_LATEST_MS passed. Texts that failed to load do not hold it back.
 */
export function secondWaveDue(painted: Promise<void> = whenBookPainted(), latestMs = SECOND_WAVE_LATEST_MS, lateTexts: () => Promise<void> = loadLateTexts): Promise<void> {
  const ready = painted.then(lateTexts).catch(() => {});
  return Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, latestMs))]);
}

/**
 * Runs `mount` (which returns its own undoing) when the second wave is due; the returned
 * function undoes it, or cancels it if it has not run yet. For effects: `useEffect(() => afterBook(mount), [])`.
 */
export function afterBook(mount: () => () => void): () => void {
  let unmount: (() => void) | null = null;
  let cancelled = false;
  void secondWaveDue().then(() => {
    if (!cancelled) unmount = mount();
  });
  return () => {
    cancelled = true;
    unmount?.();
  };
}

/** False until the second wave may render, then true (a transition: it yields to the book's frames). */
export function useSecondWave(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    let live = true;
    void secondWaveDue().then(() => {
      if (live) startTransition(() => setDue(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return due;
}
