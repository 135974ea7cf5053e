/**
 * The chart's indicators (issue 21: on the price pane MA, EMA, BOLL, VWAP, SAR; in panes below
 * VOL, MACD, RSI, KDJ, StochRSI, OBV, WR), their parameters, defaults and validation.
 *
 * The spec names no parameters; the defaults are the ones traders see on the large exchanges'
 * charts (docs/decisions.md, "Issue 21: indicator library"): MA and EMA 7/25/99, BOLL 20 x 2,
 * SAR 0.02 step / 0.2 max, VOL with MA 5/10, MACD 12/26/9, RSI 6/12/24, KDJ 9/3/3,
 * StochRSI 14/14/3/3, WR 14. VWAP and OBV take none.
 *
 * A stored or edited configuration is checked field by field: `parseIndicator` answers the
 * configuration or the first reason it is refused, and never throws.
 */

export interface IndicatorParams {
  MA: { periods: number[] };
  EMA: { periods: number[] };
  BOLL: { period: number; multiplier: number };
  VWAP: Record<string, never>;
  SAR: { step: number; max: number };
  VOL: { periods: number[] };
  MACD: { fast: number; slow: number; signal: number };
  RSI: { periods: number[] };
  KDJ: { period: number; k: number; d: number };
  StochRSI: { rsi: number; stoch: number; k: number; d: number };
  OBV: Record<string, never>;
  WR: { periods: number[] };
}

export type IndicatorKind = keyof IndicatorParams;
export type IndicatorConfig = { [K in IndicatorKind]: { kind: K; params: IndicatorParams[K] } }[IndicatorKind];

/** Where an indicator is drawn: over the candles, or in a pane of its own below them. */
export const PRICE_PANE: readonly IndicatorKind[] = ['MA', 'EMA', 'BOLL', 'VWAP', 'SAR'];
export const LOWER_PANE: readonly IndicatorKind[] = ['VOL', 'MACD', 'RSI', 'KDJ', 'StochRSI', 'OBV', 'WR'];
export const INDICATOR_KINDS: readonly IndicatorKind[] = [...PRICE_PANE, ...LOWER_PANE];

export const DEFAULT_PARAMS: { readonly [K in IndicatorKind]: Readonly<IndicatorParams[K]> } = {
  MA: { periods: [7, 25, 99] },
  EMA: { periods: [7, 25, 99] },
  BOLL: { period: 20, multiplier: 2 },
  VWAP: {},
  SAR: { step: 0.02, max: 0.2 },
  VOL: { periods: [5, 10] },
  MACD: { fast: 12, slow: 26, signal: 9 },
  RSI: { periods: [6, 12, 24] },
  KDJ: { period: 9, k: 3, d: 3 },
  StochRSI: { rsi: 14, stoch: 14, k: 3, d: 3 },
  OBV: {},
  WR: { periods: [14] },
};

/** One parameter's rule: the editor shows these bounds, validation enforces them. */
export interface FieldRule {
  min: number;
  max: number;
  integer: boolean;
  /** A list of 1..maxCount values (one line each), not a single value. */
  maxCount?: number;
}

/** Longest look-back: the chart holds at least 1,000 candles and loads more on demand. */
export const MAX_PERIOD = 500;
const period: FieldRule = { min: 1, max: MAX_PERIOD, integer: true };
const periods: FieldRule = { ...period, maxCount: 5 };

export const FIELD_RULES: { readonly [K in IndicatorKind]: { readonly [P in keyof IndicatorParams[K]]: FieldRule } } = {
  MA: { periods },
  EMA: { periods },
  BOLL: { period: { ...period, min: 2 }, multiplier: { min: 0.1, max: 10, integer: false } },
  VWAP: {},
  SAR: { step: { min: 0.001, max: 1, integer: false }, max: { min: 0.001, max: 1, integer: false } },
  VOL: { periods },
  MACD: { fast: period, slow: { ...period, min: 2 }, signal: period },
  RSI: { periods: { ...periods, min: 2 } },
  KDJ: { period, k: period, d: period },
  StochRSI: { rsi: { ...period, min: 2 }, stoch: period, k: period, d: period },
  OBV: {},
  WR: { periods },
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The default configuration of an indicator (a fresh copy, safe to edit). */
export function defaultIndicator<K extends IndicatorKind>(kind: K): Extract<IndicatorConfig, { kind: K }> {
  return { kind, params: structuredClone(DEFAULT_PARAMS[kind]) } as unknown as Extract<IndicatorConfig, { kind: K }>;
}

function checkValue(name: string, v: unknown, rule: FieldRule): string | undefined {
  if (typeof v !== 'number' || !Number.isFinite(v)) return `${name} must be a number`;
  if (rule.integer && !Number.isInteger(v)) return `${name} must be a whole number`;
  if (v < rule.min || v > rule.max) return `${name} must be between ${rule.min} and ${rule.max}`;
  return undefined;
}

/** Rules between fields, beyond each field's bounds. */
function crossCheck(c: IndicatorConfig): string | undefined {
  if (c.kind === 'MACD' && c.params.fast >= c.params.slow) return 'MACD fast period must be shorter than the slow one';
  if (c.kind === 'SAR' && c.params.max < c.params.step) return 'SAR maximum must not be below its step';
  return undefined;
}

/** A configuration from storage or the editor, checked; unknown fields are dropped. */
export function parseIndicator(raw: unknown): Parsed<IndicatorConfig> {
  if (typeof raw !== 'object' || raw === null) return { ok: false, reason: 'an indicator is an object {kind, params}' };
  const { kind, params } = raw as { kind?: unknown; params?: unknown };
  if (typeof kind !== 'string' || !(INDICATOR_KINDS as readonly string[]).includes(kind)) return { ok: false, reason: `unknown indicator ${String(kind)}` };
  const k = kind as IndicatorKind;
  if (typeof params !== 'object' || params === null) return { ok: false, reason: `${k} parameters must be an object` };
  const rules = FIELD_RULES[k] as Record<string, FieldRule>;
  const out: Record<string, number | number[]> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const v = (params as Record<string, unknown>)[name];
    const label = `${k} ${name}`;
    if (rule.maxCount !== undefined) {
      if (!Array.isArray(v) || v.length < 1 || v.length > rule.maxCount) return { ok: false, reason: `${label} must list 1 to ${rule.maxCount} values` };
      for (const x of v) {
        const why = checkValue(label, x, rule);
        if (why !== undefined) return { ok: false, reason: why };
      }
      out[name] = [...(v as number[])];
    } else {
      const why = checkValue(label, v, rule);
      if (why !== undefined) return { ok: false, reason: why };
      out[name] = v as number;
    }
  }
  const config = { kind: k, params: out } as IndicatorConfig;
  const why = crossCheck(config);
  return why === undefined ? { ok: true, value: config } : { ok: false, reason: why };
}

/** Legend names of the lines an indicator draws, in the order IndicatorSet gives them. */
export function lineNames(c: IndicatorConfig): string[] {
  switch (c.kind) {
    case 'MA':
    case 'EMA':
    case 'RSI':
    case 'WR':
      return c.params.periods.map((p) => `${c.kind}(${p})`);
    case 'BOLL':
      return ['BOLL', 'UB', 'LB'];
    case 'VWAP':
    case 'SAR':
    case 'OBV':
      return [c.kind];
    case 'VOL':
      return ['VOL', ...c.params.periods.map((p) => `MA(${p})`)];
    case 'MACD':
      return ['DIF', 'DEA', 'MACD'];
    case 'KDJ':
      return ['K', 'D', 'J'];
    case 'StochRSI':
      return ['K', 'D'];
  }
}
