import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchOnce, settledLazy } from '../../ui/lazy-part';
import { useSecondWave } from '../../ui/second-wave';
import { withLateTexts } from '../../i18n';
import { DepthChart } from '../depth-chart/DepthChart';
import './chart-area.css';

/**
 * The price chart's code (uPlot, the indicators, PriceChart): ~60 KB gzip kept out of the trade
 * page's initial JS (the first-load budget, tests/budget). Fetched when the Chart tab first
 * shows, and not before the book's first paint (src/ui/second-wave.ts).
 */
const chartCode = fetchOnce(() => import('./PriceChart'));
const LazyPriceChart = settledLazy(chartCode.fetch, chartCode.fetched, (m) => m.PriceChart);

/** The Info tab's coin info (issue 23): its own chunk, fetched when the tab first shows. */
const CoinInfo = lazy(withLateTexts(() => import('../coin-info/CoinInfo')));

export type ChartTab = 'chart' | 'info' | 'depth';

/** The Depth tab's one-time new-feature dot (spec "Chart area"): gone for good once the tab was opened. */
export const DEPTH_SEEN_KEY = 'depthTabSeen';

function depthSeen(): boolean {
  try {
    return localStorage.getItem(DEPTH_SEEN_KEY) === '1';
  } catch {
    return true; // storage refused: no dot that could never go away
  }
}

function markDepthSeen(): void {
  try {
    localStorage.setItem(DEPTH_SEEN_KEY, '1');
  } catch {
    // the dot goes for this page only
  }
}
const TABS: readonly ChartTab[] = ['chart', 'info', 'depth'];

/**
 * The chart area (spec "Chart area") in the shell's chart module (the `depth` grid area): tabs
 * Chart (default), Info (the base coin's facts, src/features/coin-info) and Depth. The price chart, once loaded,
 * stays mounted behind the Depth tab (hidden; it keeps its history and skips its paints); the
 * depth chart is mounted only while its tab shows (its renderer costs nothing while away).
 */
export function ChartArea() {
  const { t } = useTranslation('chart');
  const [tab, setTab] = useState<ChartTab>('chart');
  const [chartWanted, setChartWanted] = useState(true);
  const secondWave = useSecondWave();
  const [dot, setDot] = useState(() => !depthSeen());
  const show = (next: ChartTab) => {
    setTab(next);
    if (next === 'chart') setChartWanted(true);
    if (next === 'depth' && dot) {
      markDepthSeen();
      setDot(false);
    }
  };

  return (
    <section className="widget widget-depth chart-area" data-widget="chart-area" data-tab={tab} aria-busy={!secondWave}>
      <div className="chart-tabs" role="tablist">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            className="chart-tab"
            id={`chart-tab-${k}`}
            aria-selected={tab === k}
            aria-controls={`chart-pane-${k}`}
            data-tab={k}
            onClick={() => show(k)}
          >
            {t(`tabs.${k}`)}
            {k === 'depth' && dot && <span className="new-dot" role="img" aria-label={t('tabs.new')} />}
          </button>
        ))}
      </div>
      <div className="chart-pane" role="tabpanel" id="chart-pane-chart" aria-labelledby="chart-tab-chart" hidden={tab !== 'chart'}>
        {secondWave && chartWanted && (
          <Suspense fallback={<p className="chart-pending">{t('loading')}</p>}>
            <LazyPriceChart visible={tab === 'chart'} />
          </Suspense>
        )}
      </div>
      {tab === 'info' && (
        <div className="chart-pane chart-pane-info" role="tabpanel" id="chart-pane-info" aria-labelledby="chart-tab-info">
          <Suspense fallback={<p className="chart-pending">{t('loading')}</p>}>
            <CoinInfo />
          </Suspense>
        </div>
      )}
      {tab === 'depth' && (
        <div className="chart-pane" role="tabpanel" id="chart-pane-depth" aria-labelledby="chart-tab-depth">
          <DepthChart />
        </div>
      )}
    </section>
  );
}
