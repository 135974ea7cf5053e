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
  const move = (e: PointerEvent) => hover(at(e));
  const leave = () => hover(null);
  const click = (e: MouseEvent) => {
    const target = at(e);
    if (target !== null) onClick(target);
  };
  host.addEventListener('pointermove', move);
  host.addEventListener('pointerleave', leave);
  host.addEventListener('wheel', leave, { passive: true });
  host.addEventListener('click', click);
  // capture: a scroll of any scrolling ancestor, not only the window
  window.addEventListener('scroll', leave, { passive: true, capture: true });
  return () => {
    host.removeEventListener('pointermove', move);
    host.removeEventListener('pointerleave', leave);
    host.removeEventListener('wheel', leave);
    host.removeEventListener('click', click);
    window.removeEventListener('scroll', leave, { capture: true });
  };
}
