/**
 * Pointer events of the canvas book: hover follows the pointer, and is cleared when it leaves,
 * on the wheel and on any page scroll (spec "Order book"); a click fills the order form. The
 * events only set state and ask for a paint: drawing stays in the frame loop.
 */
import { requestPaint } from '../../render/frame-loop';
import { targetAt, type HoverTarget } from './book-hover';
import type { BookWidget } from './book-widget';

/** Wires `host` (the canvas host) to `widget`; returns the removal. */
export function wirePointer(host: HTMLElement, widget: BookWidget, onClick: (target: HoverTarget) => void): () => void {
  const at = (e: MouseEvent) => targetAt(widget.layout, widget.scene, e.clientY - host.getBoundingClientRect().top);
  const hover = (target: HoverTarget | null) => {
    if (widget.setHover(target)) requestPaint();
    const cursor = target === null ? '' : 'pointer';
    if (host.style.cursor !== cursor) host.style.cursor = cursor;
  };
  // a scroll of any scrolling ancestor clears the hover (capture: not only the window's), heard only
  // while the pointer is over the book: the market list's scroll and others ran it each frame for nothing
  let hearingScrolls = false;
  const hearScrolls = (on: boolean) => {
    if (on === hearingScrolls) return;
    hearingScrolls = on;
    if (on) window.addEventListener('scroll', leave, { passive: true, capture: true });
    else window.removeEventListener('scroll', leave, { capture: true });
  };
  const move = (e: PointerEvent) => {
    hover(at(e));
    hearScrolls(true);
  };
  function leave(): void {
    hover(null);
    hearScrolls(false);
  }
  const click = (e: MouseEvent) => {
    const target = at(e);
    if (target !== null) onClick(target);
  };
  host.addEventListener('pointermove', move);
  host.addEventListener('pointerleave', leave);
  host.addEventListener('wheel', leave, { passive: true });
  host.addEventListener('click', click);
  return () => {
    host.removeEventListener('pointermove', move);
    host.removeEventListener('pointerleave', leave);
    host.removeEventListener('wheel', leave);
    host.removeEventListener('click', click);
    hearScrolls(false);
  };
}
