/**
 * Headers that make the terminal cross-origin isolated. COOP keeps other sites' windows from
 * scripting or probing the trading page (window.opener, named frames); COEP lets only
 * same-origin or explicitly shared resources load. Everything the app loads is ours (scripts,
 * workers, Wasm, fonts), so nothing breaks, and the page gets what isolation unlocks: fine
 * timers (performance.now and rAF times to 5 us instead of 100 us with jitter, so frame
 * intervals can be measured, bench/frames.ts) and SharedArrayBuffer for the workers.
 */
export const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/** The same as [name, value] pairs, made once (set on every page and asset answer). */
export const ISOLATION_HEADER_LIST: ReadonlyArray<readonly [string, string]> = Object.entries(ISOLATION_HEADERS);
