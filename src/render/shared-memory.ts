/**
 * Whether this page can share memory with its workers: SharedArrayBuffer exists and the page
 * is cross-origin isolated (the gateway and the dev server send COOP and COEP). The overlay
 * ring (render/pixi/overlay-ring.ts) and the pushed market frames (market-feed/frame-push.ts)
 * use it; without it both fall back to messages.
 */
export function canShareMemory(): boolean {
  return typeof SharedArrayBuffer !== 'undefined' && globalThis.crossOriginIsolated === true;
}
