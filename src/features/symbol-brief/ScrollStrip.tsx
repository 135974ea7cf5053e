/**
 * A sideways-scrolling strip with arrows that show only when it overflows (spec trade page
 * section 2: the pair's indicator strip "with scroll arrows"; the favourites bar scrolls the
 * same way). The arrows follow the strip's size and content (a ResizeObserver) and its scroll
 * position; React renders only when an arrow appears or goes. A vertical wheel scrolls it
 * sideways (the strips are one row high: the wheel has nothing else to do there).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { arrowsFor, stepFor, type Arrows } from './scroll-arrows';
import './scroll-strip.css';

export interface ScrollStripProps {
  className?: string;
  /** The arrows' accessible names. */
  backLabel: string;
  onLabel: string;
  children: ReactNode;
}

export function ScrollStrip({ className, backLabel, onLabel, children }: ScrollStripProps) {
  const track = useRef<HTMLDivElement>(null);
  const [arrows, setArrows] = useState<Arrows>({ back: false, on: false });

  useEffect(() => {
    const el = track.current!;
    const measure = () => {
      const next = arrowsFor(el.scrollLeft, el.clientWidth, el.scrollWidth);
      setArrows((a) => (a.back === next.back && a.on === next.on ? a : next));
    };
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    if (el.firstElementChild !== null) ro.observe(el.firstElementChild);
    el.addEventListener('scroll', measure, { passive: true });
    const wheel = (e: WheelEvent) => {
      if (Math.abs(e.deltaY) <= Math.abs(e.deltaX) || el.scrollWidth <= el.clientWidth) return;
      el.scrollLeft += getComputedStyle(el).direction === 'rtl' ? -e.deltaY : e.deltaY;
      e.preventDefault();
    };
    el.addEventListener('wheel', wheel, { passive: false });
    return () => {
      ro.disconnect();
      el.removeEventListener('scroll', measure);
      el.removeEventListener('wheel', wheel);
    };
  }, []);

  const scroll = (dir: 1 | -1) => {
    const el = track.current;
    if (el !== null) el.scrollBy({ left: stepFor(dir, el.clientWidth, getComputedStyle(el).direction === 'rtl'), behavior: 'smooth' });
  };
  return (
    <div className={`scroll-strip ${className ?? ''}`}>
      {arrows.back && <button type="button" className="scroll-strip-arrow" aria-label={backLabel} onClick={() => scroll(-1)}>‹</button>}
      <div className="scroll-strip-track" ref={track}>
        <div className="scroll-strip-items">{children}</div>
      </div>
      {arrows.on && <button type="button" className="scroll-strip-arrow" aria-label={onLabel} onClick={() => scroll(1)}>›</button>}
    </div>
  );
}
