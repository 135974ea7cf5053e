import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { arrowStep, arrowsFor, nextScroll, TOOLBAR_RESIZE_DEBOUNCE_MS } from './toolbar-scroll';

/**
 * The chart toolbar's strip: its buttons scroll sideways, and when they do not fit an arrow at
 * either end scrolls them by most of a strip (spec "Chart area"). The arrows follow scrolling
 * at once and a resize after TOOLBAR_RESIZE_DEBOUNCE_MS.
 */
export function ChartToolbar({ children }: { children: ReactNode }) {
  const { t } = useTranslation('chart');
  const strip = useRef<HTMLDivElement>(null);
  const [arrows, setArrows] = useState({ back: false, on: false });
  useEffect(() => {
    const el = strip.current!;
    const update = () => {
      const next = arrowsFor(el);
      setArrows((a) => (a.back === next.back && a.on === next.on ? a : next));
    };
    update();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const ro = new ResizeObserver(() => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(update, TOOLBAR_RESIZE_DEBOUNCE_MS);
    });
    ro.observe(el);
    el.addEventListener('scroll', update, { passive: true });
    return () => {
      ro.disconnect();
      if (timer !== null) clearTimeout(timer);
      el.removeEventListener('scroll', update);
    };
  }, []);
  const scroll = (towardsEnd: boolean) => {
    const el = strip.current!;
    const rtl = getComputedStyle(el).direction === 'rtl';
    const to = nextScroll(Math.abs(el.scrollLeft), el.scrollWidth - el.clientWidth, arrowStep(el.clientWidth), towardsEnd);
    el.scrollTo({ left: rtl ? -to : to });
  };
  return (
    <div className="chart-toolbar-wrap">
      {arrows.back && <button type="button" className="toolbar-arrow back" aria-label={t('toolbar.scrollBack')} onClick={() => scroll(false)}>‹</button>}
      <div ref={strip} className="chart-toolbar">{children}</div>
      {arrows.on && <button type="button" className="toolbar-arrow on" aria-label={t('toolbar.scrollOn')} onClick={() => scroll(true)}>›</button>}
    </div>
  );
}
