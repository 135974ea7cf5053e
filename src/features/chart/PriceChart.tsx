import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import 'uplot/dist/uPlot.min.css';
import { klineInterval, type KlineIntervalName } from '../../protocol/intervals';
import { withLateTexts } from '../../i18n';
import { tradeMode } from '../../state/trade-mode';
import type { ChartCoords } from '../chart-trading/chart-coords';
import { PALETTES } from '../../render/palette';
import { account } from '../../state/account';
import { currentPairSpec, currentSymbol } from '../../state/market';
import { theme } from '../../state/theme';
import { PriceChartController } from './chart-controller';
import { exposeChart } from './chart-debug';
import type { LegendFigures } from './chart-legend';
import { composePicture, download, pictureName } from './chart-picture';
import { intervalLabel } from './interval-label';
import { IntervalMenu } from './IntervalMenu';
import { IndicatorMenu } from './IndicatorMenu';
import type { IndicatorConfig } from './indicator-params';
import { CHART_STYLES, chartIndicators, chartSettings, chartStyle, drawnAs, intervalConfig, readPref, writePref, type ChartSettings, type ChartStyle, type IntervalConfig, type Store } from './chart-prefs';
import { ChartSettingsMenu } from './ChartSettingsMenu';
import { ChartToolbar } from './ChartToolbar';
import { DisplayMenu } from './DisplayMenu';
import { SymbolSwitcher } from './SymbolSwitcher';
import { useUpState } from './use-up-state';
import { Countdown } from './Countdown';
import { SizedTextCell } from '../../ui/text-cell';
import { chartFullscreen } from '../layout/layout-store';
import { liftAncestors } from '../../ui/page-wide';
import '../../ui/page-wide.css';
import './price-chart.css';
import { localStore } from '../../ui/page-storage';

/** Trading on the chart (issue 24): its own chunk and late texts, once the chart is built. */
const ChartTrading = lazy(withLateTexts(() => import('../chart-trading/ChartTrading')));

const store = (): Store | undefined => localStore() ?? undefined;

/**
 * The price chart's place (spec "Chart area", section 4 "Market-open"): while the pair is in
 * its pre-launch countdown the countdown screen stands in for the chart; while the up-state
 * check loads the chart is built but hidden. The countdown's end shows the chart and reloads
 * the pair list 5 s later (use-up-state.ts).
 */
export function PriceChart({ visible }: { visible: boolean }) {
  useSignals();
  // the up state's VIP flag is the signed-in user's: asked again as the user signs in or out
  const up = useUpState(currentSymbol.value, account.value?.userId ?? null);
  // the pair's spec, not its figures: currentPair changes with every last price, and each change
  // rendered the chart's whole tree again (its toolbar, chart trading's order lines and markers)
  const pair = currentPairSpec.value;
  if (up.phase === 'countdown') {
    return <Countdown pair={pair?.name ?? currentSymbol.value.replace('_', '/')} openTime={up.openTime} skew={up.skew} onEnd={up.end} />;
  }
  return <ChartView visible={visible} checking={up.phase === 'checking'} marketOpen={up.phase !== 'closed'} />;
}

/**
 * The price chart, loaded on its own when the Chart tab first shows (ChartArea.tsx): the
 * toolbar (intervals, interval menu, style, indicators, screenshot, settings, display config,
 * full screen; it scrolls sideways when narrow), the crosshair legend, and uPlot's canvases run
 * by PriceChartController. React renders the toolbar and the legend's frame; the candles never
 * go through React.
 */
function ChartView({ visible, checking, marketOpen }: { visible: boolean; checking: boolean; marketOpen: boolean }) {
  useSignals();
  const { t, i18n } = useTranslation('chart');
  const label = (i: KlineIntervalName) => intervalLabel(i, t);
  const host = useRef<HTMLDivElement>(null);
  const legendRef = useRef<HTMLDListElement>(null);
  const legendBox = useRef<HTMLDivElement>(null);
  useEffect(() => legendFit(legendBox.current!, legendRef.current!), []);
  const controller = useRef<PriceChartController | null>(null);
  const [coords, setCoords] = useState<ChartCoords | null>(null);
  const [config, setConfig] = useState<IntervalConfig>(() => readPref(store(), intervalConfig));
  const [style, setStyle] = useState<ChartStyle>(() => readPref(store(), chartStyle));
  const [indicators, setIndicators] = useState<IndicatorConfig[]>(() => readPref(store(), chartIndicators));
  const [settings, setSettings] = useState<ChartSettings>(() => readPref(store(), chartSettings));
  const [full, setFull] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<{ loading: boolean; error: string | null }>({ loading: true, error: null });
  const symbol = currentSymbol.value;
  const pair = currentPairSpec.value;
  const precisions = pair === undefined ? null : [pair.pricePrecision, pair.countPrecision];
  const drawn = drawnAs(config, style);

  useEffect(() => {
    const figures = legendRef.current!;
    const c = new PriceChartController(
      { host: host.current!, onLegend: (f) => writeLegend(figures, f), onStatus: setStatus },
      {
        symbol, intervalName: config.current, stream: drawn.stream, style: drawn.style, settings, indicators, marketOpen,
        pricePrecision: precisions?.[0] ?? 2, countPrecision: precisions?.[1] ?? 4, locale: i18n.language,
      },
    );
    controller.current = c;
    c.start();
    setCoords(c.coords());
    const unexpose = exposeChart(c, () => readPref(store(), chartIndicators).map((i) => i.kind));
    shownIndicators.current = indicators;
    shownSettings.current = settings;
    return () => {
      unexpose();
      c.destroy();
      controller.current = null;
      setCoords(null);
    };
    // the style and visibility are set on the running chart below; precisions come with its history
  }, [symbol, config.current]);

  useEffect(() => controller.current?.setStyle(drawn.style), [drawn.style]);
  useEffect(() => controller.current?.setMarketOpen(marketOpen), [marketOpen]);
  const shownSettings = useRef<ChartSettings | null>(null);
  useEffect(() => {
    if (shownSettings.current === settings) return;
    shownSettings.current = settings;
    controller.current?.setSettings(settings);
  }, [settings]);
  const changeSettings = (next: ChartSettings) => {
    const p = writePref(store(), chartSettings, next);
    if (p.ok) setSettings(p.value);
  };
  // full screen: the chart over the whole page (and the browser's full screen where allowed)
  useEffect(() => {
    if (!full) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setFull(false);
    };
    const onChange = () => {
      if (document.fullscreenElement === null) setFull(false);
    };
    addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement === root.current) void document.exitFullscreen().catch(() => undefined);
    };
  }, [full]);
  // the chart cannot be closed while fullscreen (spec 001): the page-wide view of a refused
  // Fullscreen API counts too, which no fullscreenchange reports (layout-store.ts); that view
  // fills the window only with its module's containment lifted (page-wide.ts)
  useEffect(() => {
    if (!full) return;
    chartFullscreen.value = true;
    const lowered = liftAncestors(root.current);
    return () => {
      chartFullscreen.value = false;
      lowered();
    };
  }, [full]);
  const toggleFull = () => {
    if (!full) root.current?.requestFullscreen?.().catch(() => undefined); // refused (iframe, policy): the page-wide view still shows
    setFull(!full);
  };
  // the controller was built with the indicators of its mount: only a later change is handed over
  const shownIndicators = useRef<IndicatorConfig[] | null>(null);
  useEffect(() => {
    if (shownIndicators.current === indicators) return;
    shownIndicators.current = indicators;
    controller.current?.setIndicators(indicators);
  }, [indicators]);
  const changeIndicators = (next: IndicatorConfig[]) => {
    const p = writePref(store(), chartIndicators, next);
    if (p.ok) setIndicators(p.value);
  };
  useEffect(() => controller.current?.setVisible(visible), [visible]);

  const pickInterval = (i: KlineIntervalName) => {
    const next = { ...config, current: i };
    if (writePref(store(), intervalConfig, next).ok) setConfig(next);
  };
  const saveShown = (shown: KlineIntervalName[]) => {
    const p = writePref(store(), intervalConfig, { ...config, shown });
    if (p.ok) setConfig(p.value);
  };
  const screenshot = async () => {
    const canvas = controller.current?.canvas();
    if (canvas == null) return;
    const p = PALETTES[theme.peek()];
    const legend = [...legendRef.current!.querySelectorAll('div')].map((d) => `${d.querySelector('dt')!.textContent} ${d.querySelector('dd')!.textContent}`).join('   ');
    const title = `${symbol.replace('_', '/')} · ${label(config.current)}`;
    const blob = await composePicture(canvas, { title, legend, background: p.background, text: p.text, muted: p.muted }, devicePixelRatio || 1);
    download(blob, pictureName(symbol, config.current, new Date()));
  };
  const pickStyle = (s: ChartStyle) => {
    if (writePref(store(), chartStyle, s).ok) setStyle(s);
  };

  return (
    <div
      ref={root}
      className={`price-chart${full ? ' is-fullscreen' : ''}${checking ? ' is-checking' : ''}`}
      data-testid="price-chart" data-symbol={symbol} data-interval={config.current} data-style={drawn.style} aria-busy={status.loading || checking}
    >
      <ChartToolbar>
        {full && <SymbolSwitcher />}
        <div className="chart-intervals" role="group" aria-label={t('toolbar.intervals')}>
          {config.shown.map((i) => (
            <button key={i} type="button" data-interval={i} aria-pressed={i === config.current} onClick={() => pickInterval(i)}>{label(i)}</button>
          ))}
        </div>
        <IntervalMenu current={config.current} shown={config.shown} label={label} onPick={pickInterval} onSave={saveShown} />
        <label className="chart-style">
          <span className="visually-hidden">{t('toolbar.style')}</span>
          <select value={style} disabled={config.current === '1line'} onChange={(e) => pickStyle(e.target.value as ChartStyle)}>
            {CHART_STYLES.map((s) => <option key={s} value={s}>{t(`style.${s}`)}</option>)}
          </select>
        </label>
        <IndicatorMenu chosen={indicators} onChange={changeIndicators} />
        <button type="button" className="chart-screenshot" aria-label={t('toolbar.screenshot')} title={t('toolbar.screenshot')} onClick={() => void screenshot()}>⤓</button>
        <ChartSettingsMenu settings={settings} onChange={changeSettings} />
        <DisplayMenu />
        <button type="button" className="chart-fullscreen" aria-pressed={full} aria-label={t(full ? 'toolbar.exitFullscreen' : 'toolbar.fullscreen')} title={t(full ? 'toolbar.exitFullscreen' : 'toolbar.fullscreen')} onClick={toggleFull}>{full ? '⤡' : '⤢'}</button>
      </ChartToolbar>
      {/* the legend's text changes per hover and per live candle: in a box of its own size, so it lays out alone (legendFit) */}
      <div ref={legendBox} className="chart-legend-box">
        <div className="chart-legend-frame">
          <dl ref={legendRef} className="chart-legend" aria-live="off">
            {(['open', 'high', 'low', 'close', 'change', 'amplitude', 'volume'] as const).map((k) => (
              <div key={k}><dt>{t(`legend.${k}`)}</dt><dd data-field={k}><span className="chart-legend-live" /></dd></div>
            ))}
          </dl>
        </div>
      </div>
      {/* the call's own reason is for the console (chart-controller.ts logs it), not the trader */}
      {status.error !== null && <p className="chart-status" role="alert">{t('failed')}</p>}
      <p className="visually-hidden">{t('hint')}</p>
      <div ref={host} className="chart-canvas" tabIndex={0} data-stream={klineInterval(config.current)} />
      {coords !== null && (
        <Suspense fallback={null}>
          <ChartTrading coords={coords} mode={tradeMode.value} locale={i18n.language} interval={klineInterval(config.current) ?? '15'} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The legend's figures straight into its cells: per hover and per live candle, no React render.
 * Each figure is a box of its own size (price-chart.css `.chart-legend-live`, `--chars` wide), so a
 * new value lays out that box alone, not the legend's flex rows: each of those layouts left new
 * fragments of all seven pairs as Blink garbage, ~0.35 of the 0.62 MB/s that paces the page's
 * major GC (docs/decisions.md, session 18 task A). Only a change of length lays out the rows.
 */
const legendCells = new WeakMap<HTMLDListElement, { key: keyof LegendFigures; cell: SizedTextCell }[]>();

function writeLegend(dl: HTMLDListElement, f: LegendFigures | null): void {
  const up = f === null ? '' : String(f.up);
  if (dl.dataset.up !== up) dl.dataset.up = up;
  let cells = legendCells.get(dl);
  if (cells === undefined) {
    cells = [...dl.querySelectorAll<HTMLElement>('dd')].map((dd) => ({ key: dd.dataset.field as keyof LegendFigures, cell: new SizedTextCell(dd.firstElementChild as HTMLElement) }));
    legendCells.set(dl, cells);
  }
  for (const c of cells) c.cell.set(f === null ? '--' : String(f[c.key]));
}

/**
 * The legend's box takes the height of its lines (one, two or three as the width and the
 * language wrap them), set from a ResizeObserver: inside it the legend's frame is contained
 * (price-chart.css), so a figure that changes lays out the legend alone, never the page; only a
 * change in the number of lines sets the box's height again. Returns the disconnect.
 */
function legendFit(box: HTMLElement, dl: HTMLElement): () => void {
  const ro = new ResizeObserver(() => {
    const h = `${dl.offsetHeight}px`; // read after layout (a ResizeObserver callback): nothing forced
    if (box.style.height !== h) box.style.height = h;
  });
  ro.observe(dl);
  return () => ro.disconnect();
}
