/**
 * User Timing mark of the order form's first render with a pair. The form comes with the page's
 * second wave (src/ui/second-wave.ts), after the book's first paint; bench:load reports the
 * mark beside the book's, so the wait it adds is measured, not assumed.
 */
export const FORM_SHOWN_MARK = 'order-form-shown';

/** Marks the form's first showing; later calls do nothing. */
export function markFormShown(): void {
  if (performance.getEntriesByName(FORM_SHOWN_MARK).length === 0) performance.mark(FORM_SHOWN_MARK);
}
