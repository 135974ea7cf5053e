/**
 * Slows password guessing: failed logins are counted per key (an email, an IP) in memory.
 * After MAX_FAILURES failures within WINDOW_MS the key is locked until the oldest counted
 * failure leaves the window. A successful login clears the key. Pure: the clock is passed in.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
/** Above this many tracked keys, keys with no recent failure are swept out. */
const SWEEP_AT = 10_000;

export interface LoginThrottle {
  /** Milliseconds until `key` may try again; 0 when it is not locked. */
  retryAfter(key: string, now: number): number;
  fail(key: string, now: number): void;
  clear(key: string): void;
}

/** One throttle per app; keys are free-form ('email:a@b.c', 'ip:1.2.3.4'). */
export function createLoginThrottle(maxFailures = MAX_FAILURES, windowMs = WINDOW_MS): LoginThrottle {
  // key -> failure times, oldest first, only those within the window
  const failures = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const times = failures.get(key);
    if (times === undefined) return [];
    while (times.length > 0 && times[0] <= now - windowMs) times.shift();
    if (times.length === 0) failures.delete(key);
    return times;
  }

  function sweep(now: number): void {
    for (const key of [...failures.keys()]) recent(key, now);
  }

  return {
    retryAfter(key, now) {
      const times = recent(key, now);
      if (times.length < maxFailures) return 0;
      // locked until enough failures age out to drop below the limit
      return times[times.length - maxFailures] + windowMs - now;
    },
    fail(key, now) {
      if (failures.size >= SWEEP_AT) sweep(now);
      const times = recent(key, now);
      times.push(now);
      failures.set(key, times);
    },
    clear(key) {
      failures.delete(key);
    },
  };
}
