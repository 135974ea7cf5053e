import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { fetchOnce, settledLazy } from '../../ui/lazy-part';
import { useSecondWave } from '../../ui/second-wave';
import { withLateTexts } from '../../i18n';
import { DepthChart } from '../depth-chart/DepthChart';
import type { ChartTabModule } from '../layout/mobile-modules';
import { chartTabHosts } from '../layout/use-mobile';
import { whenBookPainted } from '../order-book/book-painted';
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

/** The chart area's own tabs, and in mobile mode the modules lent to it as tabs (use-mobile.ts). */
export type ChartTab = 'chart' | 'info' | 'depth' | ChartTabModule;

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

/** True once the order book has first painted rows (book-painted.ts). */
function useBookPainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void whenBookPainted().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, []);
  return painted;
}

/**
 * A module's content as one of the chart area's tabs (mobile mode): the module's own host
 * element, adopted as the grid adopts it (ModuleFrame.tsx ModuleBody), so the widget is moved,
 * never mounted a second time. `parked`: laid out but invisible (the book before its first
 * paint: a book in a hidden tab would have no size, paint nothing, and the page's second wave
 * would wait for it; src/ui/second-wave.ts).
 */
function HostPane({ id, host, shown, parked }: { id: ChartTabModule; host: HTMLElement; shown: boolean; parked: boolean }) {
  const pane = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    pane.current!.appendChild(host);
  }, [host]);
  return (
    <div ref={pane} className={`chart-pane chart-pane-module${!shown && parked ? ' chart-pane-parked' : ''}`} role="tabpanel"
      id={`chart-pane-${id}`} aria-labelledby={`chart-tab-${id}`} data-lent={id} hidden={!shown && !parked} />
  );
}

/**
 * The chart area (spec "Chart area") in the shell's chart module (the `depth` grid area): tabs
 * Chart (default), Info (the base coin's facts, src/features/coin-info) and Depth; in mobile mode
 * also Order Book, Market Trades and Trading Data, the modules' own contents lent by the mobile
 * shell (MobileTrade.tsx) instead of panels of the one column. The price chart, once loaded,
 * stays mounted behind the other tabs (hidden; it keeps its history and skips its paints); the
 * depth chart is mounted only while its tab shows (its renderer costs nothing while away). A lent
 * module stays mounted behind the other tabs (its canvas has no size there and draws nothing).
 */
export function ChartArea() {
  useSignals();
  const { t } = useTranslation(['chart', 'layout']);
  const [chosen, setTab] = useState<ChartTab>('chart');
  const lent = chartTabHosts.value;
  const tabs: readonly ChartTab[] = lent.length === 0 ? TABS : [...TABS, ...lent.map((m) => m.id)];
  // a lent tab left with mobile mode: back to the chart
  const tab = tabs.includes(chosen) ? chosen : 'chart';
  const bookPainted = useBookPainted();
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
        {tabs.map((k) => (
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
            {k === 'chart' || k === 'info' || k === 'depth' ? t(`tabs.${k}`) : t(`module.${k}`, { ns: 'layout' })}
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
      {lent.map(({ id, host }) => <HostPane key={id} id={id} host={host} shown={tab === id} parked={id === 'orderBook' && !bookPainted} />)}
    </section>
  );
}
