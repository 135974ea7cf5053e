/**
 * The page's "book painted" moment: a User Timing mark made once, by the frame that first
 * draws rows of a synced book (book-widget.ts). The load benchmark (bench/load.ts) reads its
 * startTime as the time from navigation to a book a trader can read; the pixels follow within
 * that frame (the rows are drawn by the overlay worker on its next animation frame). What
 * loads on demand waits for it (src/app/idle-prefetch.ts), so it never competes with the book.
 */
export const BOOK_PAINTED_MARK = 'book-painted';

let painted: () => void;
const paintedOnce = new Promise<void>((resolve) => { painted = resolve; });
let marked = false;

/** Marks the first paint of book rows; later calls do nothing. */
export function markBookPainted(): void {
  if (marked) return;
  marked = true;
  performance.mark(BOOK_PAINTED_MARK);
  painted();
}

/** Resolves once the book has first painted rows. */
export function whenBookPainted(): Promise<void> {
  return paintedOnce;
}
