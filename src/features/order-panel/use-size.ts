import { useEffect, useState, type RefObject } from 'react';

/**
 * The content-box size of an element, followed with a ResizeObserver (the tab bar's width for
 * the collapse, the list area's height for the page size). Null until first measured. Sizes are
 * rounded to whole px so sub-pixel jitter does not re-render.
 */
export function useSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (el === null) return;
    const ro = new ResizeObserver(([entry]) => {
      const width = Math.round(entry.contentRect.width);
      const height = Math.round(entry.contentRect.height);
      setSize((s) => (s !== null && s.width === width && s.height === height ? s : { width, height }));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return size;
}
