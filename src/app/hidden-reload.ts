/**
 * A tab hidden longer than a day reloads when it is shown again (spec 001 sections 4 and 9:
 * 86,400,000 ms): after that long its pair list, account and code may all be stale, and a fresh
 * load is cheaper to trust than a day of missed pushes. Pure: the times come in.
 */

/** How long a tab may stay hidden and still come back as it was, ms. */
export const HIDDEN_RELOAD_MS = 86_400_000;

/**
 * Should the page reload now that it shows again? `hiddenAt` is when it was hidden (null: it was
 * not, as far as the page knows); both times in ms of the same clock. A clock that went back
 * (now before hiddenAt) does not reload.
 */
export function reloadOnReturn(hiddenAt: number | null, now: number, limit = HIDDEN_RELOAD_MS): boolean {
  return hiddenAt !== null && now - hiddenAt > limit;
}
