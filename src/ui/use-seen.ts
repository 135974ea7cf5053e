import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come into the viewport (and from then on): for panels whose data
 * is only worth loading when the trader can see them, such as a module laid out below the fold.
 * Watches only while `active`.
 */
export function useSeen(ref: RefObject<Element | null>, active = true): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!active || seen || el === null) return;
    const watch = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setSeen(true);
        watch.disconnect();
      }
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, [ref, active, seen]);
  return seen;
}
