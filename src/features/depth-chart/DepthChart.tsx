import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { afterBook } from '../../ui/second-wave';
import { mountDepthChart } from './depth-chart';
import './depth-chart.css';

/**
 * The depth chart (spec 001 "Depth chart"): mirrored buy and sell areas drawn by Pixi from the
 * worker's book, hover tooltip, wheel to change the gap. React renders the shell once (again
 * only on a language change); everything after that is the controller's (depth-chart.ts).
 * The section's data attributes expose the state: data-gap, data-levels, data-symbol,
 * data-book-version, data-bids and data-asks (levels drawn a side). It lives in the chart area's
 * Depth tab (src/features/chart/ChartArea.tsx), which is the grid's panel.
 */
export function DepthChart() {
  const { t, i18n } = useTranslation('depth');
  const section = useRef<HTMLElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const tooltip = useRef<HTMLDivElement>(null);

  // second wave (src/ui/second-wave.ts): its renderer is set up once the book has painted
  useEffect(
    () => afterBook(() => mountDepthChart(
      { section: section.current!, host: host.current!, tooltip: tooltip.current! },
      { range: t('range'), price: t('price'), total: t('total') },
    )),
    [t, i18n.language],
  );

  return (
    <section ref={section} className="depth-chart" data-widget="depth" data-testid="depth-chart" aria-labelledby="depth-chart-title">
      <h2 id="depth-chart-title" className="depth-title">{t('title')}</h2>
      <p className="visually-hidden">{t('hint')}</p>
      <div ref={host} className="widget-canvas depth-canvas">
        <div ref={tooltip} />
      </div>
    </section>
  );
}
