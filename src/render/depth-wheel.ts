/**
 * Depth chart wheel and feed state (spec 001 section 2 "Depth chart", section 4, section 9).
 *
 * The wheel moves the gap between the buy and sell sides by 0.2 a notch within [2, 20]. The gap
 * is kept as an integer count of tenths so a hundred notches land exactly where they should:
 * adding 0.2 to a float a hundred times would drift.
 */

/** Gap bounds and step in tenths (spec section 9: default 8, min 2, max 20, step 0.2). */
const GAP_DEFAULT_TENTHS = 80;
const GAP_MIN_TENTHS = 20;
const GAP_MAX_TENTHS = 200;
const GAP_STEP_TENTHS = 2;

export const DEPTH_GAP_DEFAULT = GAP_DEFAULT_TENTHS / 10;
export const DEPTH_GAP_MIN = GAP_MIN_TENTHS / 10;
export const DEPTH_GAP_MAX = GAP_MAX_TENTHS / 10;
export const DEPTH_LEVELS_MIN = 10;
export const DEPTH_LEVELS_MAX = 20;

function toTenths(gap: number): number {
  if (!Number.isFinite(gap)) return GAP_DEFAULT_TENTHS;
  return Math.min(GAP_MAX_TENTHS, Math.max(GAP_MIN_TENTHS, Math.round(gap * 10)));
}

/**
 * The gap after one wheel event: scrolling down (deltaY > 0) widens it by 0.2, up narrows it;
 * one event is one notch whatever its deltaY magnitude (trackpads send many small events).
 * deltaY 0 or NaN leaves it unchanged. The result is tenths / 10, the nearest double to the
 * decimal, so repeated calls never accumulate error.
 */
export function wheelGap(gap: number, deltaY: number): number {
  const notch = deltaY > 0 ? 1 : deltaY < 0 ? -1 : 0;
  const tenths = toTenths(gap) + notch * GAP_STEP_TENTHS;
  return Math.min(GAP_MAX_TENTHS, Math.max(GAP_MIN_TENTHS, tenths)) / 10;
}

/**
 * Levels a side shown for a gap: linear from 20 levels at the narrowest gap (2) to 10 at the
 * widest (20), rounded to the nearest level; a wider gap leaves less room, so fewer levels.
 * levels = 20 - round((tenths - 20) / 18); the default gap 8 shows 17 levels.
 */
export function levelsForGap(gap: number): number {
  const t = toTenths(gap);
  return DEPTH_LEVELS_MAX - Math.round((t - GAP_MIN_TENTHS) / 18);
}

/** The chart's wheel state for one symbol. */
export interface DepthWheelState {
  readonly symbol: string;
  readonly gap: number;
}

/** State on (re)selecting a symbol: the gap returns to its default (spec section 4). */
export function depthStateFor(symbol: string): DepthWheelState {
  return { symbol, gap: DEPTH_GAP_DEFAULT };
}

/** Applies a wheel event to the state. */
export function depthWheel(state: DepthWheelState, deltaY: number): DepthWheelState {
  return { symbol: state.symbol, gap: wheelGap(state.gap, deltaY) };
}

/** What to do with a depth message: draw it, drop it silently, or drop it and warn. */
export type DepthVerdict = 'accept' | 'ignore' | 'warn';

/**
 * Whether a depth message belongs to the current symbol. Data for another symbol (a late
 * message after a switch) is ignored; a message missing its symbol or its data is reported as
 * a warning (spec section 4) and also dropped.
 */
export function acceptDepth(
  currentSymbol: string,
  message: { symbol?: unknown; data?: unknown } | null | undefined,
): DepthVerdict {
  if (message == null || typeof message.symbol !== 'string' || message.symbol === '') return 'warn';
  if (message.data == null) return 'warn';
  return message.symbol === currentSymbol ? 'accept' : 'ignore';
}
