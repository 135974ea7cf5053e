/**
 * Text selection while a module is dragged or resized. react-draggable (under react-grid-layout)
 * hides it by adding a class to <body> that `*::selection` rules of its own match: toggling it
 * restyled the whole document, 92 ms at 4x on each drag's start in the grid-drag bench
 * (bench/grid-drag.ts), and again at its end. The grid stops a selection from starting instead:
 * a press on a module's title bar or resize handle does not begin one; and react-draggable's
 * style element is put in place empty beforehand (it adds its rules only when the element is
 * missing), so the class it still toggles matches no rule and restyles nothing.
 */

/** The id react-draggable looks its style element up by (react-draggable 4.x addUserSelectStyles). */
export const DRAGGABLE_STYLE_ID = 'react-draggable-style-el';

type Doc = Pick<Document, 'getElementById' | 'createElement' | 'head'>;

/** Puts react-draggable's style element in `doc`'s head, empty, unless it is there already. */
export function preemptDraggableStyles(doc: Doc): void {
  if (doc.getElementById(DRAGGABLE_STYLE_ID) !== null) return;
  const style = doc.createElement('style');
  style.id = DRAGGABLE_STYLE_ID;
  doc.head.appendChild(style);
}

/** Where a press starts a drag or a resize of the grid (the close button in a title bar is a button, not a handle). */
const HANDLE = '.module-bar, .react-resizable-handle';

/** Whether a press on `target` starts a module's drag or resize, and so must not start a text selection. */
export function startsGridGesture(target: unknown): boolean {
  if (typeof (target as Element | null)?.closest !== 'function') return false; // a text node, the document, nothing
  const el = target as Pick<Element, 'closest'>;
  return el.closest(HANDLE) !== null && el.closest('.module-close') === null;
}
