/**
 * A popover's way out: while `open`, a pointer pressed outside `root` or the Escape key calls
 * `close`; after Escape, focus that was inside returns to the popover's button (the one in
 * `root` with aria-expanded). The menus and panels that open from a button (the book's settings, the order types'
 * menu, the notice panel) share it; a modal dialog has its own (Dialog.tsx).
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useDismiss(open: boolean, root: RefObject<Element | null>, close: () => void): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) latest.current();
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // focus inside goes back to the popover's button (it is unmounted: focus would drop to the body)
      const inside = root.current?.contains(document.activeElement) === true;
      latest.current();
      if (inside) root.current?.querySelector<HTMLElement>('button[aria-expanded]')?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, root]);
}
