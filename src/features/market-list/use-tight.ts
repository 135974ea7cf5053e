import { useEffect, useState, type RefObject } from 'react';
import { TIGHT_WIDTH } from './names';

/** True while `el` is at most TIGHT_WIDTH wide (spec section 9: tight mode), followed as it resizes. */
export function useTight(el: RefObject<HTMLElement | null>): boolean {
  const [tight, setTight] = useState(false);
  useEffect(() => {
    const box = el.current;
    if (box === null) return;
    const ro = new ResizeObserver(([e]) => setTight(e.contentRect.width <= TIGHT_WIDTH));
    ro.observe(box);
    return () => ro.disconnect();
  }, [el]);
  return tight;
}
