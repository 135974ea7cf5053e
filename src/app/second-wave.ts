/**
 * The trade page renders in two waves. The first holds what the trader reads first and what
 * the first frame must draw (header, pair brief, book, depth chart, trades); the second (the
 * order form, the order panel) is rendered once the book has painted, so the book's first
 * frame does not wait for the React work of the busiest components of the page (measured
 * under the 4x throttle: the form and the panel were most of the first commit). Their panels
 * are laid out from the start (empty, aria-busy), so nothing moves when they fill in.
 */
import { startTransition, useEffect, useState } from 'react';
import { whenBookPainted } from '../features/order-book/book-painted';

/**
 * The second wave does not wait for a book that may never paint (an empty book, a pair
 * without a market, a socket that cannot open) longer than this.
 */
export const SECOND_WAVE_LATEST_MS = 2_500;

/** Resolves when the second wave may render: the book has painted, or SECOND_WAVE_LATEST_MS passed. */
export function secondWaveDue(painted: Promise<void> = whenBookPainted(), latestMs = SECOND_WAVE_LATEST_MS): Promise<void> {
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, latestMs))]);
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
