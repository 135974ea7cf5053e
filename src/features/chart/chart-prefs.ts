/**
 * The chart's choices kept in local storage (spec section 3, "Chart config persisted locally":
 * limitOrderTrade, marketOrderTrade, showOrders, showOrderHistory, quickEditOrder, chartStyle,
 * intervalConfig; the spec names no key for indicators and chart settings, so they are kept
 * as `chartIndicators` and `chartSettings`). Each is one JSON value under its own key.
 *
 * Reading is strict and never throws: a value that is not JSON, of another shape or out of
 * range is dropped and the default used (a list keeps its good entries). Writing checks the
 * value first and refuses a bad one with a reason, storing nothing. Storage is passed in, so
 * tests run without a browser; a storage that throws (private mode, quota) only loses memory.
 */
import { KLINE_INTERVALS, KLINE_LINE, klineInterval, type KlineInterval, type KlineIntervalName } from '../../protocol/intervals';
import { parseIndicator, type IndicatorConfig, type Parsed } from './indicator-params';

export type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Spec section 9: the 16 chart intervals, in toolbar order. */
export const CHART_INTERVALS: readonly KlineIntervalName[] = [KLINE_LINE, ...KLINE_INTERVALS];
export const DEFAULT_SHOWN: readonly KlineIntervalName[] = ['1line', '1', '5', '15', '60', '240', '1D'];
export const DEFAULT_INTERVAL: KlineIntervalName = '15';

export const CHART_STYLES = ['bar', 'candle', 'hollow', 'line', 'area', 'baseline', 'heikinAshi'] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];
export const DEFAULT_STYLE: ChartStyle = 'candle';

export interface IntervalConfig {
  /** The interval drawn. May be one the toolbar does not show (picked from the menu). */
  current: KlineIntervalName;
  /** The toolbar's buttons, in CHART_INTERVALS order, at least one. */
  shown: KlineIntervalName[];
}

export type PriceScale = 'linear' | 'log' | 'percent';
export interface ChartSettings {
  /** #rrggbb */
  upColor: string;
  downColor: string;
  grid: boolean;
  crosshair: boolean;
  scale: PriceScale;
}

/** Up and down as the depth chart draws them (spec section 9). */
export const DEFAULT_SETTINGS: Readonly<ChartSettings> = Object.freeze({ upColor: '#13c287', downColor: '#fa3b61', grid: true, crosshair: true, scale: 'linear' });

/** One stored choice: its key, its default and its strict reader. */
export interface Pref<T> {
  key: string;
  fallback: () => T;
  /** The value, or a reason it is refused. */
  check(raw: unknown): Parsed<T>;
}

const refuse = (reason: string) => ({ ok: false as const, reason });
const accept = <T>(value: T) => ({ ok: true as const, value });

function flag(key: string, dflt: boolean): Pref<boolean> {
  return { key, fallback: () => dflt, check: (r) => (typeof r === 'boolean' ? accept(r) : refuse(`${key} must be true or false`)) };
}

const isInterval = (x: unknown): x is KlineIntervalName => typeof x === 'string' && klineInterval(x) !== undefined;

export const intervalConfig: Pref<IntervalConfig> = {
  key: 'intervalConfig',
  fallback: () => ({ current: DEFAULT_INTERVAL, shown: [...DEFAULT_SHOWN] }),
  check(raw) {
    if (typeof raw !== 'object' || raw === null) return refuse('intervalConfig is {current, shown}');
    const { current, shown } = raw as { current?: unknown; shown?: unknown };
    if (!isInterval(current)) return refuse(`unknown interval ${String(current)}`);
    if (!Array.isArray(shown) || shown.length === 0) return refuse('at least one interval must be shown');
    const bad = shown.find((s) => !isInterval(s));
    if (bad !== undefined) return refuse(`unknown interval ${String(bad)}`);
    // toolbar order, each once, whatever order the editor handed them in
    return accept({ current, shown: CHART_INTERVALS.filter((i) => shown.includes(i)) });
  },
};

export const chartStyle: Pref<ChartStyle> = {
  key: 'chartStyle',
  fallback: () => DEFAULT_STYLE,
  check: (r) => ((CHART_STYLES as readonly unknown[]).includes(r) ? accept(r as ChartStyle) : refuse(`unknown chart style ${String(r)}`)),
};

/** Indicators shown at most at once (each with up to 5 lines). */
export const MAX_INDICATORS = 8;

export const chartIndicators: Pref<IndicatorConfig[]> = {
  key: 'chartIndicators',
  fallback: () => [],
  check(raw) {
    if (!Array.isArray(raw)) return refuse('chartIndicators is a list');
    if (raw.length > MAX_INDICATORS) return refuse(`at most ${MAX_INDICATORS} indicators at once`);
    const out: IndicatorConfig[] = [];
    for (const r of raw) {
      const p = parseIndicator(r);
      if (!p.ok) return p;
      if (out.some((c) => c.kind === p.value.kind)) return refuse(`${p.value.kind} is listed twice: one of each, with several periods`);
      out.push(p.value);
    }
    return accept(out);
  },
};

const HEX = /^#[0-9a-f]{6}$/i;
const SCALES: readonly unknown[] = ['linear', 'log', 'percent'];

export const chartSettings: Pref<ChartSettings> = {
  key: 'chartSettings',
  fallback: () => ({ ...DEFAULT_SETTINGS }),
  check(raw) {
    if (typeof raw !== 'object' || raw === null) return refuse('chartSettings is an object');
    const r = raw as Record<string, unknown>;
    for (const k of ['upColor', 'downColor'] as const) if (typeof r[k] !== 'string' || !HEX.test(r[k])) return refuse(`${k} must be a colour #rrggbb`);
    for (const k of ['grid', 'crosshair'] as const) if (typeof r[k] !== 'boolean') return refuse(`${k} must be true or false`);
    if (!SCALES.includes(r.scale)) return refuse(`price scale must be linear, log or percent`);
    return accept({ upColor: r.upColor as string, downColor: r.downColor as string, grid: r.grid as boolean, crosshair: r.crosshair as boolean, scale: r.scale as PriceScale });
  },
};

/**
 * The display-config popover (spec "Chart area"): their effects belong to chart trading; the
 * choices are kept now. Defaults: order lines shown, quick trading off until the trader opts in.
 */
export const limitOrderTrade = flag('limitOrderTrade', false);
export const marketOrderTrade = flag('marketOrderTrade', false);
export const showOrders = flag('showOrders', true);
export const showOrderHistory = flag('showOrderHistory', true);
export const quickEditOrder = flag('quickEditOrder', false);

/** A stored choice, or its default for anything missing or unreadable. */
export function readPref<T>(store: Store | undefined, pref: Pref<T>): T {
  let raw: unknown;
  try {
    const text = store?.getItem(pref.key);
    if (text === null || text === undefined) return pref.fallback();
    raw = JSON.parse(text);
  } catch {
    return pref.fallback(); // not JSON, or storage refused: a foreign or hand-edited value
  }
  const p = pref.check(raw);
  if (p.ok) return p.value;
  // a list of indicators keeps the ones still readable
  if (pref === (chartIndicators as unknown as Pref<T>) && Array.isArray(raw)) return keepGood(raw) as T;
  return pref.fallback();
}

function keepGood(raw: unknown[]): IndicatorConfig[] {
  const out: IndicatorConfig[] = [];
  for (const r of raw) {
    const p = parseIndicator(r);
    if (p.ok && out.length < MAX_INDICATORS && !out.some((c) => c.kind === p.value.kind)) out.push(p.value);
  }
  return out;
}

/** Checks and stores a choice; a refused value stores nothing and says why. */
export function writePref<T>(store: Store | undefined, pref: Pref<T>, value: T): Parsed<T> {
  const p = pref.check(value);
  if (!p.ok) return p;
  try {
    store?.setItem(pref.key, JSON.stringify(p.value));
  } catch {
    // the choice still applies on this page; it is just not remembered
  }
  return p;
}

/** What the chart draws: `1line` is the line style over the 1-minute stream. */
export function drawnAs(config: IntervalConfig, style: ChartStyle): { stream: KlineInterval; style: ChartStyle } {
  return { stream: klineInterval(config.current) ?? '15', style: config.current === KLINE_LINE ? 'line' : style };
}
