/** Marks an ancestor of a page-wide box while it shows (page-wide.css lifts its containment). */
export const PAGE_WIDE_PATH = 'data-page-wide-path';

/**
 * Lets a `position: fixed` box fill the window from deep inside the page. Fixed boxes are placed
 * against the nearest ancestor with a transform, `contain: strict` or `will-change: transform`,
 * and the pro grid gives every module all three (react-grid-layout's translate, layout.css's
 * containment): a chart whose Fullscreen API call was refused (an iframe, a policy) then filled
 * only its module. Marks every ancestor of `box` up to the body (CSS then drops their transform
 * and containment) and returns the undo. The browser's own full screen needs none of it (the top
 * layer), but the same marks are harmless there and the refusal comes only later, as a promise.
 */
export function liftAncestors(box: Pick<Element, 'parentElement'> | null): () => void {
  const marked: Element[] = [];
  for (let el = box?.parentElement ?? null; el !== null && el.tagName !== 'BODY'; el = el.parentElement) {
    el.setAttribute(PAGE_WIDE_PATH, '');
    marked.push(el);
  }
  return () => {
    for (const el of marked) el.removeAttribute(PAGE_WIDE_PATH);
  };
}
