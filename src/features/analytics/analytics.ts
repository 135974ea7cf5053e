/**
 * The one tracking module of the terminal: `track(event, params)` records an event in memory
 * (the page has no analytics backend; a real one would be one more sink here). Tests read the
 * events through `window.__terminal.analytics()`, a getter this module installs on the debug
 * object without replacing it (src/net/market-client.ts owns the rest of that object).
 *
 * Events of the order form: FE_param_failed {reason, field, kind} for each failed local
 * validation; margin/kyc/country_failed {result} when a margin order is stopped by the check.
 */

export type TrackParams = Readonly<Record<string, string | number | boolean>>;

export interface TrackedEvent {
  event: string;
  params: TrackParams;
  /** Epoch ms. */
  at: number;
}

/** Events kept; older ones are dropped so a long session does not grow without bound. */
export const MAX_EVENTS = 500;

let events: TrackedEvent[] = [];

/** Records `event` with its parameters (copied: later changes to the caller's object do not leak in). */
export function track(event: string, params: TrackParams = {}): void {
  events.push({ event, params: { ...params }, at: Date.now() });
  if (events.length > MAX_EVENTS) events = events.slice(-MAX_EVENTS);
  installAnalyticsDebug();
}

/** The events recorded so far, oldest first (a copy). */
export function trackedEvents(): readonly TrackedEvent[] {
  return events.slice();
}

/** Forgets every event (tests). */
export function resetTracking(): void {
  events = [];
}

type DebugHost = { __terminal?: Record<string, unknown> };

/**
 * Puts `analytics()` on window.__terminal, creating the object when the market client has not
 * made it yet. Called at load and on every track: the market client may replace the object
 * when it starts, and a test must still find the getter afterwards.
 */
export function installAnalyticsDebug(): void {
  if (typeof window === 'undefined') return;
  const host = window as unknown as DebugHost;
  const debug = (host.__terminal ??= {});
  if (typeof debug.analytics !== 'function') debug.analytics = trackedEvents;
}

installAnalyticsDebug();
