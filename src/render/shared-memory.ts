/**
 * Whether this page can share memory with its workers: SharedArrayBuffer exists and the page
 * is cross-origin isolated (the gateway and the dev server send COOP and COEP). The overlay
 * ring (render/pixi/overlay-ring.ts) and the pushed market frames (market-feed/frame-push.ts)
 * use it; without it both fall back to messages.
 */
export function canShareMemory(): boolean {
  return typeof SharedArrayBuffer !== 'undefined' && globalThis.crossOriginIsolated === true;
}

/**
 * Both of those workers look at shared memory on their own animation frames instead of being
 * messaged; after this many frames in a row with nothing to do they stop asking for frames and
 * wait to be woken, so that a quiet market or a hidden tab costs them nothing.
 */
export const IDLE_FRAMES = 30;
